// What other modules call on text messages (issue 40: the sms module owns `sms_outbox`).
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type SmsOutboxRow, smsOutbox } from '../../db/schema/index.js';
import { type OutboxBacklog, outboxBacklog } from '../../shared/outbox-task.js';

/** The one text message a number not yet verified may get: the code that verifies it (decision 0803). */
export const MOBILE_CODE_SMS_TEMPLATE = 'mobile-verification-code';

/** The latest `limit` text messages of the outbox, newest first (the development mailbox shows them). */
export function latestTextMessages(db: DbOrTx, limit: number): Promise<SmsOutboxRow[]> {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit);
}

/** The text messages still waiting to leave the outbox, and when the oldest was written: the metrics read it at each scrape. */
export function smsOutboxBacklog(db: DbOrTx): Promise<OutboxBacklog> {
  return outboxBacklog(db, smsOutbox);
}
