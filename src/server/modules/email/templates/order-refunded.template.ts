// A refund staff issued, or one made in Stripe's dashboard (issue 38: D11, decisions 0506, 0407's addendum):
// the same words either way — how much went back to which card, for which order,
// how much of the order is refunded in all, and the licences a full refund revoked (decision 0407). Money
// is written as the reader's locale writes it (formatMoney: "$14.99", fr-CA "14,99 $").
import { cardBrandName } from '../../../../domain/store/payment.rules.js';
import type { CurrencyCode, LocaleCode } from '../../../../domain/locale/locales.js';
import { formatMoney } from '../../../../domain/locale/money.js';
import { emailText, fill } from '../email-catalog.js';
import { type RenderedEmail, renderEmail } from '../email-layout.js';

export type OrderRefundedEmailData = {
  firstName: string;
  /** PP-000042 */
  reference: string;
  currency: CurrencyCode;
  /** this refund */
  amountCents: number;
  /** every refund of the order so far, this one included */
  refundedCents: number;
  totalCents: number;
  /** the card the order was paid with (its brand as the processor names it: visa, amex…); null: none recorded */
  card: { brand: string | null; last4: string } | null;
  /** the licences this refund revoked (the whole order refunded, decision 0407) */
  revokedLicenses: readonly string[];
  /** paid with the embedded test processor (issue 36): no money moved either way */
  testMode?: boolean;
  /** the order's receipt page */
  orderUrl: string;
};

export function renderOrderRefundedEmail(locale: LocaleCode, data: OrderRefundedEmailData): RenderedEmail {
  const text = emailText(locale).orderRefunded;
  const money = (cents: number) => formatMoney(cents, data.currency, locale);
  const brand = cardBrandName(data.card?.brand);
  const facts = {
    amount: money(data.amountCents),
    reference: data.reference,
    card: brand ? fill(text.brandCard, { brand }) : text.card,
    last4: data.card?.last4 ?? '',
  };
  const revoked = data.revokedLicenses.join(', ');
  return renderEmail(locale, {
    subject: fill(data.card ? text.subject : text.subjectNoCard, facts),
    firstName: data.firstName,
    paragraphs: [
      ...(data.testMode ? [text.testMode] : []),
      fill(data.card ? text.refunded : text.refundedNoCard, facts),
      // one refund of the whole order says it all; otherwise how much is refunded in all
      ...(data.amountCents === data.totalCents
        ? []
        : [fill(text.soFar, { refunded: money(data.refundedCents), total: money(data.totalCents) })]),
      ...(data.revokedLicenses.length === 0
        ? []
        : [fill(data.revokedLicenses.length === 1 ? text.revokedOne : text.revokedOther, { licenses: revoked })]),
      ...(data.testMode ? [] : [text.bank]),
    ],
    action: { intro: text.actionIntro, label: text.actionLabel, url: data.orderUrl },
  });
}
