import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { createdAt, serialId, timestamptz } from './columns.js';

export type EmailStatus = 'QUEUED' | 'SENT' | 'FAILED';

/**
 * Every e-mail the portal sends, rendered when it is enqueued (docs/decisions/0101-email-queue.md).
 * A graphile-worker job delivers each row; without SMTP_URL the row itself is the delivery
 * and /dev/mailbox shows it.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serialId(),
    toAddress: text('to_address').notNull(),
    locale: text('locale').$type<LocaleCode>().notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').$type<EmailStatus>().notNull().default('QUEUED'),
    /** delivery attempts made so far (the queue retries with back-off) */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    /**
     * How a SENT message left the outbox: 'smtp' (delivered to the SMTP server) or 'outbox' (no
     * SMTP_URL: kept locally, nothing left the machine); null for rows sent before this was recorded.
     */
    deliveredBy: text('delivered_by').$type<'smtp' | 'outbox'>(),
  },
  (table) => [
    check('email_outbox_status_check', sql`${table.status} in ('QUEUED', 'SENT', 'FAILED')`),
    index('email_outbox_created_idx').on(table.createdAt),
    // what waits or failed, for the readiness check and the metrics (emailOutboxBacklog): the sent mail,
    // nearly every row after a while, is never read for them (issue 41: 4, 5)
    index('email_outbox_waiting_idx').on(table.createdAt).where(sql`${table.status} in ('QUEUED', 'FAILED')`),
    // the per-recipient caps count a recipient's recent mail (email/recipient-caps.ts RECIPIENT_CAPS)
    index('email_outbox_recipient_idx').on(sql`lower(${table.toAddress})`, table.createdAt),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
