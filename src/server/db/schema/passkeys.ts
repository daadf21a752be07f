import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownerAccountId } from './accounts.js';
import { bytea, createdAt, timestamptz } from './columns.js';

/**
 * An account's passkeys (issue 41: 3, decision 0112): WebAuthn credentials registered as a second factor.
 * The key is the credential's id as the browser sends it (base64url), so an assertion finds its row in one
 * look-up and no two accounts can hold the same credential. Only the public key is kept: nothing here is
 * secret. `counter` is the authenticator's signature counter (32 bits unsigned, hence bigint): an
 * assertion whose counter does not move past it is refused (a cloned authenticator), unless both are 0
 * (synced passkeys always send 0).
 */
export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    credentialId: text('credential_id').primaryKey(),
    accountId: ownerAccountId(),
    /** the COSE public key as the authenticator gave it at registration */
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    /** how the browser may reach the authenticator again ('internal', 'hybrid', 'usb', …), as it said */
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    /** 'singleDevice' (a security key, a device-bound passkey) or 'multiDevice' (synced) */
    deviceType: text('device_type').$type<'singleDevice' | 'multiDevice'>().notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** what the person called it ("Work laptop"), shown in Profile Settings */
    nickname: text('nickname').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [
    index('webauthn_credentials_account_idx').on(table.accountId),
    check('webauthn_credentials_device_type_check', sql`${table.deviceType} in ('singleDevice', 'multiDevice')`),
  ],
);

/**
 * The challenge of a passkey ceremony under way (decision 0112): at most one per account and purpose, a
 * new one replacing the last, taken (deleted) by the first answer that names it, whatever that answer's
 * fate, and refused after `expires_at` (PASSKEY_CHALLENGE_MINUTES).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    accountId: ownerAccountId(),
    /** 'change': a passkey proving a change of the factors (decision 0117), apart from log-in's */
    purpose: text('purpose').$type<'registration' | 'authentication' | 'change'>().notNull(),
    /** base64url of 32 random bytes, as the options sent it and clientDataJSON returns it */
    challenge: text('challenge').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.purpose] }),
    check('webauthn_challenges_purpose_check', sql`${table.purpose} in ('registration', 'authentication', 'change')`),
  ],
);

export type WebauthnCredentialRow = typeof webauthnCredentials.$inferSelect;
