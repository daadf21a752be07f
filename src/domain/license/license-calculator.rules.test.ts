import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageInYears, isValidYmd, type Ymd } from '../dates/calendar.js';
import type { LicensePolicy } from '../jurisdiction/jurisdiction.js';
import {
  calculatorQuote,
  type FeeCalculatorInput,
  hasSeniorDiscount,
  type OWNER_AGE_GROUPS,
  ownerAgeGroups,
  syntheticOwnerBirthdate,
} from './license-calculator.rules.js';
import { KING_COUNTY_TEST_POLICY } from './license.fixtures.js';

const kingCounty = KING_COUNTY_TEST_POLICY;
const noSenior: LicensePolicy = { ...kingCounty, termYears: [1], seniorDiscountPercent: 0 };
const today: Ymd = { year: 2026, month: 11, day: 25 };
const adultDog: FeeCalculatorInput = {
  species: 'DOG',
  altered: false,
  ageGroup: 'ADULT',
  serviceAnimal: false,
  termYears: 1,
};

describe('syntheticOwnerBirthdate', () => {
  it.each([
    ['UNDER_18', { year: 2009, month: 11, day: 25 }, 17],
    ['ADULT', { year: 2008, month: 11, day: 25 }, 18],
    ['SENIOR', { year: 1961, month: 11, day: 25 }, 65],
  ] as const)('%s on 2026-11-25 is born %o, aged %i', (group, birthdate, age) => {
    expect(syntheticOwnerBirthdate(group, today, 65)).toEqual(birthdate);
    expect(ageInYears(birthdate, today)).toBe(age);
  });

  it('keeps the age on a 29 February', () => {
    const leapDay = { year: 2028, month: 2, day: 29 };
    expect(syntheticOwnerBirthdate('UNDER_18', leapDay, 65)).toEqual({ year: 2011, month: 2, day: 28 });
    expect(ageInYears(syntheticOwnerBirthdate('UNDER_18', leapDay, 65), leapDay)).toBe(17);
  });

  it('gives an age inside its group on any day, for any senior age', () => {
    const day = fc
      .record({
        year: fc.integer({ min: 1990, max: 2100 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
      })
      .filter(isValidYmd);
    fc.assert(
      fc.property(day, fc.integer({ min: 19, max: 100 }), (on, seniorAge) => {
        const ageOf = (group: (typeof OWNER_AGE_GROUPS)[number]) =>
          ageInYears(syntheticOwnerBirthdate(group, on, seniorAge), on);
        expect(ageOf('UNDER_18')).toBeLessThan(18);
        expect(ageOf('ADULT')).toBeGreaterThanOrEqual(18);
        expect(ageOf('ADULT')).toBeLessThan(seniorAge);
        expect(ageOf('SENIOR')).toBeGreaterThanOrEqual(seniorAge);
      }),
    );
  });
});

describe('ownerAgeGroups', () => {
  it('offers the senior group only where a senior discount exists', () => {
    expect(ownerAgeGroups(kingCounty)).toEqual(['UNDER_18', 'ADULT', 'SENIOR']);
    expect(ownerAgeGroups(noSenior)).toEqual(['UNDER_18', 'ADULT']);
    expect(hasSeniorDiscount({ seniorDiscountPercent: 50, seniorAge: 18 })).toBe(false);
  });
});

describe('calculatorQuote', () => {
  it.each([
    ['unaltered dog, 1 year', {}, { baseCents: 6000, seniorDiscountCents: 0, exemptionCents: 0, totalCents: 6000 }],
    [
      'unaltered dog, 3 years',
      { termYears: 3 },
      { baseCents: 18000, seniorDiscountCents: 0, exemptionCents: 0, totalCents: 18000 },
    ],
    [
      'senior, unaltered dog',
      { ageGroup: 'SENIOR' },
      { baseCents: 6000, seniorDiscountCents: 3000, exemptionCents: 0, totalCents: 3000 },
    ],
    [
      'altered cat, 2 years',
      { species: 'CAT', altered: true, termYears: 2 },
      { baseCents: 4000, seniorDiscountCents: 0, exemptionCents: 0, totalCents: 4000 },
    ],
    [
      'senior with a service animal',
      { ageGroup: 'SENIOR', serviceAnimal: true },
      { baseCents: 6000, seniorDiscountCents: 3000, exemptionCents: 3000, totalCents: 0 },
    ],
  ] as const)('%s', (_name, change, breakdown) => {
    const result = calculatorQuote(kingCounty, { ...adultDog, ...change } as FeeCalculatorInput, today);
    expect(result.quote?.breakdown).toEqual({ ...breakdown, lateFeeCents: 0 });
    expect(result.quote?.renewal).toBe(false);
    expect(result.quote?.termStart).toEqual(today);
  });

  it('refuses an owner under 18, and a term the policy does not offer', () => {
    expect(calculatorQuote(kingCounty, { ...adultDog, ageGroup: 'UNDER_18' }, today).refusal).toBe(
      'LICENSE_OWNER_UNDER_18',
    );
    expect(calculatorQuote(noSenior, { ...adultDog, termYears: 2 }, today).refusal).toBe('LICENSE_TERM_NOT_OFFERED');
  });

  it('gives a senior no discount where the policy has none', () => {
    expect(calculatorQuote(noSenior, { ...adultDog, ageGroup: 'SENIOR' }, today).quote?.breakdown.totalCents).toBe(
      6000,
    );
  });
});
