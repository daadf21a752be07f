// Delivers sms_outbox rows from the queue (graphile-worker), like the e-mail worker: a row that is no
// longer QUEUED is never sent again; a retryable failure throws so the queue tries again with back-off; a
// permanent refusal (not a mobile, unsubscribed, bad credentials) or the last attempt marks it FAILED.
import type { Task } from 'graphile-worker';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { smsOutbox } from '../../db/schema/index.js';
import { type DeliveryAttempt, outboxTask } from '../../shared/outbox-task.js';
import { type SmsProvider, SmsProviderError } from '../../integrations/sms/sms-provider.js';

export type SmsLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
};

export type SmsDeliveryDeps = { db: DbOrTx; provider: SmsProvider; log: SmsLog };

export type SmsDeliveryOutcome = 'sent' | 'already-done' | 'missing' | 'failed';

const LAST_ERROR_MAX_LENGTH = 1000;

export async function deliverSmsOutboxRow(
  deps: SmsDeliveryDeps,
  smsOutboxId: number,
  { attempt, maxAttempts }: DeliveryAttempt,
): Promise<SmsDeliveryOutcome> {
  const [row] = await deps.db.select().from(smsOutbox).where(eq(smsOutbox.id, smsOutboxId)).limit(1);
  if (!row) {
    deps.log.warn({ smsOutboxId }, 'SMS job for a missing outbox row: nothing to send');
    return 'missing';
  }
  if (row.status !== 'QUEUED') return 'already-done';
  let providerMessageId: string | null;
  try {
    ({ providerMessageId } = await deps.provider.send({ to: row.toNumber, body: row.body }));
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX_LENGTH);
    const final = attempt >= maxAttempts || (error instanceof SmsProviderError && error.permanent);
    await deps.db
      .update(smsOutbox)
      .set({ attempts: sql`${smsOutbox.attempts} + 1`, lastError: message, ...(final ? { status: 'FAILED' } : {}) })
      .where(and(eq(smsOutbox.id, row.id), eq(smsOutbox.status, 'QUEUED')));
    if (final) {
      deps.log.error({ smsOutboxId, template: row.template, attempt, error: message }, 'SMS delivery failed for good');
      return 'failed';
    }
    deps.log.warn({ smsOutboxId, template: row.template, attempt, error: message }, 'SMS delivery failed; will retry');
    throw error;
  }
  await deps.db
    .update(smsOutbox)
    .set({
      status: 'SENT',
      sentAt: sql`now()`,
      attempts: sql`${smsOutbox.attempts} + 1`,
      deliveredBy: deps.provider.kind,
      providerMessageId,
    })
    .where(and(eq(smsOutbox.id, row.id), eq(smsOutbox.status, 'QUEUED')));
  deps.log.info(
    { smsOutboxId, template: row.template, provider: deps.provider.kind },
    deps.provider.kind === 'outbox' ? 'SMS kept locally (no SMS_PROVIDER), not sent' : 'SMS sent',
  );
  return 'sent';
}

const payloadSchema = z.object({ smsOutboxId: z.number().int().positive() });

export function createSendSmsTask(deps: SmsDeliveryDeps): Task {
  return outboxTask(deps.log, 'SMS', payloadSchema, ({ smsOutboxId }, attempt) =>
    deliverSmsOutboxRow(deps, smsOutboxId, attempt),
  );
}
