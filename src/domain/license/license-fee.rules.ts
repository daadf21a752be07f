import { addDays, addMonths, ageInMonths, ageInYears, compareYmd, type Ymd } from '../dates/calendar.js';
import type { LicensePolicy } from '../jurisdiction/jurisdiction.js';
import { licensePurchaseIssue } from './license-eligibility.rules.js';

// PRODUCT.md §4, the licensing model: what a licence costs and when its term runs. One pure function
// (licenseQuote) prices a licence for the licensing page's calculator, the buy flow, the basket and the
// checkout alike; the server calls it again when the order is paid, so the price never drifts.

export const LICENSED_SPECIES = ['DOG', 'CAT'] as const;
export type LicensedSpecies = (typeof LICENSED_SPECIES)[number];

/** A licence's life (PRODUCT.md §4): PENDING_PROOF → ACTIVE → EXPIRED, or REVOKED by staff. */
export const LICENSE_STATUSES = ['PENDING_PROOF', 'ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

/** Why a licence cannot be quoted; each is an error code of src/domain/shared/error-codes.ts. */
export type LicenseRefusal =
  | 'LICENSE_OWNER_BIRTHDATE_REQUIRED'
  | 'LICENSE_OWNER_UNDER_18'
  | 'LICENSE_TERM_NOT_OFFERED'
  | 'LICENSE_RENEWAL_NOT_OPEN'
  | 'LICENSE_TERM_PAST_RABIES'
  | 'LICENSE_RABIES_EXPIRED'
  | 'LICENSE_SPECIES_NOT_LICENSED'
  | 'LICENSE_HOUSEHOLD_LIMIT';

/** Money in integer minor units of the jurisdiction's currency. */
export type LicenseFeeBreakdown = {
  /** the species × altered fee for one year, times the term's years */
  baseCents: number;
  /** the senior owner discount (a positive amount taken off) */
  seniorDiscountCents: number;
  /** a verified service animal's exemption: the rest of the fee (a positive amount taken off) */
  exemptionCents: number;
  /** due when a licence is renewed after its grace period */
  lateFeeCents: number;
  totalCents: number;
};

export type LicenseQuote = {
  termYears: number;
  termStart: Ymd;
  /** the licence's expiry: the day the term ends */
  termEnd: Ymd;
  /** the licence follows an earlier one of the same pet (renewal) */
  renewal: boolean;
  /** the term was cut short to end when the rabies vaccination does */
  endsAtRabiesExpiry: boolean;
  breakdown: LicenseFeeBreakdown;
};

/** The pet's latest licence that is not revoked: what a renewal follows. */
export type CurrentLicense = { termEnd: Ymd };

/**
 * A verified service animal pays no licence fee and no late fee where the jurisdiction's policy exempts
 * service animals (the quote and the renewal reminders both ask this one question).
 */
export function isFeeExempt(policy: Pick<LicensePolicy, 'serviceAnimalExempt'>, serviceAnimal: boolean): boolean {
  return serviceAnimal && policy.serviceAnimalExempt;
}

export type LicenseQuoteRequest = {
  policy: LicensePolicy;
  species: string;
  altered: boolean;
  termYears: number;
  /** the owner's birthdate (18+ to buy, the senior discount) */
  ownerBirthdate: Ymd | null;
  /** staff verified the pet as a service animal */
  serviceAnimal: boolean;
  /** today in the jurisdiction's timezone */
  today: Ymd;
  current: CurrentLicense | null;
  /** the pet's birthdate: rabies proof is required from the policy's minimum age */
  petBirthdate: Ymd | null;
  /** the expiry of the pet's rabies vaccination on file, when there is one */
  rabiesExpiry: Ymd | null;
};

export type LicenseQuoteResult =
  | { quote: LicenseQuote; refusal?: undefined }
  | { quote?: undefined; refusal: LicenseRefusal };

/** Half-up rounding of a percentage of an amount in minor units. */
export function percentOf(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100);
}

function speciesKey(species: string): 'dog' | 'cat' | null {
  if (species === 'DOG') return 'dog';
  if (species === 'CAT') return 'cat';
  return null;
}

/**
 * PRODUCT.md §4: rabies proof is required for the species the policy names, from its minimum age (a
 * pet of unknown age is taken to be old enough). Otherwise the uploader says "No proof required".
 */
export function rabiesProofRequired(
  policy: LicensePolicy,
  species: string,
  petBirthdate: Ymd | null,
  today: Ymd,
): boolean {
  const key = speciesKey(species);
  if (!key || !policy.rabiesProofRequired[key]) return false;
  if (!petBirthdate) return true;
  return ageInMonths(petBirthdate, today) >= policy.rabiesProofRequired.minimumAgeMonths;
}

/** The first day a licence ending on `termEnd` may be renewed (the renewal window opens). */
export function renewalOpensOn(policy: LicensePolicy, termEnd: Ymd): Ymd {
  return addDays(termEnd, -policy.renewalWindowDays);
}

/** The last day a licence ending on `termEnd` may be renewed without the late fee. */
export function graceEndsOn(policy: LicensePolicy, termEnd: Ymd): Ymd {
  return addDays(termEnd, policy.gracePeriodDays);
}

/** Where a pet's current licence stands on `today`, for its renew button and the reminders. */
export type RenewalState = 'NOT_YET' | 'OPEN' | 'GRACE' | 'LATE';

export function renewalState(policy: LicensePolicy, termEnd: Ymd, today: Ymd): RenewalState {
  if (compareYmd(today, renewalOpensOn(policy, termEnd)) < 0) return 'NOT_YET';
  if (compareYmd(today, termEnd) < 0) return 'OPEN';
  if (compareYmd(today, graceEndsOn(policy, termEnd)) <= 0) return 'GRACE';
  return 'LATE';
}

