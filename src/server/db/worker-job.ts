// A graphile-worker job queued through its SQL function, not the worker's JS client, so the job commits
// or rolls back with the caller's transaction (the e-mail and SMS outboxes).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** An outbox's delivery job: its task, how many tries it gets, and the prefix of its job key. */
export type OutboxJob = { task: string; maxAttempts: number; keyPrefix: string };

/**
 * Queues the delivery of the new outbox row `rowId`, whose `payload` names it; the job key
 * (`<keyPrefix>:<rowId>`) keeps one job per row and lets an operator find it.
 */
export async function addOutboxJob(
  db: DbOrTx,
  job: OutboxJob,
  rowId: number,
  payload: object,
): Promise<{ id: number }> {
  const jobKey = `${job.keyPrefix}:${rowId}`;
  await db.execute(
    sql`select graphile_worker.add_job(${job.task}, ${JSON.stringify(payload)}::json, max_attempts => ${job.maxAttempts}::int, job_key => ${jobKey})`,
  );
  return { id: rowId };
}
