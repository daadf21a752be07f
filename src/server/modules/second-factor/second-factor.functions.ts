// What other modules call on second factors (issue 41: 3, decision 0109; the second-factor module owns
// `totp_factors` and `recovery_codes`): enrol an authenticator app, check its codes (each step once), hand
// out and take one-time recovery codes, and say whether an account has a factor. Plain functions on the
// caller's database or transaction; the clock is the caller's (`services.now()`), so tests control time.
// Refusals come back as values (`SecondFactorRefusal`, each a message key in SECOND_FACTOR_REFUSALS) for the
// caller to count, back off and answer; none of them throws.
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, verify } from 'otplib';
import {
  DEFAULT_TOTP_ISSUER,
  formatManualKey,
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  otpauthUri,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODE_SYMBOLS,
  type SecondFactorRefusal,
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  TOTP_ENROLMENT_MINUTES,
  TOTP_PERIOD_SECONDS,
} from '../../../domain/account/second-factor.rules.js';
import type { DbOrTx } from '../../db/client.js';
import { recoveryCodes, totpFactors } from '../../db/schema/index.js';
import { hasPasskey, removePasskeys } from './passkey.functions.js';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  hashRecoveryCode,
  type SecondFactorKey,
  secondFactorKey,
} from './second-factor-key.js';

export { type SecondFactorKey, secondFactorKey };

/** A check's answer: done, or why not. */
export type SecondFactorResult<T = object> = ({ ok: true } & T) | { ok: false; refusal: SecondFactorRefusal };

/** What the enrolment screen shows: the QR code's URI, the same secret to type by hand, and until when. */
export type TotpEnrolment = { secret: string; manualKey: string; otpauthUri: string; expiresAt: Date };

/** 20 random bytes, as otplib's default and RFC 4226's recommendation: 32 base32 characters. */
const TOTP_SECRET_BYTES = 20;

/**
 * Starts (or starts again) the enrolment of an authenticator app: a new secret, stored encrypted and
 * unconfirmed, replacing an unconfirmed one. Null when the account already has a confirmed app: removing
 * it comes first (the caller asks for the password and a factor). `issuer` is what the app shows above
 * the code: the jurisdiction's name for its staff, Pawport otherwise.
 */
export async function beginTotpEnrolment(
  db: DbOrTx,
  key: SecondFactorKey,
  {
    accountId,
    email,
    issuer = DEFAULT_TOTP_ISSUER,
    now,
  }: { accountId: number; email: string; issuer?: string; now: Date },
): Promise<TotpEnrolment | null> {
  const secret = generateSecret({ length: TOTP_SECRET_BYTES });
  const values = { secretCiphertext: encryptTotpSecret(key, accountId, secret), lastUsedStep: null, createdAt: now };
  const stored = await db
    .insert(totpFactors)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: totpFactors.accountId, set: values, setWhere: isNull(totpFactors.confirmedAt) })
    .returning({ accountId: totpFactors.accountId });
  if (stored.length === 0) return null;
  return {
    secret,
    manualKey: formatManualKey(secret),
    otpauthUri: otpauthUri({ issuer, accountName: email, secret }),
    expiresAt: enrolmentExpiry(now),
  };
}

function enrolmentExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TOTP_ENROLMENT_MINUTES * 60_000);
}

