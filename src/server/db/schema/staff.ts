import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CounterPaymentMethod } from '../../../domain/admin/staff.rules.js';
import type { CurrencyCode } from '../../../domain/locale/locales.js';
import { accounts } from './accounts.js';
import { petLicenses } from './pets.js';
import { createdAt, intRef, serialId } from './columns.js';

/**
 * issue 17 (decision 0701): every change staff make — who, what, on which object, the values before and
 * after, when. Kept when the administrator's account goes (the name is copied); the owner and pet ids
 * say on which records the entry shows.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** the administrator's name when they acted */
    actorName: text('actor_name').notNull(),
    /** what was done, e.g. OWNER_DETAILS_CORRECTED, LICENSE_REVOKED (modules/admin/audit-actions.ts) */
    action: text('action').notNull(),
    /** the object changed: ACCOUNT, PET, LICENSE, RABIES_PROOF */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** the owner whose record shows the entry */
    ownerAccountId: integer('owner_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** the pet whose record shows the entry */
    petId: integer('pet_id'),
    jurisdictionId: integer('jurisdiction_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_owner_idx').on(table.ownerAccountId, table.createdAt),
    index('audit_log_pet_idx').on(table.petId, table.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;

/** issue 17: a licence sold at the counter — how it was paid (cash or cheque), how much, who took it. */
export const counterPayments = pgTable(
  'counter_payments',
  {
    id: serialId(),
    licenseId: intRef('license_id', () => petLicenses.id, 'cascade'),
    method: text('method').$type<CounterPaymentMethod>().notNull(),
    /** the cheque's number (null for cash) */
    reference: text('reference'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    receivedByAccountId: integer('received_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('counter_payments_license_idx').on(table.licenseId),
    check('counter_payments_method_check', sql`${table.method} in ('CASH', 'CHEQUE')`),
  ],
);
