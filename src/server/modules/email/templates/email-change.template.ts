// The two e-mails of an e-mail change (issue 10: 2; ASVS L2 V2.2.3): a link to the NEW address that makes
// it the log-in once its owner opens it, and a notice to the OLD address with a link to undo the change.
import { fill } from '../email-catalog.js';
import { actionEmail, formatDateTime } from '../email-layout.js';

export type EmailChangeVerifyData = {
  firstName: string;
  /** the log-in until the new address is confirmed */
  oldEmail: string;
  verifyUrl: string;
  /** how long the link works */
  hours: number;
};

export const renderEmailChangeVerifyEmail = actionEmail('emailChangeVerify', (text, data: EmailChangeVerifyData) => ({
  paragraphs: [text.body, fill(text.until, { oldEmail: data.oldEmail })],
  actionIntro: fill(text.actionIntro, { hours: data.hours }),
  url: data.verifyUrl,
  closing: [text.notYou],
}));

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

export const renderEmailChangeNoticeEmail = actionEmail(
  'emailChangeNotice',
  (text, data: EmailChangeNoticeData, locale) => {
    const when = formatDateTime(locale, data.requestedAt, data.timeZone);
    return {
      paragraphs: [fill(text.requested, { when, newEmail: data.newEmail }), text.until, text.ifYou],
      actionIntro: fill(text.actionIntro, { hours: data.hours }),
      url: data.undoUrl,
    };
  },
);
