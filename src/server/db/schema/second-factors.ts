import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownerAccountId } from './accounts.js';
import { createdAt, timestamptz } from './columns.js';

/**
 * An account's authenticator app (issue 41: 3, decision 0109): one per account, waiting for its first code
 * until `confirmed_at`. The TOTP secret only encrypted (AES-256-GCM under SECOND_FACTOR_KEY, the account's
 * id bound in as associated data); `last_used_step` is the RFC 6238 step of the last code accepted, so a
 * code of that step or an earlier one is refused as replayed.
 */
export const totpFactors = pgTable('totp_factors', {
  accountId: ownerAccountId().primaryKey(),
  /** `v1.` + base64url of the 12-byte IV, the ciphertext and the 16-byte tag, dot-separated */
  secretCiphertext: text('secret_ciphertext').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  lastUsedStep: integer('last_used_step'),
  /** when the enrolment began (its QR code was shown): it expires TOTP_ENROLMENT_MINUTES later */
  createdAt: createdAt(),
});

/**
 * An account's one-time recovery codes (decision 0109): only an HMAC-SHA-256 of each, under a key derived
 * from SECOND_FACTOR_KEY, so a copy of the table alone cannot be searched for the codes' 50 bits.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    accountId: ownerAccountId(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  // the key leads with the account: it serves "this account's codes" as well as the one-code look-up
  (table) => [primaryKey({ columns: [table.accountId, table.codeHash] })],
);

export type TotpFactorRow = typeof totpFactors.$inferSelect;
