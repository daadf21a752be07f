// Passkeys as a second factor (issue 41: 3, decision 0112; the second-factor module owns
// `webauthn_credentials` and `webauthn_challenges`): register one, check an assertion of one, list and
// remove them. The WebAuthn ceremonies are @simplewebauthn/server's; what is ours is where the challenge
// lives (one per account and purpose, taken by the first answer that names it), that a passkey answers for
// its own account only, and the signature counter (moved in one conditional update, so a replayed or cloned
// assertion fails even when two arrive at once). Plain functions on the caller's database or transaction,
// the clock passed in as `now`; refusals come back as values (`PasskeyRefusal`, message keys in
// PASSKEY_REFUSALS), never thrown. A caller that runs a finish step inside its own transaction should not
// roll that transaction back on a refusal (answer it, don't throw it there): the challenge is spent by a
// delete in the same transaction, and a rollback would leave it waiting for another try.
import { randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type Uint8Array_,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  normalizePasskeyNickname,
  PASSKEY_CEREMONY_TIMEOUT_MS,
  PASSKEY_CHALLENGE_MINUTES,
  PASSKEY_RP_NAME,
  type PasskeyRefusal,
  passkeyNicknameIssue,
} from '../../../domain/account/passkey.rules.js';
import type { DbOrTx } from '../../db/client.js';
import { webauthnChallenges, webauthnCredentials } from '../../db/schema/index.js';
import type { Config } from '../../env.js';
import { publicOrigin } from '../../http/public-origin.js';

/** A passkey step's answer: done, or why not. */
export type PasskeyResult<T = object> = ({ ok: true } & T) | { ok: false; refusal: PasskeyRefusal };

/** Who the browser must be talking to: the origin of the page, and the RP ID (its host) passkeys are bound to. */
export type RelyingParty = { rpId: string; origin: string };

/** What Profile Settings lists of a passkey. */
export type Passkey = {
  credentialId: string;
  nickname: string;
  /** 'multiDevice': synced by a passkey manager; 'singleDevice': bound to one authenticator */
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  transports: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
};

type Purpose = 'registration' | 'authentication' | 'change';

/**
 * What an assertion is for: log-in's second step, or the proof of a change of the factors (decision 0117). Each
 * has its own challenge, so a log-in in another tab does not spend a change's, nor can one answer the other.
 */
export type AssertionPurpose = 'authentication' | 'change';

/** The transports WebAuthn names; anything else a client sends is dropped rather than stored. */
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/**
 * The relying party of a page's origin: the RP ID is its host name (no port). A passkey is bound to it for
 * good: moving the portal to another host name leaves every passkey behind (decision 0112). Browsers refuse an
 * IP address as an RP ID; `localhost` over http is allowed.
 */
export function relyingPartyOf(origin: string): RelyingParty {
  const url = new URL(origin);
  return { rpId: url.hostname, origin: url.origin };
}

/**
 * The relying party a request's ceremony uses: PUBLIC_URL's (production requires it), else the request's own
 * origin in development and tests, by the same rule as the links in e-mails (http/public-origin.ts).
 */
export function passkeyRelyingParty(
  config: Pick<Config, 'PUBLIC_URL' | 'isProduction'>,
  request: FastifyRequest,
): RelyingParty {
  return relyingPartyOf(publicOrigin(config, request));
}

/** A browser's answer as sent (the JSON string @simplewebauthn/browser made); anything but an object is none. */
export function readPasskeyAnswer<Answer>(json: string): Answer | null {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Answer) : null;
  } catch {
    return null;
  }
}

function credentialsOf(db: DbOrTx, accountId: number) {
  return db
    .select({ id: webauthnCredentials.credentialId, transports: webauthnCredentials.transports })
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.accountId, accountId))
    .orderBy(asc(webauthnCredentials.createdAt));
}

/**
 * A new challenge for the account's ceremony of this purpose, replacing one still waiting (one per purpose):
 * 32 random bytes, stored as the base64url the options carry and clientDataJSON returns. Handed to the
 * library as bytes: a string it would take as text and encode again.
 */
async function storeChallenge(db: DbOrTx, accountId: number, purpose: Purpose, now: Date): Promise<Uint8Array_> {
  const bytes = randomBytes(32);
  const values = {
    challenge: bytes.toString('base64url'),
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_MINUTES * 60_000),
    createdAt: now,
  };
  await db
    .insert(webauthnChallenges)
    .values({ accountId, purpose, ...values })
    .onConflictDoUpdate({ target: [webauthnChallenges.accountId, webauthnChallenges.purpose], set: values });
  return Uint8Array.from(bytes);
}

