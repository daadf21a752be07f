// The `login_challenges` rows (decision 0110): a log-in whose password was right, waiting for its second
// factor. 256 random bits in the cookie, only their SHA-256 here; five minutes, five codes, used once.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-services.js';
import { loginChallenges } from '../../db/schema/index.js';
import { hashSessionToken } from './session-rows.js';

/** How long the code may take after the password (decision 0110). */
export const LOGIN_CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before the person starts again from the password. */
export const LOGIN_CHALLENGE_ATTEMPTS = 5;

export type NewLoginChallenge = { token: string; expiresAt: Date };

/** A new challenge for the account (its expired ones go). */
export async function createLoginChallenge(services: AppServices, accountId: number): Promise<NewLoginChallenge> {
  const now = services.now();
  await services.db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.accountId, accountId), lte(loginChallenges.expiresAt, now)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LOGIN_CHALLENGE_MINUTES * 60_000);
  await services.db.insert(loginChallenges).values({ tokenHash: hashSessionToken(token), accountId, expiresAt });
  return { token, expiresAt };
}

/**
 * Reserves one try of the challenge before its code is checked, in one statement (parallel codes cannot
 * all slip in): its account and the tries counted with this one; null when the token names no challenge
 * that is still open (none, expired, or out of tries).
 */
export async function reserveChallengeAttempt(
  services: AppServices,
  token: string,
): Promise<{ tokenHash: string; accountId: number; attempts: number } | null> {
  const tokenHash = hashSessionToken(token);
  const [reserved] = await services.db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        gt(loginChallenges.expiresAt, services.now()),
        lt(loginChallenges.attempts, LOGIN_CHALLENGE_ATTEMPTS),
      ),
    )
    .returning({ accountId: loginChallenges.accountId, attempts: loginChallenges.attempts });
  return reserved ? { tokenHash, ...reserved } : null;
}

/** Ends the challenge: true when this call ended it (so of two right codes at once, one begins a session). */
export async function endLoginChallenge(services: AppServices, tokenHash: string): Promise<boolean> {
  const ended = await services.db
    .delete(loginChallenges)
    .where(eq(loginChallenges.tokenHash, tokenHash))
    .returning({ accountId: loginChallenges.accountId });
  return ended.length > 0;
}

/**
 * The account an open challenge waits for, without taking a try (a passkey's options before its answer is
 * counted, decision 0112); null when the token names no challenge still open.
 */
export async function openChallengeAccount(services: AppServices, token: string): Promise<number | null> {
  const [open] = await services.db
    .select({ accountId: loginChallenges.accountId })
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, hashSessionToken(token)),
        gt(loginChallenges.expiresAt, services.now()),
        lt(loginChallenges.attempts, LOGIN_CHALLENGE_ATTEMPTS),
      ),
    );
  return open?.accountId ?? null;
}
