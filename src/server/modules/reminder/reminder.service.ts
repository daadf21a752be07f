// The daily reminders (issue 16, decision 0502): every kind of REMINDER_KINDS finds the subjects due now,
// and each is sent once per event, in the owner's locale, by e-mail when the owner keeps renewal reminders
// on and by text message when they opted in and have a mobile number. "Once" is the unique key of
// reminders_sent, claimed in the transaction that queues the messages: two app servers running the task at
// the same moment send one of each (the second waits on the key, then finds it taken).
import { eq } from 'drizzle-orm';
import { type AppServices, withDb } from '../../app-services.js';
import { configuredOrigin } from '../../http/public-origin.js';
import { remindersSent } from '../../db/schema/index.js';
import type { PublicCall } from '../../shared/use-case.js';
import { accountById } from '../account/account.functions.js';
import { enqueueEmail } from '../email/email.service.js';
import { enqueueSms } from '../sms/sms.service.js';
import { REMINDER_KINDS } from './reminder-kind-list.js';
import { type DueReminder, firstMobile, type ReminderKind, type ReminderRecipient } from './reminder-kinds.js';

const PAGE = 200;

type Outcome = 'sent' | 'duplicate' | 'skipped';
export type ReminderCounts = Record<string, Record<Outcome, number>>;

/** Sends one due reminder, unless the owner wants neither channel or another run sent it already. */
async function sendOne(services: AppServices, kind: ReminderKind, due: DueReminder): Promise<Outcome> {
  return services.db.transaction(async (tx) => {
    const account = await accountById(tx, due.accountId);
    if (account?.status !== 'ACTIVE') return 'skipped';
    const preferences = account.notificationPreferences;
    const mobile = preferences.smsReminders === true ? firstMobile(account.phones) : null;
    const byEmail = preferences.renewalReminders === true;
    if (!byEmail && !mobile) return 'skipped';
    const [claimed] = await tx
      .insert(remindersSent)
      .values({ kind: kind.name, subjectId: due.subjectId, eventKey: due.eventKey, accountId: account.id })
      .onConflictDoNothing()
      .returning({ id: remindersSent.id });
    if (!claimed) return 'duplicate';
    const recipient: ReminderRecipient = {
      accountId: account.id,
      email: account.email,
      firstName: account.firstName,
      locale: account.locale,
      mobile,
    };
    const inTx = withDb(services, tx);
    const messages = kind.compose(inTx, { due, recipient, links: { origin: configuredOrigin(services.config) } });
    const email = byEmail
      ? await enqueueEmail(inTx, { input: { ...messages.email, to: account.email, locale: account.locale } })
      : null;
    const sms = mobile
      ? await enqueueSms(inTx, {
          input: { accountId: account.id, to: mobile, locale: account.locale, template: kind.name, body: messages.sms },
        })
      : null;
    await tx
      .update(remindersSent)
      .set({ emailOutboxId: email?.id ?? null, smsOutboxId: sms?.id ?? null })
      .where(eq(remindersSent.id, claimed.id));
    return 'sent';
  });
}

/**
 * The task: every reminder due now, each kind in turn, one transaction per reminder. `kinds` replaces the
 * list (tests). Safe to run at any hour and any number of times: what was sent is never sent again.
 */
export async function sendDueReminders(
  services: AppServices,
  { input }: PublicCall<{ kinds?: ReminderKind[] }>,
): Promise<ReminderCounts> {
  const now = services.now();
  const counts: ReminderCounts = {};
  for (const kind of input.kinds ?? REMINDER_KINDS) {
    const count = { sent: 0, duplicate: 0, skipped: 0 };
    counts[kind.name] = count;
    let afterId = 0;
    for (;;) {
      const due = await kind.findDue(services, { now, afterId, limit: PAGE });
      for (const subject of due) {
        count[await sendOne(services, kind, subject)] += 1;
        afterId = subject.subjectId;
      }
      if (due.length < PAGE) break;
    }
  }
  return counts;
}
