// Server-side sessions in PostgreSQL: any app server can check any session, and a revoked
// session ends everywhere at once (no cache that could outlive a log-out elsewhere).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountRole, VsLocation } from '../../../domain/account/account.js';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from '../../../domain/account/account.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { Db } from '../../db/client.js';
import { accounts, sessions } from '../../db/schema/index.js';

export type Viewer = {
  accountId: number;
  role: AccountRole;
  email: string;
  firstName: string;
  lastName: string;
  locale: LocaleCode;
  jurisdictionId: number | null;
  vsLocation: VsLocation | null;
  sessionTokenHash: string;
};

const TOUCH_AFTER_MS = 60_000;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function createSession(db: Db, accountId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url'); // 256 bits
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_HOURS * 3600_000);
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), accountId, expiresAt });
  return { token, expiresAt };
}

export async function findViewer(db: Db, token: string): Promise<Viewer | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashSessionToken(token);
  const rows = await db
    .select({
      accountId: accounts.id,
      role: accounts.role,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      locale: accounts.locale,
      jurisdictionId: accounts.jurisdictionId,
      vsLocation: accounts.vsLocation,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        eq(accounts.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const idleMs = SESSION_IDLE_MINUTES[row.role] * 60_000;
  const sinceSeen = Date.now() - row.lastSeenAt.getTime();
  if (sinceSeen > idleMs) {
    await revokeSession(db, tokenHash);
    return null;
  }
  if (sinceSeen > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { lastSeenAt: _seen, ...viewer } = row;
  return { ...viewer, sessionTokenHash: tokenHash };
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, accountId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}
