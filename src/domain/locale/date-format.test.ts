import { describe, expect, it } from 'vitest';
import {
  dateFormatter,
  formatCalendarDate,
  formatDate,
  MONTH_KEYS,
  monthKeyOfIndex,
  monthLabelKey,
} from './date-format.js';
import { fromLocaleTag, parseLocale, toLocaleTag } from './locales.js';

describe('date formats (spec §9)', () => {
  const instant = new Date('2025-03-11T06:30:00Z');
  it('short: year, short month, day; in the given zone', () => {
    expect(formatDate(instant, 'short', 'en_US', 'America/Los_Angeles')).toBe('Mar 10, 2025');
    expect(formatDate(instant, 'short', 'fr_CA', 'UTC')).toBe('11 mars 2025');
  });
  it('long adds weekday and time', () => {
    // the joiner between date and time (", " or " at ") varies with the ICU version
    expect(formatDate(instant, 'long', 'en_US', 'America/Los_Angeles').replace(/\u202f/g, ' ')).toMatch(
      /^Monday, Mar 10, 2025(,| at) 11:30 PM$/,
    );
  });
  it('a calendar date does not shift with zones', () => {
    expect(formatCalendarDate({ year: 2024, month: 2, day: 29 }, 'en_US')).toBe('Feb 29, 2024');
  });
  it('French writes the first of the month "1er" (issue 39, D18), and only the first', () => {
    expect(formatCalendarDate({ year: 2026, month: 12, day: 1 }, 'fr_CA')).toBe('1er déc. 2026');
    expect(formatCalendarDate({ year: 2026, month: 12, day: 11 }, 'fr_CA')).toBe('11 déc. 2026');
    expect(formatCalendarDate({ year: 2026, month: 12, day: 21 }, 'fr_CA')).toBe('21 déc. 2026');
    expect(formatDate(new Date('2026-03-01T17:00:00Z'), 'short', 'fr_CA', 'America/Toronto')).toBe('1er mars 2026');
    const moment = dateFormatter('fr_CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' });
    expect(moment.format(new Date('2026-12-01T19:03:00Z'))).toMatch(/^1er décembre 2026 à 14 h 03$/);
    // the other languages, and a numeric month, as Intl writes them
    expect(formatCalendarDate({ year: 2026, month: 12, day: 1 }, 'es_US')).toBe('1 dic 2026');
    expect(formatCalendarDate({ year: 2026, month: 12, day: 1 }, 'en_CA')).toBe('Dec 1, 2026');
    expect(
      dateFormatter('fr_CA', { dateStyle: 'short', timeZone: 'UTC' }).format(new Date('2026-12-01T12:00:00Z')),
    ).toBe('2026-12-01');
  });

  it('months jan–dec by index', () => {
    expect(MONTH_KEYS).toHaveLength(12);
    expect(monthKeyOfIndex(0)).toBe('jan');
    expect(monthKeyOfIndex(11)).toBe('dec');
    expect(monthKeyOfIndex(12)).toBeUndefined();
    expect(monthKeyOfIndex(-1)).toBeUndefined();
    expect(monthLabelKey(2)).toBe('validation.labels.month.feb');
    expect(monthLabelKey(0)).toBeUndefined();
  });
  it('locale spellings convert both ways', () => {
    expect(toLocaleTag('fr_CA')).toBe('fr-CA');
    expect(fromLocaleTag('es-US')).toBe('es_US');
    expect(parseLocale('EN-ca')).toBe('en_CA');
  });
});
