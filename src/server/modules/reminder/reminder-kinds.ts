// The seam of the reminders (decision 0502): a reminder kind is a query for the subjects due now, the
// e-mail and text message it sends, and the event key that makes it once per event. The daily task
// (reminder.service.ts) runs every kind of REMINDER_KINDS the same way: find what is due, then for each
// subject, in one transaction, claim (kind, subject, event key) in reminders_sent and queue the messages.
import { type SQL, sql } from 'drizzle-orm';
import type { PhoneType } from '../../../domain/account/phone.rules.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { AppServices } from '../../app-services.js';
import { remindersSent } from '../../db/schema/index.js';
import type { EmailRequest, EmailTemplateName } from '../email/email.service.js';

/** A subject the kind found due: what reminders_sent records, and whom it is for. */
export type DueReminder = {
  /** the row the event is about (a licence; a rabies proof) */
  subjectId: number;
  /** which event of that subject, e.g. the licence's term end as YYYY-MM-DD */
  eventKey: string;
  /** the owner to remind: the pet's current owner */
  accountId: number;
};

/** The owner as the messages need them, read in the sending transaction. */
export type ReminderRecipient = {
  accountId: number;
  email: string;
  firstName: string;
  locale: LocaleCode;
  /** the first mobile ("M") number, ten digits; null when the account has none */
  mobile: string | null;
};

/** Where the messages link to. */
export type ReminderLinks = { origin: string };

/** Any e-mail of the catalog with its own data. */
export type AnyEmail = { [Name in EmailTemplateName]: Omit<EmailRequest<Name>, 'to' | 'locale'> }[EmailTemplateName];

export type ReminderMessages = { email: AnyEmail; sms: string };

export type ReminderKind<Due extends DueReminder = DueReminder> = {
  /** reminders_sent.kind, e.g. 'license-renewal-open' */
  name: string;
  /**
   * Subjects due at `now` that have no reminders_sent row of this kind and event yet, in id order after
   * `afterId`, at most `limit`. "Due" is a state, not a day ("the window is open and it was not renewed"),
   * so a run after missed days still finds every event that still matters (catch-up), and nothing older.
   */
  findDue: (services: AppServices, input: { now: Date; afterId: number; limit: number }) => Promise<Due[]>;
  /** What the owner receives, in their locale. */
  compose: (
    services: AppServices,
    input: { due: Due; recipient: ReminderRecipient; links: ReminderLinks },
  ) => ReminderMessages;
};

/** A kind with its own due type, as an entry of the list (the runner only passes a kind's dues back to it). */
export function reminderKind<Due extends DueReminder>(kind: ReminderKind<Due>): ReminderKind {
  return kind as unknown as ReminderKind;
}

/** The first mobile number of an account's phones (spec §2.7: type M/H/W). */
export function firstMobile(phones: ReadonlyArray<{ type: PhoneType; number: string }>): string | null {
  return phones.find((phone) => phone.type === 'M' && /^\d{10}$/.test(phone.number))?.number ?? null;
}

/**
 * The condition a kind's query adds on its subjects (the owner module's finder names the subject's id and
 * event key): no reminders_sent row of the kind and event yet.
 */
export function notSentYet(kind: string) {
  return ({ id, eventKey }: { id: unknown; eventKey: SQL }): SQL =>
    sql`not exists (select 1 from ${remindersSent} where ${remindersSent.kind} = ${kind}
    and ${remindersSent.subjectId} = ${id} and ${remindersSent.eventKey} = ${eventKey})`;
}
