// What other modules call on sessions (issue 40: the auth module owns `sessions` and `known_devices`): a
// new session at sign-up, log-in and password reset, and the end of every session of an account.
import type { KnownDeviceToken, NewSessionToken } from '../../shared/session-token.js';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SESSION_ABSOLUTE_HOURS } from '../../../domain/account/account.js';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { knownDevices, sessions } from '../../db/schema/index.js';
import { secondFactorEnrolledOf } from '../second-factor/enrolled.functions.js';
import { DEVICE_TOKEN_PATTERN, hashDeviceToken, KNOWN_DEVICE_DAYS } from './login-backoff.js';
import { hashSessionToken, revokeSessionsWhere } from './session-rows.js';

export type { KnownDeviceToken, NewSessionToken };

/**
 * A new session for the account: 256 random bits in the cookie, only their hash in the table. The browser
 * becomes (or stays) a known device of the account (decision 0106): `deviceToken` is the one its cookie
 * holds, kept when well-formed, else a new one.
 */
export async function createSession(
  services: AppServices,
  accountId: number,
  deviceToken: string | undefined,
): Promise<NewSessionToken> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashSessionToken(token);
  const expiresAt = new Date(services.now().getTime() + SESSION_ABSOLUTE_HOURS * 3600_000);
  await services.db.insert(sessions).values({ tokenHash, accountId, expiresAt });
  // read in a select, not in the insert's `returning`: there Drizzle names columns without their table, and
  // the fragment's `account_id = account_id` would compare the subquery's column with itself (true for any
  // account when anyone has a factor)
  const [created] = await services.db
    .select({ secondFactorEnrolled: secondFactorEnrolledOf(sessions.accountId) })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  const device = await rememberDevice(services, accountId, deviceToken);
  return { token, tokenHash, expiresAt, device, secondFactorEnrolled: created?.secondFactorEnrolled === true };
}

async function rememberDevice(
  services: AppServices,
  accountId: number,
  deviceToken: string | undefined,
): Promise<KnownDeviceToken> {
  const token =
    deviceToken && DEVICE_TOKEN_PATTERN.test(deviceToken) ? deviceToken : randomBytes(32).toString('base64url');
  const expiresAt = new Date(services.now().getTime() + KNOWN_DEVICE_DAYS * 24 * 3600_000);
  await services.db
    .insert(knownDevices)
    .values({ tokenHash: hashDeviceToken(token), accountId, expiresAt })
    .onConflictDoUpdate({
      target: [knownDevices.tokenHash, knownDevices.accountId],
      set: { expiresAt, lastUsedAt: sql`now()` },
    });
  return { token, expiresAt };
}

/** QUALITY.md: every session ends at password change and deactivation. */
export async function revokeAllSessions(db: DbOrTx, accountId: number): Promise<void> {
  await revokeSessionsWhere(db, eq(sessions.accountId, accountId));
}
