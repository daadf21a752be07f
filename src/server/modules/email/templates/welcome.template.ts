// Sent at sign-up: welcomes the owner and asks them to verify their e-mail address.
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { emailText } from '../email-catalog.js';
import { renderActionEmail, type RenderedEmail } from '../email-layout.js';

export type WelcomeEmailData = { firstName: string; verifyUrl: string };

export function renderWelcomeEmail(locale: LocaleCode, data: WelcomeEmailData): RenderedEmail {
  const text = emailText(locale).welcome;
  return renderActionEmail(locale, text, {
    firstName: data.firstName,
    paragraphs: [text.body],
    url: data.verifyUrl,
    closing: [text.closing],
  });
}
