// An amount of money (PRODUCT.md §3): integer cents of one currency. Prices, totals and licence fees.
import { builder } from '../builder.js';

export type MoneyShape = { amountCents: number; currency: string };

export const Money = builder.objectRef<MoneyShape>('Money').implement({
  description: 'An amount in integer cents of a currency (USD on US sites, CAD on Canadian ones)',
  fields: (t) => ({ amountCents: t.exposeInt('amountCents'), currency: t.exposeString('currency') }),
});

/** `amountCents` of `currency`, as a Money field resolves it. */
export const moneyOf = (amountCents: number, currency: string): MoneyShape => ({ amountCents, currency });

/** What a basket, an order and an order as staff see it total up: amounts in cents of one currency. */
export type TotalsShape = { currency: string; subtotalCents: number; taxCents: number; totalCents: number };

// one interface so the web app reads the three totals of each with one fragment (TotalsFields)
export const Totals = builder.interfaceRef<TotalsShape>('Totals').implement({
  description: 'The subtotal, tax and total of a basket or an order (PRODUCT.md §5)',
  fields: (t) => {
    const money = (pick: (totals: TotalsShape) => number) =>
      t.field({ type: Money, resolve: (totals) => moneyOf(pick(totals), totals.currency) });
    return {
      subtotal: money((totals) => totals.subtotalCents),
      tax: money((totals) => totals.taxCents),
      total: money((totals) => totals.totalCents),
    };
  },
});
