import { CURRENCY_DECIMALS, type CurrencyCode, type LocaleCode, toLocaleTag } from './locales.js';

// spec §9 Locales and regions: USD/CAD with 2 decimals; PRODUCT.md §3: money is integer minor units.

/** Formats integer cents as the locale writes money, e.g. 123456 USD en_US → "$1,234.56". */
export function formatMoney(cents: number, currency: CurrencyCode, locale: LocaleCode): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`money must be integer cents, got ${cents}`);
  return new Intl.NumberFormat(toLocaleTag(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
  }).format(cents / 10 ** CURRENCY_DECIMALS);
}

/**
 * An amount typed by a person ("12", "12.5", "12,50": a decimal point or comma, at most two decimals, at
 * most 9,999,999.99) in cents; null when it is not one (a sign, a third decimal, letters). The one reader
 * of typed money: staff's refund and fee fields use it as is, the donation field after dropping its
 * thousands separators and "$" (fund/donation.rules.ts).
 */
export function parseAmountToCents(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 10 ** CURRENCY_DECIMALS + Number((match[2] ?? '').padEnd(CURRENCY_DECIMALS, '0'));
}

/**
 * Cents as a person edits them in a field of `locale`: two decimals with the locale's decimal mark and no
 * thousands separator (1250 → "12.50", fr-CA "12,50"), so that parseAmountToCents reads back what it shows.
 */
export function formatAmountForInput(cents: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(toLocaleTag(locale), {
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
    useGrouping: false,
  }).format(cents / 10 ** CURRENCY_DECIMALS);
}

/**
 * Money stored as text with its currency, as the audit log keeps a counter sale: "1250 CAD" (cents), or
 * "12.50 CAD" as entries before issue 39 wrote it; null for any other text.
 */
export function moneyFromStoredText(text: string): { cents: number; currency: CurrencyCode } | null {
  const match = /^(\d{1,12})(?:\.(\d{2}))? (USD|CAD)$/.exec(text);
  if (!match) return null;
  const units = Number(match[1]);
  const cents = match[2] === undefined ? units : units * 10 ** CURRENCY_DECIMALS + Number(match[2]);
  return { cents, currency: match[3] as CurrencyCode };
}

/** A rate in basis points as the locale writes the number of percent: 1025 → "10.25" (fr-CA "10,25"). */
export function formatBasisPointsAsPercent(basisPoints: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(toLocaleTag(locale), { maximumFractionDigits: 2 }).format(basisPoints / 100);
}
