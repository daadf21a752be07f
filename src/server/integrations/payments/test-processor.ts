// The embedded test processor (PRODUCT.md §3): our own card fields, the Luhn check, Stripe's documented
// test numbers (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
// insufficient funds; any other valid number succeeds). The form tokenises the card through
// `tokenizeTestCard`; only the token, brand, last 4 and expiry are kept, never the number.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cardTokens, orders, savedCards } from '../../db/schema/index.js';
import type { ChargeResult, DeclineReason, PaymentProvider, RefundResult } from './payment-provider.js';

const OUTCOME_REASON: Record<string, DeclineReason | null> = {
  succeeded: null,
  card_declined: 'CARD_DECLINED',
  insufficient_funds: 'CARD_INSUFFICIENT_FUNDS',
};

export const hashCardToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A token's text: a prefix that says what it is, and 24 random bytes. */
export const newCardToken = () => `tok_test_${randomBytes(24).toString('base64url')}`;

/** The caller's token, while it lives. */
async function liveToken(db: DbOrTx, request: { accountId: number; cardToken: string }) {
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
  return card;
}

/** What charging a test card does: its test number's outcome (an unknown or expired token is invalid). */
function chargeCard(card: { outcome: string; brand: string; last4: string } | undefined | null): ChargeResult {
  if (!card) return { status: 'declined', reason: 'CARD_TOKEN_INVALID' };
  const reason = OUTCOME_REASON[card.outcome] ?? null;
  if (reason) return { status: 'declined', reason };
  return {
    status: 'succeeded',
    chargeId: `ch_test_${randomBytes(12).toString('hex')}`,
    card: { brand: card.brand, last4: card.last4 },
  };
}

export function createTestProcessor(): PaymentProvider {
  /** refunds by charge and idempotency key: a repeat answers as the first did */
  const refunds = new Map<string, RefundResult>();
  return {
    name: 'test',
    testMode: true,
    publishableKey: null,
    async charge(db, request): Promise<ChargeResult> {
      return chargeCard(await liveToken(db, request));
    },
    async chargeSaved(db, request): Promise<ChargeResult> {
      const [card] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.accountId, request.accountId), eq(savedCards.providerRef, request.providerRef)));
      return chargeCard(card);
    },
    async refund(db, request): Promise<RefundResult> {
      // the processor's own ledger is the order's refunds (order_refunds): what was given back already
      const key = `${request.chargeId}:${request.idempotencyKey}`;
      const earlier = refunds.get(key);
      if (earlier) return earlier;
      const [charge] = await db
        .select({ total: orders.totalCents, refunded: orders.refundedCents })
        .from(orders)
        .where(eq(orders.chargeId, request.chargeId));
      const result: RefundResult =
        !charge || request.amountCents < 1 || request.amountCents > charge.total - charge.refunded
          ? { status: 'refused', reason: 'REFUND_TOO_LARGE' }
          : { status: 'succeeded', refundId: `re_test_${randomBytes(12).toString('hex')}` };
      refunds.set(key, result);
      return result;
    },
    async keepCard(db, request) {
      const card = await liveToken(db, request);
      if (!card) return null;
      const { brand, last4, expMonth, expYear, outcome } = card;
      return { providerRef: `card_test_${randomBytes(12).toString('hex')}`, brand, last4, expMonth, expYear, outcome };
    },
  };
}
