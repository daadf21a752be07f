// A licence's fee and term (PRODUCT.md §4, decision 0501): shown by the buy flow, the basket's licence
// line and the order's. Money in cents of the jurisdiction's currency.
import type { LicenseFeeBreakdown } from '../../../domain/license/license-fee.rules.js';
import type { LicenseLine } from '../../../domain/license/license-line.js';
import { builder } from '../builder.js';
import type { Types } from '../builder.js';
import { Money } from './money.js';

export const LicenseFee = builder.objectRef<LicenseFeeBreakdown & { currency: string }>('LicenseFee').implement({
  description: 'What a licence costs: the base fee for the term, the discounts, the late fee and the total',
  fields: (t) => {
    const money = (pick: (fee: LicenseFeeBreakdown) => number) =>
      t.field({ type: Money, resolve: (fee) => ({ amountCents: pick(fee), currency: fee.currency }) });
    return {
      base: money((fee) => fee.baseCents),
      seniorDiscount: money((fee) => fee.seniorDiscountCents),
      exemption: money((fee) => fee.exemptionCents),
      lateFee: money((fee) => fee.lateFeeCents),
      total: money((fee) => fee.totalCents),
    };
  },
});

export const LicenseLineDetails = builder
  .objectRef<LicenseLine & { currency: string }>('LicenseLineDetails')
  .implement({
    description: 'A licence in the basket or on an order: its term and fee, and its number once issued',
    fields: (t) => ({
      termYears: t.exposeInt('termYears'),
      termStart: t.exposeString('termStart', { description: 'YYYY-MM-DD' }),
      termEnd: t.exposeString('termEnd', { description: 'YYYY-MM-DD' }),
      renewal: t.exposeBoolean('renewal'),
      endsAtRabiesExpiry: t.exposeBoolean('endsAtRabiesExpiry'),
      fee: t.field({ type: LicenseFee, resolve: (line) => ({ ...line.breakdown, currency: line.currency }) }),
      number: t.string({ nullable: true, resolve: (line) => line.number ?? null }),
      tagNumber: t.string({ nullable: true, resolve: (line) => line.tagNumber ?? null }),
    }),
  });

/** A basket or order line's `license` field: a licence line's term and fee in the line's currency, else null. */
export function licenseLineField<Line extends { license: LicenseLine | null; currency: string }>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Line>,
  description: string,
) {
  return t.field({
    type: LicenseLineDetails,
    nullable: true,
    description,
    resolve: (line) => (line.license ? { ...line.license, currency: line.currency } : null),
  });
}
