// The licence tests' policy: King County's demo policy (decision 0004) — 1, 2 or 3 years, seniors 50 % off,
// a 60-day renewal window, 30 days of grace, then a 15.00 late fee.
import type { LicensePolicy } from '../jurisdiction/jurisdiction.js';

export const KING_COUNTY_TEST_POLICY: LicensePolicy = {
  fees: { dog: { altered: 3000, unaltered: 6000 }, cat: { altered: 2000, unaltered: 3500 } },
  termYears: [1, 2, 3],
  seniorDiscountPercent: 50,
  seniorAge: 65,
  serviceAnimalExempt: true,
  renewalWindowDays: 60,
  gracePeriodDays: 30,
  lateFee: 1500,
  rabiesProofRequired: { dog: true, cat: true, minimumAgeMonths: 3 },
  allowPastRabies: false,
  maxPetsPerHousehold: null,
  source: 'test',
};
