// Billing Details, "Payment and Subscription" (spec §2.1, PRODUCT.md §5, decision 0404): the card the
// owner saved, and the smart tracker plans bought for their pets, which they may cancel. Another
// owner's subscription is not found, like a missing one.
import { and, asc, eq } from 'drizzle-orm';
import type { TrackerPlanInterval } from '../../../domain/store/smart-tracker.rules.js';
import { TRACKER_PLAN_MONTHS } from '../../../domain/store/smart-tracker.rules.js';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import {
  cardTokens,
  type OrderRow,
  pets,
  products,
  type SavedCardRow,
  savedCards,
  type TrackerSubscriptionRow,
  trackerSubscriptions,
} from '../../db/schema/index.js';
import { hashCardToken } from '../../integrations/payments/test-processor.js';
import { AppError } from '../../shared/app-error.js';
import type { ActorCall } from '../../shared/use-case.js';
import type { BasketLineView } from './basket.service.js';

export type SubscriptionView = TrackerSubscriptionRow & {
  petName: string;
  planLabel: Partial<Record<string, string>>;
};

export type BillingView = { savedCard: SavedCardRow | null; subscriptions: SubscriptionView[] };

/** The end of one period of a plan that starts at `from` (months added in UTC). */
export function periodEnd(from: Date, interval: TrackerPlanInterval): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + TRACKER_PLAN_MONTHS[interval]);
  return end;
}

/** Keeps the token's card as the owner's one saved card (replacing the one before); false when the token is spent. */
export async function keepCard(
  services: AppServices,
  db: DbOrTx,
  accountId: number,
  cardToken: string,
): Promise<boolean> {
  const card = await services.payments.keepCard(db, { accountId, cardToken });
  if (!card) return false;
  const values = { provider: services.payments.name, ...card, savedAt: services.now() };
  await db
    .insert(savedCards)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: savedCards.accountId, set: values });
  return true;
}

/** At checkout (in its transaction): a plan bought for a pet starts its subscription. */
export async function startSubscriptions(db: DbOrTx, order: OrderRow, lines: readonly BasketLineView[]) {
  for (const line of lines) {
    const plan = line.product?.plan;
    if (!plan || line.petId === null) continue;
    await db.insert(trackerSubscriptions).values({
      accountId: order.accountId,
      petId: line.petId,
      productId: line.productId,
      orderId: order.id,
      interval: plan.interval,
      amountCents: line.unitPriceCents,
      currency: order.currency,
      startedAt: order.placedAt,
      currentPeriodEnd: periodEnd(order.placedAt, plan.interval),
    });
  }
}

export async function myBilling(services: AppServices, { actor }: ActorCall): Promise<BillingView> {
  const [savedCard] = await services.db.select().from(savedCards).where(eq(savedCards.accountId, actor.accountId));
  const rows = await services.db
    .select({ subscription: trackerSubscriptions, petName: pets.name, plan: products.plan })
    .from(trackerSubscriptions)
    .innerJoin(pets, eq(pets.id, trackerSubscriptions.petId))
    .innerJoin(products, eq(products.id, trackerSubscriptions.productId))
    .where(eq(trackerSubscriptions.accountId, actor.accountId))
    .orderBy(asc(trackerSubscriptions.startedAt), asc(trackerSubscriptions.id));
  return {
    savedCard: savedCard ?? null,
    subscriptions: rows.map(({ subscription, petName, plan }) => ({
      ...subscription,
      petName,
      planLabel: plan?.label ?? {},
    })),
  };
}

/** Replaces the saved card with the card the form just tokenised. */
export async function saveCard(services: AppServices, { actor, input }: ActorCall<{ cardToken: string }>) {
  await services.db.transaction(async (tx) => {
    if (!(await keepCard(services, tx, actor.accountId, input.cardToken))) throw new AppError('CARD_TOKEN_INVALID');
    await tx.delete(cardTokens).where(eq(cardTokens.tokenHash, hashCardToken(input.cardToken)));
  });
  return myBilling(services, { actor });
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