/** A licence's status as shown on `today`: an active licence past its term has expired. */
export function effectiveLicenseStatus(status: LicenseStatus, termEnd: Ymd, today: Ymd): LicenseStatus {
  if (status === 'REVOKED') return status;
  return compareYmd(today, termEnd) >= 0 ? 'EXPIRED' : status;
}

/**
 * PRODUCT.md §4: the price and term of one licence. A renewal starts at the old expiry while inside the
 * window or the grace period; after it the late fee is due and the new term starts today (the pet went
 * unlicensed in between). A term never runs past a required rabies vaccination's expiry: a longer term
 * is refused, and when even the shortest would, it ends with the vaccination (not prorated).
 */
export function licenseQuote(request: LicenseQuoteRequest): LicenseQuoteResult {
  const { policy, today, current } = request;
  const key = speciesKey(request.species);
  if (!key) return { refusal: 'LICENSE_SPECIES_NOT_LICENSED' };
  const ownerIssue = licensePurchaseIssue(request.ownerBirthdate, today);
  if (ownerIssue)
    return {
      refusal:
        ownerIssue.key === 'validation.owner.under18' ? 'LICENSE_OWNER_UNDER_18' : 'LICENSE_OWNER_BIRTHDATE_REQUIRED',
    };
  if (!(policy.termYears as number[]).includes(request.termYears)) return { refusal: 'LICENSE_TERM_NOT_OFFERED' };

  let termStart = today;
  let late = false;
  if (current) {
    const state = renewalState(policy, current.termEnd, today);
    if (state === 'NOT_YET') return { refusal: 'LICENSE_RENEWAL_NOT_OPEN' };
    if (state === 'LATE') late = true;
    else termStart = current.termEnd;
  }
  let termEnd = addMonths(termStart, 12 * request.termYears);
  let endsAtRabiesExpiry = false;
  if (request.rabiesExpiry && rabiesProofRequired(policy, request.species, request.petBirthdate, today)) {
    if (compareYmd(request.rabiesExpiry, termStart) <= 0) return { refusal: 'LICENSE_RABIES_EXPIRED' };
    if (compareYmd(termEnd, request.rabiesExpiry) > 0) {
      if (request.termYears !== Math.min(...policy.termYears)) return { refusal: 'LICENSE_TERM_PAST_RABIES' };
      termEnd = request.rabiesExpiry;
      endsAtRabiesExpiry = true;
    }
  }

  const baseCents = policy.fees[key][request.altered ? 'altered' : 'unaltered'] * request.termYears;
  const senior =
    request.ownerBirthdate !== null &&
    policy.seniorDiscountPercent > 0 &&
    ageInYears(request.ownerBirthdate, today) >= policy.seniorAge;
  const seniorDiscountCents = senior ? percentOf(baseCents, policy.seniorDiscountPercent) : 0;
  const exempt = isFeeExempt(policy, request.serviceAnimal);
  const exemptionCents = exempt ? baseCents - seniorDiscountCents : 0;
  const lateFeeCents = late && !exempt ? policy.lateFee : 0;
  return {
    quote: {
      termYears: request.termYears,
      termStart,
      termEnd,
      renewal: current !== null,
      endsAtRabiesExpiry,
      breakdown: {
        baseCents,
        seniorDiscountCents,
        exemptionCents,
        lateFeeCents,
        totalCents: baseCents - seniorDiscountCents - exemptionCents + lateFeeCents,
      },
    },
  };
}

/**
 * Issue 38 D23 (decision 1010): the rabies expiry that limits a licence's term — the vaccination on
 * file, or the expiry the owner has typed in the uploader but not yet sent a file for, whichever ends
 * first. The typed date only ever shortens the terms: "You can pay now and upload the proof later"
 * must not sell a term that runs past the date the owner just gave, and a typed date cannot lengthen
 * a term past the proof on file.
 */
export function termLimitingRabiesExpiry(onFile: Ymd | null, typed: Ymd | null): Ymd | null {
  if (!onFile) return typed;
  if (!typed) return onFile;
  return compareYmd(typed, onFile) < 0 ? typed : onFile;
}

/** Every term the policy offers for this pet, each with its quote or the reason it cannot be bought. */
export function licenseTermOptions(
  request: Omit<LicenseQuoteRequest, 'termYears'>,
): Array<{ termYears: number } & LicenseQuoteResult> {
  return [...request.policy.termYears]
    .sort((a, b) => a - b)
    .map((termYears) => ({ termYears, ...licenseQuote({ ...request, termYears }) }));
}

/** PRODUCT.md §4: a limit of licensed pets per household (null: none). */
export function householdLimitReached(policy: LicensePolicy, licensedPets: number): boolean {
  return policy.maxPetsPerHousehold !== null && licensedPets >= policy.maxPetsPerHousehold;
}

/** PRODUCT.md §4: a licence number is the jurisdiction's prefix, the year of issue and a gap-free sequence. */
export function formatLicenseNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** A tag number: the prefix and the jurisdiction's own tag sequence (tags outlive a year). */
export function formatTagNumber(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(6, '0')}`;
}

/** The prefix of a jurisdiction's licence numbers: the policy's own, else the initials of its slug (king-county-wa → KCW). */
export function licenseNumberPrefix(policy: Pick<LicensePolicy, 'numberPrefix'>, slug: string): string {
  if (policy.numberPrefix && /^[A-Z]{1,6}$/.test(policy.numberPrefix)) return policy.numberPrefix;
  const initials = slug
    .split('-')
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
    .replace(/[^A-Z]/g, '');
  return initials || 'LIC';
}
