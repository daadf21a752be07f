// Use cases of the password: forgotten password by e-mailed single-use token, reset, and change from
// Profile Settings (QUALITY.md Security; docs/decisions/0104-password-reset.md).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { passwordSchema } from '../../../domain/account/account.schemas.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { Db } from '../../db/client.js';
import { accounts, jurisdictions, passwordResetTokens, sessions } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { parseOrThrow } from '../../shared/validation-error.js';
import { recordFailedPassword } from '../auth/auth.service.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { createSession } from '../auth/session.service.js';
import { enqueueEmail } from '../email/email.service.js';
import { PASSWORD_RESET_LINK_MINUTES } from '../email/templates/password-reset.template.js';

/** 256 bits, base64url: 43 characters. */
const RESET_TOKEN_BYTES = 32;
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Longer than any password we accept (128): not worth hashing. */
const MAX_CURRENT_PASSWORD_LENGTH = 1024;

/** The web pages the e-mails link to (src/web/app/paths.ts ForgotPassword, ResetPassword). */
export const RESET_PASSWORD_PATH = 'reset-password';
export const FORGOT_PASSWORD_PATH = 'forgot-password';

const resetInputSchema = z.object({ password: passwordSchema });
const changeInputSchema = z.object({ newPassword: passwordSchema });

/** Only the SHA-256 is stored, so a database leak gives no working link. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function resetPasswordUrl(publicUrl: string, locale: LocaleCode, token: string): string {
  return `${publicUrl}/${locale}/${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

function forgotPasswordUrl(publicUrl: string, locale: LocaleCode): string {
  return `${publicUrl}/${locale}/${FORGOT_PASSWORD_PATH}`;
}

export type RequestPasswordResetInput = { email: string; locale: LocaleCode; publicUrl: string };

/**
 * Sends a reset link to an active account's e-mail. The caller learns nothing: the answer is the same
 * whatever the e-mail (the e-mail itself is the only proof of ownership).
 */
export async function requestPasswordReset(db: Db, input: RequestPasswordResetInput): Promise<void> {
  const email = input.email.trim().slice(0, 254);
  if (!email) return;
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email, firstName: accounts.firstName, status: accounts.status })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = lower(${email})`)
    .limit(1);
  if (account?.status !== 'ACTIVE') return;
  const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
  await db.transaction(async (tx) => {
    // One working link at a time: asking again ends the earlier ones.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.accountId, account.id));
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashResetToken(token),
      accountId: account.id,
      expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET_LINK_MINUTES})`,
    });
    await enqueueEmail(tx, {
      to: account.email,
      locale: input.locale,
      template: 'password-reset',
      data: { firstName: account.firstName, resetUrl: resetPasswordUrl(input.publicUrl, input.locale, token) },
    });
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The account's e-mail, name, locale and jurisdiction timezone, for the security notice. */
async function noticeRecipient(tx: Tx, accountId: number) {
  const [row] = await tx
    .select({
      email: accounts.email,
      firstName: accounts.firstName,
      locale: accounts.locale,
      timeZone: jurisdictions.timezone,
    })
    .from(accounts)
    .leftJoin(jurisdictions, eq(jurisdictions.id, accounts.jurisdictionId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

/** Stores the new hash, clears the log-in back-off and queues the "password changed" notice. */
async function storeNewPassword(tx: Tx, accountId: number, passwordHash: string, publicUrl: string): Promise<void> {
  await tx
    .update(accounts)
    .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
  // A reset link asked for before the change must not undo it.
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
  const recipient = await noticeRecipient(tx, accountId);
  if (!recipient) throw new Error(`account ${accountId} vanished during a password change`);
  await enqueueEmail(tx, {
    to: recipient.email,
    locale: recipient.locale,
    template: 'password-changed',
    data: {
      firstName: recipient.firstName,
      changedAt: new Date(),
      ...(recipient.timeZone ? { timeZone: recipient.timeZone } : {}),
      resetUrl: forgotPasswordUrl(publicUrl, recipient.locale),
    },
  });
}

/** QUALITY.md: sessions are revoked on the server at password change. */
async function revokeSessions(tx: Tx, accountId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

/** Is this a reset token that would work now? (Read-only: checked before the password rules.) */
async function findUsableToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ accountId: passwordResetTokens.accountId })
    .from(passwordResetTokens)
    .innerJoin(accounts, eq(accounts.id, passwordResetTokens.accountId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
        eq(accounts.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row;
}

export type ResetPasswordInput = { token: string; password: string; publicUrl: string };

/**
 * Sets a new password with a reset token: single use, expiry checked, the domain password rules, every
 * session of the account revoked, then a fresh session for the caller.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput) {
  if (!RESET_TOKEN_PATTERN.test(input.token)) throw new AppError('RESET_TOKEN_INVALID');
  const tokenHash = hashResetToken(input.token);
  // The link is checked first, so an owner with a dead link is not asked to fix their password first.
  if (!(await findUsableToken(db, tokenHash))) throw new AppError('RESET_TOKEN_INVALID');
  const { password } = parseOrThrow(resetInputSchema, { password: input.password });
  const passwordHash = await hashPassword(password);
  const accountId = await db.transaction(async (tx) => {
    // Consumed atomically: of two concurrent uses of one link, only one gets the row back.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ accountId: passwordResetTokens.accountId });
    if (!used) throw new AppError('RESET_TOKEN_INVALID');
    await storeNewPassword(tx, used.accountId, passwordHash, input.publicUrl);
    await revokeSessions(tx, used.accountId);
    return used.accountId;
  });
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (account?.status !== 'ACTIVE') throw new AppError('RESET_TOKEN_INVALID');
  const session = await createSession(db, account.id);
  return { account, session };
}

export type ChangePasswordInput = {
  accountId: number;
  currentPassword: string;
  newPassword: string;
  publicUrl: string;
};

/**
 * Profile Settings: the current password is required and the new one must pass the rules. Every
 * session of the account is revoked, the caller's included; the caller gets a new one (rotation).
 */
export async function changePassword(db: Db, input: ChangePasswordInput) {
  const { newPassword } = parseOrThrow(changeInputSchema, { newPassword: input.newPassword });
  const [account] = await db.select().from(accounts).where(eq(accounts.id, input.accountId)).limit(1);
  if (account?.status !== 'ACTIVE') throw new AppError('UNAUTHENTICATED');
  if (account.lockedUntil && account.lockedUntil.getTime() > Date.now()) throw new AppError('ACCOUNT_LOCKED');
  const currentOk =
    input.currentPassword.length <= MAX_CURRENT_PASSWORD_LENGTH &&
    (await verifyPassword(account.passwordHash, input.currentPassword));
  if (!currentOk) {
    // Same back-off as log-in (decision 0007), so a borrowed session cannot guess the password.
    await recordFailedPassword(db, account.id);
    throw new AppError('WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await storeNewPassword(tx, account.id, passwordHash, input.publicUrl);
    await revokeSessions(tx, account.id);
  });
  return { session: await createSession(db, account.id) };
}
