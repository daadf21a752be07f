import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/** Single-use password reset tokens (only their SHA-256), valid 30 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_account_idx').on(table.accountId)],
);

/** E-mail verification links sent at sign-up (and after an e-mail change): single use, 7 days. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  /** checks under this key are refused until then */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Browsers an account has logged in from (decision 0106): a random token in a long-lived HttpOnly cookie,
 * only its SHA-256 here. A known browser's password checks count apart from the e-mail's, so a stranger's
 * guesses cannot lock the owner out of their own browser.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    verifyTokenHash: text('verify_token_hash').notNull(),
    undoTokenHash: text('undo_token_hash').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    verifyExpiresAt: timestamp('verify_expires_at', { withTimezone: true }).notNull(),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }).notNull(),
    /** the new address became the log-in */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** withdrawn by the owner, or replaced by a later request, before it was confirmed */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** undone from the old address */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_changes_verify_token_key').on(table.verifyTokenHash),
    uniqueIndex('email_changes_undo_token_key').on(table.undoTokenHash),
    index('email_changes_account_idx').on(table.accountId),
    index('email_changes_old_email_idx').on(sql`lower(${table.oldEmail})`),
  ],
);

export type EmailChangeRow = typeof emailChanges.$inferSelect;
