// Server-side sessions in PostgreSQL: any app server can check any session, and a revoked
// session ends everywhere at once (no cache that could outlive a log-out elsewhere).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SESSION_IDLE_MINUTES } from '../../../domain/account/account.js';
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { sessions } from '../../db/schema/index.js';
import { readSessionToken } from '../../http/session-cookie.js';
import { type Actor, actorOf, type PublicCall } from '../../shared/use-case.js';
import { actorAccountColumns, joinedAccountIsActive, withAccountOf } from '../account/account.functions.js';
import { secondFactorEnrolledOf } from '../second-factor/enrolled.functions.js';
import { hashSessionToken, revokeSession } from './session-rows.js';

const TOUCH_AFTER_MS = 60_000;
const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The account columns of a session's actor (actorOf), when it was last seen, and whether the account has a
 * second factor (decision 0114: in the same statement, not a second query per request).
 */
const ACTOR_COLUMNS = {
  ...actorAccountColumns,
  lastSeenAt: sessions.lastSeenAt,
  secondFactorEnrolled: secondFactorEnrolledOf(sessions.accountId),
};

/**
 * The session's account, when the session is live and the account active, with any `extra` columns of it:
 * ONE statement (the session joined to its account), as every logged-in request runs it.
 */
function actorQuery(db: DbOrTx, extra: Record<string, AnyPgColumn>, name: string) {
  const sessionQuery = db
    .select({ ...ACTOR_COLUMNS, ...extra })
    .from(sessions)
    .$dynamic();
  return withAccountOf(sessionQuery, sessions.accountId)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        joinedAccountIsActive(),
      ),
    )
    .limit(1)
    .prepare(name);
}

/**
 * The statement, with the stamps of the session loads (shared/session-load.ts, decision 1423): one
 * prepared statement per list of stamp columns (the plain session check's, and the API's one list).
 */
const stampedStatements = new WeakMap<readonly AnyPgColumn[], ReturnType<typeof stampedStatementOf>>();
function stampedStatementOf(stamps: readonly AnyPgColumn[]) {
  const extra = Object.fromEntries(stamps.map((column, index) => [`stamp${index}`, column]));
  const name = ['pawport_find_actor', ...stamps.map((column) => column.name)].join('_');
  return preparedPerDb((db) => actorQuery(db, extra, name));
}

/** No stamps: the plain session check every logged-in request makes. */
const NO_STAMPS: readonly AnyPgColumn[] = [];

/** The account behind the session cookie a plain HTTP request came with, or null (as `findActor`). */
export async function findRequestActor(
  services: AppServices,
  { input: { request } }: PublicCall<{ request: FastifyRequest }>,
): Promise<Actor | null> {
  const token = readSessionToken(request, services.config);
  return token ? findActor(services, { input: { token } }) : null;
}

/** The account behind a session cookie, or null (unknown, revoked, expired, idle too long, deactivated). */
export async function findActor(
  services: AppServices,
  { input: { token } }: PublicCall<{ token: string }>,
): Promise<Actor | null> {
  return (await findActorWithStamps(services, { input: { token, stamps: NO_STAMPS } }))?.actor ?? null;
}

/**
 * `findActor`, with integer columns of the account read in the same statement: the session loads' stamps
 * (shared/session-load.ts), the versions their caches trust (decision 1423). `stamps` is one list
 * kept for the process (a statement is prepared per list), its values come back in its order.
 */
export async function findActorWithStamps(
  services: AppServices,
  { input: { token, stamps } }: PublicCall<{ token: string; stamps: readonly AnyPgColumn[] }>,
): Promise<{ actor: Actor; stamps: number[] } | null> {
  const tokenHash = sessionTokenHash(token);
  if (!tokenHash) return null;
  let statement = stampedStatements.get(stamps);
  if (statement === undefined) {
    statement = stampedStatementOf(stamps);
    stampedStatements.set(stamps, statement);
  }
  const [row] = await statement(services.db).execute({ tokenHash });
  if (!row) return null;
  const actor = await liveActor(services, tokenHash, row.lastSeenAt, row);
  const values = row as unknown as Record<string, number>;
  return actor && { actor, stamps: stamps.map((_column, index) => values[`stamp${index}`] ?? -1) };
}

/** The hash a session is kept under, or null for a value that cannot be a session token. */
const sessionTokenHash = (token: string): string | null =>
  SESSION_TOKEN_PATTERN.test(token) ? hashSessionToken(token) : null;

/** The session's actor, unless it has been idle too long (then it ends here); a stale last sight is moved on. */
async function liveActor(
  services: AppServices,
  tokenHash: string,
  lastSeenAt: Date,
  account: Parameters<typeof actorOf>[0],
): Promise<Actor | null> {
  const idleMs = SESSION_IDLE_MINUTES[account.role] * 60_000;
  const sinceSeen = services.now().getTime() - lastSeenAt.getTime();
  if (sinceSeen > idleMs) {
    await revokeSession(services.db, tokenHash);
    return null;
  }
  if (sinceSeen > TOUCH_AFTER_MS) {
    await services.db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  }
  return actorOf(account, tokenHash);
}
