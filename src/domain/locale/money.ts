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

/** Parses a decimal amount typed by staff ("12.5", "12,50") into cents; null when not an amount. */
export function parseMoneyToCents(text: string): number | null {
  const match = /^\s*(-)?(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const whole = Number(match[2]);
  const fraction = Number((match[3] ?? '').padEnd(CURRENCY_DECIMALS, '0'));
  const cents = whole * 10 ** CURRENCY_DECIMALS + fraction;
  return match[1] ? -cents : cents;
}

/** A rate in basis points as the locale writes the number of percent: 1025 → "10.25" (fr-CA "10,25"). */
export function formatBasisPointsAsPercent(basisPoints: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(toLocaleTag(locale), { maximumFractionDigits: 2 }).format(basisPoints / 100);
}
