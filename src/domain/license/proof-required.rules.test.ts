// Issue 38 (decision 0505, "No proof required"): `Pet.rabiesProofRequired` and the staff console's standing
// ask the licence's own rule, by the jurisdiction's policy, species, age and day.
import { describe, expect, it } from 'vitest';
import { KING_COUNTY_TEST_POLICY } from './license.fixtures.js';
import { petProofRequired } from './proof-required.rules.js';

const ottawa = {
  licensePolicy: { ...KING_COUNTY_TEST_POLICY, rabiesProofRequired: { dog: true, cat: false, minimumAgeMonths: 3 } },
  noLicensing: false,
  timezone: 'America/Toronto',
};
// 2026-12-01 in Ottawa (17:00 UTC is noon there)
const now = new Date('2026-12-01T17:00:00Z');

describe('petProofRequired', () => {
  it("follows the policy's species: Ottawa asks a proof of a dog, none of a cat", () => {
    expect(petProofRequired(ottawa, { species: 'DOG', birthday: '2022-05-01' }, now)).toBe(true);
    expect(petProofRequired(ottawa, { species: 'CAT', birthday: '2021-05-01' }, now)).toBe(false);
  });

  it('asks none of a pet under the minimum age, from the day it reaches it in the jurisdiction', () => {
    expect(petProofRequired(ottawa, { species: 'DOG', birthday: '2026-09-02' }, now)).toBe(false);
    expect(petProofRequired(ottawa, { species: 'DOG', birthday: '2026-09-01' }, now)).toBe(true);
    // 03:00 UTC on Dec 2 is still Dec 1 in Ottawa: not three months old yet
    expect(petProofRequired(ottawa, { species: 'DOG', birthday: '2026-09-02' }, new Date('2026-12-02T03:00:00Z'))).toBe(
      false,
    );
  });

  it('asks a proof as before where the jurisdiction licenses no pets or is unknown', () => {
    const cat = { species: 'CAT', birthday: '2021-05-01' };
    expect(petProofRequired({ ...ottawa, noLicensing: true }, cat, now)).toBe(true);
    expect(petProofRequired({ ...ottawa, licensePolicy: null }, cat, now)).toBe(true);
    expect(petProofRequired(null, cat, now)).toBe(true);
  });
});
