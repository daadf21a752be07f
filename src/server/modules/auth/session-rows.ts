// The sessions table's low-level steps that session.service.ts (the check), auth.service.ts (logging
// out) and session.functions.ts (creating, ending every session) share.
import { createHash } from 'node:crypto';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

/** A session is kept under the sha-256 of its token, never the token itself. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Revokes the sessions `which` selects that are not revoked yet. */
export async function revokeSessionsWhere(db: DbOrTx, which: SQL): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(which, isNull(sessions.revokedAt)));
}

/** Revokes the one session kept under `tokenHash` (logging out, an idle session found by the check). */
export function revokeSession(db: DbOrTx, tokenHash: string): Promise<void> {
  return revokeSessionsWhere(db, eq(sessions.tokenHash, tokenHash));
}
