import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTimeParts } from './relative-time.js';

describe('relative time of an order note (spec §2.13)', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it.each([
    ['2026-11-25T11:59:30Z', -30, 'second'],
    ['2026-11-25T11:57:00Z', -3, 'minute'],
    ['2026-11-25T09:00:00Z', -3, 'hour'],
    ['2026-11-23T12:00:00Z', -2, 'day'],
    ['2026-11-04T12:00:00Z', -3, 'week'],
    ['2026-08-25T12:00:00Z', -3, 'month'],
    ['2024-11-25T12:00:00Z', -2, 'year'],
  ])('%s is %i %s from now', (iso, value, unit) => {
    expect(relativeTimeParts(new Date(iso), now)).toEqual({ value, unit });
  });
  it('is worded in the page’s locale', () => {
    expect(formatRelativeTime(new Date('2026-11-25T11:57:00Z'), now, 'en_US')).toBe('3 minutes ago');
    expect(formatRelativeTime(new Date('2026-11-24T12:00:00Z'), now, 'fr_CA')).toBe('hier');
  });
});
