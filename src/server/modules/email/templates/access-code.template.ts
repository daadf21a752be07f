// Sends an access code that completes sign-up (spec §2.6, §4 Access code).
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { emailText } from '../email-catalog.js';
import { renderActionEmail, type RenderedEmail } from '../email-layout.js';

export type AccessCodeEmailData = { firstName: string; code: string; signUpUrl: string };

export function renderAccessCodeEmail(locale: LocaleCode, data: AccessCodeEmailData): RenderedEmail {
  const text = emailText(locale).accessCode;
  return renderActionEmail(locale, text, {
    firstName: data.firstName,
    paragraphs: [text.body],
    code: data.code,
    url: data.signUpUrl,
    closing: [text.closing],
  });
}
