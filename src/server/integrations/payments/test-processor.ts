// The embedded test processor (PRODUCT.md §3): our own card fields, the Luhn check, Stripe's documented
// test numbers (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
// insufficient funds; any other valid number succeeds). The form tokenises the card through
// `tokenizeTestCard`; only the token, brand, last 4 and expiry are kept, never the number.
// Like a real processor it keeps its own ledger (test_processor_payments, decision 0407), written on its
// own connection and never in the caller's transaction: an authorisation outlives a checkout that rolls
// back or crashes, and the reconciler has to find and cancel it, exactly as with Stripe.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { testProcessorPayments } from '../../db/schema/index.js';
import type {
  AuthorizeResult,
  DeclineReason,
  PaymentProvider,
  RefundResult,
  ReusableCard,
} from './payment-provider.js';

const OUTCOME_REASON: Record<string, DeclineReason | null> = {
  succeeded: null,
  card_declined: 'CARD_DECLINED',
  insufficient_funds: 'CARD_INSUFFICIENT_FUNDS',
};

export const hashCardToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A token's text: a prefix that says what it is, and 24 random bytes. */
export const newCardToken = () => `tok_test_${randomBytes(24).toString('base64url')}`;

/** A tokenised test card: what its token stands for (the outcome is its test number's). */
export type TestCard = Omit<ReusableCard, 'providerRef'>;

/**
 * What the test processor asks of the store, which keeps its card tokens (checkout's `tokenizeTestCard`)
 * and the orders its charges paid for, read in the caller's transaction `db` (api/create-app-services.ts
 * gives it the store's functions): a processor keeps no Pawport table of its own but its ledger.
 */
export type TestProcessorStore = {
  /** the caller's card token while it lives, else null */
  liveCardToken(db: DbOrTx, request: { accountId: number; cardToken: string }): Promise<TestCard | null>;
  /** what the order the charge paid for came to and has refunded already; null when no order names the charge */
  chargedOrder(db: DbOrTx, chargeId: string): Promise<{ totalCents: number; refundedCents: number } | null>;
};

type LedgerRow = typeof testProcessorPayments.$inferSelect;

function answerOf(row: LedgerRow): AuthorizeResult {
  if (row.status === 'DECLINED')
    return { status: 'declined', reason: (row.declineReason as DeclineReason | null) ?? 'CARD_DECLINED' };
  return { status: 'authorized', paymentId: row.id, card: { brand: row.cardBrand ?? '', last4: row.cardLast4 ?? '' } };
}

/**
 * The test processor over `ledger`, the application's database (its pool, never a transaction): each
 * authorisation is committed at once, whatever becomes of the caller's transaction. `store` reads the
 * card tokens and orders it checks.
 */
