// The rabies reminder (issue 16, decision 0502): the vaccination on file for a pet expires within 30
// days. It says when, links to the pet (where a new proof is uploaded), and how to stop the reminders.
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { emailText, fill } from '../email-catalog.js';
import { type RenderedEmail, renderEmail } from '../email-layout.js';

export type RabiesExpiringEmailData = {
  firstName: string;
  petName: string;
  /** the vaccination's expiry, formatted in the reader's locale */
  expires: string;
  /** the pet's page, where a new proof is uploaded */
  petUrl: string;
  /** Profile Settings, where the reminders are turned off */
  settingsUrl: string;
};

export function renderRabiesExpiringEmail(locale: LocaleCode, data: RabiesExpiringEmailData): RenderedEmail {
  const text = emailText(locale);
  const facts = { pet: data.petName, date: data.expires };
  return renderEmail(locale, {
    subject: fill(text.rabiesExpiring.subject, facts),
    firstName: data.firstName,
    paragraphs: [fill(text.rabiesExpiring.body, facts)],
    action: { intro: text.rabiesExpiring.actionIntro, label: text.rabiesExpiring.actionLabel, url: data.petUrl },
    closing: [fill(text.licenseReminder.unsubscribe, { url: data.settingsUrl })],
  });
}

/** Its text message: short, one link, and how to stop the texts. */
export function renderRabiesExpiringSms(
  locale: LocaleCode,
  data: Pick<RabiesExpiringEmailData, 'petName' | 'expires' | 'petUrl'>,
): string {
  const text = emailText(locale);
  const message = fill(text.rabiesExpiring.sms, { pet: data.petName, date: data.expires, url: data.petUrl });
  return `${message} ${text.licenseReminder.smsStop}`;
}
