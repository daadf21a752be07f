// Enqueues e-mail: renders it in the owner's locale, stores it in the outbox and adds a delivery job,
// both in the caller's transaction (docs/decisions/0101-email-queue.md). Sending happens in the worker,
// so a slow or failing SMTP server never fails the request that asked for the e-mail.
import { sql } from 'drizzle-orm';
import { emailIssue } from '../../../domain/account/account.rules.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { AppServices } from '../../app-services.js';
import { emailOutbox } from '../../db/schema/index.js';
import type { PublicCall } from '../../shared/use-case.js';
import { type EmailTemplateData, type EmailTemplateName, renderTemplate } from './email-templates.js';

/** graphile-worker task that delivers one outbox row */
export const SEND_EMAIL_TASK = 'send-email';
/** graphile-worker waits exp(attempt) seconds after each failure: ten tries span about 3.5 hours */
export const EMAIL_MAX_ATTEMPTS = 10;

export type EmailRequest<Name extends EmailTemplateName> = {
  to: string;
  locale: LocaleCode;
  template: Name;
  data: EmailTemplateData[Name];
};

export type SendEmailPayload = { outboxId: number };

/** Pass `withDb(services, tx)` so the message and its job commit with the caller's transaction. */
export async function enqueueEmail<Name extends EmailTemplateName>(
  services: AppServices,
  { input: request }: PublicCall<EmailRequest<Name>>,
): Promise<{ id: number }> {
  const to = request.to.trim();
  // the sign-up rule itself, so an address the form accepted is never refused here
  if (emailIssue(to)) throw new Error('enqueueEmail: invalid recipient address');
  const rendered = renderTemplate(request.template, request.locale, request.data);
  const [row] = await services.db
    .insert(emailOutbox)
    .values({
      toAddress: to,
      locale: request.locale,
      template: request.template,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('email_outbox insert returned no row');
  const payload: SendEmailPayload = { outboxId: row.id };
  // The SQL function, not the worker's JS client, so the job commits or rolls back with the caller.
  // The job key keeps one job per outbox row (and lets an operator find it).
  await services.db.execute(
    sql`select graphile_worker.add_job(${SEND_EMAIL_TASK}, ${JSON.stringify(payload)}::json, max_attempts => ${EMAIL_MAX_ATTEMPTS}::int, job_key => ${`email-outbox:${row.id}`})`,
  );
  return { id: row.id };
}
