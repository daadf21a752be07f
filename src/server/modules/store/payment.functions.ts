// What the embedded test processor asks of the store (its `TestProcessorStore`, given to it by
// api/create-app-services.ts), read in the caller's transaction: the card tokens the store made for it
// (checkout's `tokenizeTestCard`) and the orders its charges paid for (issue 40: the store owns both tables).
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cardTokens, orders } from '../../db/schema/index.js';
import { hashCardToken, type TestProcessorStore } from '../../integrations/payments/test-processor.js';

/** The caller's card token while it lives: the card it stands for, else null. */
export async function liveCardToken(db: DbOrTx, request: { accountId: number; cardToken: string }) {
  const [card] = await db
    .select()
    .from(cardTokens)
    .where(
      and(
        eq(cardTokens.tokenHash, hashCardToken(request.cardToken)),
        eq(cardTokens.accountId, request.accountId),
        gt(cardTokens.expiresAt, new Date()),
      ),
    );
  return card ?? null;
}

/** What the order the charge paid for came to and has refunded already; null when no order names the charge. */
export async function chargedOrder(db: DbOrTx, chargeId: string) {
  const [order] = await db
    .select({ totalCents: orders.totalCents, refundedCents: orders.refundedCents })
    .from(orders)
    .where(eq(orders.chargeId, chargeId));
  return order ?? null;
}

/** The store's side of the test processor. */
export const testProcessorStore: TestProcessorStore = { liveCardToken, chargedOrder };
