import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { jurisdictions } from './jurisdictions.js';
import { createdAt, intRef, serialId, singleUseColumns } from './columns.js';

/**
 * Owners the jurisdiction already knows (imported by staff, e.g. from a previous licensing system).
 * Completing sign-up with an access code links the new account to the record (spec §4 Access code).
 */
export const ownerRecords = pgTable(
  'owner_records',
  {
    id: serialId(),
    jurisdictionId: intRef('jurisdiction_id', () => jurisdictions.id),
    externalRef: text('external_ref'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** the address as imported, in the shape of spec §3 Address */
    address: jsonb('address').$type<Record<string, string | null>>(),
    accountId: integer('account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (table) => [index('owner_records_email_idx').on(table.email)],
);

/** One-time codes; only their SHA-256 is stored. */
export const accessCodes = pgTable('access_codes', {
  codeHash: text('code_hash').primaryKey(),
  ownerRecordId: intRef('owner_record_id', () => ownerRecords.id, 'cascade'),
  ...singleUseColumns(),
});

export type OwnerRecordRow = typeof ownerRecords.$inferSelect;
