import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerAccountId } from './accounts.js';
import { createdAt, serialId, singleUseColumns, timestamptz } from './columns.js';

/** Single-use password reset tokens (only their SHA-256), valid 30 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: ownerAccountId(),
    ...singleUseColumns(),
  },
  (table) => [index('password_reset_tokens_account_idx').on(table.accountId)],
);

/** E-mail verification links sent at sign-up (and after an e-mail change): single use, 7 days. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: ownerAccountId(),
    email: text('email').notNull(),
    ...singleUseColumns(),
  },
  (table) => [index('email_verification_tokens_account_idx').on(table.accountId)],
);

/**
 * Failed password checks per key (decision 0106): `email:` + the SHA-256 of the normalised e-mail as
 * submitted (whether or not it has an account), or `device:` + the hash of a browser's known-device
 * token. In PostgreSQL so every app server counts together.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamptz('last_failure_at').notNull().defaultNow(),
  /** checks under this key are refused until then */
  lockedUntil: timestamptz('locked_until'),
});

/**
 * Log-ins waiting for their second factor (decision 0110): the password was right and the account has a
 * second factor, so no session yet. A random token in an HttpOnly cookie, only its SHA-256 here; five
 * minutes, five codes, used once (the row is deleted when the session begins or the step ends).
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: ownerAccountId(),
    /** codes tried against this challenge (reserved before each check) */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('login_challenges_account_idx').on(table.accountId)],
);

/**
 * Browsers an account has logged in from (decision 0106): a random token in a long-lived HttpOnly cookie,
 * only its SHA-256 here. A known browser's password checks count apart from the e-mail's, so a stranger's
 * guesses cannot lock the owner out of their own browser.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').notNull(),
    accountId: ownerAccountId(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenHash, table.accountId] }),
    index('known_devices_account_idx').on(table.accountId),
  ],
);

/**
 * E-mail changes (issue 10: 2): the new address becomes the log-in only when its owner opens the link sent
 * to it (`verify_token_hash`, 24 hours); the old address is told and may undo the change for 72 hours
 * (`undo_token_hash`), during which no one else may take it. Only token hashes are stored.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serialId(),
    accountId: ownerAccountId(),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    verifyTokenHash: text('verify_token_hash').notNull(),
    undoTokenHash: text('undo_token_hash').notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    verifyExpiresAt: timestamptz('verify_expires_at').notNull(),
    undoExpiresAt: timestamptz('undo_expires_at').notNull(),
    /** the new address became the log-in */
    confirmedAt: timestamptz('confirmed_at'),
    /** withdrawn by the owner, or replaced by a later request, before it was confirmed */
    cancelledAt: timestamptz('cancelled_at'),
    /** undone from the old address */
    undoneAt: timestamptz('undone_at'),
  },
  (table) => [
    uniqueIndex('email_changes_verify_token_key').on(table.verifyTokenHash),
    uniqueIndex('email_changes_undo_token_key').on(table.undoTokenHash),
    index('email_changes_account_idx').on(table.accountId),
    index('email_changes_old_email_idx').on(sql`lower(${table.oldEmail})`),
  ],
);

export type EmailChangeRow = typeof emailChanges.$inferSelect;
