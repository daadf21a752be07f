// Enqueues e-mail: renders it in the owner's locale, stores it in the outbox and adds a delivery job,
// both in the caller's transaction (docs/decisions/0101-email-queue.md). Sending happens in the worker,
// so a slow or failing SMTP server never fails the request that asked for the e-mail.
import { and, eq, gt, sql } from 'drizzle-orm';
import { emailIssue } from '../../../domain/account/account.rules.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { type AppServices, withDb } from '../../app-services.js';
import { emailOutbox } from '../../db/schema/index.js';
import { addToOutbox, type OutboxQueue } from '../../db/worker-job.js';
import type { PublicCall } from '../../shared/use-case.js';
import { EMAIL_MAX_ATTEMPTS, SEND_EMAIL_TASK } from './email-task.js';
import { type EmailTemplateData, type EmailTemplateName, renderTemplate } from './email-templates.js';
import { RECIPIENT_CAPS, RecipientCapReached } from './recipient-caps.js';
import {
  type LicenseReminderEmailData,
  type LicenseReminderName,
  renderLicenseReminderSms,
} from './templates/license-reminder.template.js';

import { type RabiesExpiringEmailData, renderRabiesExpiringSms } from './templates/rabies-expiring.template.js';
import { renderHomesafeFoundSms } from './templates/homesafe.template.js';
export type { EmailTemplateData, EmailTemplateName, LicenseReminderEmailData, LicenseReminderName };

const EMAIL_OUTBOX: OutboxQueue<typeof emailOutbox> = {
  table: emailOutbox,
  task: SEND_EMAIL_TASK,
  maxAttempts: EMAIL_MAX_ATTEMPTS,
  payload: (outboxId): SendEmailPayload => ({ outboxId }),
};

export type EmailRequest<Name extends EmailTemplateName> = {
  to: string;
  locale: LocaleCode;
  template: Name;
  data: EmailTemplateData[Name];
};

export type SendEmailPayload = { outboxId: number };

const RECIPIENT_CAP_WINDOW = sql`interval '1 hour'`;

/** Pass `withDb(services, tx)` so the message and its job commit with the caller's transaction. */
export async function enqueueEmail<Name extends EmailTemplateName>(
  services: AppServices,
  { input: request }: PublicCall<EmailRequest<Name>>,
): Promise<{ id: number }> {
  const to = request.to.trim();
  // the sign-up rule itself, so an address the form accepted is never refused here
  if (emailIssue(to)) throw new Error('enqueueEmail: invalid recipient address');
  const cap = RECIPIENT_CAPS[request.template];
  if (cap === undefined) return writeToOutbox(services, to, request);
  // one capped e-mail to a recipient at a time (the lock lasts until the caller's transaction ends), so
  // concurrent requests cannot all count the same "2 sent" and all send
  return services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK}, hashtext(lower(${to})))`);
    const [sent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(
        and(
          sql`lower(${emailOutbox.toAddress}) = lower(${to})`,
          eq(emailOutbox.template, request.template),
          gt(emailOutbox.createdAt, sql`now() - ${RECIPIENT_CAP_WINDOW}`),
        ),
      );
    if ((sent?.count ?? 0) >= cap) throw new RecipientCapReached(request.template);
    return writeToOutbox(withDb(services, tx), to, request);
  });
}

/** Advisory lock space of the recipient caps ("mail"). */
const RECIPIENT_LOCK = 0x6d61696c;

async function writeToOutbox<Name extends EmailTemplateName>(
  services: AppServices,
  to: string,
  request: EmailRequest<Name>,
): Promise<{ id: number }> {
  const rendered = renderTemplate(request.template, request.locale, request.data);
  return addToOutbox(services.db, EMAIL_OUTBOX, {
    toAddress: to,
    locale: request.locale,
    template: request.template,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
  });
}

/**
 * The text-message version of a licence reminder (decision 0502), in the reader's locale. Its words live in
 * the e-mail catalogs (locales/*.ts), so one glossary check covers both.
 */
export function licenseReminderTextMessage(
  services: AppServices,
  {
    input,
  }: PublicCall<{
    template: LicenseReminderName;
    locale: LocaleCode;
    data: Pick<LicenseReminderEmailData, 'petName' | 'termEnd' | 'graceEnd' | 'renewUrl'>;
  }>,
): string {
  void services;
  return renderLicenseReminderSms(input.template, input.locale, input.data);
}

/** The text-message version of the rabies reminder (decision 0502), in the reader's locale. */
export function rabiesReminderTextMessage(
  services: AppServices,
  { input }: PublicCall<{ locale: LocaleCode; data: Pick<RabiesExpiringEmailData, 'petName' | 'expires' | 'petUrl'> }>,
): string {
  void services;
  return renderRabiesExpiringSms(input.locale, input.data);
}

/** The text message an opted-in owner gets with a finder's first message (HomeSafe, decision 0802). */
export function homesafeFoundTextMessage(
  services: AppServices,
  { input }: PublicCall<{ locale: LocaleCode; data: { petName: string; petUrl: string } }>,
): string {
  void services;
  return renderHomesafeFoundSms(input.locale, input.data);
}
