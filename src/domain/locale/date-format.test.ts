import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, MONTH_KEYS, monthKeyOfIndex, monthLabelKey } from './date-format.js';
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
