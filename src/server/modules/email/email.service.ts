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
import { type EmailTemplateData, type EmailTemplateName, renderTemplate } from './email-templates.js';
import {
  type LicenseReminderEmailData,
  type LicenseReminderName,
  renderLicenseReminderSms,
} from './templates/license-reminder.template.js';

import { type RabiesExpiringEmailData, renderRabiesExpiringSms } from './templates/rabies-expiring.template.js';
import { renderHomesafeFoundSms } from './templates/homesafe.template.js';
export type { EmailTemplateData, EmailTemplateName, LicenseReminderEmailData, LicenseReminderName };

/** graphile-worker task that delivers one outbox row */
export const SEND_EMAIL_TASK = 'send-email';
/** graphile-worker waits exp(attempt) seconds after each failure: ten tries span about 3.5 hours */
export const EMAIL_MAX_ATTEMPTS = 10;
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

// where an outbox message is (D12): the dev mailbox and the staff owner record read it the same way
export { EMAIL_DELIVERIES, type EmailDelivery, emailDelivery } from './email-delivery.js';

/**
 * Who chose each e-mail's recipient (issue 37: 2, decision 0803), so that no e-mail anyone can make us send
 * to an address goes out without a cap:
 * - 'typed': an address a person typed in the request that sends it, not proven theirs (a reset link, an
 *   access code, a new e-mail address, the sign-up address, a finder's address);
 * - 'stranger': the account's own address, but a stranger's request sends it, with their words in it (a
 *   finder's message to an owner, whose address may never have been verified);
 * - 'account': the account's address, sent by the account holder's own act, a payment, staff or a daily
 *   task, each bounded where it happens.
 * Every 'typed' and 'stranger' template has its cap in RECIPIENT_CAPS (the type says so, and
 * recipient-cap.test.ts lists the templates).
 */
export const RECIPIENT_KINDS = {
  welcome: 'typed',
  'access-code': 'typed',
  'password-reset': 'typed',
  'email-change-verify': 'typed',
  'homesafe-finder-link': 'typed',
  'homesafe-owner-reply': 'typed',
  'homesafe-found-message': 'stranger',
  'password-changed': 'account',
  'email-change-notice': 'account',
  'order-receipt': 'account',
  'order-refunded': 'account',
  'renewal-failed': 'account',
  'license-renewal-open': 'account',
  'license-expired': 'account',
  'license-grace-ending': 'account',
  'rabies-proof-accepted': 'account',
  'rabies-proof-rejected': 'account',
  'rabies-expiring': 'account',
} as const satisfies Record<EmailTemplateName, 'typed' | 'stranger' | 'account'>;

type CappedTemplate = {
  [Name in EmailTemplateName]: (typeof RECIPIENT_KINDS)[Name] extends 'account' ? never : Name;
}[EmailTemplateName];

/**
 * At most this many e-mails per recipient and template in any hour (issue 10: 7; issue 37: 2), counted in
 * the outbox itself, so every app server counts the same mail. A template is capped exactly when
 * RECIPIENT_KINDS says a person typed its address or a stranger sends it.
 */
export const RECIPIENT_CAPS: Record<CappedTemplate, number> & Partial<Record<EmailTemplateName, number>> = {
  'password-reset': 3,
  'access-code': 3,
  'email-change-verify': 3,
  /** one a sign-up; a cap here stops nothing a person does (addresses are unique) */
  welcome: 3,
  /** a finder names their own address on a public page (decision 0802) */
  'homesafe-finder-link': 5,
  /** the owner's answers to one finder address, over all its conversations (decision 0803) */
  'homesafe-owner-reply': 10,
  /** finders' messages to one owner: a lost pet's several finders fit (decision 0803) */
  'homesafe-found-message': 20,
};
const RECIPIENT_CAP_WINDOW = sql`interval '1 hour'`;

/**
 * Thrown by enqueueEmail when a capped e-mail would pass its recipient's cap. The caller answers as if it
 * had been sent (nothing tells the cap from a sent mail) and lets the error roll its transaction back, so
 * the link or code that would have gone out is not made either and the last one sent keeps working.
 */
export class RecipientCapReached extends Error {
  constructor(template: EmailTemplateName) {
    super(`recipient cap reached for ${template}`);
    this.name = 'RecipientCapReached';
  }
}

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
