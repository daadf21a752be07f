import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

/**
 * A Stripe webhook event taken in (decision 0405): its id is the key, so each event is processed once
 * however often Stripe delivers it. `object_id` is what it is about (a PaymentIntent), `outcome` what
 * processing it found (the order it matched, or that none did).
 */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  objectId: text('object_id'),
  outcome: text('outcome').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

export type StripeWebhookEventRow = typeof stripeWebhookEvents.$inferSelect;
