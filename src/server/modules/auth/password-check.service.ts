// The one check of a password (issue 10; decision 0106): log-in, e-mail change, deactivation and password
// change all come here, so every wrong password counts and backs off the same way. A check counts under
// the browser's key when the browser is a known device of the account, else under the submitted e-mail's
// key, whether or not that e-mail has an account: an unknown e-mail is answered exactly like a known one,
// back-off included, and a stranger's guesses cannot lock the owner out of the browser they use.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-services.js';
import { hasRow } from '../../db/has-row.js';
import { type AccountRow, knownDevices } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { dummyPasswordHash, verifyPassword } from '../../shared/password-hash.js';
import type { ActorCall, PublicCall } from '../../shared/use-case.js';
import { accountByEmail, accountById } from '../account/account.functions.js';
import {
  DEVICE_TOKEN_PATTERN,
  deviceThrottleKey,
  emailThrottleKey,
  hashDeviceToken,
  secondFactorCapKey,
  secondFactorThrottleKey,
} from './login-backoff.js';
import { forgetKey, reserveAttempt } from './login-throttles.js';

/** Longer than any password we accept (128): not worth hashing. */
const MAX_PASSWORD_LENGTH = 1024;

/** The key a check counts under: the browser's, when it is a known device of the account; else the e-mail's. */
async function throttleKeyOf(
  services: AppServices,
  email: string,
  account: AccountRow | undefined,
  deviceToken: string | undefined,
): Promise<string> {
  if (account && deviceToken && DEVICE_TOKEN_PATTERN.test(deviceToken)) {
    const tokenHash = hashDeviceToken(deviceToken);
    const known = await hasRow(
      services.db,
      knownDevices,
      and(
        eq(knownDevices.tokenHash, tokenHash),
        eq(knownDevices.accountId, account.id),
        gt(knownDevices.expiresAt, sql`now()`),
      ),
    );
    if (known) return deviceThrottleKey(tokenHash, account.id);
  }
  return emailThrottleKey(email);
}

/**
 * The counted check: the account when the password is right, null when it is wrong (or there is no active
 * account); ACCOUNT_LOCKED while the key is backed off. Every path verifies one argon2id hash, so the
 * answers take as long.
 */
async function countedCheck(
  services: AppServices,
  email: string,
  account: AccountRow | undefined,
  password: string,
  deviceToken: string | undefined,
): Promise<AccountRow | null> {
  const active = account?.status === 'ACTIVE' ? account : undefined;
  const key = await throttleKeyOf(services, email, active, deviceToken);
  if (!(await reserveAttempt(services, key))) {
    await verifyPassword(await dummyPasswordHash(), password.slice(0, MAX_PASSWORD_LENGTH));
    throw new AppError('ACCOUNT_LOCKED');
  }
  const usable = active && password.length <= MAX_PASSWORD_LENGTH;
  const right = usable
    ? await verifyPassword(active.passwordHash, password)
    : (await verifyPassword(await dummyPasswordHash(), password.slice(0, MAX_PASSWORD_LENGTH))) && false;
  if (!right || !active) return null;
  await forgetKey(services, key);
  return active;
}

/**
 * Log-in's check of an e-mail and password: the active account, or INVALID_CREDENTIALS (wrong password,
 * unknown or deactivated e-mail alike), or ACCOUNT_LOCKED while the e-mail (or this browser) is backed off.
 * `deviceToken` is the browser's known-device cookie.
 */
export async function checkPassword(
  services: AppServices,
  { input }: PublicCall<{ email: string; password: string; deviceToken: string | undefined }>,
): Promise<AccountRow> {
  const email = input.email.trim();
  const account = (await accountByEmail(services.db, email)) ?? undefined;
  const checked = await countedCheck(services, email, account, input.password, input.deviceToken);
  if (!checked) throw new AppError('INVALID_CREDENTIALS');
  return checked;
}

/**
 * A logged-in owner's current password (e-mail change, deactivation, password change), counted with their
 * log-in e-mail's failures: true when right, false when wrong; ACCOUNT_LOCKED while backed off.
 */
export async function checkCurrentPassword(
  services: AppServices,
  { actor, input }: ActorCall<{ password: string; deviceToken: string | undefined }>,
): Promise<boolean> {
  const account = await accountById(services.db, actor.accountId);
  if (!account) throw new AppError('UNAUTHENTICATED');
  return !!(await countedCheck(services, account.email, account, input.password, input.deviceToken));
}

/**
 * After a password reset or change: the e-mail's failures are forgotten (the owner proved who they are), and
 * so are the account's wrong second-factor codes, the cap of SECOND_FACTOR_MAX_FAILURES included (decision
 * 0110: nothing else forgets it).
 */
export async function forgetPasswordFailures(
  services: AppServices,
  { input }: PublicCall<{ email: string; accountId: number }>,
): Promise<void> {
  await forgetKey(services, emailThrottleKey(input.email));
  await forgetKey(services, secondFactorThrottleKey(input.accountId));
  await forgetKey(services, secondFactorCapKey(input.accountId));
}
