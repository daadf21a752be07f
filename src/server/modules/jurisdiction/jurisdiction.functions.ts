// What other modules call on a jurisdiction inside their own transaction (issue 40: the jurisdiction
// module owns `jurisdictions`). Read through the caller's `db`, not the cached directory
// (AppServices.jurisdictions): the caller may be in the transaction that adds or changes the city.
import { desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type JurisdictionRow, jurisdictions } from '../../db/schema/index.js';

/** A jurisdiction as it is added (the seed's, an administrator's). */
export type NewJurisdiction = typeof jurisdictions.$inferInsert;

/** The jurisdiction `id`; null when there is none (or no id). */
export async function jurisdictionById(db: DbOrTx, id: number | null): Promise<JurisdictionRow | null> {
  if (!id) return null;
  const [city] = await db.select().from(jurisdictions).where(eq(jurisdictions.id, id));
  return city ?? null;
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

/** How many jurisdictions there are (none: a database not yet seeded). */
export async function jurisdictionCount(db: DbOrTx): Promise<number> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(jurisdictions);
  return count;
}
