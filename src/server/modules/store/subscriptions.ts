// What checkout, Billing Details and the renewals share about cards and plans (decision 0404):
// keeping a tokenised card as the owner's saved card, a period's end (a plan's subscription starts in
// smart-tracker.line-kind.ts).
import { TRACKER_PLAN_MONTHS, type TrackerPlanInterval } from '../../../domain/store/smart-tracker.rules.js';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { and, eq } from 'drizzle-orm';
import { savedCards } from '../../db/schema/index.js';

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
  const keptCardRef = await keptCardRefOf(services, db, accountId);
  const card = await services.payments.keepCard(db, { accountId, cardToken, keptCardRef });
  if (!card) return false;
  const values = { provider: services.payments.name, ...card, savedAt: services.now() };
  await db
    .insert(savedCards)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: savedCards.accountId, set: values });
  return true;
}

/** The provider's reference of the card the owner keeps at the current payment provider, or null (what Stripe finds the owner's Customer by). */
export async function keptCardRefOf(services: AppServices, db: DbOrTx, accountId: number): Promise<string | null> {
  const [saved] = await db
    .select({ providerRef: savedCards.providerRef })
    .from(savedCards)
    .where(and(eq(savedCards.accountId, accountId), eq(savedCards.provider, services.payments.name)));
  return saved?.providerRef ?? null;
}
