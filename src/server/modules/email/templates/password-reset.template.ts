// Sends the password-reset link; the link's lifetime is stated in the message.
import { PASSWORD_RESET_LINK_MINUTES } from '../../../../domain/account/account.js';
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { emailText, fill } from '../email-catalog.js';
import { renderActionEmail, type RenderedEmail } from '../email-layout.js';

export type PasswordResetEmailData = { firstName: string; resetUrl: string };

export function renderPasswordResetEmail(locale: LocaleCode, data: PasswordResetEmailData): RenderedEmail {
  const text = emailText(locale).passwordReset;
  return renderActionEmail(locale, text, {
    firstName: data.firstName,
    paragraphs: [text.body],
    actionIntro: fill(text.actionIntro, { minutes: PASSWORD_RESET_LINK_MINUTES }),
    url: data.resetUrl,
    closing: [text.expired, text.notYou],
  });
}
