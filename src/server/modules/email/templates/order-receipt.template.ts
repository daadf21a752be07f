// The receipt of a paid order (issue 15, decision 0403): what was bought, the totals, the card, and
// the link to the receipt page that prints cleanly. An order the embedded test processor took says
// first that no money was taken (issue 36).
import { colonAfterLabel } from '../../../../domain/locale/locales.js';
import { fill } from '../email-catalog.js';
import { actionEmail, formatDateTime } from '../email-layout.js';

export type OrderReceiptEmailData = {
  firstName: string;
  reference: string;
  placedAt: Date;
  timeZone?: string;
  /** each line as the locale writes it: quantity, name, amount */
  lines: Array<{ quantity: number; name: string; amount: string }>;
  subtotal: string;
  tax: string;
  total: string;
  /** null: nothing was charged, the total was zero (decision 0504) */
  card: string | null;
  /** paid with the embedded test processor (issue 36): "Test mode — no money is taken" */
  testMode?: boolean;
  receiptUrl: string;
};

export const renderOrderReceiptEmail = actionEmail('orderReceipt', (text, data: OrderReceiptEmailData, locale) => ({
  paragraphs: [
    ...(data.testMode ? [text.testMode] : []),
    fill(text.thanks, { reference: data.reference, when: formatDateTime(locale, data.placedAt, data.timeZone) }),
    // « 2 × Médaille ronde : 18,99 $ »: the locale's colon (glossary typography)
    data.lines.map((line) => `${line.quantity} × ${line.name}${colonAfterLabel(locale)}${line.amount}`).join('\n'),
    [
      fill(text.subtotal, { amount: data.subtotal }),
      fill(text.tax, { amount: data.tax }),
      fill(text.total, { amount: data.total }),
    ].join('\n'),
    data.card ? fill(text.paidWith, { card: data.card }) : text.nothingCharged,
  ],
  url: data.receiptUrl,
}));
