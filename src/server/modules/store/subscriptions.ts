// What checkout, Billing Details and the renewals share about cards and plans (decision 0404):
// keeping a tokenised card as the owner's saved card, starting a plan's subscription, a period's end.
import { TRACKER_PLAN_MONTHS, type TrackerPlanInterval } from '../../../domain/store/smart-tracker.rules.js';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { type OrderRow, savedCards, trackerSubscriptions } from '../../db/schema/index.js';
import type { BasketLineView } from './basket.service.js';

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