/** The RFC 6238 step whose code `typed` is, within TOTP_DRIFT_STEPS of `now`; null when it is none of them. */
async function stepOfCode(secret: string, typed: string, now: Date): Promise<number | null> {
  const token = normalizeTotpCode(typed);
  // otplib throws on a token that is not six digits: a malformed code is simply a wrong one
  if (!token) return null;
  const result = await verify({
    secret,
    token,
    algorithm: 'sha1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(now.getTime() / 1000),
    // seconds, not steps: one period either side is exactly one step either side
    epochTolerance: TOTP_DRIFT_STEPS * TOTP_PERIOD_SECONDS,
  });
  // otplib's `verify` answers for HOTP too; a TOTP answer carries the step
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Confirms the waiting enrolment with a code from the app: the factor is on, the code's step counts as
 * used (it cannot log in afterwards), and the account gets new recovery codes, returned once as printed
 * (`ABCD-EFGH-JK`) and stored only hashed. Refused: `enrolmentExpired` (none waiting, or begun more than
 * TOTP_ENROLMENT_MINUTES ago), `codeWrong`.
 */
export function confirmTotpEnrolment(
  db: DbOrTx,
  key: SecondFactorKey,
  { accountId, code, now }: { accountId: number; code: string; now: Date },
): Promise<SecondFactorResult<{ recoveryCodes: string[] }>> {
  return db.transaction(async (tx) => {
    const [factor] = await tx.select().from(totpFactors).where(eq(totpFactors.accountId, accountId)).for('update');
    if (!factor || factor.confirmedAt || enrolmentExpiry(factor.createdAt) < now)
      return { ok: false, refusal: 'enrolmentExpired' };
    const step = await stepOfCode(decryptTotpSecret(key, accountId, factor.secretCiphertext), code, now);
    if (step === null) return { ok: false, refusal: 'codeWrong' };
    await tx
      .update(totpFactors)
      .set({ confirmedAt: now, lastUsedStep: step })
      .where(eq(totpFactors.accountId, accountId));
    return { ok: true, recoveryCodes: await replaceRecoveryCodes(tx, key, accountId, now) };
  });
}

/**
 * A log-in's (or a factor removal's) check of an authenticator code: the account's confirmed app, the
 * code of a step within one of `now`, and a step after the last one accepted. The factor's row is locked
 * and its step moved in one conditional update, so the same code sent twice at once passes once.
 * Refused: `codeWrong` (also when the account has no confirmed app), `codeReplayed`.
 */
export function verifyTotp(
  db: DbOrTx,
  key: SecondFactorKey,
  { accountId, code, now }: { accountId: number; code: string; now: Date },
): Promise<SecondFactorResult> {
  return db.transaction(async (tx) => {
    const [factor] = await tx
      .select()
      .from(totpFactors)
      .where(and(eq(totpFactors.accountId, accountId), isNotNull(totpFactors.confirmedAt)))
      .for('update');
    if (!factor) return { ok: false, refusal: 'codeWrong' };
    const step = await stepOfCode(decryptTotpSecret(key, accountId, factor.secretCiphertext), code, now);
    if (step === null) return { ok: false, refusal: 'codeWrong' };
    const moved = await tx
      .update(totpFactors)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(totpFactors.accountId, accountId),
          or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
        ),
      )
      .returning({ accountId: totpFactors.accountId });
    return moved.length > 0 ? { ok: true } : { ok: false, refusal: 'codeReplayed' };
  });
}

/**
 * Takes one of the account's recovery codes (typed in either case, hyphens or not): one conditional update,
 * so of two uses at once exactly one succeeds. Refused: `recoveryCodeUsed`, `codeWrong`.
 */
export async function useRecoveryCode(
  db: DbOrTx,
  key: SecondFactorKey,
  { accountId, code, now }: { accountId: number; code: string; now: Date },
): Promise<SecondFactorResult> {
  const canonical = normalizeRecoveryCode(code);
  if (!canonical) return { ok: false, refusal: 'codeWrong' };
  const thisCode = and(
    eq(recoveryCodes.accountId, accountId),
    eq(recoveryCodes.codeHash, hashRecoveryCode(key, accountId, canonical)),
  );
  const taken = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(thisCode, isNull(recoveryCodes.usedAt)))
    .returning({ accountId: recoveryCodes.accountId });
  if (taken.length > 0) return { ok: true };
  const [used] = await db.select({ usedAt: recoveryCodes.usedAt }).from(recoveryCodes).where(thisCode);
  return { ok: false, refusal: used ? 'recoveryCodeUsed' : 'codeWrong' };
}

