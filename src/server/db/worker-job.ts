// A graphile-worker job queued through its SQL function, not the worker's JS client, so the job commits
// or rolls back with the caller's transaction (the e-mail and SMS outboxes).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** Queues `task` with `payload`; `jobKey` keeps one job per key (and lets an operator find it). */
export async function addWorkerJob(
  db: DbOrTx,
  task: string,
  payload: object,
  { maxAttempts, jobKey }: { maxAttempts: number; jobKey: string },
): Promise<void> {
  await db.execute(
    sql`select graphile_worker.add_job(${task}, ${JSON.stringify(payload)}::json, max_attempts => ${maxAttempts}::int, job_key => ${jobKey})`,
  );
}
