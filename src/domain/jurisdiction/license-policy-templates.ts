// Issue 41 (1; decision 0308): the licence policies a new jurisdiction starts from, chosen in the operator's
// console. A starting point only: the jurisdiction's administrators set their own fees and rules in their
// settings (decision 0702). Money in minor units of the jurisdiction's currency; figures in the range of the
// demo jurisdictions' published schedules (decision 0004), rounded.
import type { LicensePolicy } from './jurisdiction.js';

/** The templates by id; `NONE` is a jurisdiction that licenses nothing (noLicensing, no policy). */
export const LICENSE_POLICY_TEMPLATE_IDS = ['US_COUNTY', 'CANADIAN_CITY', 'NONE'] as const;
export type LicensePolicyTemplateId = (typeof LICENSE_POLICY_TEMPLATE_IDS)[number];

const common = {
  serviceAnimalExempt: true,
  renewalWindowDays: 60,
  gracePeriodDays: 30,
  rabiesProofRequired: { dog: true, cat: true, minimumAgeMonths: 3 },
  allowPastRabies: false,
  maxPetsPerHousehold: null,
} satisfies Partial<LicensePolicy>;

export const LICENSE_POLICY_TEMPLATES: Record<Exclude<LicensePolicyTemplateId, 'NONE'>, LicensePolicy> = {
  /** a US county: 1- and 2-year licences, half price for owners 65 and over, a late fee */
  US_COUNTY: {
    ...common,
    fees: { dog: { altered: 3000, unaltered: 6000 }, cat: { altered: 2000, unaltered: 3500 } },
    termYears: [1, 2],
    seniorDiscountPercent: 50,
    seniorAge: 65,
    lateFee: 1500,
    source: 'Template "US county, 1 and 2 years, senior discount" (decision 0308)',
  },
  /** a Canadian city: yearly licences, no senior discount, no late fee */
  CANADIAN_CITY: {
    ...common,
    fees: { dog: { altered: 2500, unaltered: 6000 }, cat: { altered: 1500, unaltered: 5000 } },
    termYears: [1],
    seniorDiscountPercent: 0,
    seniorAge: 65,
    lateFee: 0,
    source: 'Template "Canadian city, yearly" (decision 0308)',
  },
};

/** What a template gives a new jurisdiction: its policy, and whether it licenses at all. */
export function licensingOfTemplate(id: LicensePolicyTemplateId): {
  noLicensing: boolean;
  licensePolicy: LicensePolicy | null;
} {
  if (id === 'NONE') return { noLicensing: true, licensePolicy: null };
  return { noLicensing: false, licensePolicy: structuredClone(LICENSE_POLICY_TEMPLATES[id]) };
}
