import { describe, expect, it } from 'vitest';
import type { LicensePolicy } from '../jurisdiction/jurisdiction.js';
import {
  effectiveLicenseStatus,
  formatLicenseNumber,
  householdLimitReached,
  type LicenseQuoteRequest,
  licenseQuote,
  licenseTermOptions,
  rabiesProofRequired,
  renewalState,
  termLimitingRabiesExpiry,
} from './license-fee.rules.js';
import { KING_COUNTY_TEST_POLICY } from './license.fixtures.js';

const policy: LicensePolicy = { ...KING_COUNTY_TEST_POLICY, maxPetsPerHousehold: 2 };
const today = { year: 2026, month: 11, day: 25 };
const base: LicenseQuoteRequest = {
  policy,
  species: 'DOG',
  altered: true,
  termYears: 1,
  ownerBirthdate: { year: 1980, month: 1, day: 1 },
  serviceAnimal: false,
  today,
  current: null,
  petBirthdate: { year: 2020, month: 5, day: 1 },
  rabiesExpiry: null,
};

function quote(change: Partial<LicenseQuoteRequest>) {
  const result = licenseQuote({ ...base, ...change });
  if (result.refusal) throw new Error(result.refusal);
  return result.quote;
}

describe('licenseQuote', () => {
  it.each([
    ['altered dog, 1 year', {}, 3000],
    ['unaltered dog, 1 year', { altered: false }, 6000],
    ['altered cat, 2 years', { species: 'CAT', termYears: 2 }, 4000],
    ['unaltered cat, 3 years', { species: 'CAT', altered: false, termYears: 3 }, 10500],
    ['senior owner (65 today): half', { ownerBirthdate: { year: 1961, month: 11, day: 25 } }, 1500],
    ['64 and a day: no discount', { ownerBirthdate: { year: 1961, month: 11, day: 26 } }, 3000],
    ['service animal: free', { serviceAnimal: true }, 0],
  ] as const)('%s costs %i', (_name, change, total) => {
    expect(quote(change as Partial<LicenseQuoteRequest>).breakdown.totalCents).toBe(total);
  });

  it('gives the whole breakdown of a senior, late renewal', () => {
    const result = quote({
      ownerBirthdate: { year: 1950, month: 1, day: 1 },
      altered: false,
      current: { termEnd: { year: 2026, month: 10, day: 25 } },
    });
    expect(result.breakdown).toEqual({
      baseCents: 6000,
      seniorDiscountCents: 3000,
      exemptionCents: 0,
      lateFeeCents: 1500,
      totalCents: 4500,
    });
    expect(result.termStart).toEqual(today);
    expect(result.renewal).toBe(true);
  });

  it('rounds a discount half up to the cent', () => {
    expect(
      quote({
        policy: { ...policy, seniorDiscountPercent: 15 },
        ownerBirthdate: { year: 1950, month: 1, day: 1 },
        altered: false,
        species: 'CAT',
      }).breakdown.seniorDiscountCents,
    ).toBe(525);
    expect(
      quote({
        policy: {
          ...policy,
          seniorDiscountPercent: 33,
          fees: { ...policy.fees, dog: { altered: 1001, unaltered: 1 } },
        },
        ownerBirthdate: { year: 1950, month: 1, day: 1 },
      }).breakdown.seniorDiscountCents,
    ).toBe(330);
  });

  it('renews from the old expiry inside the window and the grace period, refuses before the window', () => {
    expect(quote({ current: { termEnd: { year: 2027, month: 1, day: 24 } } }).termStart).toEqual({
      year: 2027,
      month: 1,
      day: 24,
    });
    expect(licenseQuote({ ...base, current: { termEnd: { year: 2027, month: 1, day: 25 } } }).refusal).toBe(
      'LICENSE_RENEWAL_NOT_OPEN',
    );
    const inGrace = quote({ current: { termEnd: { year: 2026, month: 10, day: 26 } } });
    expect(inGrace.termStart).toEqual({ year: 2026, month: 10, day: 26 });
    expect(inGrace.termEnd).toEqual({ year: 2027, month: 10, day: 26 });
    expect(inGrace.breakdown.lateFeeCents).toBe(0);
    expect(quote({ current: { termEnd: { year: 2026, month: 10, day: 25 } } }).breakdown.lateFeeCents).toBe(1500);
  });

  it('never runs a term past the rabies expiry', () => {
    const rabiesExpiry = { year: 2028, month: 6, day: 1 };
    expect(quote({ termYears: 1, rabiesExpiry }).termEnd).toEqual({ year: 2027, month: 11, day: 25 });
    expect(licenseQuote({ ...base, termYears: 3, rabiesExpiry }).refusal).toBe('LICENSE_TERM_PAST_RABIES');
    const short = quote({ termYears: 1, rabiesExpiry: { year: 2027, month: 3, day: 1 } });
    expect(short.termEnd).toEqual({ year: 2027, month: 3, day: 1 });
    expect(short.endsAtRabiesExpiry).toBe(true);
    expect(short.breakdown.totalCents).toBe(3000);
    expect(licenseQuote({ ...base, rabiesExpiry: today }).refusal).toBe('LICENSE_RABIES_EXPIRED');
    // a kitten too young for proof, or a species the policy does not ask proof of, is not limited
    expect(
      quote({ termYears: 3, rabiesExpiry, petBirthdate: { year: 2026, month: 9, day: 1 } }).endsAtRabiesExpiry,
    ).toBe(false);
  });

  it('refuses an owner under 18 or without a birthdate, a term not offered and another species', () => {
    expect(licenseQuote({ ...base, ownerBirthdate: { year: 2008, month: 11, day: 26 } }).refusal).toBe(
      'LICENSE_OWNER_UNDER_18',
    );
    expect(licenseQuote({ ...base, ownerBirthdate: { year: 2008, month: 11, day: 25 } }).refusal).toBeUndefined();
    expect(licenseQuote({ ...base, ownerBirthdate: null }).refusal).toBe('LICENSE_OWNER_BIRTHDATE_REQUIRED');
    expect(licenseQuote({ ...base, termYears: 5 }).refusal).toBe('LICENSE_TERM_NOT_OFFERED');
    expect(licenseQuote({ ...base, species: 'RABBIT' }).refusal).toBe('LICENSE_SPECIES_NOT_LICENSED');
  });

  it('lists every offered term with its quote or refusal', () => {
    const options = licenseTermOptions({ ...base, rabiesExpiry: { year: 2028, month: 12, day: 1 } });
    expect(options.map((option) => [option.termYears, option.refusal ?? option.quote?.breakdown.totalCents])).toEqual([
      [1, 3000],
      [2, 6000],
      [3, 'LICENSE_TERM_PAST_RABIES'],
    ]);
  });
});

