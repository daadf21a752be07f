// Checkout (PRODUCT.md §5, QUALITY.md reliability, decisions 0403, 0407): an owner pays for the open
// basket, exactly once per basket: one checkout per account at a time, the basket re-read under the lock
// and bound to the version the page showed; every repeat of an idempotency key, on any app server, gets
// the same answer (the same order, or the same refusal). The prices are the server's: the total the page
// showed must be the total now, else PRICE_CHANGED and the basket shows the new prices. A declined card
// changes nothing but the attempt. Money moves only for a committed order (authorise, commit, capture).
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CountryCode } from '../../../domain/locale/locales.js';
import {
  type CardForm,
  cardBrandOf,
  cardDigits,
  cardFormIssues,
  orderNeedsCard,
  parseExpiry,
  orderReference,
  placeOrderSchema,
  savedCardUsable,
  TEST_CARD_OUTCOMES,
} from '../../../domain/store/payment.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { type AppServices, withDb } from '../../app-services.js';
import { isUniqueViolation } from '../../shared/unique-violation.js';
import {
  basketLines,
  baskets,
  type CheckoutAttemptRow,
  cardTokens,
  checkoutAttempts,
  type JurisdictionRow,
  type OrderLineRow,
  type OrderRow,
  orderLines,
  orders,
  type SavedCardRow,
  savedCards,
} from '../../db/schema/index.js';
import { petNameOf } from '../pet/pet.functions.js';
import type { DbOrTx } from '../../db/client.js';
import type { DeclineReason } from '../../integrations/payments/payment-provider.js';
import { hashCardToken, newCardToken } from '../../integrations/payments/test-processor.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor, ActorCall } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { kindOf, linesByKind, type OrderLineExtras } from '../../shared/basket-line-kind.js';
import { lockBasketForCheckout } from './basket.functions.js';
import { type BasketView, readBasket } from './basket.service.js';
import { enqueueReceipt } from './receipt.js';
import {
  captureOrderPayment,
  lockAccountPayments,
  oneAtATimeForAccount,
  releasePayment,
} from './payment-settlement.js';
import { keepCard, keptCardRefOf } from './subscriptions.js';

/** How long a card token may wait for its checkout. */
const CARD_TOKEN_MINUTES = 30;

/** An order with its lines; a line for a pet (a smart tracker plan) names it. */
export type OrderView = OrderRow & { lines: Array<OrderLineRow & { petName: string | null }> };

/**
 * spec §4 Payment form, tokenising: the test processor's own card fields send the card here; the
 * answer is the token (spec §3 Card token result). Only the brand, last 4 and expiry are kept.
 */
export async function tokenizeTestCard(services: AppServices, { actor, input }: ActorCall<unknown>) {
  if (!services.payments.testMode) throw new AppError('PAYMENT_UNAVAILABLE');
  const now = services.now();
  const form = input as CardForm;
  const issues = cardFormIssues(
    {
      cardNumber: String(form?.cardNumber ?? ''),
      expiry: String(form?.expiry ?? ''),
      cvc: String(form?.cvc ?? ''),
      country: form?.country === 'CA' ? 'CA' : 'US',
      postalCode: String(form?.postalCode ?? ''),
    },
    { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
  );
  if (issues.length > 0)
    throw validationFailed(issues.map((issue) => ({ path: issue.path.join('.'), message: encodeMessage(issue) })));
  const digits = cardDigits(form.cardNumber);
  const expiry = parseExpiry(form.expiry);
  const token = newCardToken();
  await services.db.insert(cardTokens).values({
    tokenHash: hashCardToken(token),
    accountId: actor.accountId,
    brand: cardBrandOf(digits),
    last4: digits.slice(-4),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    outcome: TEST_CARD_OUTCOMES[digits] ?? 'succeeded',
    expiresAt: new Date(now.getTime() + CARD_TOKEN_MINUTES * 60_000),
  });
  return { token, type: 'card' as const };
}

/** The lines of these orders, in order, each with the name of the pet it is for. */
async function linesOf(db: AppServices['db'], orderIds: string[]) {
  const rows = await db
    .select({ line: orderLines, petName: petNameOf(orderLines.petId) })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
  return rows.map(({ line, petName }) => ({ ...line, petName }));
}

async function orderWithLines(db: AppServices['db'], order: OrderRow): Promise<OrderView> {
  return { ...order, lines: await linesOf(db, [order.id]) };
}

/** The basket's lines priced now; a line whose price changed takes the new one (PRICE_CHANGED follows). */
async function refreshPrices(services: AppServices, accountId: number, city: JurisdictionRow): Promise<boolean> {
  const basket = await readBasket(services, { input: { holder: { accountId }, city } });
  const changed = basket.lines.filter((line) => line.product && line.product.price.amountCents !== line.unitPriceCents);
  for (const line of changed)
    await services.db
      .update(basketLines)
      .set({ unitPriceCents: line.product?.price.amountCents ?? line.unitPriceCents, updatedAt: sql`now()` })
      .where(eq(basketLines.id, line.id));
  return changed.length > 0;
}

/**
 * The owner's kept card, read under the payment lock, when it is still good this month (issue 38 D3):
 * one removed or expired since the page offered it is no card, and the checkout asks for one.
 */
async function usableSavedCard(tx: DbOrTx, accountId: number): Promise<SavedCardRow | null> {
  const [card] = await tx.select().from(savedCards).where(eq(savedCards.accountId, accountId));
  const now = new Date();
  return card && savedCardUsable(card, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 }) ? card : null;
}

