// What other modules call on accounts inside their own transaction (issue 40: the account module owns
// `accounts` and `admin_jurisdictions`): the staff scope (spec §6 adminHasAccess) and how a person's
// name is read and shown.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { accounts, adminJurisdictions } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import { type Actor, requireStaff } from '../../shared/use-case.js';

// ——— the staff scope: what an administrator may see is what belongs to the jurisdictions they administer ———
/** A condition: `jurisdictionId` (a column or a value) is one of the jurisdictions the actor administers. */
export function adminHasAccess(actor: Pick<Actor, 'accountId'>, jurisdictionId: unknown): SQL {
  return sql`exists (select 1 from ${adminJurisdictions} where ${adminJurisdictions.accountId} = ${actor.accountId}
    and ${adminJurisdictions.jurisdictionId} = ${jurisdictionId})`;
}

/**
 * Staff only (FORBIDDEN for an owner): the row of `table` whose `key` is `id`, when its `jurisdictionId`
 * is one the actor administers; NOT_FOUND otherwise, and for an id that cannot be a row. `forUpdate`
 * locks the row until the caller's transaction ends.
 */
export async function administeredRow<T extends PgTable>(
  db: DbOrTx,
  actor: Actor,
  find: { table: T; key: PgColumn; id: unknown; jurisdictionId: PgColumn },
  forUpdate = false,
): Promise<T['$inferSelect']> {
  requireStaff(actor);
  const id = rowIdOf(find.id);
  const query = db
    .select()
    .from(find.table as PgTable)
    .where(and(eq(find.key, id), adminHasAccess(actor, find.jurisdictionId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row as T['$inferSelect'];
}

// ——— a person's name, as staff screens, search hits and audit entries show it (an imported owner may have no first name) ———

/** The two name columns of `accounts`, spread into a select beside what else a row needs. */
export const accountNameColumns = { firstName: accounts.firstName, lastName: accounts.lastName };

/** "First Last", or the one name there is. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
