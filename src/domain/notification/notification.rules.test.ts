import { describe, expect, it } from 'vitest';
import { notificationDismissMs, visibleNotifications } from './notification.rules.js';
import { formatRelativeTime, relativeTimeParts } from '../locale/relative-time.js';
import { basketBadgeText } from '../store/basket.js';

describe('notifications (spec §4, §9)', () => {
  it.each([
    [undefined, 5000],
    [null, 5000],
    [5, 5000],
    [10, 10_000],
    [-1, null],
    [0, 5000],
    [-3, 5000],
    [Number.NaN, 5000],
  ])('dismissSecs %s → %s ms', (secs, ms) => expect(notificationDismissMs(secs)).toBe(ms));

  it('showInLicensing notifications only in the licensing flow', () => {
    const list = [{ id: 1, showInLicensing: true }, { id: 2 }];
    expect(visibleNotifications(list, false).map((n) => n.id)).toEqual([2]);
    expect(visibleNotifications(list, true).map((n) => n.id)).toEqual([1, 2]);
  });
});

describe('basket badge (spec §9)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [98, '98'],
    [99, '99+'],
    [150, '99+'],
    [-1, '0'],
    [Number.NaN, '0'],
    ['5', '0'],
    [null, '0'],
  ])('%j → %s', (count, text) => expect(basketBadgeText(count)).toBe(text));
});

describe('relative time (spec §2.13)', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  it.each([
    ['2025-03-10T11:59:30Z', { value: -30, unit: 'second' }],
    ['2025-03-10T09:00:00Z', { value: -3, unit: 'hour' }],
    ['2025-03-08T12:00:00Z', { value: -2, unit: 'day' }],
    ['2024-03-10T12:00:00Z', { value: -1, unit: 'year' }],
    ['2025-03-10T12:05:00Z', { value: 5, unit: 'minute' }],
  ])('%s', (then, parts) => expect(relativeTimeParts(new Date(then), now)).toEqual(parts));

  it('formats in each locale', () => {
    const then = new Date('2025-03-10T09:00:00Z');
    expect(formatRelativeTime(then, now, 'en_US')).toBe('3 hours ago');
    expect(formatRelativeTime(then, now, 'fr_CA')).toBe('il y a 3 heures');
    expect(formatRelativeTime(then, now, 'es_US')).toBe('hace 3 horas');
    expect(formatRelativeTime(new Date('2025-03-10T11:59:50Z'), now, 'en_US')).toBe('now');
  });
});
