// What other modules call on e-mail inside their own transaction (issue 40); the e-mail use cases are in
// email.service.ts.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { sameEmail } from '../../db/same-email.js';
import { emailOutbox } from '../../db/schema/index.js';
import { pageUrl } from '../../http/public-origin.js';
import { type OutboxBacklog, outboxBacklog } from '../../shared/outbox-task.js';
import { accountById } from '../account/account.functions.js';
import { jurisdictionById } from '../jurisdiction/jurisdiction.functions.js';
import type { EmailTemplateData, EmailTemplateName } from './email-templates.js';
import { enqueueEmail } from './email.service.js';

// where an outbox message is (D12): the dev mailbox and the staff owner record read it the same way
export { EMAIL_DELIVERIES, type EmailDelivery, emailDelivery } from './email-delivery.js';
// thrown by enqueueEmail past a recipient's cap: the caller answers as if it had been sent
export { RecipientCapReached } from './recipient-caps.js';

/**
 * An account as the recipient of an e-mail about it: its address, name and language, and its
 * jurisdiction's time zone (null when it has none) for the moments the e-mail states. Undefined when no
 * such account exists.
 */
export async function emailRecipient(db: DbOrTx, accountId: number) {
  const account = await accountById(db, accountId);
  if (!account) return undefined;
  const city = await jurisdictionById(db, account.jurisdictionId);
  const { id, email, firstName, locale } = account;
  return { id, email, firstName, locale, timeZone: city?.timezone ?? null };
}

/** The e-mails that tell an account of a change to how it logs in: each greets it, in its zone, with a reset link. */
type SecurityNoticeName = {
  [Name in EmailTemplateName]: EmailTemplateData[Name] extends { firstName: string; resetUrl: string }
    ? 'timeZone' extends keyof EmailTemplateData[Name]
      ? Name
      : never
    : never;
}[EmailTemplateName];

/**
 * Enqueues a security notice to an account (pass `withDb(services, tx)`: it commits with the change): to its
 * address, in its language, greeting it by name, its moments in its jurisdiction's time zone, and the link
 * to reset its password on `origin`. `data` is the rest of the template's data.
 */
export async function emailSecurityNotice<Name extends SecurityNoticeName>(
  services: AppServices,
  notice: {
    accountId: number;
    template: Name;
    origin: string;
    data: Omit<EmailTemplateData[Name], 'firstName' | 'timeZone' | 'resetUrl'>;
  },
): Promise<void> {
  const recipient = await emailRecipient(services.db, notice.accountId);
  if (!recipient) throw new Error(`account ${notice.accountId} vanished before its ${notice.template} e-mail`);
  const data = {
    ...notice.data,
    firstName: recipient.firstName,
    ...(recipient.timeZone ? { timeZone: recipient.timeZone } : {}),
    resetUrl: pageUrl(notice.origin, 'ForgotPassword', recipient.locale),
  } as EmailTemplateData[Name];
  await enqueueEmail(services, {
    input: { to: recipient.email, locale: recipient.locale, template: notice.template, data },
  });
}

/** The latest 50 e-mails the portal sent to an address, newest first (the outbox keeps them all, decision 0101). */
export function emailsSentTo(db: DbOrTx, address: string) {
  return db
    .select({
      id: emailOutbox.id,
      template: emailOutbox.template,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      deliveredBy: emailOutbox.deliveredBy,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(sameEmail(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(50);
}

/** The latest 50 access-code e-mails sent to an address (compared without case), newest first. */
export function accessCodeEmailsSentTo(db: DbOrTx, address: string) {
  return db
    .select({
      id: emailOutbox.id,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      deliveredBy: emailOutbox.deliveredBy,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(and(sql`lower(${emailOutbox.toAddress}) = lower(${address})`, eq(emailOutbox.template, 'access-code')))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(50);
}

/**
 * The outbox's backlog (the readiness check and the metrics, issue 41: 4, 5): how many e-mails wait to be sent and since when the
 * oldest, and how many created since `failedSince` failed after their last try.
 */
export function emailOutboxBacklog(db: DbOrTx, failedSince: Date): Promise<OutboxBacklog> {
  return outboxBacklog(db, emailOutbox, { failedSince });
}