/**
 * Takes the challenge the browser's answer signed, if it is the one waiting for this account and purpose:
 * deleted whatever becomes of the answer, so it serves once. Null when none waits, it is another, or it has
 * expired (gone too).
 */
async function takeChallenge(
  db: DbOrTx,
  accountId: number,
  purpose: Purpose,
  clientDataJSON: unknown,
  now: Date,
): Promise<string | null> {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) return null;
  const [taken] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.accountId, accountId),
        eq(webauthnChallenges.purpose, purpose),
        eq(webauthnChallenges.challenge, challenge),
      ),
    )
    .returning({ expiresAt: webauthnChallenges.expiresAt });
  return taken && taken.expiresAt > now ? challenge : null;
}

/** The challenge a clientDataJSON carries; null when it is not one (anything can arrive). */
function challengeOf(clientDataJSON: unknown): string | null {
  if (typeof clientDataJSON !== 'string') return null;
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge !== '' ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * What `navigator.credentials.create()` needs to make a passkey for the account (as JSON, for
 * @simplewebauthn/browser's `startRegistration`): the account's own passkeys excluded (an authenticator that
 * holds one says so instead of making a second), a discoverable credential and user verification asked for
 * where the authenticator can, no attestation. The challenge waits PASSKEY_CHALLENGE_MINUTES.
 */
export async function beginPasskeyRegistration(
  db: DbOrTx,
  {
    accountId,
    email,
    displayName,
    rpId,
    rpName = PASSKEY_RP_NAME,
    now,
  }: { accountId: number; email: string; displayName: string; rpId: string; rpName?: string; now: Date },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await credentialsOf(db, accountId);
  const challenge = await storeChallenge(db, accountId, 'registration', now);
  return generateRegistrationOptions({
    rpName,
    rpID: rpId,
    userName: email,
    userDisplayName: displayName,
    // no user ID given: the library's random one, so the authenticator never holds the account's number
    challenge,
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/**
 * Checks the browser's answer to `beginPasskeyRegistration` and keeps the passkey under the name the person
 * gave it. Refused: `nicknameInvalid` (before anything else, so the same answer can be sent again with a
 * better name), `expired` (no ceremony waiting with this challenge: used, replaced or over), `refused` (the
 * answer does not verify: another origin or RP ID, a bad attestation), `alreadyRegistered`.
 */
export function finishPasskeyRegistration(
  db: DbOrTx,
  {
    accountId,
    response,
    origin,
    rpId,
    nickname,
    now,
  }: {
    accountId: number;
    response: RegistrationResponseJSON;
    origin: string;
    rpId: string;
    nickname: string;
    now: Date;
  },
): Promise<PasskeyResult<{ passkey: Passkey }>> {
  if (passkeyNicknameIssue(nickname)) return Promise.resolve({ ok: false, refusal: 'nicknameInvalid' });
  return db.transaction(async (tx): Promise<PasskeyResult<{ passkey: Passkey }>> => {
    const challenge = await takeChallenge(tx, accountId, 'registration', response?.response?.clientDataJSON, now);
    if (!challenge) return { ok: false, refusal: 'expired' };
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      // a second factor after the password: presence is enough, verification (PIN, biometrics) is welcome
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) return { ok: false, refusal: 'refused' };
    const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
    const [stored] = await tx
      .insert(webauthnCredentials)
      .values({
        credentialId: credential.id,
        accountId,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? []).filter((transport) => TRANSPORTS.has(transport)),
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        nickname: normalizePasskeyNickname(nickname),
        createdAt: now,
      })
      .onConflictDoNothing({ target: webauthnCredentials.credentialId })
      .returning();
    return stored ? { ok: true, passkey: passkeyOfRow(stored) } : { ok: false, refusal: 'alreadyRegistered' };
  });
}

/**
 * What `navigator.credentials.get()` needs to check one of the account's passkeys (log-in's second step, or
 * with `purpose: 'change'` the proof of a change of the factors): its passkeys allowed, user verification
 * where the authenticator can. Null when the account has none.
 */
export async function beginPasskeyAuthentication(
  db: DbOrTx,
  {
    accountId,
    rpId,
    now,
    purpose = 'authentication',
  }: { accountId: number; rpId: string; now: Date; purpose?: AssertionPurpose },
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const existing = await credentialsOf(db, accountId);
  if (existing.length === 0) return null;
  const challenge = await storeChallenge(db, accountId, purpose, now);
  return generateAuthenticationOptions({
    rpID: rpId,
    challenge,
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
    allowCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    userVerification: 'preferred',
  });
}

/**
 * Checks the browser's answer to `beginPasskeyAuthentication` of the same `purpose`: the challenge waiting for
 * this account and purpose, a passkey of this account, its signature, and a signature counter past the stored
 * one (both 0 is allowed: synced passkeys do not count). The counter moves in one conditional update, so of
 * two copies of one assertion at most one passes. Refused: `expired`, `refused` (a passkey of another account
 * or none, a bad signature, another origin), `replayed` (the counter did not move forward).
 */
export function finishPasskeyAuthentication(
  db: DbOrTx,
  {
    accountId,
    response,
    origin,
    rpId,
    now,
    purpose = 'authentication',
  }: {
    accountId: number;
    response: AuthenticationResponseJSON;
    origin: string;
    rpId: string;
    now: Date;
    purpose?: AssertionPurpose;
  },
): Promise<PasskeyResult<{ credentialId: string }>> {
  return db.transaction(async (tx): Promise<PasskeyResult<{ credentialId: string }>> => {
    const challenge = await takeChallenge(tx, accountId, purpose, response?.response?.clientDataJSON, now);
    if (!challenge) return { ok: false, refusal: 'expired' };
    const credentialId = typeof response.id === 'string' ? response.id : '';
    const [passkey] = await tx
      .select()
      .from(webauthnCredentials)
      .where(and(eq(webauthnCredentials.credentialId, credentialId), eq(webauthnCredentials.accountId, accountId)));
    if (!passkey) return { ok: false, refusal: 'refused' };
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      // the counter is checked below, after the signature, so that a forged answer is `refused`, not `replayed`
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: 0 },
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) return { ok: false, refusal: 'refused' };
    const { newCounter, credentialDeviceType, credentialBackedUp } = verified.authenticationInfo;
    const moved = await tx
      .update(webauthnCredentials)
      .set({ counter: newCounter, lastUsedAt: now, deviceType: credentialDeviceType, backedUp: credentialBackedUp })
      .where(
        and(
          eq(webauthnCredentials.credentialId, passkey.credentialId),
          newCounter === 0 ? eq(webauthnCredentials.counter, 0) : lt(webauthnCredentials.counter, newCounter),
        ),
      )
      .returning({ credentialId: webauthnCredentials.credentialId });
    return moved.length > 0 ? { ok: true, credentialId: passkey.credentialId } : { ok: false, refusal: 'replayed' };
  });
}

function passkeyOfRow(row: typeof webauthnCredentials.$inferSelect): Passkey {
  return {
    credentialId: row.credentialId,
    nickname: row.nickname,
    deviceType: row.deviceType,
    backedUp: row.backedUp,
    transports: row.transports,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
  };
}

/** The account's passkeys, oldest first, for Profile Settings. */
export async function passkeysOf(db: DbOrTx, accountId: number): Promise<Passkey[]> {
  const rows = await db
    .select()
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.accountId, accountId))
    .orderBy(asc(webauthnCredentials.createdAt), asc(webauthnCredentials.credentialId));
  return rows.map(passkeyOfRow);
}

