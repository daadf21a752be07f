import type { CurrencyCode } from '../../../domain/locale/locales.js';
import { formatMoney } from '../../../domain/locale/money.js';
import { useLocale } from '../../lib/locale-context.js';

/** The API's currency string narrowed to the domain's codes (schema.graphql has no enum for it). */
export function moneyOf(money: { amountCents: number; currency: string }): {
  amountCents: number;
  currency: CurrencyCode;
} {
  return { amountCents: money.amountCents, currency: money.currency === 'CAD' ? 'CAD' : 'USD' };
}

/** Formats the API's money in the page's locale. */
export function useMoney() {
  const locale = useLocale();
  return (amount: { amountCents: number; currency: string }) => {
    const { amountCents, currency } = moneyOf(amount);
    return formatMoney(amountCents, currency, locale);
  };
}
