// Security notices of two-step log-in (issue 41: 3, decision 0111): an authenticator app turned on, turned
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

/**
 * The second-factor back-off engaged (decision 0118): someone gave the account's right password, then failed
 * its second step `failures` times. Sent once a back-off episode.
 */
export type SecondFactorFailuresData = {
  firstName: string;
  /** the wrong codes (or refused passkeys) in a row that made the account wait */
  failures: number;
  /** when the last of them was refused */
  failedAt: Date;
  /** IANA zone of the account's jurisdiction; UTC when unknown */
  timeZone?: string;
  /** where to reset the password if it was not them */
  resetUrl: string;
};

export const renderSecondFactorFailuresEmail = actionEmail(
  'secondFactorFailures',
  (text, data: SecondFactorFailuresData, locale) => ({
    paragraphs: [
      fill(text.failedOn, { when: formatDateTime(locale, data.failedAt, data.timeZone), count: data.failures }),
      text.ifYou,
    ],
    url: data.resetUrl,
  }),
);

/**
 * The site operator reset the account's two-step log-in, as its holder asked (decision 0113): the notice names
 * the operator and says the next log-in sets a factor up again; the link is for a reset nobody asked for.
 */
export type SecondFactorResetData = SecondFactorNoticeData & { operatorName: string };

export const renderSecondFactorResetEmail = actionEmail(
  'secondFactorReset',
  (text, data: SecondFactorResetData, locale) => ({
    paragraphs: [
      fill(text.changedOn, {
        when: formatDateTime(locale, data.changedAt, data.timeZone),
        operator: data.operatorName,
      }),
      text.nextLogIn,
    ],
    url: data.resetUrl,
  }),
);
