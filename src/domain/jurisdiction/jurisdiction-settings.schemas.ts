// issue 17 Jurisdiction settings (decision 0702): what an administrator may change of their jurisdiction —
// the §3 City display flags and link-title overrides, locales, support phone, merchandise tax, the
// licence policy (PRODUCT.md §4) and the move terms of one locale. One flat input, the same for the
// form and the server; money in minor units, tax in basis points.
import { z } from 'zod';
import { phoneNumberIssue } from '../account/phone.rules.js';
import { LOCALES, type LocaleCode } from '../locale/locales.js';
import { type Message, msg } from '../shared/messages.js';
import { checkedBy, keyed, looseMultilineText, looseText, requiredText } from '../shared/schema.helpers.js';
import { maxCharsIssue } from '../shared/text.rules.js';
import type { JurisdictionMoveTerms, LicensePolicy } from './jurisdiction.js';

export const LINK_TITLE_MAX = 120;
/** a fee or the late fee: at most 1,000.00 */
export const FEE_MAX_CENTS = 100_000;
/** merchandise tax: at most 30 % */
export const TAX_MAX_BASIS_POINTS = 3_000;
export const LICENSE_TERMS = [1, 2, 3] as const;
export const MOVE_TERM_MAX = 2_000;
export const MOVE_TERMS_MAX_ITEMS = 20;

/** The locales a jurisdiction of a country may offer: its country's two. */
export function localesOfCountry(country: 'US' | 'CA'): LocaleCode[] {
  return LOCALES.filter((locale) => locale.endsWith(`_${country}`));
}

/**
 * The locales a jurisdiction's content (information pages, move terms) may be written in: its country's
 * two, and en_US, which ends every fallback chain (every jurisdiction has its en_US pages).
 */
export function contentLocalesOfCountry(country: 'US' | 'CA'): LocaleCode[] {
  return LOCALES.filter((locale) => locale === 'en_US' || locale.endsWith(`_${country}`));
}

const optionalTitle = checkedBy(looseText, (value) =>
  value?.trim() ? maxCharsIssue(value.trim(), LINK_TITLE_MAX) : null,
).transform((value) => value?.trim() || null);
/**
 * A number of the settings, with one message that says what is allowed whatever is wrong (nothing typed,
 * letters, a third decimal, out of range): the form turns "12,5x" into NaN, which is no number to zod.
 */
const numberSetting = (min: number, max: number, message: Message) =>
  checkedBy(z.number(keyed(message)), (value) =>
    Number.isInteger(value) && value >= min && value <= max ? null : message,
  );
/** A whole number from `min` to `max`. */
const integer = (min: number, max: number) =>
  numberSetting(min, max, msg('validation.jurisdiction.wholeNumber', { minNum: min, maxNum: max }));
/** A fee in cents, typed in major units with at most two decimals. */
const feeCents = numberSetting(
  0,
  FEE_MAX_CENTS,
  msg('validation.jurisdiction.feeAmount', { minNum: 0, maxNum: FEE_MAX_CENTS / 100 }),
);
/** A rate in basis points, typed as a percentage with at most two decimals. */
const taxBasisPoints = numberSetting(
  0,
  TAX_MAX_BASIS_POINTS,
  msg('validation.jurisdiction.taxPercent', { minNum: 0, maxNum: TAX_MAX_BASIS_POINTS / 100 }),
);
const flag = z.boolean(keyed(msg('validation.invalidValue')));

export const jurisdictionSettingsSchema = z.object(
  {
    displayHomeSafePage: flag,
    displaySafeAndHappyFundPage: flag,
    displayLicensingPage: flag,
    displayAboutPage: flag,
    noLicensing: flag,
    htmlLicensingLinkTitle: optionalTitle,
    htmlHomesafeLinkTitle: optionalTitle,
    htmlSafeAndHappyFundLinkTitle: optionalTitle,
    locales: checkedBy(z.array(z.enum(LOCALES, keyed(msg('validation.invalidValue')))), (value) =>
      value.length === 0 ? msg('validation.required') : null,
    ),
    supportPhone: checkedBy(looseText, (value) => phoneNumberIssue(value)).transform((value) => value?.trim() ?? ''),
    merchandiseTaxBasisPoints: taxBasisPoints,
    dogAlteredFee: feeCents,
    dogUnalteredFee: feeCents,
    catAlteredFee: feeCents,
    catUnalteredFee: feeCents,
    lateFee: feeCents,
    termYears: checkedBy(z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])), (value) =>
      value.length === 0 ? msg('validation.required') : null,
    ),
    seniorDiscountPercent: integer(0, 100),
    seniorAge: integer(50, 100),
    serviceAnimalExempt: flag,
    renewalWindowDays: integer(0, 180),
    gracePeriodDays: integer(0, 180),
    rabiesProofDog: flag,
    rabiesProofCat: flag,
    /** spec §5 allowPastRabies (decision 0504): a vaccination expiry before today is accepted */
    allowPastRabies: flag,
    rabiesMinimumAgeMonths: integer(0, 24),
    /** null: no limit */
    maxPetsPerHousehold: integer(1, 50).nullable(),
  },
  keyed(msg('validation.invalidValue')),
);

