// issue 17, the staff console's orders (decision 0702): refunds made by staff and order notes. Each staff
// change is written to the one audit log (staff.ts, decision 0701).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, serialId, timestamptz, uuidRef } from './columns.js';
import { orders } from './orders.js';

/**
 * Where a refund was made: `CONSOLE`, by staff through Pawport (their key, their account); `PROVIDER`, at
 * the payment provider itself (Stripe's dashboard), learnt from its `charge.refunded` webhook.
 */
export const REFUND_SOURCES = ['CONSOLE', 'PROVIDER'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

/**
 * A refund of (part of) an order, once per idempotency key (a double-clicked Refund refunds once) and once
 * per provider refund (a staff refund and the webhook that reports it are one row; decision 0407).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serialId(),
    orderId: uuidRef('order_id', () => orders.id, 'cascade'),
    /** a staff refund's key; a provider's refund: `provider:<its id>` */
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    /** null for a refund made at the provider (and for an administrator since deleted) */
    adminId: integer('admin_id').references(() => accounts.id, { onDelete: 'set null' }),
    source: text('source').$type<RefundSource>().notNull().default('CONSOLE'),
    createdAt: createdAt(),
    /**
     * when the provider said the refund failed (or was canceled): no money went back, so the order's
     * refunded amount, what is left to refund and the reports no longer count it (decision 0407)
     */
    failedAt: timestamptz('failed_at'),
  },
  (table) => [
    uniqueIndex('order_refunds_key').on(table.orderId, table.idempotencyKey),
    uniqueIndex('order_refunds_provider_refund_key').on(table.providerRefundId),
    check('order_refunds_source_check', sql`${table.source} in ('CONSOLE', 'PROVIDER')`),
  ],
);

/** spec §3 Order note: a note staff write on an order; `version` detects a stale edit. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serialId(),
    orderId: uuidRef('order_id', () => orders.id, 'cascade'),
    /** null: no administrator (a note from an import or a deleted account): anyone may edit it (spec §6) */
    adminId: integer('admin_id').references(() => accounts.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    /** set by the first edit: the note shows "(edited)" */
    editedAt: timestamptz('edited_at'),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.createdAt)],
);

export type OrderNoteRow = typeof orderNotes.$inferSelect;
