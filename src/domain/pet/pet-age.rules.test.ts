import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, utcDateOf } from '../dates/calendar.js';
import { APPROXIMATE_AGE_OPTIONS, approximateBirthdate } from './approximate-age.rules.js';
import { petAgeShown } from './pet-age.rules.js';

const today = { year: 2026, month: 12, day: 1 };

describe('petAgeShown (issue 38 D15)', () => {
  it('an approximate age is "about", with no birth date: the stored day was never told by the owner', () => {
    // "about 3 years", entered today: stored as today minus 36 months (spec §4 Submit)
    expect(petAgeShown({ birthday: { year: 2023, month: 12, day: 1 }, dobIsApproximate: true }, today)).toEqual({
      kind: 'approximate',
      unit: 'years',
      count: 3,
    });
    expect(petAgeShown({ birthday: { year: 2026, month: 9, day: 1 }, dobIsApproximate: true }, today)).toEqual({
      kind: 'approximate',
      unit: 'months',
      count: 3,
    });
  });

  it('an exact birth date gives the age in whole years from one year on, else in months, and the date', () => {
    const birthday = { year: 2018, month: 9, day: 3 };
    expect(petAgeShown({ birthday, dobIsApproximate: false }, today)).toEqual({
      kind: 'exact',
      unit: 'years',
      count: 8,
      birthday,
    });
    // a day before the first birthday: still 11 months
    expect(petAgeShown({ birthday: { year: 2025, month: 12, day: 2 }, dobIsApproximate: false }, today)).toMatchObject({
      unit: 'months',
      count: 11,
    });
    expect(petAgeShown({ birthday: { year: 2025, month: 12, day: 1 }, dobIsApproximate: false }, today)).toMatchObject({
      unit: 'years',
      count: 1,
    });
    // born today: 0 months, never a negative age
    expect(petAgeShown({ birthday: today, dobIsApproximate: false }, today)).toMatchObject({
      unit: 'months',
      count: 0,
    });
  });

  it('the age an owner chose reads back as that age on the day it was saved, on any day of any year', () => {
    const day = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, fc.constantFrom(...APPROXIMATE_AGE_OPTIONS.map((option) => option.value)), (now, months) => {
        const shown = petAgeShown(
          { birthday: approximateBirthdate(months, now), dobIsApproximate: true },
          utcDateOf(now),
        );
        expect(shown.kind).toBe('approximate');
        if (months >= 12) expect(shown).toMatchObject({ unit: 'years', count: Math.floor(months / 12) });
        else expect(shown).toMatchObject({ unit: 'months', count: months });
      }),
    );
  });

  it('an approximate pet grows older with time: "about 3 years" a year later is "about 4 years"', () => {
    const birthday = addMonths(today, -36);
    expect(petAgeShown({ birthday, dobIsApproximate: true }, { ...today, year: today.year + 1 })).toMatchObject({
      kind: 'approximate',
      unit: 'years',
      count: 4,
    });
  });
});
