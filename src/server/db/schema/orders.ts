import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LicenseLine } from '../../../domain/license/license-line.js';
import type { CountryCode, CurrencyCode, LocaleCode } from '../../../domain/locale/locales.js';
import type { ChosenOptions } from '../../../domain/store/basket.rules.js';
import type { LocalizedText } from '../../../domain/store/catalog.js';
import type { OrderStatus } from '../../../domain/store/refund.rules.js';
import type { TrackerPlanInterval } from '../../../domain/store/smart-tracker.rules.js';
import { ownerAccountId } from './accounts.js';
import { createdAt, serialId, timestamptz, uuidId, uuidRef } from './columns.js';
import { jurisdictions } from './jurisdictions.js';
import { products } from './store.js';
import { walletCardRef } from './wallet-cards.js';

/** What the owner sees of a card (brand, last 4, expiry) and what charging it does. Never its number. */
const cardColumns = () => ({
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** the test processor's outcome of the test number: succeeded, card_declined, insufficient_funds */
  outcome: text('outcome').notNull(),
});

/**
 * A card the payment provider tokenised for an owner (spec §3 Card token result): the embedded test
 * processor keeps its tokens here (brand, last 4, expiry and the outcome its test number stands for);
 * Stripe's live in Stripe. Never a card number.
 */
export const cardTokens = pgTable(
  'card_tokens',
  {
    id: serialId(),
    /** sha-256 of the token the browser holds */
    tokenHash: text('token_hash').notNull(),
    accountId: ownerAccountId(),
    ...cardColumns(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('card_tokens_hash_key').on(table.tokenHash)],
);

/**
 * A checkout attempt by its idempotency key (PRODUCT.md §5, QUALITY.md exactly-once, decision 0407): the
 * first submission decides, every repeat of the key with the same parameters gets the same answer (the
 * order, or the refusal); the same key with other parameters is refused (IDEMPOTENCY_KEY_REUSED).
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: serialId(),
    accountId: ownerAccountId(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** PAID (orderId set) or DECLINED (declineCode set) */
    outcome: text('outcome').$type<'PAID' | 'DECLINED'>().notNull(),
    orderId: uuid('order_id'),
    declineCode: text('decline_code'),
    /** sha-256 of what the submission asked (basket version, total, card token, save card); null before issue 36 */
    requestHash: text('request_hash'),
    /** the basket version it was for (baskets.version); a later submission for it learns it was paid */
    basketVersion: bigint('basket_version', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('checkout_attempts_key').on(table.accountId, table.idempotencyKey),
    index('checkout_attempts_basket_version_idx').on(table.accountId, table.basketVersion),
  ],
);

export type CheckoutAttemptRow = typeof checkoutAttempts.$inferSelect;

/**
 * The embedded test processor's own ledger (decision 0407): each payment it authorised, captured,
 * cancelled or refunded, written outside the checkout's transaction as a real processor's would be, so a
 * rolled-back or crashed checkout leaves an authorisation that the reconciler has to find and cancel.
 */
