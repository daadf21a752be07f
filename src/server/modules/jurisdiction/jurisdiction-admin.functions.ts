// Issue 41 (1; decision 0308): the site operator's writes of a jurisdiction — adding one, changing what the
// operator owns of it, retiring it — for the operator module's use cases, inside their transaction. The
// jurisdiction module owns the table; the caller drops the directory's cache after its commit
// (services.jurisdictions.invalidate()).
import { and, eq, isNull, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type JurisdictionRow, jurisdictions } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../shared/unique-violation.js';
import { validationFailed } from '../../shared/validation-error.js';
import type { NewJurisdiction } from './jurisdiction.functions.js';

/** A slug another jurisdiction has: the slug field's refusal, whether the check or the unique index found it. */
function slugTaken() {
  return validationFailed([{ path: 'slug', message: 'validation.jurisdiction.slugTaken' }]);
}

/**
 * Adds a jurisdiction. A slug that exists is refused on the slug field with nothing written — found by the
 * check, or by the unique index when another create took it at the same moment.
 */
export async function insertJurisdiction(db: DbOrTx, values: NewJurisdiction): Promise<JurisdictionRow> {
  const [taken] = await db
    .select({ id: jurisdictions.id })
    .from(jurisdictions)
    .where(eq(jurisdictions.slug, values.slug));
  if (taken) throw slugTaken();
  try {
    // a savepoint: the index's refusal must not abort the caller's transaction before it is mapped
    const [row] = await db.transaction((tx) => tx.insert(jurisdictions).values(values).returning());
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'jurisdictions_slug_key')) throw slugTaken();
    throw error;
  }
}

/** The jurisdiction `id` locked `FOR UPDATE` until the caller's transaction ends; null when there is none. */
export async function lockedJurisdiction(db: DbOrTx, id: number): Promise<JurisdictionRow | null> {
  const [row] = await db.select().from(jurisdictions).where(eq(jurisdictions.id, id)).for('update');
  return row ?? null;
}

/**
 * Retires (`at`) or brings back (null) the jurisdiction `id`; the row as saved, or null when it already was
 * so (nothing changed) or there is none.
 */
export async function setJurisdictionRetired(
  db: DbOrTx,
  { id, at }: { id: number; at: Date | null },
): Promise<JurisdictionRow | null> {
  const [row] = await db
    .update(jurisdictions)
    .set({ retiredAt: at })
    .where(and(eq(jurisdictions.id, id), at ? isNull(jurisdictions.retiredAt) : isNotNull(jurisdictions.retiredAt)))
    .returning();
  return row ?? null;
}
