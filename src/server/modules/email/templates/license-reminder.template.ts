// Licence reminders (issue 16, decision 0502): the renewal window opened, the licence expired, the grace
// period ends soon. Each says which licence and when, links straight to its renewal, and says how to stop
// the reminders (Profile Settings). The text-message versions are here too, from the same catalog.
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { emailText, fill } from '../email-catalog.js';
import { type RenderedEmail, renderEmail } from '../email-layout.js';

export type LicenseReminderEmailData = {
  firstName: string;
  petName: string;
  licenseNumber: string;
  /** the day the term ends, formatted in the reader's locale */
  termEnd: string;
  /** the last day to renew without the late fee, formatted */
  graceEnd: string;
  /** the late fee, formatted; null when none is due (a service animal, a policy without one) */
  lateFee: string | null;
  /** the pet's licence flow */
  renewUrl: string;
  /** Profile Settings, where the reminders are turned off */
  settingsUrl: string;
  /** the jurisdiction's About Renewing Licences page (issue 20, decision 0601); absent in older queued jobs */
  aboutUrl?: string;
};

export type LicenseReminderName = 'license-renewal-open' | 'license-expired' | 'license-grace-ending';

function paragraphs(name: LicenseReminderName, locale: LocaleCode, data: LicenseReminderEmailData): string[] {
  const text = emailText(locale);
  const facts = { pet: data.petName, number: data.licenseNumber, date: data.termEnd, graceEnd: data.graceEnd };
  if (name === 'license-renewal-open') return [fill(text.licenseRenewalOpen.body, facts)];
  if (name === 'license-expired') {
    const grace = data.lateFee
      ? fill(text.licenseExpired.graceLateFee, { ...facts, lateFee: data.lateFee })
      : fill(text.licenseExpired.grace, facts);
    return [fill(text.licenseExpired.body, facts), grace];
  }
  return [
    data.lateFee
      ? fill(text.licenseGraceEnding.body, { ...facts, lateFee: data.lateFee })
      : fill(text.licenseGraceEnding.bodyNoFee, facts),
  ];
}

const SECTIONS = {
  'license-renewal-open': 'licenseRenewalOpen',
  'license-expired': 'licenseExpired',
  'license-grace-ending': 'licenseGraceEnding',
} as const;

function licenseReminder(name: LicenseReminderName) {
  return (locale: LocaleCode, data: LicenseReminderEmailData): RenderedEmail => {
    const text = emailText(locale);
    const section = text[SECTIONS[name]];
    return renderEmail(locale, {
      subject: fill(section.subject, { pet: data.petName }),
      firstName: data.firstName,
      paragraphs: paragraphs(name, locale, data),
      action: { intro: section.actionIntro, label: section.actionLabel, url: data.renewUrl },
      closing: [
        ...(data.aboutUrl ? [fill(text.licenseReminder.aboutRenewal, { url: data.aboutUrl })] : []),
        fill(text.licenseReminder.unsubscribe, { url: data.settingsUrl }),
      ],
    });
  };
}

export const renderLicenseRenewalOpenEmail = licenseReminder('license-renewal-open');
export const renderLicenseExpiredEmail = licenseReminder('license-expired');
export const renderLicenseGraceEndingEmail = licenseReminder('license-grace-ending');

/** The text message of a reminder: short, one link, and how to stop the texts. */
export function renderLicenseReminderSms(
  name: LicenseReminderName,
  locale: LocaleCode,
  data: Pick<LicenseReminderEmailData, 'petName' | 'termEnd' | 'graceEnd' | 'renewUrl'>,
): string {
  const text = emailText(locale).licenseReminder;
  const template =
    name === 'license-renewal-open'
      ? text.smsRenewalOpen
      : name === 'license-expired'
        ? text.smsExpired
        : text.smsGraceEnding;
  const facts = { pet: data.petName, date: data.termEnd, graceEnd: data.graceEnd, url: data.renewUrl };
  return `${fill(template, facts)} ${text.smsStop}`;
}