/** A card the processor refused: the savepoint of the order's writes rolls back, the refusal is recorded. */
class CardRefused extends Error {
  constructor(readonly reason: DeclineReason) {
    super(reason);
  }
}

/** What a checkout decided inside its transaction. */
type Decision =
  | { kind: 'attempt'; attempt: CheckoutAttemptRow }
  | { kind: 'paid-elsewhere'; orderId: string }
  | { kind: 'price-changed' };

/** The fingerprint of what a submission asked: the same key with another fingerprint is refused. */
function requestHashOf(form: ReturnType<typeof placeOrderSchema.parse>): string {
  const asked = [form.basketVersion, form.expectedTotalCents, form.cardToken ?? null, !!form.saveCard];
  // the saved card joins the fingerprint only when asked, so keys made before it keep their hashes
  if (form.useSavedCard) asked.push('saved-card');
  return createHash('sha256').update(JSON.stringify(asked)).digest('base64url');
}

/** The system tests' crash seam (CHECKOUT_CRASH_POINT, refused in production): the process dies here. */
function crashPoint(services: AppServices, point: 'after-authorize' | 'after-commit') {
  if (services.config.CHECKOUT_CRASH_POINT === point) process.kill(process.pid, 'SIGKILL');
}

/** A database refusal that an expected race can cause, as the coded error it means; anything else as it is. */
function codedRefusal(error: unknown): unknown {
  if (isUniqueViolation(error, 'checkout_attempts_key')) return new AppError('BASKET_CHANGED');
  return error;
}

/**
 * Decision 0409: each line kind does what its paid lines need (issues the licences, starts the plans), in
 * the order's savepoint (`services.db` is it), before the order lines are written; then the order lines,
 * each with what its kind kept for it, and the basket emptied.
 */
async function fulfilOrder(services: AppServices, actor: Actor, order: OrderRow, basket: BasketView) {
  const kept = new Map<string, OrderLineExtras>();
  const lines = basket.lines.map((line) => ({ line, product: line.catalogProduct }));
  for (const [kind, own] of linesByKind(services.basketLineKinds, lines))
    for (const [id, extras] of (await kind.fulfil?.(services, { actor, input: { order, lines: own } })) ?? [])
      kept.set(id, extras);
  await services.db.insert(orderLines).values(
    basket.lines.map((line) => ({
      license: kept.get(line.id)?.license ?? null,
      orderId: order.id,
      productId: line.productId,
      productName: line.productName,
      imageKey: line.imageKey,
      petId: line.petId,
      walletCardId: line.walletCardId,
      options: line.options,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
    })),
  );
  await services.db
    .delete(basketLines)
    .where(
      inArray(
        basketLines.basketId,
        services.db.select({ id: baskets.id }).from(baskets).where(eq(baskets.accountId, actor.accountId)),
      ),
    );
}

/**
 * Pays for the caller's basket (decisions 0403, 0407). `expectedTotalCents` and `basketVersion` are what
 * the page showed; `idempotencyKey` names this attempt (a new one after a refusal). One checkout per
 * account at a time: the basket is re-read under the account's payment lock, and a basket that changed
 * since the page showed it is refused (BASKET_CHANGED), or named as paid (BASKET_PAID, with the order) when
 * another submission paid that very version. Everything that can refuse is written before the card is
 * authorised; the payment is captured only after the order commits, and released if anything fails.
 */
