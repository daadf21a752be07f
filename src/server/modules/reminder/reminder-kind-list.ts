// The reminder kinds the daily task runs (reminder.service.ts), in order.
import { LICENSE_REMINDER_KINDS } from './license-reminders.js';
import { RABIES_REMINDER_KIND } from './rabies-reminders.js';
import type { ReminderKind } from './reminder-kinds.js';

/**
 * Every kind the task runs. A new kind (the rabies vaccination expiring within 30 days) is one more entry:
 * a query for its due subjects, its messages and its event key (reminder-kinds.ts).
 */
export const REMINDER_KINDS: ReminderKind[] = [...LICENSE_REMINDER_KINDS, RABIES_REMINDER_KIND];
