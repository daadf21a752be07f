// Charging a smart tracker plan for a period on the owner's saved card (decision 0404, 0405): what the
// hourly renewal (renewal.service.ts) and the restart of a PAST_DUE plan when the owner replaces their
// card (billing.service.ts) share. Both run in the caller's transaction, with the plan's row locked and
// the account's payment lock held (decision 0407); the period's payment is authorised here and captured
// by the caller once its transaction commits (`captureOrderPayment`).
import { eq } from 'drizzle-orm';
import { taxOf } from '../../../domain/store/basket.rules.js';
import { type AppServices, withDb } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import {
  type AccountRow,
  orderLines,
  orders,
  products,
  savedCards,
  type TrackerSubscriptionRow,
  trackerSubscriptions,
} from '../../db/schema/index.js';
import type { AuthorizeResult } from '../../integrations/payments/payment-provider.js';
import { accountById } from '../account/account.functions.js';
import { petsByIds } from '../pet/pet.functions.js';
import { lockAccountPayments } from './payment-settlement.js';
import { enqueueReceipt } from './receipt.js';

export type PlanCharge = {
  charge: AuthorizeResult;
  context: {
    account: AccountRow;
    petName: string;
    product: typeof products.$inferSelect;
    first: typeof orders.$inferSelect;
  };
  taxCents: number;
  totalCents: number;
};

/**
 * Charges one period of the plan (its price plus tax at its first order's rate) on the owner's saved card;
 * `keyOf` names the charge from the card's reference. Null when the plan's account, pet or first order is gone.
 */
export async function chargePlan(
  services: AppServices,
  tx: DbOrTx,
  plan: TrackerSubscriptionRow,
  keyOf: (providerRef: string) => string,
): Promise<PlanCharge | null> {
  const account = await accountById(tx, plan.accountId);
  const [pet] = account ? await petsByIds(tx, [plan.petId]) : [];
  const [bought] = pet
    ? await tx
        .select({ product: products, first: orders })
        .from(products)
        .innerJoin(orders, eq(orders.id, plan.orderId))
        .where(eq(products.id, plan.productId))
    : [];
  if (!account || !pet || !bought) return null;
  const context = { account, petName: pet.name, ...bought };
  await lockAccountPayments(tx, plan.accountId);
  const [card] = await tx.select().from(savedCards).where(eq(savedCards.accountId, plan.accountId));
  const taxCents = taxOf(plan.amountCents, context.first.taxRateBasisPoints);
  const totalCents = plan.amountCents + taxCents;
  const charge: AuthorizeResult = card
    ? await services.payments.authorizeSaved({
        accountId: plan.accountId,
        card,
        amountCents: totalCents,
        currency: plan.currency,
        idempotencyKey: keyOf(card.providerRef),
        description: `Pawport smart tracker plan ${plan.id}`,
      })
    : { status: 'declined', reason: 'CARD_TOKEN_INVALID' };
  return { charge, context, taxCents, totalCents };
}

/**
 * A paid period: its order (with the receipt e-mail, its links at `origin`: the owner's request, or the
 * server's own for the renewal job, decision 0506), and the plan ACTIVE until `paidUntil`. The caller
 * captures the order's payment after its transaction commits.
 */
export async function recordPaidPeriod(
  services: AppServices,
  tx: DbOrTx,
  plan: TrackerSubscriptionRow,
  paid: PlanCharge & { charge: { status: 'authorized' } },
  paidUntil: Date,
  origin: string,
) {
  const { context, charge } = paid;
  const { account } = context;
  const [order] = await tx
    .insert(orders)
    .values({
      accountId: plan.accountId,
      jurisdictionId: context.first.jurisdictionId,
      country: context.first.country,
      currency: plan.currency,
      locale: account.locale,
      subtotalCents: plan.amountCents,
      taxCents: paid.taxCents,
      taxRateBasisPoints: context.first.taxRateBasisPoints,
      totalCents: paid.totalCents,
      paymentProvider: services.payments.name,
      chargeId: charge.paymentId,
      cardBrand: charge.card.brand,
      cardLast4: charge.card.last4,
    })
    .returning();
  if (!order) throw new Error('plan order not written');
  const line = {
    orderId: order.id,
    productId: plan.productId,
    productName: context.product.name,
    imageKey: context.product.imageKey,
    petId: plan.petId,
    options: {},
    quantity: 1,
    unitPriceCents: plan.amountCents,
    lineTotalCents: plan.amountCents,
  };
  await tx.insert(orderLines).values(line);
  await tx
    .update(trackerSubscriptions)
    .set({ status: 'ACTIVE', currentPeriodEnd: paidUntil, renewalFailures: 0, retryAt: null })
    .where(eq(trackerSubscriptions.id, plan.id));
  const recipient = { email: account.email, firstName: account.firstName, locale: account.locale };
  await enqueueReceipt(withDb(services, tx), recipient, order, [line], origin);
  return order;
}
