import { addMonths, type Ymd } from '../dates/calendar.js';
import type { LicensePolicy } from '../jurisdiction/jurisdiction.js';
import { MIN_OWNER_AGE } from './license-eligibility.rules.js';
import { type LicenseQuoteResult, licenseQuote } from './license-fee.rules.js';

// The licensing page's fee calculator (issue 16, decision 0503): a visitor without an account says what
// kind of pet and owner, and the page prices a new licence with the checkout's own licenseQuote. A visitor
// gives an age group, not a birthdate: the calculator stands a synthetic birthdate in for it.

/** The owner's age as the calculator asks it: under 18 (refused), an adult, or a senior of the policy. */
export const OWNER_AGE_GROUPS = ['UNDER_18', 'ADULT', 'SENIOR'] as const;
export type OwnerAgeGroup = (typeof OWNER_AGE_GROUPS)[number];

/** Whether the policy has a senior discount (then the calculator asks for the senior group at all). */
export function hasSeniorDiscount(policy: Pick<LicensePolicy, 'seniorDiscountPercent' | 'seniorAge'>): boolean {
  return policy.seniorDiscountPercent > 0 && policy.seniorAge > MIN_OWNER_AGE;
}

/** The age groups the calculator offers for a policy: the senior group only where it changes the fee. */
export function ownerAgeGroups(policy: Pick<LicensePolicy, 'seniorDiscountPercent' | 'seniorAge'>): OwnerAgeGroup[] {
  return hasSeniorDiscount(policy) ? ['UNDER_18', 'ADULT', 'SENIOR'] : ['UNDER_18', 'ADULT'];
}

/**
 * A birthdate whose owner is in `group` on `today`: exactly 17 years old (under 18), exactly 18 (an
 * adult, below any senior age above 18) or exactly the policy's senior age (a senior). Whole years are
 * subtracted by calendar months, so a 29 February today gives 28 February, still the same age.
 */
export function syntheticOwnerBirthdate(group: OwnerAgeGroup, today: Ymd, seniorAge: number): Ymd {
  const age = group === 'UNDER_18' ? MIN_OWNER_AGE - 1 : group === 'ADULT' ? MIN_OWNER_AGE : seniorAge;
  return addMonths(today, -12 * age);
}

export type FeeCalculatorInput = {
  species: 'DOG' | 'CAT';
  altered: boolean;
  ageGroup: OwnerAgeGroup;
  /** a service animal staff have verified */
  serviceAnimal: boolean;
  termYears: number;
};

/**
 * What the checkout would charge for a new licence bought `today` (the jurisdiction's today): the same
 * licenseQuote, for no earlier licence and no rabies date on file (a term the vaccination would cut short
 * is told apart on the page, not guessed here).
 */
export function calculatorQuote(policy: LicensePolicy, input: FeeCalculatorInput, today: Ymd): LicenseQuoteResult {
  return licenseQuote({
    policy,
    species: input.species,
    altered: input.altered,
    termYears: input.termYears,
    ownerBirthdate: syntheticOwnerBirthdate(input.ageGroup, today, policy.seniorAge),
    serviceAnimal: input.serviceAnimal,
    today,
    current: null,
    petBirthdate: null,
    rabiesExpiry: null,
  });
}
