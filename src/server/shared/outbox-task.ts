// The graphile-worker task of an outbox (e-mail, SMS): its job's payload names one outbox row, which
// `deliver` sends; a payload that names none is logged and dropped (a retry would not mend it).
// deliverOutboxRow sends one row of either outbox and records what came of it.
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Task } from 'graphile-worker';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';

/** Which try this is; graphile-worker counts from 1. */
export type DeliveryAttempt = { attempt: number; maxAttempts: number };

export function outboxTask<Payload>(
  log: { error: (details: object, message: string) => void },
  what: string,
  payloadSchema: z.ZodType<Payload>,
  deliver: (payload: Payload, attempt: DeliveryAttempt) => Promise<unknown>,
): Task {
  return async (payload, helpers) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) {
      log.error({ jobId: helpers.job.id }, `${what} job with an invalid payload: dropped`);
      return;
    }
    await deliver(parsed.data, { attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts });
  };
}

/** What every outbox table has (email_outbox, sms_outbox): the row's key, its state and its tries. */
type OutboxTable = PgTable & { id: PgColumn; status: PgColumn; attempts: PgColumn };
type OutboxRow = { id: number; status: string; template: string };

/** An outbox: its table, the log lines' word ('e-mail', 'SMS') and the log field that names a row. */
export type Outbox = {
  what: string;
  idField: string;
  table: OutboxTable;
  /** a refusal that no retry would mend */
  permanent?: (error: unknown) => boolean;
  /** what the job throws for a retry (the provider's own error when absent) */
  retryError?: (message: string, cause: unknown) => Error;
};

export type DeliveryOutcome = 'sent' | 'already-done' | 'missing' | 'failed';

const LAST_ERROR_MAX_LENGTH = 1000;

/**
 * Sends one outbox row and records the result, the same way for every outbox. A row that is no longer
 * QUEUED is never sent again; a failure throws so the queue retries with back-off, except a permanent one
 * or the last attempt, which marks the row FAILED. `send` answers the columns to set with SENT.
 */
export async function deliverOutboxRow<Row extends OutboxRow>(
  outbox: Outbox,
  { db, log }: { db: DbOrTx; log: { info: LogLine; warn: LogLine; error: LogLine } },
  id: number,
  { attempt, maxAttempts }: DeliveryAttempt,
  send: (row: Row) => Promise<{ columns: Record<string, unknown>; log: [fields: object, message: string] }>,
): Promise<DeliveryOutcome> {
  const { what, table } = outbox;
  const [row] = (await db.select().from(table).where(eq(table.id, id)).limit(1)) as Row[];
  if (!row) {
    log.warn({ [outbox.idField]: id }, `${what} job for a missing outbox row: nothing to send`);
    return 'missing';
  }
  if (row.status !== 'QUEUED') return 'already-done';
  const stillQueued = and(eq(table.id, row.id), eq(table.status, 'QUEUED'));
  const tried = { attempts: sql`${table.attempts} + 1` };
  let sent: Awaited<ReturnType<typeof send>>;
  try {
    sent = await send(row);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX_LENGTH);
    const final = attempt >= maxAttempts || (outbox.permanent?.(error) ?? false);
    await db
      .update(table)
      .set({ ...tried, lastError: message, ...(final ? { status: 'FAILED' } : {}) } as never)
      .where(stillQueued);
    const fields = { [outbox.idField]: id, template: row.template, attempt, error: message };
    if (final) {
      // Recorded on the row; the job ends here instead of lingering as a permanently failed job.
      log.error(fields, `${what} delivery failed for good`);
      return 'failed';
    }
    log.warn(fields, `${what} delivery failed; will retry`);
    throw outbox.retryError ? outbox.retryError(message, error) : error;
  }
  await db
    .update(table)
    .set({ status: 'SENT', sentAt: sql`now()`, ...tried, ...sent.columns } as never)
    .where(stillQueued);
  log.info({ [outbox.idField]: id, template: row.template, ...sent.log[0] }, sent.log[1]);
  return 'sent';
}

type LogLine = (fields: object, message: string) => void;

/**
 * What waits in an outbox: how many rows are QUEUED, when the oldest of them was written (null: none), and
 * how many FAILED rows were written since `failedSince` (0 when not asked).
 */
export type OutboxBacklog = { queued: number; oldestQueuedAt: Date | null; failed: number };

/**
 * The backlog of an outbox table, which its owner module passes (sms.functions.ts `smsOutboxBacklog`,
 * email.functions.ts `emailOutboxBacklog`). One read of the QUEUED and FAILED rows, which the outboxes'
 * partial indexes hold (migration 0040): the sent mail is never scanned.
 */
export async function outboxBacklog(
  db: DbOrTx,
  table: OutboxTable & { createdAt: PgColumn },
  { failedSince }: { failedSince?: Date } = {},
): Promise<OutboxBacklog> {
  const queued = sql`${table.status} = 'QUEUED'`;
  const failed = failedSince
    ? sql<number>`(count(*) filter (where ${table.status} = 'FAILED' and ${table.createdAt} >= ${failedSince}))::int`
    : sql<number>`0`;
  const [row] = await db
    .select({
      queued: sql<number>`(count(*) filter (where ${queued}))::int`,
      oldestQueuedAt: sql`min(${table.createdAt}) filter (where ${queued})`.mapWith(table.createdAt),
      failed,
    })
    .from(table)
    .where(sql`${table.status} in ('QUEUED', 'FAILED')`);
  return {
    queued: row?.queued ?? 0,
    oldestQueuedAt: (row?.oldestQueuedAt as Date | null | undefined) ?? null,
    failed: Number(row?.failed ?? 0),
  };
}
