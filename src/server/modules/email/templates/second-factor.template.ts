// Security notices of two-step sign-in (issue 41: 3, decision 0111): an authenticator app turned on, turned
// off, or new recovery codes made, so an account holder learns of a change they did not make.
import { fill } from '../email-catalog.js';
import { actionEmail, formatDateTime } from '../email-layout.js';

export type SecondFactorNoticeData = {
  firstName: string;
  changedAt: Date;
  /** IANA zone of the account's jurisdiction; UTC when unknown */
  timeZone?: string;
  /** where to reset the password if the change was not theirs */
  resetUrl: string;
};

const notice = (section: 'secondFactorOn' | 'secondFactorOff' | 'recoveryCodesNew') =>
  actionEmail(section, (text, data: SecondFactorNoticeData, locale) => ({
    paragraphs: [fill(text.changedOn, { when: formatDateTime(locale, data.changedAt, data.timeZone) }), text.ifYou],
    url: data.resetUrl,
  }));

export const renderSecondFactorOnEmail = notice('secondFactorOn');
export const renderSecondFactorOffEmail = notice('secondFactorOff');
export const renderRecoveryCodesNewEmail = notice('recoveryCodesNew');

/** A passkey added or removed (decision 0116): the notice names it, as the person named it. */
export type PasskeyNoticeData = SecondFactorNoticeData & { nickname: string };

const passkeyNotice = (section: 'passkeyAdded' | 'passkeyRemoved') =>
  actionEmail(section, (text, data: PasskeyNoticeData, locale) => ({
    paragraphs: [
      fill(text.changedOn, { when: formatDateTime(locale, data.changedAt, data.timeZone), nickname: data.nickname }),
      text.ifYou,
    ],
    url: data.resetUrl,
  }));

export const renderPasskeyAddedEmail = passkeyNotice('passkeyAdded');
export const renderPasskeyRemovedEmail = passkeyNotice('passkeyRemoved');
