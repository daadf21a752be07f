// spec §1 Locales, §9 Locales and regions
import { isOneOf } from '../shared/one-of.js';
export const LOCALES = ['en_US', 'es_US', 'en_CA', 'fr_CA'] as const;
export type LocaleCode = (typeof LOCALES)[number];
/** BCP 47 spelling of the same locales (spec §1: "also written en-US, …"). */
export type LocaleTag = 'en-US' | 'es-US' | 'en-CA' | 'fr-CA';
export const LOCALE_TAGS: readonly LocaleTag[] = ['en-US', 'es-US', 'en-CA', 'fr-CA'];

export const DEFAULT_LOCALE: LocaleCode = 'en_US';

export const COUNTRIES = ['US', 'CA'] as const;
export type CountryCode = (typeof COUNTRIES)[number];
export type CurrencyCode = 'USD' | 'CAD';

export function isLocaleCode(value: string): value is LocaleCode {
  return isOneOf(LOCALES, value);
}

/** Accepts en_US, en-US and case variants; returns the underscore form or undefined. */
export function parseLocale(value: string | null | undefined): LocaleCode | undefined {
  if (!value) return undefined;
  const match = /^([a-z]{2})[-_]([a-z]{2})$/i.exec(value.trim());
  if (!match) return undefined;
  const code = `${match[1]?.toLowerCase()}_${match[2]?.toUpperCase()}`;
  return isLocaleCode(code) ? code : undefined;
}

/** spec §1: anything unknown or missing resolves to the default en_US. */
export function resolveLocale(value: string | null | undefined): LocaleCode {
  return parseLocale(value) ?? DEFAULT_LOCALE;
}

export function toLocaleTag(locale: LocaleCode): LocaleTag {
  return locale.replace('_', '-') as LocaleTag;
}

/**
 * The colon after a label, and the space before what it introduces: "First name: …"; in French a
 * no-break space stands before the colon ("Prénom : …", the glossary's typography).
 */
export function colonAfterLabel(locale: LocaleCode): string {
  return locale === 'fr_CA' ? '\u00a0: ' : ': ';
}

export function fromLocaleTag(tag: LocaleTag): LocaleCode {
  return tag.replace('-', '_') as LocaleCode;
}

export function countryOfLocale(locale: LocaleCode): CountryCode {
  return locale.endsWith('_CA') ? 'CA' : 'US';
}

export function languageOfLocale(locale: LocaleCode): 'en' | 'es' | 'fr' {
  return locale.slice(0, 2) as 'en' | 'es' | 'fr';
}

export const CURRENCY_BY_COUNTRY: Record<CountryCode, CurrencyCode> = { US: 'USD', CA: 'CAD' };
export const CURRENCY_DECIMALS = 2;

/** A site sells in its country's currency (PRODUCT.md §3: USD for US sites, CAD for Canadian sites). */
export function currencyOfCountry(country: CountryCode): CurrencyCode {
  return CURRENCY_BY_COUNTRY[country];
}

/** spec §9: CAD for the Canadian locales, USD for the US ones. */
export function currencyOfLocale(locale: LocaleCode): CurrencyCode {
  return CURRENCY_BY_COUNTRY[countryOfLocale(locale)];
}

/** The locale a visitor lands on when switching to a country (spec §2.3). */
export const COUNTRY_HOME_LOCALE: Record<CountryCode, LocaleCode> = { US: 'en_US', CA: 'en_CA' };

/**
 * Decision 0021: a page's locale and its city's country always agree. The locale of `country` nearest
 * to `locale`: the locale itself when it is that country's; else the same language there (en_US ↔
 * en_CA); else the first of the city's locales of that country; else the country's home locale
 * (es_US in Canada → en_CA, fr_CA in the US → en_US).
 */
export function localeForCountry(
  locale: LocaleCode,
  country: CountryCode,
  offered: readonly LocaleCode[] = [],
): LocaleCode {
  if (countryOfLocale(locale) === country) return locale;
  const sameLanguage = `${languageOfLocale(locale)}_${country}`;
  if (isLocaleCode(sameLanguage)) return sameLanguage;
  return offered.find((candidate) => countryOfLocale(candidate) === country) ?? COUNTRY_HOME_LOCALE[country];
}

/** Per-key fallback chains for partly translated locales (spec §1: en-US is the fallback). */
export const LOCALE_FALLBACKS: Record<LocaleCode, LocaleCode[]> = {
  en_US: [],
  es_US: ['en_US'],
  en_CA: ['en_US'],
  fr_CA: ['en_CA', 'en_US'],
};

/** Names in the language switcher (spec §2.2), in the spec's order. */
export const LOCALE_SWITCHER_LABELS: Record<LocaleCode, string> = {
  en_CA: 'English [CA]',
  en_US: 'English [US]',
  es_US: 'Español [US]',
  fr_CA: 'Français [CA]',
};
/** Each locale's language, named in itself (spec §2.3 language name). */
export const LANGUAGE_NAMES: Record<LocaleCode, string> = {
  en_US: 'English',
  en_CA: 'English',
  es_US: 'Español',
  fr_CA: 'Français',
};

export const LOCALE_SWITCHER_ORDER: LocaleCode[] = ['en_CA', 'en_US', 'es_US', 'fr_CA'];

const LOCALE_SEGMENT = /^\/[a-z]{2}[_-][A-Za-z]{2}(?=[/?#]|$)/;

/** Rewrites the /xx_YY/ segment of a path, or adds one (spec §2.2 language switcher). */
export function switchLocaleInPath(path: string, locale: LocaleCode): string {
  if (LOCALE_SEGMENT.test(path)) return path.replace(LOCALE_SEGMENT, `/${locale}`);
  return `/${locale}${path === '/' ? '' : path}`;
}

/** The next locale of a city's list, wrapping around (spec §2.3: clicking the language name cycles). */
export function nextLocale(current: LocaleCode, available: readonly LocaleCode[]): LocaleCode {
  if (available.length === 0) return current;
  const index = available.indexOf(current);
  return available[(index + 1) % available.length] ?? current;
}
