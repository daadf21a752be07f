// Billing Details, "Payment and Subscription" (spec §2.1, PRODUCT.md §5, decision 0404): the card the
// owner saved, and the smart tracker plans bought for their pets, which they may cancel. Another
// owner's subscription is not found, like a missing one.
import { and, asc, eq } from 'drizzle-orm';
import type { AppServices } from '../../app-services.js';
import {
  cardTokens,
  products,
  type SavedCardRow,
  savedCards,
  type TrackerSubscriptionRow,
  trackerSubscriptions,
} from '../../db/schema/index.js';
import { petNameOf } from '../pet/pet.functions.js';
import { hashCardToken } from '../../integrations/payments/test-processor.js';
import { AppError } from '../../shared/app-error.js';
import type { ActorCall } from '../../shared/use-case.js';
import type { DeclineReason } from '../../integrations/payments/payment-provider.js';
import { captureOrderPayment } from './payment-settlement.js';
import { chargePlan, recordPaidPeriod } from './plan-charge.js';

/** What restarting one PAST_DUE plan came to: its new order, the card's refusal, or nothing (restarted meanwhile). */
type RestartOutcome = { orderId?: string; failure?: DeclineReason };
import { keepCard, periodEnd } from './subscriptions.js';

export type SubscriptionView = TrackerSubscriptionRow & {
  petName: string;
  planLabel: Partial<Record<string, string>>;
};

export type BillingView = {
  savedCard: SavedCardRow | null;
  subscriptions: SubscriptionView[];
  /** after a card was saved: why PAST_DUE plans could not restart on it (CARD_DECLINED…), else null */
  restartFailure?: DeclineReason | null;
};

export async function myBilling(services: AppServices, { actor }: ActorCall): Promise<BillingView> {
  const [savedCard] = await services.db.select().from(savedCards).where(eq(savedCards.accountId, actor.accountId));
  const rows = await services.db
    .select({ subscription: trackerSubscriptions, petName: petNameOf(trackerSubscriptions.petId), plan: products.plan })
    .from(trackerSubscriptions)
    .innerJoin(products, eq(products.id, trackerSubscriptions.productId))
    .where(eq(trackerSubscriptions.accountId, actor.accountId))
    .orderBy(asc(trackerSubscriptions.startedAt), asc(trackerSubscriptions.id));
  return {
    savedCard: savedCard ?? null,
    // a plan whose pet is gone is not shown (as an inner join with the pet would not)
    subscriptions: rows.flatMap(({ subscription, petName, plan }) =>
      petName === null ? [] : [{ ...subscription, petName, planLabel: plan?.label ?? {} }],
    ),
  };
}

/**
 * Replaces the saved card with the card the form just tokenised. Then each PAST_DUE plan of the owner is
 * charged on it at once (one transaction each, its row locked, keyed by the plan, its period and the card:
 * a repeat never charges twice) and runs again for a new period from today; a decline leaves it PAST_DUE
 * and the answer says why (`restartFailure`).
 */
export async function saveCard(
  services: AppServices,
  { actor, input }: ActorCall<{ cardToken: string; origin: string }>,
): Promise<BillingView> {
  await services.db.transaction(async (tx) => {
    if (!(await keepCard(services, tx, actor.accountId, input.cardToken))) throw new AppError('CARD_TOKEN_INVALID');
    await tx.delete(cardTokens).where(eq(cardTokens.tokenHash, hashCardToken(input.cardToken)));
  });
  const pastDue = await services.db
    .select({ id: trackerSubscriptions.id })
    .from(trackerSubscriptions)
    .where(and(eq(trackerSubscriptions.accountId, actor.accountId), eq(trackerSubscriptions.status, 'PAST_DUE')))
    .orderBy(asc(trackerSubscriptions.id));
  let restartFailure: DeclineReason | null = null;
  for (const { id } of pastDue) {
    const restart = await services.db.transaction(async (tx): Promise<RestartOutcome> => {
      const [plan] = await tx
        .select()
        .from(trackerSubscriptions)
        .where(and(eq(trackerSubscriptions.id, id), eq(trackerSubscriptions.status, 'PAST_DUE')))
        .for('update');
      if (!plan) return {}; // restarted meanwhile (a second request), or cancelled
      const paid = await chargePlan(
        services,
        tx,
        plan,
        (providerRef) => `restart:${plan.id}:${plan.currentPeriodEnd.toISOString()}:${providerRef}`,
      );
      if (!paid) return {};
      if (paid.charge.status !== 'authorized') return { failure: paid.charge.reason };
      const now = services.now();
      const order = await recordPaidPeriod(
        services,
        tx,
        plan,
        { ...paid, charge: paid.charge },
        periodEnd(now, plan.interval),
        // the receipt's links follow the owner's request (decision 0506)
        input.origin,
      );
      return { orderId: order.id };
    });
    // a restart's payment is captured once its order is committed (decision 0407)
    if (restart.orderId) await captureOrderPayment(services, restart.orderId);
    restartFailure ??= restart.failure ?? null;
  }
  return { ...(await myBilling(services, { actor })), restartFailure };
}

export async function removeSavedCard(services: AppServices, { actor }: ActorCall) {
  await services.db.delete(savedCards).where(eq(savedCards.accountId, actor.accountId));
  return myBilling(services, { actor });
}

/** Cancels a plan: it runs to the end of the period paid for, and is not charged again. */
export async function cancelSubscription(services: AppServices, { actor, input }: ActorCall<{ id: string }>) {
  const id = /^\d{1,9}$/.test(input.id) ? Number(input.id) : 0;
  const [cancelled] = await services.db
    .update(trackerSubscriptions)
    .set({ status: 'CANCELLED', cancelledAt: services.now() })
    .where(
      and(
        eq(trackerSubscriptions.id, id),
        eq(trackerSubscriptions.accountId, actor.accountId),
        eq(trackerSubscriptions.status, 'ACTIVE'),
      ),
    )
    .returning({ id: trackerSubscriptions.id });
  if (!cancelled) throw new AppError('NOT_FOUND');
  return myBilling(services, { actor });
}