export type JurisdictionSettingsInput = z.input<typeof jurisdictionSettingsSchema>;
export type JurisdictionSettings = z.output<typeof jurisdictionSettingsSchema>;

/** The policy of the settings, over the policy the jurisdiction had (its source and number prefix stay). */
export function licensePolicyOf(settings: JurisdictionSettings, before: LicensePolicy | null): LicensePolicy {
  return {
    ...(before ?? { source: '' }),
    fees: {
      dog: { altered: settings.dogAlteredFee, unaltered: settings.dogUnalteredFee },
      cat: { altered: settings.catAlteredFee, unaltered: settings.catUnalteredFee },
    },
    termYears: [...new Set(settings.termYears)].sort(),
    seniorDiscountPercent: settings.seniorDiscountPercent,
    seniorAge: settings.seniorAge,
    serviceAnimalExempt: settings.serviceAnimalExempt,
    renewalWindowDays: settings.renewalWindowDays,
    gracePeriodDays: settings.gracePeriodDays,
    lateFee: settings.lateFee,
    rabiesProofRequired: {
      dog: settings.rabiesProofDog,
      cat: settings.rabiesProofCat,
      minimumAgeMonths: settings.rabiesMinimumAgeMonths,
    },
    allowPastRabies: settings.allowPastRabies,
    maxPetsPerHousehold: settings.maxPetsPerHousehold,
  };
}

/** The flat settings of a policy (the form's starting values). */
export function settingsOfPolicy(policy: LicensePolicy | null) {
  return {
    dogAlteredFee: policy?.fees.dog.altered ?? 0,
    dogUnalteredFee: policy?.fees.dog.unaltered ?? 0,
    catAlteredFee: policy?.fees.cat.altered ?? 0,
    catUnalteredFee: policy?.fees.cat.unaltered ?? 0,
    lateFee: policy?.lateFee ?? 0,
    termYears: policy?.termYears ?? [1],
    seniorDiscountPercent: policy?.seniorDiscountPercent ?? 0,
    seniorAge: policy?.seniorAge ?? 65,
    serviceAnimalExempt: policy?.serviceAnimalExempt ?? false,
    renewalWindowDays: policy?.renewalWindowDays ?? 30,
    gracePeriodDays: policy?.gracePeriodDays ?? 0,
    rabiesProofDog: policy?.rabiesProofRequired.dog ?? false,
    rabiesProofCat: policy?.rabiesProofRequired.cat ?? false,
    rabiesMinimumAgeMonths: policy?.rabiesProofRequired.minimumAgeMonths ?? 3,
    allowPastRabies: policy?.allowPastRabies ?? false,
    maxPetsPerHousehold: policy?.maxPetsPerHousehold ?? null,
  };
}

/** spec §3 Jurisdiction move terms of one locale; subHeader and each of `list` are HTML the server sanitises. */
export const moveTermsSchema = z.object(
  {
    header: requiredText(200),
    subHeader: requiredText(MOVE_TERM_MAX, looseMultilineText),
    termIntro: requiredText(MOVE_TERM_MAX, looseMultilineText),
    list: checkedBy(z.array(requiredText(MOVE_TERM_MAX, looseMultilineText)), (value) =>
      value.length === 0 || value.length > MOVE_TERMS_MAX_ITEMS ? msg('validation.required') : null,
    ),
    agree: requiredText(200),
    decline: requiredText(200),
  },
  keyed(msg('validation.invalidValue')),
);

export function moveTermsOf(input: z.output<typeof moveTermsSchema>): JurisdictionMoveTerms {
  return {
    header: input.header,
    subHeader: input.subHeader,
    termIntro: input.termIntro,
    list: input.list,
    action: [{ text: input.agree }, { text: input.decline }],
  };
}
