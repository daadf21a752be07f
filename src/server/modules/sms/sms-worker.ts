// Delivers sms_outbox rows from the queue (graphile-worker), like the e-mail worker: a row that is no
// longer QUEUED is never sent again; a retryable failure throws so the queue tries again with back-off; a
// permanent refusal (not a mobile, unsubscribed, bad credentials) or the last attempt marks it FAILED.
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { type SmsOutboxRow, smsOutbox } from '../../db/schema/index.js';
import { type DeliveryAttempt, deliverOutboxRow, type Outbox, outboxTask } from '../../shared/outbox-task.js';
import { type SmsProvider, SmsProviderError } from '../../integrations/sms/sms-provider.js';

export type SmsLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
};

export type SmsDeliveryDeps = { db: DbOrTx; provider: SmsProvider; log: SmsLog };

export function deliverSmsOutboxRow(deps: SmsDeliveryDeps, smsOutboxId: number, attempt: DeliveryAttempt) {
  const { kind } = deps.provider;
  return deliverOutboxRow<SmsOutboxRow>(SMS_OUTBOX, deps, smsOutboxId, attempt, async (row) => {
    const { providerMessageId } = await deps.provider.send({ to: row.toNumber, body: row.body });
    const kept = kind === 'outbox';
    return {
      columns: { deliveredBy: kind, providerMessageId },
      log: [{ provider: kind }, kept ? 'SMS kept locally (no SMS_PROVIDER), not sent' : 'SMS sent'],
    };
  });
}

const SMS_OUTBOX: Outbox = {
  what: 'SMS',
  idField: 'smsOutboxId',
  table: smsOutbox,
  // not a mobile, unsubscribed, bad credentials: no retry would mend it
  permanent: (error) => error instanceof SmsProviderError && error.permanent,
};

const payloadSchema = z.object({ smsOutboxId: z.number().int().positive() });

export function createSendSmsTask(deps: SmsDeliveryDeps): Task {
  return outboxTask(deps.log, 'SMS', payloadSchema, ({ smsOutboxId }, attempt) =>
    deliverSmsOutboxRow(deps, smsOutboxId, attempt),
  );
}
