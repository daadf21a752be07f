// The one check of a password (issue 10; decision 0106): log-in, e-mail change, deactivation and password
// change all come here, so every wrong password counts and backs off the same way. A check counts under
// the browser's key when the browser is a known device of the account, else under the submitted e-mail's
// key, whether or not that e-mail has an account: an unknown e-mail is answered exactly like a known one,
// back-off included, and a stranger's guesses cannot lock the owner out of the browser they use.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-services.js';
import { hasRow } from '../../db/has-row.js';
import { type AccountRow, knownDevices, loginThrottles } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { dummyPasswordHash, verifyPassword } from '../../shared/password-hash.js';
import type { ActorCall, PublicCall } from '../../shared/use-case.js';
import { accountByEmail, accountById } from '../account/account.functions.js';
import {
  DEVICE_TOKEN_PATTERN,
  deviceThrottleKey,
  emailThrottleKey,
  FAILURE_MEMORY_HOURS,
  FAILURES_BEFORE_BACKOFF,
  hashDeviceToken,
  MAX_BACKOFF_MINUTES,
} from './login-backoff.js';

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
 * Counts the attempt before the password is verified, in one statement (so parallel guesses cannot all
 * slip in before the count): false when the key is backed off. A success then forgets the count. From the
 * 10th failure in a row the key waits 1, 2, 4, 8, then 15 minutes; failures are forgotten a day after the
 * last one.
 */
async function reserveAttempt(services: AppServices, key: string): Promise<boolean> {
  const next = sql`case when ${loginThrottles.lastFailureAt} < now() - make_interval(hours => ${FAILURE_MEMORY_HOURS})
    then 1 else ${loginThrottles.failures} + 1 end`;
  const result = await services.db.execute(sql`
    insert into login_throttles (key, failures, last_failure_at, locked_until)
    values (${key}, 1, now(), null)
    on conflict (key) do update set
      failures = ${next},
      last_failure_at = now(),
      locked_until = case when ${next} >= ${FAILURES_BEFORE_BACKOFF}
        then now() + make_interval(mins => least(power(2, ${next} - ${FAILURES_BEFORE_BACKOFF}), ${MAX_BACKOFF_MINUTES})::int)
        end
    where ${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= now()
    returning failures`);
  return result.rows.length > 0;
}

async function forgetKey(services: AppServices, key: string): Promise<void> {
  await services.db.delete(loginThrottles).where(eq(loginThrottles.key, key));
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

/** After a password reset or change: the e-mail's failures are forgotten (the owner proved who they are). */
export async function forgetPasswordFailures(
  services: AppServices,
  { input }: PublicCall<{ email: string }>,
): Promise<void> {
  await forgetKey(services, emailThrottleKey(input.email));
}
