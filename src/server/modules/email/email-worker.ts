// Delivers outbox e-mail from the PostgreSQL-backed queue (shared/jobs.ts: graphile-worker): jobs survive
// restarts and each runs on one app server at a time; failures retry with the queue's exponential back-off.
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Task } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { type EmailOutboxRow, emailOutbox } from '../../db/schema/index.js';
import type { MailTransport } from '../../integrations/email/mail-transport.js';
import { startQueueWorker, type QueueWorker } from '../../shared/jobs.js';
import { type DeliveryAttempt, deliverOutboxRow, type Outbox, outboxTask } from '../../shared/outbox-task.js';
import { SEND_EMAIL_TASK } from './email-task.js';

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

export type EmailWorkerOptions = Connection & {
  transport: MailTransport;
  log: EmailLog;
  /** jobs at once on this app server (1–2: SMTP relays throttle bursts) */
  concurrency?: number;
  /** how often to look for retries that came due, in ms; new jobs arrive by LISTEN/NOTIFY at once */
  pollInterval?: number;
  /** other modules' tasks on the same queue (a test's SMS delivery) */
  tasks?: Record<string, Task>;
};

export type EmailWorker = QueueWorker;

/**
 * A queue worker that delivers e-mail (and the given tasks) on its own: the tests' worker. A started
 * server runs every concept's jobs instead (api/jobs.ts, main.ts), the e-mail's among them.
 */
export async function startEmailWorker(options: EmailWorkerOptions): Promise<EmailWorker> {
  const ownPool = options.pool ? undefined : new pg.Pool({ connectionString: options.connectionString, max: 3 });
  const pool = (options.pool ?? ownPool) as pg.Pool;
  const db = drizzle(pool, { schema });
  const worker = await startQueueWorker({
    pool,
    log: options.log,
    ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
    ...(options.pollInterval === undefined ? {} : { pollInterval: options.pollInterval }),
    taskList: {
      ...options.tasks,
      [SEND_EMAIL_TASK]: createSendEmailTask({ db, transport: options.transport, log: options.log }),
    },
    crontab: '',
  });
  return {
    events: worker.events,
    stop: async () => {
      await worker.stop();
      await ownPool?.end().catch(() => {});
    },
  };
}
