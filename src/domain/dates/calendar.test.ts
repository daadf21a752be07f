import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  ageInMonths,
  ageInYears,
  compareYmd,
  daysInMonth,
  isAtLeastYearsAfter,
  isLeapYear,
  localDateIn,
  parseIsoDate,
  toIsoDate,
  utcDateOf,
} from './calendar.js';

describe('calendar', () => {
  it.each([
    [2000, true],
    [2100, false],
    [2024, true],
    [2023, false],
    [2008, true],
  ])('isLeapYear(%d) = %s', (year, leap) => expect(isLeapYear(year)).toBe(leap));

  it.each([
    [2, 2024, 29],
    [2, 2023, 28],
    [2, 2100, 28],
    [2, 2000, 29],
    [2, undefined, 29],
    [4, 2023, 30],
    [12, 2023, 31],
  ])('daysInMonth(%d, %s) = %d', (month, year, days) => expect(daysInMonth(month, year)).toBe(days));

  it('today in a zone west of UTC at 23:30 local is still the local day', () => {
    // 23:30 on 10 March 2025 in Los Angeles (PDT, UTC−7) is 06:30 UTC on 11 March
    const now = new Date('2025-03-11T06:30:00Z');
    expect(localDateIn(now, 'America/Los_Angeles')).toEqual({ year: 2025, month: 3, day: 10 });
    expect(localDateIn(now, 'America/Toronto')).toEqual({ year: 2025, month: 3, day: 11 });
    expect(utcDateOf(now)).toEqual({ year: 2025, month: 3, day: 11 });
  });

  it('the day read once a minute turns at local midnight, to the millisecond', () => {
    const dayOfMarch = (instant: string, zone: string) => {
      const day = localDateIn(new Date(instant), zone);
      expect(day.year * 100 + day.month).toBe(202503);
      const found = day.day;
      day.day = 99; // a caller's copy: the remembered day is not changed through it
      return found;
    };
    // Toronto (EDT, UTC−4): midnight of 11 March 2025 is 04:00 UTC
    expect(dayOfMarch('2025-03-11T03:59:00.000Z', 'America/Toronto')).toBe(10);
    expect(dayOfMarch('2025-03-11T03:59:59.999Z', 'America/Toronto')).toBe(10);
    expect(dayOfMarch('2025-03-11T03:59:30.000Z', 'America/Toronto')).toBe(10);
    expect(dayOfMarch('2025-03-11T04:00:00.000Z', 'America/Toronto')).toBe(11);
    // back to an earlier minute (a test clock): read again, not the later minute's day
    expect(dayOfMarch('2025-03-11T03:59:00.000Z', 'America/Toronto')).toBe(10);
    // Kathmandu (UTC+5:45): its midnight falls on a quarter hour
    expect(dayOfMarch('2025-03-10T18:14:59.999Z', 'Asia/Kathmandu')).toBe(10);
    expect(dayOfMarch('2025-03-10T18:15:00.000Z', 'Asia/Kathmandu')).toBe(11);
  });

  it.each([
    [{ year: 2025, month: 5, day: 31 }, -3, { year: 2025, month: 2, day: 28 }],
    [{ year: 2024, month: 5, day: 31 }, -3, { year: 2024, month: 2, day: 29 }],
    [{ year: 2025, month: 1, day: 15 }, -13, { year: 2023, month: 12, day: 15 }],
    [{ year: 2025, month: 1, day: 15 }, -204, { year: 2008, month: 1, day: 15 }],
  ])('addMonths(%o, %d) = %o', (date, months, expected) => expect(addMonths(date, months)).toEqual(expected));

  it.each([
    // 18th birthday today and tomorrow
    [{ year: 2007, month: 6, day: 15 }, { year: 2025, month: 6, day: 15 }, 18],
    [{ year: 2007, month: 6, day: 16 }, { year: 2025, month: 6, day: 15 }, 17],
    // 29 February birthday in a common year: reached on 1 March
    [{ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 }, 17],
    [{ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 }, 18],
    [{ year: 2008, month: 2, day: 29 }, { year: 2028, month: 2, day: 29 }, 20],
  ])('ageInYears(%o, %o) = %d', (birth, today, age) => expect(ageInYears(birth, today)).toBe(age));

  it('isAtLeastYearsAfter compares the same calendar day', () => {
    const today = { year: 2025, month: 3, day: 10 };
    expect(isAtLeastYearsAfter({ year: 2045, month: 3, day: 10 }, today, 20)).toBe(true);
    expect(isAtLeastYearsAfter({ year: 2045, month: 3, day: 9 }, today, 20)).toBe(false);
  });

  it.each([
    ['2025-03-10', { year: 2025, month: 3, day: 10 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2023-02-29', null],
    ['2025-3-10', null],
    ['', null],
    [null, null],
  ])('parseIsoDate(%j)', (text, date) => expect(parseIsoDate(text)).toEqual(date));

  it('ISO dates round-trip and order like strings (property)', () => {
    const date = fc
      .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
      .map(utcDateOf);
    fc.assert(
      fc.property(date, date, (a, b) => {
        expect(parseIsoDate(toIsoDate(a))).toEqual(a);
        expect(Math.sign(compareYmd(a, b))).toBe(Math.sign(toIsoDate(a).localeCompare(toIsoDate(b))));
      }),
    );
  });
});

describe('ageInMonths', () => {
  it.each([
    [{ year: 2024, month: 3, day: 15 }, { year: 2025, month: 3, day: 15 }, 12],
    [{ year: 2024, month: 3, day: 15 }, { year: 2025, month: 3, day: 14 }, 11],
    [{ year: 2025, month: 2, day: 28 }, { year: 2025, month: 5, day: 31 }, 3],
    [{ year: 2026, month: 1, day: 1 }, { year: 2025, month: 1, day: 1 }, 0],
  ])('%o → %o = %d', (birth, today, months) => expect(ageInMonths(birth, today)).toBe(months));
});
