// The two e-mails of an e-mail change (issue 10: 2; ASVS L2 V2.2.3): a link to the NEW address that makes
// it the log-in once its owner opens it, and a notice to the OLD address with a link to undo the change.
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { emailText, fill } from '../email-catalog.js';
import { formatDateTime, renderActionEmail, type RenderedEmail } from '../email-layout.js';

export type EmailChangeVerifyData = {
  firstName: string;
  /** the log-in until the new address is confirmed */
  oldEmail: string;
  verifyUrl: string;
  /** how long the link works */
  hours: number;
};

export function renderEmailChangeVerifyEmail(locale: LocaleCode, data: EmailChangeVerifyData): RenderedEmail {
  const text = emailText(locale).emailChangeVerify;
  return renderActionEmail(locale, text, {
    firstName: data.firstName,
    paragraphs: [text.body, fill(text.until, { oldEmail: data.oldEmail })],
    actionIntro: fill(text.actionIntro, { hours: data.hours }),
    url: data.verifyUrl,
    closing: [text.notYou],
  });
}

export type EmailChangeNoticeData = {
  firstName: string;
  newEmail: string;
  requestedAt: Date;
  /** IANA zone of the owner's jurisdiction; UTC when unknown */
  timeZone?: string;
  undoUrl: string;
  /** how long the undo link works */
  hours: number;
};

export function renderEmailChangeNoticeEmail(locale: LocaleCode, data: EmailChangeNoticeData): RenderedEmail {
  const text = emailText(locale).emailChangeNotice;
  const when = formatDateTime(locale, data.requestedAt, data.timeZone);
  return renderActionEmail(locale, text, {
    firstName: data.firstName,
    paragraphs: [fill(text.requested, { when, newEmail: data.newEmail }), text.until, text.ifYou],
    actionIntro: fill(text.actionIntro, { hours: data.hours }),
    url: data.undoUrl,
  });
}
