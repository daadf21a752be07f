// Security notice after a password change, so an owner learns of a change they did not make.
import { fill } from '../email-catalog.js';
import { actionEmail, formatDateTime } from '../email-layout.js';

export type PasswordChangedEmailData = {
  firstName: string;
  changedAt: Date;
  /** IANA zone of the owner's jurisdiction; UTC when unknown */
  timeZone?: string;
  /** where to reset the password if the change was not theirs */
  resetUrl: string;
};

export const renderPasswordChangedEmail = actionEmail(
  'passwordChanged',
  (text, data: PasswordChangedEmailData, locale) => ({
    paragraphs: [fill(text.changedOn, { when: formatDateTime(locale, data.changedAt, data.timeZone) }), text.ifYou],
    url: data.resetUrl,
  }),
);
