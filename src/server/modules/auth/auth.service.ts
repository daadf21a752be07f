import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { dummyPasswordHash, verifyPassword } from './password.js';
import { createSession, revokeSession } from './session.service.js';

/** QUALITY.md: back-off after 10 failures per account. */
export const LOGIN_FAILURES_BEFORE_BACKOFF = 10;
const MAX_BACKOFF_MINUTES = 15;

export function backoffMinutes(failures: number): number {
  if (failures < LOGIN_FAILURES_BEFORE_BACKOFF) return 0;
  return Math.min(2 ** (failures - LOGIN_FAILURES_BEFORE_BACKOFF), MAX_BACKOFF_MINUTES);
}

/**
 * One more wrong password for the account; from the 10th the account is locked for a while. Counted
 * in the database so the back-off holds across every app server (decision 0007).
 */
export async function recordFailedPassword(db: Db, accountId: number): Promise<void> {
  const [updated] = await db
    .update(accounts)
    .set({ failedLoginCount: sql`${accounts.failedLoginCount} + 1` })
    .where(eq(accounts.id, accountId))
    .returning({ failedLoginCount: accounts.failedLoginCount });
  const minutes = backoffMinutes(updated?.failedLoginCount ?? 0);
  if (minutes > 0) {
    await db
      .update(accounts)
      .set({ lockedUntil: sql`now() + make_interval(mins => ${minutes})` })
      .where(eq(accounts.id, accountId));
  }
}

export async function logIn(db: Db, input: { email: string; password: string }) {
  const email = input.email.trim();
  const [account] = await db.select().from(accounts).where(sql`lower(${accounts.email}) = lower(${email})`).limit(1);
  if (account?.status !== 'ACTIVE') {
    await verifyPassword(await dummyPasswordHash(), input.password); // same timing as a wrong password
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (account.lockedUntil && account.lockedUntil.getTime() > Date.now()) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw new AppError('ACCOUNT_LOCKED');
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    await recordFailedPassword(db, account.id);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (account.failedLoginCount > 0 || account.lockedUntil) {
    await db.update(accounts).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(accounts.id, account.id));
  }
  const session = await createSession(db, account.id);
  return { account, session };
}

export async function logOut(db: Db, sessionTokenHash: string | undefined): Promise<void> {
  if (sessionTokenHash) await revokeSession(db, sessionTokenHash);
}
