// Log-in with back-off, and log-out (QUALITY.md Security; docs/decisions/0007-login-backoff.md).
import { eq, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-services.js';
import { type AccountRow, accounts } from '../../db/schema/index.js';
import { sameEmail } from '../../db/same-email.js';
import { AppError } from '../../shared/app-error.js';
import { dummyPasswordHash, verifyPassword } from '../../shared/password-hash.js';
import type { PublicCall } from '../../shared/use-case.js';
import { createSession, type NewSessionToken, revokeSession } from './session.service.js';

/** QUALITY.md: back-off after 10 failures per account. */
const LOGIN_FAILURES_BEFORE_BACKOFF = 10;
const MAX_BACKOFF_MINUTES = 15;

function backoffMinutes(failures: number): number {
  if (failures < LOGIN_FAILURES_BEFORE_BACKOFF) return 0;
  return Math.min(2 ** (failures - LOGIN_FAILURES_BEFORE_BACKOFF), MAX_BACKOFF_MINUTES);
}

/** Whether the account is in its back-off window now. */
function isLockedOut(services: AppServices, account: Pick<AccountRow, 'lockedUntil'>): boolean {
  return !!account.lockedUntil && account.lockedUntil.getTime() > services.now().getTime();
}

/**
 * One more wrong password for the account; from the 10th the account is locked for a while. Counted
 * in the database so the back-off holds across every app server (decision 0007).
 */
export async function recordFailedPassword(
  services: AppServices,
  { input: { accountId } }: PublicCall<{ accountId: number }>,
): Promise<void> {
  const [updated] = await services.db
    .update(accounts)
    .set({ failedLoginCount: sql`${accounts.failedLoginCount} + 1` })
    .where(eq(accounts.id, accountId))
    .returning({ failedLoginCount: accounts.failedLoginCount });
  const minutes = backoffMinutes(updated?.failedLoginCount ?? 0);
  if (minutes > 0) {
    await services.db
      .update(accounts)
      .set({ lockedUntil: sql`now() + make_interval(mins => ${minutes})` })
      .where(eq(accounts.id, accountId));
  }
}

/**
 * A new session at every log-in (no fixation): the one the browser had is ended first. The same answer,
 * after the same work, for an unknown e-mail and a wrong password.
 */
export async function logIn(
  services: AppServices,
  { actor, input }: PublicCall<{ email: string; password: string }>,
): Promise<{ account: AccountRow; session: NewSessionToken }> {
  await logOut(services, { actor });
  const email = input.email.trim();
  const [account] = await services.db.select().from(accounts).where(sameEmail(accounts.email, email)).limit(1);
  if (account?.status !== 'ACTIVE') {
    await verifyPassword(await dummyPasswordHash(), input.password); // same timing as a wrong password
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (isLockedOut(services, account)) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw new AppError('ACCOUNT_LOCKED');
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    await recordFailedPassword(services, { input: { accountId: account.id } });
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (account.failedLoginCount > 0 || account.lockedUntil) {
    await services.db
      .update(accounts)
      .set({ failedLoginCount: 0, lockedUntil: null })
      .where(eq(accounts.id, account.id));
  }
  const session = await createSession(services, { input: { accountId: account.id } });
  return { account, session };
}

/** Ends the caller's session on the server (the cookie alone would survive a copied token). */
export async function logOut(services: AppServices, { actor }: PublicCall): Promise<void> {
  if (actor) await revokeSession(services, { input: { tokenHash: actor.sessionTokenHash } });
}