export const testProcessorPayments = pgTable(
  'test_processor_payments',
  {
    /** pi_test_… */
    id: text('id').primaryKey(),
    accountId: integer('account_id'),
    /** the caller's key: the same key again answers what the first answered */
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    status: text('status').$type<'AUTHORIZED' | 'CAPTURED' | 'CANCELED' | 'DECLINED'>().notNull(),
    declineReason: text('decline_reason'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('test_processor_payments_key').on(table.idempotencyKey),
    index('test_processor_payments_open_idx').on(table.status, table.createdAt),
  ],
);

/** An order placed and paid (PRODUCT.md §5): what was bought, at what price, with which card. */
export const orders = pgTable(
  'orders',
  {
    id: uuidId(),
    /** the number the owner sees: PP-000123 */
    number: serial('number').notNull(),
    accountId: ownerAccountId(),
    jurisdictionId: integer('jurisdiction_id').references(() => jurisdictions.id),
    country: text('country').$type<CountryCode>().notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    locale: text('locale').$type<LocaleCode>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('PAID'),
    /** issue 17 (decision 0702): what staff refunded so far, through the payment provider */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** 'none' for an order with nothing to pay, which has no charge and no card (decision 0504) */
    paymentProvider: text('payment_provider').notNull(),
    /** the provider's payment (PaymentIntent): authorised when the order is written, captured after its commit */
    chargeId: text('charge_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** issue 36 (decision 0407): when the authorised payment was captured; null: not yet, or nothing to pay */
    capturedAt: timestamptz('captured_at'),
    placedAt: timestamptz('placed_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.number),
    index('orders_account_idx').on(table.accountId, table.placedAt),
    check('orders_total', sql`${table.totalCents} = ${table.subtotalCents} + ${table.taxCents}`),
    check('orders_refunded', sql`${table.refundedCents} between 0 and ${table.totalCents}`),
    index('orders_jurisdiction_placed_idx').on(table.jurisdictionId, table.placedAt),
    index('orders_charge_idx').on(table.chargeId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** A line of an order as it was bought: the product's name then, its options, quantity and price. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serialId(),
    orderId: uuidRef('order_id', () => orders.id, 'cascade'),
    productId: uuidRef('product_id', () => products.id),
    productName: jsonb('product_name').$type<LocalizedText>().notNull(),
    imageKey: text('image_key').notNull(),
    petId: integer('pet_id'),
    options: jsonb('options').$type<ChosenOptions>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** a licence line: its term, fee breakdown and, once issued, its number and tag */
    license: jsonb('license').$type<LicenseLine>(),
    /** a designed wallet card (decision 0801) */
    walletCardId: walletCardRef(),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId)],
);

export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLineRow = typeof orderLines.$inferInsert;

/**
 * The card an owner saved for next time (Billing Details, "Payment and Subscription"): what the
 * provider needs to charge it again and what the owner sees of it. One per owner; never the number.
 */
export const savedCards = pgTable('saved_cards', {
  accountId: ownerAccountId().primaryKey(),
  provider: text('provider').notNull(),
  /** the test processor: a reusable reference of its own; Stripe: `cus_…/pm_…`, the Customer and its PaymentMethod (decision 0405) */
  providerRef: text('provider_ref').notNull(),
  ...cardColumns(),
  savedAt: timestamptz('saved_at').notNull().defaultNow(),
});

export type SavedCardRow = typeof savedCards.$inferSelect;

/**
 * A smart tracker plan bought for a pet (decision 0404): created when the order that bought it is paid,
 * renewed each period on the saved card, cancelled by the owner (it then runs to the end of the period).
 */
export const trackerSubscriptions = pgTable(
  'tracker_subscriptions',
  {
    id: serialId(),
    accountId: ownerAccountId(),
    petId: integer('pet_id').notNull(),
    productId: uuidRef('product_id', () => products.id),
    orderId: uuidRef('order_id', () => orders.id),
    interval: text('interval').$type<TrackerPlanInterval>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    /** the end of the period paid for: the next charge, unless cancelled */
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    status: text('status').$type<'ACTIVE' | 'CANCELLED' | 'PAST_DUE'>().notNull().default('ACTIVE'),
    cancelledAt: timestamptz('cancelled_at'),
    /** failed renewals in a row (decision 0404): after RENEWAL_MAX_FAILURES the plan is PAST_DUE */
    renewalFailures: integer('renewal_failures').notNull().default(0),
    /** when a failed renewal is tried again; null: at currentPeriodEnd */
    retryAt: timestamptz('retry_at'),
  },
  (table) => [index('tracker_subscriptions_account_idx').on(table.accountId)],
);

export type TrackerSubscriptionRow = typeof trackerSubscriptions.$inferSelect;