/** Whether the account has a passkey (hasSecondFactor counts it beside the app). */
export async function hasPasskey(db: DbOrTx, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.accountId, accountId))
    .limit(1);
  return !!row;
}

/**
 * One of the account's passkeys removed (after the caller checked the password and a factor); false when the
 * account has no passkey of that id. Whether the account still has a factor, and what becomes of its recovery
 * codes if not, is the caller's question (hasSecondFactor, removeSecondFactors).
 */
export async function removePasskey(
  db: DbOrTx,
  { accountId, credentialId }: { accountId: number; credentialId: string },
): Promise<boolean> {
  const removed = await db
    .delete(webauthnCredentials)
    .where(and(eq(webauthnCredentials.accountId, accountId), eq(webauthnCredentials.credentialId, credentialId)))
    .returning({ credentialId: webauthnCredentials.credentialId });
  return removed.length > 0;
}

/**
 * Every passkey of the account and any ceremony waiting gone: an operator's reset, or all factors removed. How
 * many passkeys went.
 */
export async function removePasskeys(db: DbOrTx, accountId: number): Promise<number> {
  await db.delete(webauthnChallenges).where(eq(webauthnChallenges.accountId, accountId));
  const removed = await db
    .delete(webauthnCredentials)
    .where(eq(webauthnCredentials.accountId, accountId))
    .returning({ credentialId: webauthnCredentials.credentialId });
  return removed.length;
}
