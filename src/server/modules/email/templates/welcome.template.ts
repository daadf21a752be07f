// Sent at sign-up: welcomes the owner and asks them to verify their e-mail address.
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { emailText } from '../email-catalog.js';
import { type RenderedEmail, renderEmail } from '../email-layout.js';

export type WelcomeEmailData = { firstName: string; verifyUrl: string };

export function renderWelcomeEmail(locale: LocaleCode, data: WelcomeEmailData): RenderedEmail {
  const text = emailText(locale).welcome;
  return renderEmail(locale, {
    subject: text.subject,
    firstName: data.firstName,
    paragraphs: [text.body],
    action: { intro: text.actionIntro, label: text.actionLabel, url: data.verifyUrl },
    closing: [text.closing],
  });
}
