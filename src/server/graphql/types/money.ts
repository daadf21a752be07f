// An amount of money (PRODUCT.md §3): integer cents of one currency. Prices, totals and licence fees.
import { builder } from '../builder.js';

export type MoneyShape = { amountCents: number; currency: string };

export const Money = builder.objectRef<MoneyShape>('Money').implement({
  description: 'An amount in integer cents of a currency (USD on US sites, CAD on Canadian ones)',
  fields: (t) => ({ amountCents: t.exposeInt('amountCents'), currency: t.exposeString('currency') }),
});

/** `amountCents` of `currency`, as a Money field resolves it. */
export const moneyOf = (amountCents: number, currency: string): MoneyShape => ({ amountCents, currency });
