// Sends an access code that completes sign-up (spec §2.6, §4 Access code).
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { emailText } from '../email-catalog.js';
import { type RenderedEmail, renderEmail } from '../email-layout.js';

export type AccessCodeEmailData = { firstName: string; code: string; signUpUrl: string };

export function renderAccessCodeEmail(locale: LocaleCode, data: AccessCodeEmailData): RenderedEmail {
  const text = emailText(locale).accessCode;
  return renderEmail(locale, {
    subject: text.subject,
    firstName: data.firstName,
    paragraphs: [text.body],
    code: data.code,
    action: { intro: text.actionIntro, label: text.actionLabel, url: data.signUpUrl },
    closing: [text.closing],
  });
}
