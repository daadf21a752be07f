// Staff invites that still work (decision 0113): ended when a newer invite to the same address is made, and
// when their jurisdiction is retired (decision 0308: a retired jurisdiction gets no new administrators).
import { and, gt, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staffInvites } from '../../db/schema/index.js';

/**
 * Ends, in the caller's transaction, the unaccepted invites matching `which` that still work (their expiry
 * moved to `now`); how many. An acceptance at the same moment waits on the row: one of the two wins.
 */
export async function endOpenInvites(db: DbOrTx, which: SQL, now: Date): Promise<number> {
  const ended = await db
    .update(staffInvites)
    .set({ expiresAt: now })
    .where(and(which, isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, now)))
    .returning({ id: staffInvites.id });
  return ended.length;
}
