import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { accounts } from './accounts.js';
import { createdAt, serialId, timestamptz } from './columns.js';

export type SmsStatus = 'QUEUED' | 'SENT' | 'FAILED';

/**
 * Every text message the portal sends (issue 16 reminders, decision 0502), written in the transaction that
 * decides to send it; a graphile-worker job delivers each row through the SmsProvider. With the embedded
 * provider (no SMS_PROVIDER) the row itself is the delivery and /dev/mailbox shows it.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serialId(),
    /** the owner it was written for (null once the account is gone) */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** E.164, e.g. +12065550123 */
    toNumber: text('to_number').notNull(),
    locale: text('locale').$type<LocaleCode>().notNull(),
    /** what it is about, e.g. the reminder kind */
    template: text('template').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<SmsStatus>().notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** how a SENT row left: 'twilio', or 'outbox' (the embedded provider: nothing left the machine) */
    deliveredBy: text('delivered_by'),
    /** the provider's id of the message (Twilio's SM… sid) */
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    check('sms_outbox_status_check', sql`${table.status} in ('QUEUED', 'SENT', 'FAILED')`),
    index('sms_outbox_created_idx').on(table.createdAt),
    // what waits to be sent, for the metrics (smsOutboxBacklog), never the sent messages (issue 41: 5)
    index('sms_outbox_queued_idx').on(table.createdAt).where(sql`${table.status} = 'QUEUED'`),
    /** the daily count of one account's messages (decision 0803) */
    index('sms_outbox_account_created_idx').on(table.accountId, table.createdAt),
  ],
);

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
