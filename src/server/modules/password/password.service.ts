// Use cases of the password: forgotten password by e-mailed single-use token, reset, and change from
// Profile Settings (QUALITY.md Security; docs/decisions/0104-password-reset.md).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_RESET_LINK_MINUTES } from '../../../domain/account/account.js';
import { createPasswordSchema, requestEmailSchema } from '../../../domain/account/account.schemas.js';
import { loadPasswordStrength } from '../../../domain/account/password-strength.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { type AppServices, withDb } from '../../app-services.js';
import { passwordResetTokens } from '../../db/schema/index.js';
import { usableToken } from '../../db/usable-token.js';
import { pageUrl } from '../../http/public-origin.js';
import { AppError } from '../../shared/app-error.js';
import { hashPassword } from '../../shared/password-hash.js';
import type { ActorCall, PublicCall } from '../../shared/use-case.js';
import { parseOrThrow } from '../../shared/validation-error.js';
import { accountByEmail, accountById, setPasswordHash } from '../account/account.functions.js';
import { checkCurrentPassword, forgetPasswordFailures } from '../auth/password-check.service.js';
import { createSession, revokeAllSessions } from '../auth/session.functions.js';
import { emailRecipient, RecipientCapReached } from '../email/email.functions.js';
import { enqueueEmail } from '../email/email.service.js';
import { endResetLinks } from './password.functions.js';
import { hashResetToken, RESET_TOKEN_BYTES, RESET_TOKEN_PATTERN } from './reset-token.js';

/** A new password's rules, the guessability estimate included, knowing whose it is (issue 10: 6). */
async function newPasswordRules(userInputs: readonly string[]) {
  return createPasswordSchema((await loadPasswordStrength()).guessCheck(userInputs));
}

/**
 * Sends a reset link (to `origin`, in the request's locale) to an active account's e-mail. The caller
 * learns nothing: the answer is the same whatever the e-mail (the e-mail itself is the only proof of
 * ownership), and past the recipient's cap (3 an hour, issue 10: 7) nothing is sent and the last link
 * sent keeps working.
 */