export function createTestProcessor(ledger: DbOrTx, store: TestProcessorStore): PaymentProvider {
  /** refunds by charge and idempotency key: a repeat answers as the first did */
  const refunds = new Map<string, RefundResult>();

  /** What authorising a test card does: its test number's outcome (an unknown or expired token is invalid), once per key. */
  async function authorizeCard(
    card: { outcome: string; brand: string; last4: string } | undefined | null,
    request: { accountId: number; amountCents: number; currency: LedgerRow['currency']; idempotencyKey: string },
  ): Promise<AuthorizeResult> {
    const reason: DeclineReason | null = card ? (OUTCOME_REASON[card.outcome] ?? null) : 'CARD_TOKEN_INVALID';
    const [made] = await ledger
      .insert(testProcessorPayments)
      .values({
        id: `pi_test_${randomBytes(12).toString('hex')}`,
        accountId: request.accountId,
        idempotencyKey: request.idempotencyKey,
        amountCents: request.amountCents,
        currency: request.currency,
        status: reason ? 'DECLINED' : 'AUTHORIZED',
        declineReason: reason,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
      })
      .onConflictDoNothing({ target: testProcessorPayments.idempotencyKey })
      .returning();
    if (made) return answerOf(made);
    // the key was used before: its first answer
    const [earlier] = await ledger
      .select()
      .from(testProcessorPayments)
      .where(eq(testProcessorPayments.idempotencyKey, request.idempotencyKey));
    if (!earlier) throw new Error('test processor: a payment key vanished');
    return answerOf(earlier);
  }

  return {
    name: 'test',
    testMode: true,
    publishableKey: null,
    async authorize(db, request) {
      return authorizeCard(await store.liveCardToken(db, request), request);
    },
    async authorizeSaved(request) {
      // the store read the owner's saved card: its test outcome stands, as its token's did
      return authorizeCard(request.card, request);
    },
    async capture(paymentId) {
      const [payment] = await ledger
        .update(testProcessorPayments)
        .set({ status: 'CAPTURED' })
        .where(and(eq(testProcessorPayments.id, paymentId), eq(testProcessorPayments.status, 'AUTHORIZED')))
        .returning({ id: testProcessorPayments.id });
      if (payment) return;
      const [current] = await ledger
        .select({ status: testProcessorPayments.status })
        .from(testProcessorPayments)
        .where(eq(testProcessorPayments.id, paymentId));
      if (current?.status !== 'CAPTURED') throw new Error(`test processor: ${paymentId} cannot be captured`);
    },
    async release(paymentId) {
      const [canceled] = await ledger
        .update(testProcessorPayments)
        .set({ status: 'CANCELED' })
        .where(and(eq(testProcessorPayments.id, paymentId), eq(testProcessorPayments.status, 'AUTHORIZED')))
        .returning({ id: testProcessorPayments.id });
      if (canceled) return 'canceled';
      const [refunded] = await ledger
        .update(testProcessorPayments)
        .set({ refundedCents: sql`${testProcessorPayments.amountCents}` })
        .where(
          and(
            eq(testProcessorPayments.id, paymentId),
            eq(testProcessorPayments.status, 'CAPTURED'),
            lt(testProcessorPayments.refundedCents, testProcessorPayments.amountCents),
          ),
        )
        .returning({ id: testProcessorPayments.id });
      return refunded ? 'refunded' : 'nothing';
    },
    async openAuthorizations(before) {
      const rows = await ledger
        .select()
        .from(testProcessorPayments)
        .where(and(eq(testProcessorPayments.status, 'AUTHORIZED'), lt(testProcessorPayments.createdAt, before)))
        .orderBy(asc(testProcessorPayments.createdAt))
        .limit(1000);
      return rows.map((row) => ({ paymentId: row.id, accountId: row.accountId, createdAt: row.createdAt }));
    },
    async refund(db, request): Promise<RefundResult> {
      // the processor's own ledger is the order's refunds (order_refunds): what was given back already
      const key = `${request.chargeId}:${request.idempotencyKey}`;
      const earlier = refunds.get(key);
      if (earlier) return earlier;
      const charge = await store.chargedOrder(db, request.chargeId);
      const result: RefundResult =
        !charge || request.amountCents < 1 || request.amountCents > charge.totalCents - charge.refundedCents
          ? { status: 'refused', reason: 'REFUND_TOO_LARGE' }
          : { status: 'succeeded', refundId: `re_test_${randomBytes(12).toString('hex')}` };
      if (result.status === 'succeeded')
        await ledger
          .update(testProcessorPayments)
          .set({ refundedCents: sql`${testProcessorPayments.refundedCents} + ${request.amountCents}` })
          .where(eq(testProcessorPayments.id, request.chargeId));
      refunds.set(key, result);
      return result;
    },
    async keepCard(db, request) {
      const card = await store.liveCardToken(db, request);
      if (!card) return null;
      const { brand, last4, expMonth, expYear, outcome } = card;
      return { providerRef: `card_test_${randomBytes(12).toString('hex')}`, brand, last4, expMonth, expYear, outcome };
    },
  };
}
