import type { CurrencyCode } from '../../../domain/locale/locales.js';

/** The API's currency string narrowed to the domain's codes (schema.graphql has no enum for it). */
export function moneyOf(money: { amountCents: number; currency: string }): {
  amountCents: number;
  currency: CurrencyCode;
} {
  return { amountCents: money.amountCents, currency: money.currency === 'CAD' ? 'CAD' : 'USD' };
}
