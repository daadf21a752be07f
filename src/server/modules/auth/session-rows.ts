// The sessions table's two low-level steps that session.service.ts (checking, logging out) and
// session.functions.ts (creating, ending every session) share.
import { createHash } from 'node:crypto';
import { and, isNull, type SQL, sql } from 'drizzle-orm';
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
