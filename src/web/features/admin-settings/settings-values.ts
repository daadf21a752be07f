// The settings form's values (text as typed) and the domain input they become (issue 17). Each value is
// named as the domain schema names its field, so the schema's errors land on the field that caused them.
import type { JurisdictionSettingsInput } from '../../../domain/jurisdiction/jurisdiction-settings.schemas.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { formatAmountForInput, parseAmountToCents } from '../../../domain/locale/money.js';
import type { JurisdictionSettingsFieldsFragment } from '../../lib/graphql-types.generated.js';

export const FLAGS = [
  'displayLicensingPage',
  'displayHomeSafePage',
  'displaySafeAndHappyFundPage',
  'displayAboutPage',
  'noLicensing',
] as const;
export const LINK_TITLES = [
  'htmlLicensingLinkTitle',
  'htmlHomesafeLinkTitle',
  'htmlSafeAndHappyFundLinkTitle',
] as const;
export const FEES = ['dogAlteredFee', 'dogUnalteredFee', 'catAlteredFee', 'catUnalteredFee', 'lateFee'] as const;
export const WHOLE_NUMBERS = [
  'seniorDiscountPercent',
  'seniorAge',
  'renewalWindowDays',
  'gracePeriodDays',
  'rabiesMinimumAgeMonths',
] as const;
export const POLICY_FLAGS = ['serviceAnimalExempt', 'rabiesProofDog', 'rabiesProofCat', 'allowPastRabies'] as const;

export type SettingsValues = Record<(typeof FLAGS)[number] | (typeof POLICY_FLAGS)[number], boolean> &
  Record<
    | (typeof LINK_TITLES)[number]
    | (typeof FEES)[number]
    | (typeof WHOLE_NUMBERS)[number]
    | 'supportPhone'
    | 'merchandiseTaxBasisPoints'
    | 'maxPetsPerHousehold',
    string
  > & { locales: string[]; termYears: number[] };

/** Every value is a field of the schema: a value named otherwise would never be shown its error. */
export const VALUES_ARE_SCHEMA_FIELDS: [Exclude<keyof SettingsValues, keyof JurisdictionSettingsInput>] extends [never]
  ? true
  : never = true;

const whole = (text: string) => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN);
// a fee or the tax rate as the clerk typed it: a decimal point or comma, whatever the locale shows
const money = (text: string) => parseAmountToCents(text) ?? Number.NaN;

/** The form's starting values: fees and the tax rate with the page's decimal mark (fr-CA "12,50"). */
export function valuesOf(settings: JurisdictionSettingsFieldsFragment, locale: LocaleCode): SettingsValues {
  const amount = (cents: number) => formatAmountForInput(cents, locale);
  return {
    displayLicensingPage: settings.displayLicensingPage,
    displayHomeSafePage: settings.displayHomeSafePage,
    displaySafeAndHappyFundPage: settings.displaySafeAndHappyFundPage,
    displayAboutPage: settings.displayAboutPage,
    noLicensing: settings.noLicensing,
    htmlLicensingLinkTitle: settings.htmlLicensingLinkTitle ?? '',
    htmlHomesafeLinkTitle: settings.htmlHomesafeLinkTitle ?? '',
    htmlSafeAndHappyFundLinkTitle: settings.htmlSafeAndHappyFundLinkTitle ?? '',
    locales: settings.locales,
    supportPhone: settings.supportPhone,
    merchandiseTaxBasisPoints: amount(settings.merchandiseTaxBasisPoints),
    dogAlteredFee: amount(settings.dogAlteredFee),
    dogUnalteredFee: amount(settings.dogUnalteredFee),
    catAlteredFee: amount(settings.catAlteredFee),
    catUnalteredFee: amount(settings.catUnalteredFee),
    lateFee: amount(settings.lateFee),
    termYears: settings.termYears,
    seniorDiscountPercent: String(settings.seniorDiscountPercent),
    seniorAge: String(settings.seniorAge),
    serviceAnimalExempt: settings.serviceAnimalExempt,
    renewalWindowDays: String(settings.renewalWindowDays),
    gracePeriodDays: String(settings.gracePeriodDays),
    rabiesProofDog: settings.rabiesProofDog,
    rabiesProofCat: settings.rabiesProofCat,
    allowPastRabies: settings.allowPastRabies,
    rabiesMinimumAgeMonths: String(settings.rabiesMinimumAgeMonths),
    maxPetsPerHousehold: settings.maxPetsPerHousehold == null ? '' : String(settings.maxPetsPerHousehold),
  };
}

export function inputOf(values: SettingsValues): JurisdictionSettingsInput {
  return {
    displayLicensingPage: values.displayLicensingPage,
    displayHomeSafePage: values.displayHomeSafePage,
    displaySafeAndHappyFundPage: values.displaySafeAndHappyFundPage,
    displayAboutPage: values.displayAboutPage,
    noLicensing: values.noLicensing,
    htmlLicensingLinkTitle: values.htmlLicensingLinkTitle,
    htmlHomesafeLinkTitle: values.htmlHomesafeLinkTitle,
    htmlSafeAndHappyFundLinkTitle: values.htmlSafeAndHappyFundLinkTitle,
    locales: values.locales as JurisdictionSettingsInput['locales'],
    supportPhone: values.supportPhone.replace(/\D/g, ''),
    merchandiseTaxBasisPoints: money(values.merchandiseTaxBasisPoints),
    dogAlteredFee: money(values.dogAlteredFee),
    dogUnalteredFee: money(values.dogUnalteredFee),
    catAlteredFee: money(values.catAlteredFee),
    catUnalteredFee: money(values.catUnalteredFee),
    lateFee: money(values.lateFee),
    termYears: values.termYears as JurisdictionSettingsInput['termYears'],
    seniorDiscountPercent: whole(values.seniorDiscountPercent),
    seniorAge: whole(values.seniorAge),
    serviceAnimalExempt: values.serviceAnimalExempt,
    renewalWindowDays: whole(values.renewalWindowDays),
    gracePeriodDays: whole(values.gracePeriodDays),
    rabiesProofDog: values.rabiesProofDog,
    rabiesProofCat: values.rabiesProofCat,
    allowPastRabies: values.allowPastRabies,
    rabiesMinimumAgeMonths: whole(values.rabiesMinimumAgeMonths),
    maxPetsPerHousehold: values.maxPetsPerHousehold.trim() === '' ? null : whole(values.maxPetsPerHousehold),
  };
}
