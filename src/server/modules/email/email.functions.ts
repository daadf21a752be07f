// What other modules call on e-mail inside their own transaction (issue 40); the e-mail use cases are in
// email.service.ts.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sameEmail } from '../../db/same-email.js';
import { emailOutbox } from '../../db/schema/index.js';
import { type OutboxBacklog, outboxBacklog } from '../../shared/outbox-task.js';
import { accountById } from '../account/account.functions.js';
import { jurisdictionById } from '../jurisdiction/jurisdiction.functions.js';

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