export async function requestPasswordReset(
  services: AppServices,
  { input }: PublicCall<{ email: string; locale: LocaleCode; origin: string }>,
): Promise<void> {
  const { email } = parseOrThrow(requestEmailSchema, { email: input.email });
  const account = await accountByEmail(services.db, email);
  if (account?.status !== 'ACTIVE') return;
  const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
  await services.db
    .transaction(async (tx) => {
      // One working link at a time: asking again ends the earlier ones.
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.accountId, account.id));
      await tx.insert(passwordResetTokens).values({
        tokenHash: hashResetToken(token),
        accountId: account.id,
        expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET_LINK_MINUTES})`,
      });
      await enqueueEmail(withDb(services, tx), {
        input: {
          to: account.email,
          locale: input.locale,
          template: 'password-reset',
          data: {
            firstName: account.firstName,
            resetUrl: pageUrl(input.origin, 'ResetPassword', input.locale, { token }),
          },
        },
      });
    })
    .catch(ignoreRecipientCap);
}

/** Past a recipient's cap the request is answered as if the mail had gone (issue 10: 7). */
function ignoreRecipientCap(error: unknown): void {
  if (!(error instanceof RecipientCapReached)) throw error;
}

/**
 * Stores the new hash, forgets the e-mail's failed password checks, spends open reset links, ends every
 * session and queues the "password changed" notice (in the owner's locale and jurisdiction time zone), in
 * the caller's transaction.
 */
async function storeNewPassword(services: AppServices, accountId: number, passwordHash: string, origin: string) {
  await setPasswordHash(services.db, accountId, passwordHash);
  // A reset link asked for before the change must not undo it.
  await endResetLinks(services.db, accountId);
  const recipient = await emailRecipient(services.db, accountId);
  if (!recipient) throw new Error(`account ${accountId} vanished during a password change`);
  await forgetPasswordFailures(services, { input: { email: recipient.email, accountId } });
  await enqueueEmail(services, {
    input: {
      to: recipient.email,
      locale: recipient.locale,
      template: 'password-changed',
      data: {
        firstName: recipient.firstName,
        changedAt: services.now(),
        ...(recipient.timeZone ? { timeZone: recipient.timeZone } : {}),
        resetUrl: pageUrl(origin, 'ForgotPassword', recipient.locale),
      },
    },
  });
  // QUALITY.md: sessions are revoked on the server at password change.
  await revokeAllSessions(services.db, accountId);
}

/** Is this a reset token that would work now? (Read-only: checked before the password rules.) */
async function findUsableToken(services: AppServices, tokenHash: string) {
  const [token] = await services.db
    .select({ accountId: passwordResetTokens.accountId })
    .from(passwordResetTokens)
    .where(usableToken(passwordResetTokens, tokenHash))
    .limit(1);
  const account = token ? await accountById(services.db, token.accountId) : null;
  if (account?.status !== 'ACTIVE') return undefined;
  return { accountId: account.id, email: account.email, firstName: account.firstName, lastName: account.lastName };
}

/**
 * Sets a new password with a reset token: single use, expiry checked, the domain password rules, every
 * session of the account revoked, then a fresh session for the caller.
 */
export async function resetPassword(
  services: AppServices,
  { input }: PublicCall<{ token: string; password: string; origin: string; deviceToken: string | undefined }>,
) {
  if (!RESET_TOKEN_PATTERN.test(input.token)) throw new AppError('RESET_TOKEN_INVALID');
  const tokenHash = hashResetToken(input.token);
  // The link is checked first, so an owner with a dead link is not asked to fix their password first.
  const owner = await findUsableToken(services, tokenHash);
  if (!owner) throw new AppError('RESET_TOKEN_INVALID');
  const rules = await newPasswordRules([owner.email, owner.firstName, owner.lastName]);
  const { password } = parseOrThrow(z.object({ password: rules }), { password: input.password });
  const passwordHash = await hashPassword(password);
  const accountId = await services.db.transaction(async (tx) => {
    // Consumed atomically: of two concurrent uses of one link, only one gets the row back.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usableToken(passwordResetTokens, tokenHash))
      .returning({ accountId: passwordResetTokens.accountId });
    if (!used) throw new AppError('RESET_TOKEN_INVALID');
    await storeNewPassword(withDb(services, tx), used.accountId, passwordHash, input.origin);
    return used.accountId;
  });
  const account = await accountById(services.db, accountId);
  if (account?.status !== 'ACTIVE') throw new AppError('RESET_TOKEN_INVALID');
  const session = await createSession(services, account.id, input.deviceToken);
  return { account, session };
}

/**
 * Profile Settings: the current password is required (the one counted check, so a borrowed session cannot
 * guess it: decision 0106) and the new one must pass the rules. Every session of the account is revoked,
 * the caller's included; the caller gets a new one (rotation).
 */
export async function changePassword(
  services: AppServices,
  {
    actor,
    input,
  }: ActorCall<{ currentPassword: string; newPassword: string; origin: string; deviceToken: string | undefined }>,
) {
  const rules = await newPasswordRules([actor.email, actor.firstName, actor.lastName]);
  const { newPassword } = parseOrThrow(z.object({ newPassword: rules }), { newPassword: input.newPassword });
  const currentOk = await checkCurrentPassword(services, {
    actor,
    input: { password: input.currentPassword, deviceToken: input.deviceToken },
  });
  if (!currentOk) throw new AppError('WRONG_PASSWORD');
  const passwordHash = await hashPassword(newPassword);
  await services.db.transaction((tx) =>
    storeNewPassword(withDb(services, tx), actor.accountId, passwordHash, input.origin),
  );
  const account = await accountById(services.db, actor.accountId);
  if (account?.status !== 'ACTIVE') throw new AppError('UNAUTHENTICATED');
  const session = await createSession(services, account.id, input.deviceToken);
  return { account, session };
}
