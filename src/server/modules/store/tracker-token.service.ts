// The smart tracker block's API tokens (spec §6, §7.1; decision 0402): issued to a logged-in owner,
// short-lived, kept as a sha-256 only, revocable, and accepted in an `Authorization: Bearer` header for
// the three tracker operations only (api/api-token.ts refuses any other field).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-services.js';
import { trackerApiTokens } from '../../db/schema/index.js';
import { type Actor, type ActorCall, actorOf, type PublicCall } from '../../shared/use-case.js';
import { accountById, lockAccount } from '../account/account.functions.js';

/** How long a token lives (decision 0402): long enough for a visit to the tracker block. */
const TRACKER_TOKEN_MINUTES = 15;
/** A token kept for an owner at once; issuing past it revokes the oldest. */
const TRACKER_TOKENS_PER_OWNER = 5;

const TOKEN_PREFIX = 'ppt_';
/** ppt_ and 32 random bytes in base64url */
const TOKEN_PATTERN = /^ppt_[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new token for the caller; the token itself is answered once and never stored. */
export async function issueTrackerApiToken(
  services: AppServices,
  { actor }: ActorCall,
): Promise<{ token: string; expiresAt: Date }> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + TRACKER_TOKEN_MINUTES * 60_000);
  await services.db.transaction(async (tx) => {
    // the owner's row orders two issues at once; spent tokens of this owner are cleared on the way
    await lockAccount(tx, actor.accountId);
    await tx
      .delete(trackerApiTokens)
      .where(
        and(
          eq(trackerApiTokens.accountId, actor.accountId),
          or(lt(trackerApiTokens.expiresAt, sql`now()`), sql`${trackerApiTokens.revokedAt} is not null`),
        ),
      );
    const live = await tx
      .select({ id: trackerApiTokens.id })
      .from(trackerApiTokens)
      .where(eq(trackerApiTokens.accountId, actor.accountId))
      .orderBy(trackerApiTokens.createdAt, trackerApiTokens.id);
    for (const old of live.slice(0, Math.max(0, live.length - TRACKER_TOKENS_PER_OWNER + 1)))
      await tx.update(trackerApiTokens).set({ revokedAt: sql`now()` }).where(eq(trackerApiTokens.id, old.id));
    await tx.insert(trackerApiTokens).values({ accountId: actor.accountId, tokenHash: hashOf(token), expiresAt });
  });
  return { token, expiresAt };
}

/** Ends every live token of the caller at once; answers how many it ended. */
export async function revokeTrackerApiTokens(services: AppServices, { actor }: ActorCall): Promise<number> {
  const ended = await services.db
    .update(trackerApiTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(trackerApiTokens.accountId, actor.accountId),
        isNull(trackerApiTokens.revokedAt),
        gt(trackerApiTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: trackerApiTokens.id });
  return ended.length;
}

/** The owner a live token was issued to; null for a malformed, unknown, expired or revoked one. */
export async function findTrackerTokenActor(
  services: AppServices,
  { input: { token } }: PublicCall<{ token: string }>,
): Promise<Actor | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await services.db
    .select({ accountId: trackerApiTokens.accountId })
    .from(trackerApiTokens)
    .where(
      and(
        eq(trackerApiTokens.tokenHash, hashOf(token)),
        isNull(trackerApiTokens.revokedAt),
        gt(trackerApiTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  const account = row ? await accountById(services.db, row.accountId) : null;
  if (account?.status !== 'ACTIVE' || account.role !== 'OWNER') return null;
  // a token has no session of its own: the actor's session hash is empty, as for work done without one
  return actorOf(account, '');
}
