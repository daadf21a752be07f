// A graphile-worker job queued through its SQL function, not the worker's JS client, so the job commits
// or rolls back with the caller's transaction (the e-mail and SMS outboxes).
import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** An outbox: its table and its delivery job (the task, how many tries it gets). */
export type OutboxQueue<T extends PgTable & { id: PgColumn }> = {
  table: T;
  task: string;
  maxAttempts: number;
  /** the job's payload, naming the row */
  payload: (id: number) => object;
};

/**
 * Stores a message in its outbox and queues its delivery, both on `db`: pass the caller's transaction and
 * both commit or neither does. The job key (the table's name in kebab case and the row's id,
 * `email-outbox:12`) keeps one job per row and lets an operator find it.
 */
export async function addToOutbox<T extends PgTable & { id: PgColumn }>(
  db: DbOrTx,
  outbox: OutboxQueue<T>,
  values: T['$inferInsert'],
): Promise<{ id: number }> {
  const [row] = (await db
    .insert(outbox.table as PgTable)
    .values(values as never)
    .returning({ id: outbox.table.id })) as { id: number }[];
  if (!row) throw new Error(`${getTableName(outbox.table)} insert returned no row`);
  const jobKey = `${getTableName(outbox.table).replaceAll('_', '-')}:${row.id}`;
  await db.execute(
    sql`select graphile_worker.add_job(${outbox.task}, ${JSON.stringify(outbox.payload(row.id))}::json, max_attempts => ${outbox.maxAttempts}::int, job_key => ${jobKey})`,
  );
  return { id: row.id };
}
