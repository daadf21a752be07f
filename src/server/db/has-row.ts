// "Is there such a row?" (an address taken, a known device): an existence check reads one row at most.
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** Whether `table` has a row where `where` holds. */
export async function hasRow(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ found: sql`1` }).from(table).where(where).limit(1);
  return rows.length > 0;
}
