// Enqueues text messages (decision 0502): the message is stored in sms_outbox and its delivery job added,
// both in the caller's transaction, like e-mail (decision 0101). Sending happens in the worker, so a slow
// or failing SMS provider never fails the work that asked for the message.
// Every text message passes two rules here, so that no caller can forget them (issue 37: 2, decision 0803):
// it goes only to a number the account verified (mobile_verifications), except the code that verifies it,
// and to one account at most SMS_PER_ACCOUNT_PER_DAY in any 24 hours. A message either rule stops is not
// queued: enqueueSms answers null and the caller's work goes on.
import { and, eq, gt, sql } from 'drizzle-orm';
import { SMS_PER_ACCOUNT_PER_DAY } from '../../../domain/account/mobile-verification.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { AppServices } from '../../app-services.js';
import { smsOutbox } from '../../db/schema/index.js';
import { addToOutbox, type OutboxQueue } from '../../db/worker-job.js';
import { toE164 } from '../../integrations/sms/sms-provider.js';
import type { PublicCall } from '../../shared/use-case.js';
import { hasVerifiedMobile } from '../account/account.functions.js';
import { SEND_SMS_TASK, SMS_MAX_ATTEMPTS } from './sms-task.js';
import { MOBILE_CODE_SMS_TEMPLATE } from './sms.functions.js';

export type SmsRequest = {
  /** the account the message is for: its verified numbers and its daily count decide */
  accountId: number;
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

/** Advisory lock space of the per-account SMS count ("sms"). */
const SMS_LOCK = 0x736d73;

/**
 * Queues a text message, or answers null when the number is not verified for the account (or no longer
 * one of its mobile numbers) or the account had SMS_PER_ACCOUNT_PER_DAY messages in the last 24 hours.
 * Pass `withDb(services, tx)` so the message and its job commit with the caller's transaction.
 */
export async function enqueueSms(
  services: AppServices,
  { input }: PublicCall<SmsRequest>,
): Promise<{ id: number } | null> {
  const toNumber = toE164(input.to);
  const digits = toNumber.slice(2);
  // one message to an account at a time (the lock lasts until the caller's transaction ends), so that
  // concurrent requests cannot all count the same "9 sent" and all send
  return services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SMS_LOCK}, ${input.accountId})`);
    if (input.template !== MOBILE_CODE_SMS_TEMPLATE) {
      if (!(await hasVerifiedMobile(tx, input.accountId, digits))) return null;
    }
    const [sent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.accountId, input.accountId), gt(smsOutbox.createdAt, sql`now() - interval '1 day'`)));
    if ((sent?.count ?? 0) >= SMS_PER_ACCOUNT_PER_DAY) return null;
    return addToOutbox(tx, SMS_OUTBOX, {
      accountId: input.accountId,
      toNumber,
      locale: input.locale,
      template: input.template,
      body: input.body,
    });
  });
}
