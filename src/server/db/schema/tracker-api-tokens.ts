import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, intRef, serialId, timestamptz } from './columns.js';

/**
 * spec §6, §7.1 (decision 0402): a short-lived API token issued to a logged-in owner, accepted in an
 * `Authorization: Bearer` header for the three smart tracker operations only. Only its sha-256 is kept;
 * it ends at expires_at, or earlier when the owner revokes it.
 */
export const trackerApiTokens = pgTable(
  'tracker_api_tokens',
  {
    id: serialId(),
    accountId: intRef('account_id', () => accounts.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tracker_api_tokens_hash_key').on(table.tokenHash),
    index('tracker_api_tokens_account_idx').on(table.accountId),
  ],
);

export type TrackerApiTokenRow = typeof trackerApiTokens.$inferSelect;
