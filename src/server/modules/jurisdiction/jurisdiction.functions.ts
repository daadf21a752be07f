// What other modules call on a jurisdiction inside their own transaction (issue 40: the jurisdiction
// module owns `jurisdictions`). Read through the caller's `db`, not the cached directory
// (AppServices.jurisdictions): the caller may be in the transaction that adds or changes the city.
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { type JurisdictionRow, jurisdictions } from '../../db/schema/index.js';
import type { Actor } from '../../shared/use-case.js';
import { adminHasAccess, administeredRow } from '../account/account.functions.js';

/** A jurisdiction as it is added (the seed's, an administrator's). */
export type NewJurisdiction = typeof jurisdictions.$inferInsert;

/** The jurisdiction `id`; null when there is none (or no id). */
export async function jurisdictionById(db: DbOrTx, id: number | null): Promise<JurisdictionRow | null> {
  if (!id) return null;
  const [city] = await db.select().from(jurisdictions).where(eq(jurisdictions.id, id));
  return city ?? null;
}

/** The jurisdictions of `ids`, by id. */
export async function jurisdictionsByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, JurisdictionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(jurisdictions)
    .where(inArray(jurisdictions.id, [...new Set(ids)]));
  return new Map(rows.map((city) => [city.id, city]));
}

/** The jurisdiction `id`, or the default one when there is none; null only when neither exists. */
export async function jurisdictionOrDefault(db: DbOrTx, id: number | null): Promise<JurisdictionRow | null> {
  const [city] = await db
    .select()
    .from(jurisdictions)
    .where(or(eq(jurisdictions.id, id ?? 0), eq(jurisdictions.isDefault, true)))
    .orderBy(desc(eq(jurisdictions.id, id ?? 0)))
    .limit(1);
  return city ?? null;
}

/** Every jurisdiction's id and slug (an import names its rows' jurisdictions by slug). */
export function jurisdictionSlugs(db: DbOrTx): Promise<Array<{ id: number; slug: string }>> {
  return db.select({ id: jurisdictions.id, slug: jurisdictions.slug }).from(jurisdictions);
}

/** Every jurisdiction, in no particular order (a run over all of them: the daily reminders). */
export function everyJurisdiction(db: DbOrTx): Promise<JurisdictionRow[]> {
  return db.select().from(jurisdictions);
}

/** The name of the jurisdiction `id` (a column of the caller's query), or null when there is none. */
export function jurisdictionNameOf(id: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${jurisdictions.name} from ${jurisdictions} where ${jurisdictions.id} = ${id})`;
}

/** The time zone of the jurisdiction `id` (a column of the caller's query), or null when there is none. */
export function jurisdictionTimezoneOf(id: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${jurisdictions.timezone} from ${jurisdictions} where ${jurisdictions.id} = ${id})`;
}

/** How many jurisdictions there are (none: a database not yet seeded). */
export async function jurisdictionCount(db: DbOrTx): Promise<number> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(jurisdictions);
  return count;
}

// ——— an administrator's jurisdictions: their settings, changed at the version the edit was read at ———

/** The jurisdictions the actor administers, by name. */
export function administeredJurisdictionList(db: DbOrTx, actor: Actor): Promise<JurisdictionRow[]> {
  return db
    .select()
    .from(jurisdictions)
    .where(adminHasAccess(actor, jurisdictions.id))
    .orderBy(asc(jurisdictions.name));
}

/**
 * Staff only: the jurisdiction `id` when the actor administers it (NOT_FOUND otherwise, account.functions'
 * administeredRow), locked `FOR UPDATE` until the caller's transaction ends with `forUpdate`.
 */
export function administeredJurisdiction(
  db: DbOrTx,
  actor: Actor,
  id: unknown,
  forUpdate = false,
): Promise<JurisdictionRow> {
  const find = { table: jurisdictions, key: jurisdictions.id, id, jurisdictionId: jurisdictions.id };
  return administeredRow(db, actor, find, forUpdate);
}

/**
 * Writes `values` to the jurisdiction `id` and raises its settings version, only while it still is
 * `version` (null when it is not: a stale edit); the row as saved.
 */
export async function updateJurisdictionAtVersion(
  db: DbOrTx,
  { id, version, values }: { id: number; version: number; values: Partial<NewJurisdiction> },
): Promise<JurisdictionRow | null> {
  const [updated] = await db
    .update(jurisdictions)
    .set({ ...values, settingsVersion: version + 1 })
    .where(and(eq(jurisdictions.id, id), eq(jurisdictions.settingsVersion, version)))
    .returning();
  return updated ?? null;
}

// ——— a jurisdiction joined to the caller's query (a pet's record shows the jurisdiction it was issued in) ———

/** Joins the jurisdiction `jurisdictionId` (a column of the caller's query) to it (call `.$dynamic()` first). */
export function withJurisdictionOf<Query extends PgSelect>(query: Query, jurisdictionId: AnyPgColumn) {
  return query.innerJoin(jurisdictions, eq(jurisdictions.id, jurisdictionId));
}

/** The jurisdiction's name, selected beside a query `withJurisdictionOf`. */
export const joinedJurisdictionColumns = { jurisdictionName: jurisdictions.name };

// ——— a report's months, each jurisdiction's own (its time zone) ———

/**
 * A statement's relation of the jurisdictions the actor administers (id, name, country, timezone), each with
 * its months `start`..`end` (YYYY-MM-01, both months included) as instants: `starts` is midnight of the first
 * day and `ends` of the day after the last, in its time zone, so that a time column's index serves the range.
 */
export function administeredMonthRanges(actor: Pick<Actor, 'accountId'>, start: string, end: string): SQL {
  return sql`select j.id, j.name, j.country, j.timezone,
        (${start}::date::timestamp at time zone j.timezone) as starts,
        ((${end}::date + interval '1 month')::timestamp at time zone j.timezone) as ends
      from ${jurisdictions} j where ${adminHasAccess(actor, sql.raw('j.id'))}`;
}

/** The day (YYYY-MM-DD) the instant `at` (a column of the caller's query) falls on in the time zone of a query `withJurisdictionOf`. */
export function dayInJoinedJurisdiction(at: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${at} at time zone ${jurisdictions.timezone}, 'YYYY-MM-DD')`;
}