/** Ten new codes of 50 random bits: a byte's low 5 bits pick one of the 32 symbols evenly. */
function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    let code = '';
    for (const byte of randomBytes(RECOVERY_CODE_LENGTH)) code += RECOVERY_CODE_SYMBOLS[byte & 31];
    codes.add(code);
  }
  return [...codes];
}

/** The account's recovery codes replaced by ten new ones, returned as printed. */
async function replaceRecoveryCodes(db: DbOrTx, key: SecondFactorKey, accountId: number, now: Date) {
  const codes = newRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ accountId, codeHash: hashRecoveryCode(key, accountId, code), createdAt: now })));
  return codes.map(formatRecoveryCode);
}

/**
 * New recovery codes for an account with a second factor, a confirmed app or a passkey (the old codes stop
 * working), as printed; null when it has none (codes alone are no second factor). Decision 0112: the codes
 * belong to any second factor, so the first passkey of an account without an app asks for them here.
 */
export function regenerateRecoveryCodes(
  db: DbOrTx,
  key: SecondFactorKey,
  { accountId, now }: { accountId: number; now: Date },
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [factor] = await tx
      .select({ accountId: totpFactors.accountId })
      .from(totpFactors)
      .where(and(eq(totpFactors.accountId, accountId), isNotNull(totpFactors.confirmedAt)))
      .for('update');
    return factor || (await hasPasskey(tx, accountId)) ? replaceRecoveryCodes(tx, key, accountId, now) : null;
  });
}

/** Whether the account has a second factor that log-in must ask for: a confirmed authenticator app or a passkey. */
export async function hasSecondFactor(db: DbOrTx, accountId: number): Promise<boolean> {
  const [factor] = await db
    .select({ accountId: totpFactors.accountId })
    .from(totpFactors)
    .where(and(eq(totpFactors.accountId, accountId), isNotNull(totpFactors.confirmedAt)));
  // decision 0112: a passkey counts too
  return !!factor || hasPasskey(db, accountId);
}

/** The kinds of second factor log-in can ask of the account (decision 0117: the step's words depend on them). */
export type SecondFactorKind = 'APP' | 'PASSKEY';

/** Which second factors the account has, app first; none: log-in asks for the password only. */
export async function secondFactorKindsOf(db: DbOrTx, accountId: number): Promise<SecondFactorKind[]> {
  const [factor] = await db
    .select({ accountId: totpFactors.accountId })
    .from(totpFactors)
    .where(and(eq(totpFactors.accountId, accountId), isNotNull(totpFactors.confirmedAt)));
  const passkey = await hasPasskey(db, accountId);
  return [...(factor ? (['APP'] as const) : []), ...(passkey ? (['PASSKEY'] as const) : [])];
}

/** What Profile Settings shows: whether the app is on, and how many recovery codes are left unused. */
export async function secondFactorsOf(
  db: DbOrTx,
  accountId: number,
): Promise<{ totpConfirmedAt: Date | null; recoveryCodesLeft: number }> {
  const [factor] = await db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.accountId, accountId));
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return { totpConfirmedAt: factor?.confirmedAt ?? null, recoveryCodesLeft: left?.n ?? 0 };
}

/**
 * Every second factor of the account gone (its app, waiting or confirmed, its passkeys and its recovery
 * codes): after the caller checked the password and a factor, or an operator's audited reset. False when
 * there was none to remove: of two removals at once, the second waits on the first's rows and finds them
 * gone, so a caller that e-mails or audits the removal does it once (decision 0118).
 */
export async function removeSecondFactors(db: DbOrTx, accountId: number): Promise<boolean> {
  const passkeys = await removePasskeys(db, accountId);
  const codes = await db
    .delete(recoveryCodes)
    .where(eq(recoveryCodes.accountId, accountId))
    .returning({ accountId: recoveryCodes.accountId });
  const apps = await db
    .delete(totpFactors)
    .where(eq(totpFactors.accountId, accountId))
    .returning({ accountId: totpFactors.accountId });
  return passkeys + codes.length + apps.length > 0;
}
