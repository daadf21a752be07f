// Stripe's webhook events (decision 0405): each event id is taken once (stripe_webhook_events), however
// often Stripe delivers it. Checkout authorises a PaymentIntent while the owner waits and captures it only
// once the order is committed (decision 0407), so the events reconcile rather than drive:
// payment_intent.succeeded finds the order the payment is for (none: money taken with no order, refunded
// at once), payment_intent.payment_failed is recorded, charge.refunded (whole amount) marks the
// order REFUNDED and revokes its licences (decision 0407). Any other type is recorded and acknowledged.
import { and, eq } from 'drizzle-orm';
import { orderReference } from '../../../domain/store/payment.rules.js';
import { type AppServices, withDb } from '../../app-services.js';
import { orders, stripeWebhookEvents } from '../../db/schema/index.js';
import type { PaymentEvent } from '../../integrations/payments/payment-provider.js';
import type { PublicCall } from '../../shared/use-case.js';
import { revokeLicensesOfRefundedOrder } from '../license/license.service.js';
import { releasePayment } from './payment-settlement.js';

export type WebhookOutcome = { duplicate: boolean; outcome: string };

/** Takes one verified event: the first delivery of its id is processed, every later one only acknowledged. */
export async function receivePaymentEvent(
  services: AppServices,
  { input }: PublicCall<{ event: PaymentEvent }>,
): Promise<WebhookOutcome> {
  const { event } = input;
  const received = await services.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const [taken] = await tx
      .insert(stripeWebhookEvents)
      .values({ eventId: event.id, type: event.type, objectId: event.objectId, outcome: 'processing' })
      .onConflictDoNothing({ target: stripeWebhookEvents.eventId })
      .returning({ eventId: stripeWebhookEvents.eventId });
    if (!taken) return { duplicate: true, outcome: 'duplicate' };

    const [order] = event.paymentId
      ? await tx
          .select({ id: orders.id, number: orders.number, status: orders.status })
          .from(orders)
          .where(and(eq(orders.paymentProvider, 'stripe'), eq(orders.chargeId, event.paymentId)))
      : [];
    let outcome: string;
    switch (event.type) {
      case 'payment_intent.succeeded':
        // decision 0407: a payment is captured only after its order commits, so money taken with no
        // order is refunded at once (below, after this event is recorded)
        outcome = order ? `order ${orderReference(order.number)} paid` : 'no order: refunded';
        break;
      case 'payment_intent.payment_failed':
        outcome = order ? `order ${orderReference(order.number)}: payment failed after it was paid` : 'payment failed';
        if (order) services.log.error({ event: event.id, order: order.number }, 'a paid order’s PaymentIntent failed');
        break;
      case 'charge.refunded':
        if (order && event.fullyRefunded) {
          await tx.update(orders).set({ status: 'REFUNDED' }).where(eq(orders.id, order.id));
          // decision 0407: refunded in full (at Stripe's dashboard too), its licences are revoked
          const revoked = await revokeLicensesOfRefundedOrder(withDb(services, tx), {
            input: { orderId: order.id, reference: orderReference(order.number) },
          });
          outcome = `order ${orderReference(order.number)} refunded${revoked.length ? `, ${revoked.length} licence(s) revoked` : ''}`;
        } else outcome = order ? `order ${orderReference(order.number)} partly refunded` : 'no order';
        break;
      default:
        outcome = 'ignored';
    }
    await tx.update(stripeWebhookEvents).set({ outcome }).where(eq(stripeWebhookEvents.eventId, event.id));
    return { duplicate: false, outcome };
  });
  if (received.outcome === 'no order: refunded' && event.paymentId)
    await releasePayment(services, event.paymentId, 'Stripe took a payment that no order records');
  return received;
}
