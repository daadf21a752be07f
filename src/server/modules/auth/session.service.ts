// Server-side sessions in PostgreSQL: any app server can check any session, and a revoked
// session ends everywhere at once (no cache that could outlive a log-out elsewhere).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from '../../../domain/account/account.js';
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { accounts, knownDevices, sessions } from '../../db/schema/index.js';
import { readSessionToken } from '../../http/session-cookie.js';
import { type Actor, actorOf, type PublicCall } from '../../shared/use-case.js';
import { DEVICE_TOKEN_PATTERN, hashDeviceToken, KNOWN_DEVICE_DAYS } from './login-backoff.js';

const TOUCH_AFTER_MS = 60_000;
const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export type KnownDeviceToken = { token: string; expiresAt: Date };
export type NewSessionToken = { token: string; tokenHash: string; expiresAt: Date; device: KnownDeviceToken };

/**
 * A new session for the account: 256 random bits in the cookie, only their hash in the table. The browser
 * becomes (or stays) a known device of the account (decision 0106): `deviceToken` is the one its cookie
 * holds, kept when well-formed, else a new one.
 */
export async function createSession(
  services: AppServices,
  { input: { accountId, deviceToken } }: PublicCall<{ accountId: number; deviceToken: string | undefined }>,
): Promise<NewSessionToken> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashSessionToken(token);
  const expiresAt = new Date(services.now().getTime() + SESSION_ABSOLUTE_HOURS * 3600_000);
  await services.db.insert(sessions).values({ tokenHash, accountId, expiresAt });
  return { token, tokenHash, expiresAt, device: await rememberDevice(services, accountId, deviceToken) };
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

/** The account columns of a session's actor (actorOf), and when it was last seen. */
const ACTOR_COLUMNS = {
  id: accounts.id,
  role: accounts.role,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  locale: accounts.locale,
  jurisdictionId: accounts.jurisdictionId,
  vsLocation: accounts.vsLocation,
  lastSeenAt: sessions.lastSeenAt,
};

/** The session's account, when the session is live and the account active, with any `extra` columns of it. */
function actorQuery(db: DbOrTx, extra: Record<string, AnyPgColumn>, name: string) {
  return db
    .select({ ...ACTOR_COLUMNS, ...extra })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        eq(accounts.status, 'ACTIVE'),
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
export const sessionTokenHash = (token: string): string | null =>
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
    await revokeSession(services, { input: { tokenHash } });
    return null;
  }
  if (sinceSeen > TOUCH_AFTER_MS) {
    await services.db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  }
  return actorOf(account, tokenHash);
}

async function revokeWhere(services: AppServices, which: SQL): Promise<void> {
  await services.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(which, isNull(sessions.revokedAt)));
}

export async function revokeSession(
  services: AppServices,
  { input: { tokenHash } }: PublicCall<{ tokenHash: string }>,
): Promise<void> {
  await revokeWhere(services, eq(sessions.tokenHash, tokenHash));
}

/** QUALITY.md: every session ends at password change and deactivation. */
export async function revokeAllSessions(
  services: AppServices,
  { input: { accountId } }: PublicCall<{ accountId: number }>,
): Promise<void> {
  await revokeWhere(services, eq(sessions.accountId, accountId));
}
