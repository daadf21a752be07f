// issue 17, the staff console's orders (decision 0702): refunds made by staff and order notes. Each staff
// change is written to the one audit log (staff.ts, decision 0701).
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, serialId, timestamptz, uuidRef } from './columns.js';
import { orders } from './orders.js';

/** A refund of (part of) an order, once per idempotency key (a double-clicked Refund refunds once). */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serialId(),
    orderId: uuidRef('order_id', () => orders.id, 'cascade'),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    adminId: integer('admin_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('order_refunds_key').on(table.orderId, table.idempotencyKey)],
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
