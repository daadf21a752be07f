import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownerAccountId } from './accounts.js';
import { timestamps, timestamptz } from './columns.js';

/**
 * Mobile numbers their owner proved are theirs (issue 37: 2, decision 0803), and the code texted to prove
 * one. One row per account and number (ten digits, as accounts.phones stores it). A row lives only while
 * the number is a mobile (M) number of the account: a trigger on accounts.phones
 * (drizzle/0033_homesafe_relay_limits.sql) deletes the rows of numbers that left it, so changing a number
 * unverifies it whoever changes it. No SMS goes to a number without `verified_at` here, except the code
 * itself (sms.service.ts).
 */
export const mobileVerifications = pgTable(
  'mobile_verifications',
  {
    accountId: ownerAccountId(),
    number: text('number').notNull(),
    /** sha-256 of the account, the number and the code texted last; null once used */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamptz('code_expires_at'),
    /** wrong codes typed against the current code */
    failedTries: integer('failed_tries').notNull().default(0),
    verifiedAt: timestamptz('verified_at'),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.number] }),
    check('mobile_verifications_number_check', sql`${table.number} ~ '^[0-9]{10}$'`),
  ],
);

export type MobileVerificationRow = typeof mobileVerifications.$inferSelect;
