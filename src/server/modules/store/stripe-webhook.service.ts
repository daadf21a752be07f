// Stripe's webhook events (decision 0405): each event id is taken once (stripe_webhook_events), however
// often Stripe delivers it. Checkout authorises a PaymentIntent while the owner waits and captures it only
// once the order is committed (decision 0407), so the events reconcile rather than drive:
// payment_intent.succeeded finds the order the payment is for (none: money taken with no order, refunded
// at once), payment_intent.payment_failed is recorded, and the refund events (charge.refunded,
// charge.refund.updated, refund.updated, refund.failed) bring the order's refunds in line with Stripe's:
// each refund the order does not hold yet — one made in Stripe's dashboard; a staff refund is held already,
// by its Stripe id — is recorded once, logged and e-mailed to the owner, so that the order page and the
// reports count it, and an order refunded in full is REFUNDED with its licences revoked; a refund Stripe
// says failed is counted no more (decision 0407). Any other type is recorded and acknowledged.
import { and, eq } from 'drizzle-orm';
import { orderReference } from '../../../domain/store/payment.rules.js';
import { type AppServices, withDb } from '../../app-services.js';
import { orders, stripeWebhookEvents } from '../../db/schema/index.js';
import type { PaymentEvent } from '../../integrations/payments/payment-provider.js';
import type { PublicCall } from '../../shared/use-case.js';
import { type ProviderRefundsRecorded, recordProviderRefunds } from '../admin-orders/admin-orders.service.js';
import { releasePayment } from './payment-settlement.js';

export type WebhookOutcome = { duplicate: boolean; outcome: string };

/** What a refund event did, for the event's row: "order PP-000042 partly refunded, 1 refund(s) of 300 cents recorded". */
function refundOutcome(reference: string, result: ProviderRefundsRecorded): string {
  const cents = (refunds: ProviderRefundsRecorded['recorded']) =>
    refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  const state = { REFUNDED: 'refunded', PARTIALLY_REFUNDED: 'partly refunded', PAID: 'not refunded' }[result.status];
  return [
    `order ${reference} ${state}`,
    ...(result.recorded.length
      ? [`${result.recorded.length} refund(s) of ${cents(result.recorded)} cents recorded`]
      : []),
    ...(result.failed.length ? [`${result.failed.length} refund(s) of ${cents(result.failed)} cents failed`] : []),
    ...(result.recorded.length + result.failed.length === 0 ? ['no new refund'] : []),
    ...(result.revoked ? [`${result.revoked} licence(s) revoked`] : []),
  ].join(', ');
}

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
      // every event about a refund brings the order's refunds in line with the ones Stripe holds
      case 'charge.refunded':
      case 'charge.refund.updated':
      case 'refund.updated':
      case 'refund.failed': {
        if (!order || !event.paymentId) {
          outcome = 'no order';
          break;
        }
        // the event's Charge does not list its refunds (API versions since 2022-11-15), and a Refund event
        // names one refund as it was when the event was made: Stripe is asked for them all as they are now.
        // A failure to ask fails the delivery (nothing recorded), and Stripe sends it again.
        const refunds = services.payments.refundsOf ? await services.payments.refundsOf(event.paymentId) : [];
        const result = await recordProviderRefunds(withDb(services, tx), {
          input: { orderId: order.id, refunds, at: event.createdAt },
        });
        outcome = refundOutcome(orderReference(order.number), result);
        if (event.amountRefundedCents !== null && event.amountRefundedCents > result.refundedCents)
          services.log.warn(
            { event: event.id, order: order.number, stripe: event.amountRefundedCents, pawport: result.refundedCents },
            'Stripe says more was refunded than the order’s refunds hold',
          );
        break;
      }
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
