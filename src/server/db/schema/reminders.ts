import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { serialId, timestamptz } from './columns.js';
import { emailOutbox } from './email.js';
import { smsOutbox } from './sms.js';

/**
 * Reminders sent (issue 16, decision 0502): one row per event, e.g. (license-renewal-open, licence 42,
 * "2027-03-01"), written in the transaction that queues its e-mail and text message. The unique key is
 * what makes "once per event" hold with any number of app servers running the daily task at once.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    id: serialId(),
    /** the reminder kind (src/server/modules/reminder/reminder-kinds.ts) */
    kind: text('kind').notNull(),
    /** the row the event is about: a licence for the licence kinds */
    subjectId: integer('subject_id').notNull(),
    /** which event of that subject, e.g. the term end it is about (a renewed term is a new event) */
    eventKey: text('event_key').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    emailOutboxId: integer('email_outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    smsOutboxId: integer('sms_outbox_id').references(() => smsOutbox.id, { onDelete: 'set null' }),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('reminders_sent_event_key').on(table.kind, table.subjectId, table.eventKey)],
);

export type ReminderSentRow = typeof remindersSent.$inferSelect;
