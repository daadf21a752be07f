import { describe, expect, it } from 'vitest';
import { ownerBirthdateSchema } from '../account/account.schemas.js';
import { validateDateParts } from './date-parts.rules.js';
import { datePartsSchema } from './date-parts.schemas.js';
import { decodeMessage } from '../shared/message-format.js';

const required = { required: true } as const;
const keysOf = (
  input: Parameters<typeof validateDateParts>[0],
  options: Parameters<typeof validateDateParts>[1] = required,
) => validateDateParts(input, options).issues.map((i) => [i.path.join('.'), i.key, i.params ?? null]);

describe('date parts (spec §5 Dates, decision 1002)', () => {
  it.each([
    // 29 February with and without a year
    [{ day: '29', month: '2', year: '' }, [['year', 'validation.dates.yearRequired', null]]],
    [{ day: '29', month: '2', year: '2024' }, []],
    [{ day: '29', month: '2', year: '2023' }, [['day', 'validation.numberBetween', { minNum: 1, maxNum: 28 }]]],
    [{ day: '29', month: '2', year: '2100' }, [['day', 'validation.numberBetween', { minNum: 1, maxNum: 28 }]]],
    [{ day: '29', month: '2', year: '2000' }, []],
    [
      { day: '30', month: '2', year: '' },
      [
        ['year', 'validation.dates.yearRequired', null],
        ['day', 'validation.numberBetween', { minNum: 1, maxNum: 29 }],
      ],
    ],
    [{ day: '31', month: '4', year: '2020' }, [['day', 'validation.numberBetween', { minNum: 1, maxNum: 30 }]]],
    [{ day: '31', month: '', year: '2020' }, [['month', 'validation.dates.monthRequired', null]]],
    [
      { day: '32', month: '', year: '2020' },
      [
        ['month', 'validation.dates.monthRequired', null],
        ['day', 'validation.numberBetween', { minNum: 1, maxNum: 31 }],
      ],
    ],
    [{ day: '0', month: '1', year: '2020' }, [['day', 'validation.numberBetween', { minNum: 1, maxNum: 31 }]]],
    [{ day: '1a', month: '1', year: '2020' }, [['day', 'validation.numberBetween', { minNum: 1, maxNum: 31 }]]],
    [{ day: '001', month: '1', year: '2020' }, [['day', 'validation.numberBetween', { minNum: 1, maxNum: 31 }]]],
    [{ day: '', month: '1', year: '2020' }, [['day', 'validation.dates.dayRequired', null]]],
    [{ day: '1', month: '13', year: '2020' }, [['month', 'validation.numberBetween', { minNum: 1, maxNum: 12 }]]],
    [{ day: '1', month: '1', year: '20' }, [['year', 'validation.dates.yearInvalid', null]]],
    [{ day: '1', month: '1', year: '20201' }, [['year', 'validation.dates.yearInvalid', null]]],
    [{ day: 1, month: 1, year: 2020 }, []],
    [{ day: ' 05 ', month: '01', year: '2020' }, []],
  ])('%o', (input, expected) => expect(keysOf(input)).toEqual(expected));

  it('an optional date may be left empty, but once started it is checked whole', () => {
    expect(validateDateParts({ day: '', month: '', year: '' }, { required: false })).toEqual({
      value: null,
      issues: [],
    });
    expect(validateDateParts(null, { required: false })).toEqual({ value: null, issues: [] });
    expect(keysOf({ day: '3' }, { required: false })).toEqual([
      ['month', 'validation.dates.monthRequired', null],
      ['year', 'validation.dates.yearRequired', null],
    ]);
    expect(keysOf(undefined)).toHaveLength(3);
  });

  const today = { year: 2025, month: 6, day: 15 };
  it.each([
    [{ day: '14', month: '6', year: '2025' }, []],
    [{ day: '15', month: '6', year: '2025' }, [['', 'validation.dates.birthdateMustBeInPast', null]]],
    [{ day: '1', month: '1', year: '2030' }, [['', 'validation.dates.birthdateMustBeInPast', null]]],
  ])('birthdates are in the past: %o', (input, expected) =>
    expect(keysOf(input, { required: true, today, mustBePast: true })).toEqual(expected),
  );

  it.each([
    // the 18th birthday today and tomorrow
    [{ day: '15', month: '6', year: '2007' }, []],
    [{ day: '16', month: '6', year: '2007' }, [['', 'validation.owner.under18', null]]],
  ])('18 or older: %o', (input, expected) =>
    expect(keysOf(input, { required: true, today, mustBePast: true, minAgeYears: 18 })).toEqual(expected),
  );

  it.each([
    [{ day: '1', month: '1', year: '1905' }, []],
    [{ day: '1', month: '1', year: '1904' }, [['year', 'validation.numberBetween', { minNum: 1905, maxNum: 2025 }]]],
    [{ day: '1', month: '1', year: '1800' }, [['year', 'validation.numberBetween', { minNum: 1905, maxNum: 2025 }]]],
  ])('a birth year at most 120 years back (issue 11: 7): %o', (input, expected) =>
    expect(keysOf(input, { required: true, today, mustBePast: true, maxAgeYears: 120 })).toEqual(expected),
  );

  it('the owner birthdate of sign-up and My Details refuses 1800, in the form and on the server', () => {
    const schema = ownerBirthdateSchema({ today });
    expect(schema.safeParse({ day: '1', month: '1', year: '1800' }).error?.issues.map((i) => i.path)).toEqual([
      ['year'],
    ]);
    expect(schema.parse({ day: '1', month: '1', year: '1950' })).toEqual({ year: 1950, month: 1, day: 1 });
  });

  it('the screen can supply its own under-age key', () => {
    expect(
      keysOf(
        { day: '1', month: '1', year: '2020' },
        { required: true, today, minAgeYears: 18, underAgeKey: 'validation.owner.birthdateRequiredForLicense' },
      ),
    ).toEqual([['', 'validation.owner.birthdateRequiredForLicense', null]]);
  });

  it('the schema reports keyed issues and yields a calendar date', () => {
    const schema = datePartsSchema({ required: true });
    expect(schema.parse({ day: '29', month: '2', year: '2024' })).toEqual({ year: 2024, month: 2, day: 29 });
    const result = schema.safeParse({ day: '29', month: '2', year: '2023' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, decodeMessage(i.message)])).toEqual([
      [['day'], { key: 'validation.numberBetween', params: { minNum: 1, maxNum: 28 } }],
    ]);
    expect(datePartsSchema({ required: false }).parse(undefined)).toBeNull();
  });
});