export async function placeOrder(
  services: AppServices,
  { actor, input }: ActorCall<{ form: unknown; city: JurisdictionRow; origin: string }>,
): Promise<OrderView> {
  const form = parseOrThrow(placeOrderSchema, input.form);
  const { city } = input;
  const requestHash = requestHashOf(form);
  let authorized: string | null = null;
  let decision: Decision;
  try {
    decision = await oneAtATimeForAccount(actor.accountId, () =>
      services.db.transaction(async (tx): Promise<Decision> => {
        await lockAccountPayments(tx, actor.accountId);
        const [attempt] = await tx
          .select()
          .from(checkoutAttempts)
          .where(
            and(
              eq(checkoutAttempts.accountId, actor.accountId),
              eq(checkoutAttempts.idempotencyKey, form.idempotencyKey),
            ),
          );
        if (attempt) {
          // Stripe's contract: the same key with other parameters is a mistake, not a new attempt
          if (attempt.requestHash !== null && attempt.requestHash !== requestHash)
            throw new AppError('IDEMPOTENCY_KEY_REUSED');
          return { kind: 'attempt', attempt };
        }

        const inTx = withDb(services, tx);
        const basket = await lockBasketForCheckout(inTx, actor.accountId, city);
        if (basket.version !== form.basketVersion) {
          const [paid] = await tx
            .select({ orderId: checkoutAttempts.orderId })
            .from(checkoutAttempts)
            .where(
              and(
                eq(checkoutAttempts.accountId, actor.accountId),
                eq(checkoutAttempts.basketVersion, form.basketVersion),
                eq(checkoutAttempts.outcome, 'PAID'),
              ),
            );
          if (paid?.orderId) return { kind: 'paid-elsewhere', orderId: paid.orderId };
          throw new AppError(basket.lines.length === 0 ? 'BASKET_EMPTY' : 'BASKET_CHANGED');
        }
        if (basket.lines.length === 0) throw new AppError('BASKET_EMPTY');
        const refused = basket.lines.find((line) => line.refusal !== null);
        if (refused?.refusal) throw new AppError(refused.refusal);
        if (basket.lines.some((line) => line.product === null)) throw new AppError('PRODUCT_NOT_SOLD_HERE');
        const repriced = basket.lines.some((line) => line.product?.price.amountCents !== line.unitPriceCents);
        if (repriced || basket.totalCents !== form.expectedTotalCents) return { kind: 'price-changed' };

        // decision 0504: nothing to pay, no card and no charge; anything else is paid by card, a new one
        // (its token) or the one kept from an earlier order (issue 38 D3)
        const needsCard = orderNeedsCard(basket.totalCents);
        const cardToken = needsCard && !form.useSavedCard ? form.cardToken : null;
        const savedCard = needsCard && form.useSavedCard ? await usableSavedCard(tx, actor.accountId) : null;
        if (needsCard && !cardToken && !savedCard) throw new AppError('CARD_REQUIRED');
        // a line that renews on the card it was bought with (a plan) keeps it; otherwise only when asked
        const renews = basket.lines.some((line) =>
          kindOf(services.basketLineKinds, line.catalogProduct)?.keepsCard?.(line),
        );
        const keepTheCard = !!cardToken && (renews || !!form.saveCard);
        const attemptValues = {
          accountId: actor.accountId,
          idempotencyKey: form.idempotencyKey,
          requestHash,
          basketVersion: basket.version,
        };
        try {
          // the order and everything that can refuse it first; the card last, in a savepoint a decline rolls back
          return await tx.transaction(async (sp): Promise<Decision> => {
            const inSp = withDb(services, sp);
            const [order] = await sp
              .insert(orders)
              .values({
                accountId: actor.accountId,
                jurisdictionId: actor.jurisdictionId,
                country: basket.country as CountryCode,
                currency: basket.currency,
                locale: actor.locale,
                subtotalCents: basket.subtotalCents,
                taxCents: basket.taxCents,
                taxRateBasisPoints: basket.taxRateBasisPoints,
                totalCents: basket.totalCents,
                paymentProvider: cardToken || savedCard ? services.payments.name : 'none',
              })
              .returning();
            if (!order) throw new AppError('INTERNAL');
            await fulfilOrder(inSp, actor, order, basket);

            const chargeRequest = {
              accountId: actor.accountId,
              amountCents: basket.totalCents,
              currency: basket.currency,
              // the provider's keys are one space: an owner's key never answers for another's
              idempotencyKey: `checkout:${actor.accountId}:${form.idempotencyKey}`,
              description: `Pawport order ${orderReference(order.number)} for account ${actor.accountId}`,
            };
            const charge = cardToken
              ? await services.payments.authorize(sp, {
                  ...chargeRequest,
                  cardToken,
                  saveForLater: keepTheCard,
                  ...(keepTheCard ? { keptCardRef: await keptCardRefOf(services, sp, actor.accountId) } : {}),
                })
              : savedCard
                ? await services.payments.authorizeSaved({ ...chargeRequest, card: savedCard })
                : null;
            if (charge?.status === 'declined') throw new CardRefused(charge.reason);
            if (charge) authorized = charge.paymentId;
            crashPoint(services, 'after-authorize');
            const [paidOrder] = await sp
              .update(orders)
              .set({
                chargeId: charge?.paymentId ?? null,
                cardBrand: charge?.card.brand ?? null,
                cardLast4: charge?.card.last4 ?? null,
              })
              .where(eq(orders.id, order.id))
              .returning();
            if (!paidOrder) throw new AppError('INTERNAL');
            if (keepTheCard && cardToken) await keepCard(services, sp, actor.accountId, cardToken);
            // a token sent with an order that needed none is spent too
            if (form.cardToken)
              await sp.delete(cardTokens).where(eq(cardTokens.tokenHash, hashCardToken(form.cardToken)));
            const [paid] = await sp
              .insert(checkoutAttempts)
              .values({ ...attemptValues, outcome: 'PAID', orderId: order.id })
              .returning();
            if (!paid) throw new AppError('INTERNAL');
            await enqueueReceipt(inSp, actor, paidOrder, basket.lines, input.origin);
            return { kind: 'attempt', attempt: paid };
          });
        } catch (error) {
          if (!(error instanceof CardRefused)) throw error;
          const [declined] = await tx
            .insert(checkoutAttempts)
            .values({ ...attemptValues, outcome: 'DECLINED', declineCode: error.reason })
            .returning();
          if (!declined) throw new AppError('INTERNAL');
          return { kind: 'attempt', attempt: declined };
        }
      }),
    );
  } catch (error) {
    // nothing was committed: an authorisation made on the way is given back at once (else the reconciler does)
    if (authorized) await releasePayment(services, authorized, 'the checkout failed after authorising');
    throw codedRefusal(error);
  }
  crashPoint(services, 'after-commit');

  if (decision.kind === 'price-changed') {
    await refreshPrices(services, actor.accountId, city);
    throw new AppError('PRICE_CHANGED');
  }
  const orderId = decision.kind === 'paid-elsewhere' ? decision.orderId : decision.attempt.orderId;
  if (decision.kind === 'attempt' && decision.attempt.outcome === 'DECLINED')
    throw new AppError((decision.attempt.declineCode as DeclineReason | null) ?? 'CARD_DECLINED');
  const [order] = await services.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId ?? randomUUID()), eq(orders.accountId, actor.accountId)));
  if (!order) throw new AppError('INTERNAL');
  if (decision.kind === 'paid-elsewhere')
    throw new AppError('BASKET_PAID', { orderNumber: order.number, reference: orderReference(order.number) });
  // the money is taken now that the order is committed; a failure here is the reconciler's to finish
  if (order.chargeId && !order.capturedAt) await captureOrderPayment(services, order.id);
  return orderWithLines(services.db, order);
}

/** The caller's orders, newest first. */
export async function listMyOrders(services: AppServices, { actor }: ActorCall): Promise<OrderView[]> {
  const rows = await services.db
    .select()
    .from(orders)
    .where(eq(orders.accountId, actor.accountId))
    .orderBy(desc(orders.placedAt), desc(orders.number));
  if (rows.length === 0) return [];
  const lines = await linesOf(
    services.db,
    rows.map((order) => order.id),
  );
  return rows.map((order) => ({ ...order, lines: lines.filter((line) => line.orderId === order.id) }));
}

/** One of the caller's orders by its number; another owner's is not found, like a missing one. */
export async function findMyOrder(
  services: AppServices,
  { actor, input }: ActorCall<{ number: number }>,
): Promise<OrderView | null> {
  if (!Number.isSafeInteger(input.number) || input.number < 1 || input.number > 2_147_483_647) return null;
  const [order] = await services.db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, actor.accountId), eq(orders.number, input.number)));
  return order ? orderWithLines(services.db, order) : null;
}