// issue 38 D23: the terms follow a typed rabies expiry at once, before its file is uploaded
describe('the rabies expiry that limits the terms (decision 1010)', () => {
  const onFile = { year: 2029, month: 1, day: 1 };
  const typed = { year: 2027, month: 2, day: 1 };

  it('is the typed date without a proof on file, and the earlier of the two with one', () => {
    expect(termLimitingRabiesExpiry(null, null)).toBeNull();
    expect(termLimitingRabiesExpiry(null, typed)).toEqual(typed);
    expect(termLimitingRabiesExpiry(onFile, null)).toEqual(onFile);
    expect(termLimitingRabiesExpiry(onFile, typed)).toEqual(typed);
    // a later typed date never lengthens a term past the proof on file
    expect(termLimitingRabiesExpiry(typed, onFile)).toEqual(typed);
  });

  it('leaves only the shortest term, ending with the vaccination, for 1 Feb 2027 typed and no file', () => {
    const options = licenseTermOptions({ ...base, rabiesExpiry: termLimitingRabiesExpiry(null, typed) });
    expect(options.map((option) => [option.termYears, option.refusal ?? option.quote?.termEnd])).toEqual([
      [1, typed],
      [2, 'LICENSE_TERM_PAST_RABIES'],
      [3, 'LICENSE_TERM_PAST_RABIES'],
    ]);
    expect(options[0]?.quote?.endsAtRabiesExpiry).toBe(true);
  });
});

describe('licence rules', () => {
  it('asks rabies proof by species from the minimum age', () => {
    const ottawa = { ...policy, rabiesProofRequired: { dog: true, cat: false, minimumAgeMonths: 3 } };
    expect(rabiesProofRequired(ottawa, 'DOG', { year: 2026, month: 8, day: 25 }, today)).toBe(true);
    expect(rabiesProofRequired(ottawa, 'DOG', { year: 2026, month: 8, day: 26 }, today)).toBe(false);
    expect(rabiesProofRequired(ottawa, 'DOG', null, today)).toBe(true);
    expect(rabiesProofRequired(ottawa, 'CAT', null, today)).toBe(false);
  });

  it('places today in the renewal calendar', () => {
    const termEnd = { year: 2027, month: 1, day: 24 };
    expect(renewalState(policy, termEnd, { year: 2026, month: 11, day: 24 })).toBe('NOT_YET');
    expect(renewalState(policy, termEnd, today)).toBe('OPEN');
    expect(renewalState(policy, termEnd, termEnd)).toBe('GRACE');
    expect(renewalState(policy, termEnd, { year: 2027, month: 2, day: 23 })).toBe('GRACE');
    expect(renewalState(policy, termEnd, { year: 2027, month: 2, day: 24 })).toBe('LATE');
  });

  it('shows an active licence past its term as expired, a revoked one as revoked', () => {
    expect(effectiveLicenseStatus('ACTIVE', today, today)).toBe('EXPIRED');
    expect(effectiveLicenseStatus('PENDING_PROOF', { year: 2026, month: 11, day: 26 }, today)).toBe('PENDING_PROOF');
    expect(effectiveLicenseStatus('REVOKED', { year: 2020, month: 1, day: 1 }, today)).toBe('REVOKED');
  });

  it('numbers licences and limits households', () => {
    expect(formatLicenseNumber('KC', 2026, 42)).toBe('KC-2026-000042');
    expect(householdLimitReached(policy, 1)).toBe(false);
    expect(householdLimitReached(policy, 2)).toBe(true);
    expect(householdLimitReached({ ...policy, maxPetsPerHousehold: null }, 99)).toBe(false);
  });
});
