// The receipt e-mail of an order (decision 0403), for the checkout and each renewal (decision 0404).
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { formatMoney } from '../../../domain/locale/money.js';
import { getHref } from '../../../domain/shared/routes.js';
import { localizedText } from '../../../domain/store/catalog.js';
import { cardBrandName, orderReference } from '../../../domain/store/payment.rules.js';
import type { AppServices } from '../../app-services.js';
import type { OrderLineRow, OrderRow } from '../../db/schema/index.js';
import { enqueueEmail } from '../email/email.service.js';

/** Who a receipt goes to. */
export type ReceiptRecipient = { email: string; firstName: string; locale: LocaleCode };

/**
 * The receipt e-mail, written to the outbox in the caller's transaction (it goes if the order does):
 * the checkout's, and each renewal's (decision 0404).
 */
export async function enqueueReceipt(
  services: AppServices,
  recipient: ReceiptRecipient,
  order: OrderRow,
  lines: ReadonlyArray<{ quantity: number; productName: OrderLineRow['productName']; lineTotalCents: number }>,
  origin: string,
) {
  const money = (cents: number) => formatMoney(cents, order.currency, recipient.locale);
  const receiptPath = getHref('OrderReceipt', recipient.locale, { order: String(order.number) });
  await enqueueEmail(services, {
    input: {
      to: recipient.email,
      template: 'order-receipt',
      locale: recipient.locale,
      data: {
        firstName: recipient.firstName,
        reference: orderReference(order.number),
        placedAt: order.placedAt,
        lines: lines.map((line) => ({
          quantity: line.quantity,
          name: localizedText(line.productName, recipient.locale),
          amount: money(line.lineTotalCents),
        })),
        subtotal: money(order.subtotalCents),
        tax: money(order.taxCents),
        total: money(order.totalCents),
        card: order.cardBrand ? `${cardBrandName(order.cardBrand) ?? order.cardBrand} •••• ${order.cardLast4}` : null,
        // issue 36 (3): the embedded test processor took it, so no money was
        testMode: order.paymentProvider === 'test',
        receiptUrl: `${origin}${receiptPath}`,
      },
    },
  });
}
