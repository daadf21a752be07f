// Security notice after a password change, so an owner learns of a change they did not make.
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { emailText, fill } from '../email-catalog.js';
import { formatDateTime, renderActionEmail, type RenderedEmail } from '../email-layout.js';

export type PasswordChangedEmailData = {
  firstName: string;
  changedAt: Date;
  /** IANA zone of the owner's jurisdiction; UTC when unknown */
  timeZone?: string;
  /** where to reset the password if the change was not theirs */
  resetUrl: string;
};

export function renderPasswordChangedEmail(locale: LocaleCode, data: PasswordChangedEmailData): RenderedEmail {
  const text = emailText(locale).passwordChanged;
  const when = formatDateTime(locale, data.changedAt, data.timeZone);
  return renderActionEmail(locale, text, {
    firstName: data.firstName,
    paragraphs: [fill(text.changedOn, { when }), text.ifYou],
    url: data.resetUrl,
  });
}
