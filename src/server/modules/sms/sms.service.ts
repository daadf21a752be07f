// Enqueues text messages (decision 0502): the message is stored in sms_outbox and its delivery job added,
// both in the caller's transaction, like e-mail (decision 0101). Sending happens in the worker, so a slow
// or failing SMS provider never fails the work that asked for the message.
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { AppServices } from '../../app-services.js';
import { smsOutbox } from '../../db/schema/index.js';
import { addToOutbox, type OutboxQueue } from '../../db/worker-job.js';
import { toE164 } from '../../integrations/sms/sms-provider.js';
import type { PublicCall } from '../../shared/use-case.js';

/** graphile-worker task that delivers one sms_outbox row */
export const SEND_SMS_TASK = 'send-sms';
/** exp(attempt) seconds between tries: eight tries span about 50 minutes */
export const SMS_MAX_ATTEMPTS = 8;

export type SmsRequest = {
  accountId: number | null;
  /** ten digits as accounts store them, or E.164 */
  to: string;
  locale: LocaleCode;
  template: string;
  body: string;
};

export type SendSmsPayload = { smsOutboxId: number };

const SMS_OUTBOX: OutboxQueue<typeof smsOutbox> = {
  table: smsOutbox,
  task: SEND_SMS_TASK,
  maxAttempts: SMS_MAX_ATTEMPTS,
  payload: (smsOutboxId): SendSmsPayload => ({ smsOutboxId }),
};

/** Pass `withDb(services, tx)` so the message and its job commit with the caller's transaction. */
export async function enqueueSms(services: AppServices, { input }: PublicCall<SmsRequest>): Promise<{ id: number }> {
  return addToOutbox(services.db, SMS_OUTBOX, {
    accountId: input.accountId,
    toNumber: toE164(input.to),
    locale: input.locale,
    template: input.template,
    body: input.body,
  });
}
