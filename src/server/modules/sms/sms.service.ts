// Enqueues text messages (decision 0502): the message is stored in sms_outbox and its delivery job added,
// both in the caller's transaction, like e-mail (decision 0101). Sending happens in the worker, so a slow
// or failing SMS provider never fails the work that asked for the message.
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { AppServices } from '../../app-services.js';
import { smsOutbox } from '../../db/schema/index.js';
import { addOutboxJob, type OutboxJob } from '../../db/worker-job.js';
import { toE164 } from '../../integrations/sms/sms-provider.js';
import type { PublicCall } from '../../shared/use-case.js';

/** graphile-worker task that delivers one sms_outbox row */
export const SEND_SMS_TASK = 'send-sms';
/** exp(attempt) seconds between tries: eight tries span about 50 minutes */
export const SMS_MAX_ATTEMPTS = 8;

const SMS_JOB: OutboxJob = { task: SEND_SMS_TASK, maxAttempts: SMS_MAX_ATTEMPTS, keyPrefix: 'sms-outbox' };

export type SmsRequest = {
  accountId: number | null;
  /** ten digits as accounts store them, or E.164 */
  to: string;
  locale: LocaleCode;
  template: string;
  body: string;
};

export type SendSmsPayload = { smsOutboxId: number };

/** Pass `withDb(services, tx)` so the message and its job commit with the caller's transaction. */
export async function enqueueSms(services: AppServices, { input }: PublicCall<SmsRequest>): Promise<{ id: number }> {
  const [row] = await services.db
    .insert(smsOutbox)
    .values({
      accountId: input.accountId,
      toNumber: toE164(input.to),
      locale: input.locale,
      template: input.template,
      body: input.body,
    })
    .returning({ id: smsOutbox.id });
  if (!row) throw new Error('sms_outbox insert returned no row');
  return addOutboxJob(services.db, SMS_JOB, row.id, { smsOutboxId: row.id } satisfies SendSmsPayload);
}
