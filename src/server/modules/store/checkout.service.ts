// Checkout (PRODUCT.md §5, QUALITY.md reliability, decision 0403): an owner pays for the open basket.
// Exactly once: every submission names an idempotency key; the first decides under a lock on (owner,
// key), and every repeat, on any app server, gets the same answer: the same order, or the same
// refusal. The prices are the server's: the total the page showed must be the total now, else
// PRICE_CHANGED and the basket shows the new prices. A declined card changes nothing but the attempt.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CountryCode } from '../../../domain/locale/locales.js';
import {
  type CardForm,
  cardBrandOf,
  cardDigits,
  cardFormIssues,
  orderNeedsCard,
  parseExpiry,
  placeOrderSchema,
  TEST_CARD_OUTCOMES,
} from '../../../domain/store/payment.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { type AppServices, withDb } from '../../app-services.js';
import {
  basketLines,
  baskets,
  cardTokens,
  checkoutAttempts,
  type JurisdictionRow,
  type OrderLineRow,
  type OrderRow,
  orderLines,
  orders,
  pets,
} from '../../db/schema/index.js';
import { hashCardToken, newCardToken } from '../../integrations/payments/test-processor.js';
import { AppError } from '../../shared/app-error.js';
import type { ActorCall } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { issueLicenses } from '../license/license.service.js';
import { readBasket } from './basket.service.js';
import { licenseOnOrder } from './license-order-line.js';
import { enqueueReceipt } from './receipt.js';
import { keepCard, startSubscriptions } from './subscriptions.js';

/** How long a card token may wait for its checkout. */
const CARD_TOKEN_MINUTES = 30;
/** Advisory lock space of checkouts ("chko"). */
const CHECKOUT_LOCK = 0x63686b6f;

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
    .select({ line: orderLines, petName: pets.name })
    .from(orderLines)
    .leftJoin(pets, eq(pets.id, orderLines.petId))
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
 * Pays for the caller's basket with a card token. `expectedTotalCents` is the total the page showed;
 * `idempotencyKey` names this attempt (a new one after a refusal).
 */
export async function placeOrder(
  services: AppServices,
  { actor, input }: ActorCall<{ form: unknown; city: JurisdictionRow; origin: string }>,
): Promise<OrderView> {
  const form = parseOrThrow(placeOrderSchema, input.form);
  const { city } = input;
  const outcome = await services.db.transaction(async (tx) => {
    const inTx = withDb(services, tx);
    await tx.execute(
      sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, hashtext(${`${actor.accountId}:${form.idempotencyKey}`}))`,
    );
    const [attempt] = await tx
      .select()
      .from(checkoutAttempts)
      .where(
        and(eq(checkoutAttempts.accountId, actor.accountId), eq(checkoutAttempts.idempotencyKey, form.idempotencyKey)),
      );
    if (attempt) return attempt;

    const basket = await readBasket(inTx, { input: { holder: { accountId: actor.accountId }, city } });
    if (basket.lines.length === 0) throw new AppError('BASKET_EMPTY');
    const refused = basket.lines.find((line) => line.refusal !== null);
    if (refused?.refusal) throw new AppError(refused.refusal);
    if (basket.lines.some((line) => line.product === null)) throw new AppError('PRODUCT_NOT_SOLD_HERE');
    const repriced = basket.lines.some((line) => line.product?.price.amountCents !== line.unitPriceCents);
    if (repriced || basket.totalCents !== form.expectedTotalCents) return { outcome: 'PRICE_CHANGED' as const };

    // decision 0504: nothing to pay, no card and no charge; anything else is paid by card
    const cardToken = orderNeedsCard(basket.totalCents) ? form.cardToken : null;
    if (orderNeedsCard(basket.totalCents) && !cardToken) throw new AppError('CARD_REQUIRED');
    // a plan renews on the card it was bought with; otherwise the card is kept only when asked
    const keepTheCard =
      !!cardToken && (basket.lines.some((line) => line.product?.plan && line.petId !== null) || !!form.saveCard);
    const charge = cardToken
      ? await services.payments.charge(tx, {
          accountId: actor.accountId,
          cardToken,
          amountCents: basket.totalCents,
          currency: basket.currency,
          idempotencyKey: form.idempotencyKey,
          description: `Pawport order for account ${actor.accountId}`,
          saveForLater: keepTheCard,
        })
      : null;
    if (charge?.status === 'declined') {
      const [declined] = await tx
        .insert(checkoutAttempts)
        .values({
          accountId: actor.accountId,
          idempotencyKey: form.idempotencyKey,
          outcome: 'DECLINED',
          declineCode: charge.reason,
        })
        .returning();
      return declined;
    }
    const [order] = await tx
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
        paymentProvider: charge ? services.payments.name : 'none',
        chargeId: charge?.chargeId ?? null,
        cardBrand: charge?.card.brand ?? null,
        cardLast4: charge?.card.last4 ?? null,
      })
      .returning();
    if (!order) throw new AppError('INTERNAL');
    const licenses = await issueLicenses(inTx, {
      actor,
      input: {
        orderId: order.id,
        currency: basket.currency,
        lines: basket.lines.flatMap((line) =>
          line.license && line.petId !== null ? [{ id: line.id, petId: line.petId, license: line.license }] : [],
        ),
      },
    });
    await tx.insert(orderLines).values(
      basket.lines.map((line) => ({
        license: licenseOnOrder(line.license, licenses.get(line.id)),
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
    await tx
      .delete(basketLines)
      .where(
        inArray(
          basketLines.basketId,
          tx.select({ id: baskets.id }).from(baskets).where(eq(baskets.accountId, actor.accountId)),
        ),
      );
    await startSubscriptions(tx, order, basket.lines);
    if (keepTheCard && cardToken) await keepCard(services, tx, actor.accountId, cardToken);
    // a token sent with an order that needed none is spent too
    if (form.cardToken) await tx.delete(cardTokens).where(eq(cardTokens.tokenHash, hashCardToken(form.cardToken)));
    const [paid] = await tx
      .insert(checkoutAttempts)
      .values({ accountId: actor.accountId, idempotencyKey: form.idempotencyKey, outcome: 'PAID', orderId: order.id })
      .returning();
    await enqueueReceipt(inTx, actor, order, basket.lines, input.origin);
    return paid;
  });

  if (!outcome) throw new AppError('INTERNAL');
  if ('outcome' in outcome && outcome.outcome === 'PRICE_CHANGED') {
    await refreshPrices(services, actor.accountId, city);
    throw new AppError('PRICE_CHANGED');
  }
  if (outcome.outcome === 'DECLINED') throw new AppError((outcome.declineCode as never) ?? 'CARD_DECLINED');
  const [order] = await services.db
    .select()
    .from(orders)
    .where(eq(orders.id, outcome.orderId ?? randomUUID()));
  if (!order) throw new AppError('INTERNAL');
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
