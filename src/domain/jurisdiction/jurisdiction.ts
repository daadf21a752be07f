import type { LocaleCode } from '../locale/locales.js';

export const INFO_PAGES = [
  'licensing',
  'homesafe',
  'safeAndHappyFund',
  'about',
  /** issue 20 (decision 0601): how to license a pet, and how to renew, with the policy's figures */
  'aboutNewLicenses',
  'aboutRenewingLicenses',
] as const;
export type InfoPageKey = (typeof INFO_PAGES)[number];

/** The information pages about licensing itself: shown only where the jurisdiction licenses (not noLicensing). */
export const LICENSING_INFO_PAGES: ReadonlyArray<InfoPageKey> = ['aboutNewLicenses', 'aboutRenewingLicenses'];

/** issue 20 (decision 0601): the FAQ's groups, in the order the page shows them. */
export const FAQ_GROUPS = ['licences', 'rabiesProof', 'lostPets', 'tagsAndStore', 'account'] as const;
export type FaqGroupKey = (typeof FAQ_GROUPS)[number];

/** One question; `id` is its anchor (`/faq#id`), `answer` sanitised HTML. */
export type FaqItem = { id: string; question: string; answer: string };
export type FaqGroup = { group: FaqGroupKey; items: FaqItem[] };
/** A jurisdiction's FAQ per locale; a missing locale falls back like the information pages. */
export type FaqByLocale = Partial<Record<LocaleCode, FaqGroup[]>>;

/**
 * One information page in one locale. `linkTitle`: the jurisdiction's own label for the page's link
 * in that locale (decision 0301), which replaces the catalog's ("Lost & Found" / "Animaux perdus et
 * trouvés").
 */
export type InfoPageContent = { title: string; html: string; linkTitle?: string };

/** Sanitised HTML per page and locale; a missing locale falls back like the catalogs do. */
export type InfoPages = Partial<Record<InfoPageKey, Partial<Record<LocaleCode, InfoPageContent>>>>;

/**
 * spec §3 Jurisdiction move terms: what the jurisdiction-change panel (§2.12) shows an owner moving in,
 * per locale. `subHeader` and each of `list` are sanitised HTML; `action` holds the two answers' texts
 * (agree first, decline second).
 */
export type JurisdictionMoveTerms = {
  header: string;
  subHeader: string;
  termIntro: string;
  list: string[];
  action: [{ text: string }, { text: string }];
};

export type MoveTermsByLocale = Partial<Record<LocaleCode, JurisdictionMoveTerms>>;

/** PRODUCT.md §4 licence policy. Money in integer minor units of the jurisdiction's currency. */
export type LicensePolicy = {
  fees: {
    dog: { altered: number; unaltered: number };
    cat: { altered: number; unaltered: number };
  };
  termYears: Array<1 | 2 | 3>;
  seniorDiscountPercent: number;
  seniorAge: number;
  serviceAnimalExempt: boolean;
  renewalWindowDays: number;
  gracePeriodDays: number;
  lateFee: number;
  rabiesProofRequired: { dog: boolean; cat: boolean; minimumAgeMonths: number };
  /**
   * spec §5 Rabies (allowPastRabies): the uploader and staff accept a vaccination expiry date that is not
   * after today (decision 0504); false everywhere unless staff set it.
   */
  allowPastRabies: boolean;
  maxPetsPerHousehold: number | null;
  /** the licence numbers' prefix (KC-2026-000123); by default the initials of the jurisdiction's slug */
  numberPrefix?: string;
  /** where the figures come from */
  source: string;
};

/** The navbar-relevant view of a jurisdiction (spec §3 City). */
export type CitySettings = {
  slug: string;
  name: string;
  country: 'US' | 'CA';
  locales: LocaleCode[];
  displayHomeSafePage: boolean;
  displaySafeAndHappyFundPage: boolean;
  displayLicensingPage: boolean;
  displayAboutPage: boolean;
  noLicensing: boolean;
  htmlLicensingLinkTitle: string | null;
  htmlHomesafeLinkTitle: string | null;
  htmlSafeAndHappyFundLinkTitle: string | null;
};

/**
 * spec §2.2: for one configured city the Licensing link hides when the owner's vsLocation is
 * COUNTY or OTHER.
 */
export function showLicensingLink(
  city: Pick<CitySettings, 'slug' | 'displayLicensingPage'>,
  owner: { vsLocation: string | null } | null,
  vsLocationHiddenCity: string | null,
): boolean {
  if (!city.displayLicensingPage) return false;
  if (owner && city.slug === vsLocationHiddenCity && (owner.vsLocation === 'COUNTY' || owner.vsLocation === 'OTHER')) {
    return false;
  }
  return true;
}

/** spec §2.2: the help-desk link shows only when the city is not noLicensing. */
export function showHelpDeskLink(city: Pick<CitySettings, 'noLicensing'> | null): boolean {
  return !!city && !city.noLicensing;
}

/** spec §2.1: /signup/register replaces /signup when the city has noLicensing or there is no city. */
export function signUpPathSegment(city: Pick<CitySettings, 'noLicensing'> | null): 'signup' | 'signup/register' {
  return !city || city.noLicensing ? 'signup/register' : 'signup';
}

/** spec §2.2: a language switcher appears when the city has more than one locale. */
export function showLanguageSwitcher(city: Pick<CitySettings, 'locales'> | null): boolean {
  return !!city && city.locales.length > 1;
}
