// Delivers outbox e-mail from the PostgreSQL-backed queue (graphile-worker): jobs survive restarts and
// each runs on one app server at a time; failures retry with the queue's exponential back-off.
import { drizzle } from 'drizzle-orm/node-postgres';
import { Logger as WorkerLogger, run, runMigrations, type Task } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { type EmailOutboxRow, emailOutbox } from '../../db/schema/index.js';
import type { MailTransport } from '../../integrations/email/mail-transport.js';
import { type DeliveryAttempt, deliverOutboxRow, type Outbox, outboxTask } from '../../shared/outbox-task.js';
import { SEND_EMAIL_TASK } from './email.service.js';

export type EmailLog = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

type Connection = { pool: pg.Pool; connectionString?: never } | { connectionString: string; pool?: never };

export type DeliveryDeps = { db: DbOrTx; transport: MailTransport; log: EmailLog };

export class EmailDeliveryError extends Error {
  override readonly name = 'EmailDeliveryError';
}

/**
 * Sends one outbox row and records the result (deliverOutboxRow: never twice once it left QUEUED; a
 * failure throws so the queue retries; the last attempt marks it FAILED). If the process dies between
 * the SMTP server's acceptance and the SENT update, the retry sends it again with the same Message-ID:
 * at least once, never silently lost.
 */
export function deliverOutboxMessage(deps: DeliveryDeps, outboxId: number, attempt: DeliveryAttempt) {
  const { kind } = deps.transport;
  return deliverOutboxRow<EmailOutboxRow>(EMAIL_OUTBOX, deps, outboxId, attempt, async (row) => {
    await deps.transport.send({
      messageKey: `pawport-email-${row.id}-${row.createdAt.getTime()}`,
      to: row.toAddress,
      locale: row.locale,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
    });
    // deliveredBy is the truth for /dev/mailbox: without SMTP_URL nothing left the machine (issue 11: 8)
    return {
      columns: { deliveredBy: kind },
      log: [{ transport: kind }, kind === 'smtp' ? 'e-mail sent' : 'e-mail kept locally (no SMTP_URL), not sent'],
    };
  });
}

const EMAIL_OUTBOX: Outbox = {
  what: 'e-mail',
  idField: 'outboxId',
  table: emailOutbox,
  retryError: (message, cause) => new EmailDeliveryError(message, { cause }),
};

const payloadSchema = z.object({ outboxId: z.number().int().positive() });

export function createSendEmailTask(deps: DeliveryDeps): Task {
  return outboxTask(deps.log, 'e-mail', payloadSchema, ({ outboxId }, attempt) =>
    deliverOutboxMessage(deps, outboxId, attempt),
  );
}

/**
 * Installs or upgrades the graphile_worker schema. Call after our own migrations and before the first
 * enqueueEmail; safe when several app servers start at once (graphile-worker detects the clash).
 */
export async function installQueue(connection: string | pg.Pool, log?: EmailLog): Promise<void> {
  if (typeof connection !== 'string') guardPoolErrors(connection, log);
  await runMigrations({
    ...(typeof connection === 'string' ? { connectionString: connection } : { pgPool: connection }),
    logger: log ? workerLogger(log) : silentLogger,
  });
}

export type EmailWorkerOptions = Connection & {
  transport: MailTransport;
  log: EmailLog;
  /** jobs at once on this app server (1–2: SMTP relays throttle bursts) */
  concurrency?: number;
  /** how often to look for retries that came due, in ms; new jobs arrive by LISTEN/NOTIFY at once */
  pollInterval?: number;
  /** other modules' tasks on the same queue (the smart tracker renewals) and their schedule */
  tasks?: Record<string, Task>;
  crontab?: string;
};

export type EmailWorker = { stop: () => Promise<void> };

export async function startEmailWorker(options: EmailWorkerOptions): Promise<EmailWorker> {
  const ownPool = options.pool ? undefined : new pg.Pool({ connectionString: options.connectionString, max: 3 });
  const pool = (options.pool ?? ownPool) as pg.Pool;
  guardPoolErrors(pool, options.log);
  const db = drizzle(pool, { schema });
  const runner = await run({
    pgPool: pool,
    concurrency: Math.min(Math.max(options.concurrency ?? 2, 1), 2),
    noHandleSignals: true, // main.ts owns SIGINT/SIGTERM and stops the worker itself
    pollInterval: options.pollInterval ?? 2000,
    logger: workerLogger(options.log),
    taskList: {
      ...options.tasks,
      [SEND_EMAIL_TASK]: createSendEmailTask({ db, transport: options.transport, log: options.log }),
    },
    crontab: options.crontab ?? '',
  });
  runner.promise.catch((error: unknown) => options.log.error({ err: error }, 'e-mail worker stopped unexpectedly'));
  let stopped = false;
  return {
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await runner.stop().catch((error: unknown) => options.log.warn({ err: error }, 'e-mail worker stop'));
      await ownPool?.end().catch(() => {});
    },
  };
}

// A dropped connection (server restart, failover) must be logged, not crash the process; graphile-worker
// also warns at start when a pool lacks these handlers.
function guardPoolErrors(pool: pg.Pool, log: EmailLog | undefined) {
  const report = (error: Error) =>
    log ? log.error({ err: error }, 'PostgreSQL client error') : console.error('PostgreSQL client error', error);
  if (pool.listenerCount('error') === 0) pool.on('error', report);
  if (pool.listenerCount('connect') === 0) pool.on('connect', (client) => client.on('error', report));
}

// graphile-worker reports every job at "info"; ours are the useful lines, so theirs go to debug.
function workerLogger(log: EmailLog): WorkerLogger {
  return new WorkerLogger((scope) => (level, message, meta) => {
    const name: string = level;
    const fields = { ...scope, ...meta };
    if (name === 'error') log.error(fields, message);
    else if (name === 'warning') log.warn(fields, message);
    else log.debug(fields, message);
  });
}

const silentLogger = new WorkerLogger(() => () => {});
