// Second factors (issue 41: 3, decision 0109): the rules of TOTP codes from an authenticator app and of
// one-time recovery codes, pure so that the server and the screens read the same numbers. The server
// module `second-factor` computes and checks the codes (otplib) and keeps the secrets encrypted.
import { type Message, msg } from '../shared/messages.js';
import type { AccountRole } from './account.js';

/** RFC 6238 as every authenticator app reads it by default: HMAC-SHA1, a 30-second step, 6 digits. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ALGORITHM = 'SHA1';
/** Steps accepted either side of the server's: a phone's clock a little off, or a code typed as it turned. */
export const TOTP_DRIFT_STEPS = 1;
/** An enrolment not confirmed with a code within this long is refused (the QR code must be shown again). */
export const TOTP_ENROLMENT_MINUTES = 15;
/** The issuer an authenticator app shows when no jurisdiction's name is given. */
export const DEFAULT_TOTP_ISSUER = 'Pawport';

/** Recovery codes handed out at enrolment (and when regenerated), each good once. */
export const RECOVERY_CODE_COUNT = 10;
/**
 * 32 symbols without look-alikes (no 0/O, 1/I): 5 bits each, so a byte's low 5 bits pick one evenly.
 * Letters are read in either case (see `normalizeRecoveryCode`).
 */
export const RECOVERY_CODE_SYMBOLS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** 10 symbols: 50 random bits a code, shown as `XXXX-XXXX-XX`. */
export const RECOVERY_CODE_LENGTH = 10;
const RECOVERY_CODE_GROUPS = [4, 4, 2] as const;

/**
 * Wrong second-factor codes in a row before an account waits: decision 0106's numbers for passwords (10,
 * then 1, 2, 4, 8, at most 15 minutes), counted per account, since only someone who knew the password
 * gets this far.
 */
export const SECOND_FACTOR_FAILURES_BEFORE_BACKOFF = 10;
/**
 * Wrong codes in a row after which the second step stays refused until the password is reset (NIST SP
 * 800-63B's cap): the back-off alone still lets about a hundred guesses a day through, a 1-in-10 chance a
 * year against one account; the cap holds the whole chance near 3 in 10,000.
 */
export const SECOND_FACTOR_MAX_FAILURES = 100;

/** Spaces, hyphens and dashes of any kind, which people type or paste between groups. */
const CODE_SEPARATORS = /[\s\u2010-\u2015-]/g;
/** Longer than anything worth reading: a pasted page is not a code. */
const MAX_TYPED_CODE_LENGTH = 40;

/** The six digits of a typed TOTP code ("123 456", "123-456"), or null when it cannot be one. */
export function normalizeTotpCode(typed: string): string | null {
  if (typed.length > MAX_TYPED_CODE_LENGTH) return null;
  const digits = typed.replace(CODE_SEPARATORS, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null;
}

/**
 * The canonical recovery code (upper case, no separators) of what a person typed, or null when it cannot
 * be one. A 0, O, 1 or I is refused: the alphabet has none of them, so no code holds one.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  if (typed.length > MAX_TYPED_CODE_LENGTH) return null;
  const code = typed.replace(CODE_SEPARATORS, '').toUpperCase();
  if (code.length !== RECOVERY_CODE_LENGTH) return null;
  for (const symbol of code) if (!RECOVERY_CODE_SYMBOLS.includes(symbol)) return null;
  return code;
}

/** A canonical recovery code as shown and printed: `ABCD-EFGH-JK`. */
export function formatRecoveryCode(code: string): string {
  const groups: string[] = [];
  let start = 0;
  for (const size of RECOVERY_CODE_GROUPS) {
    groups.push(code.slice(start, start + size));
    start += size;
  }
  return groups.join('-');
}

/** What one "code" field holds: an authenticator's code or a recovery code (their lengths differ), or neither. */
export type SecondFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/** Which kind of code a person typed in the one field the log-in step shows, canonical; null when neither. */
export function readSecondFactorCode(typed: string): SecondFactorCode | null {
  const totp = normalizeTotpCode(typed);
  if (totp) return { kind: 'totp', code: totp };
  const recovery = normalizeRecoveryCode(typed);
  return recovery ? { kind: 'recovery', code: recovery } : null;
}

/** The field's own check, before the server is asked: required, and a code of one kind or the other. */
export function secondFactorCodeIssue(typed: string): Message | null {
  if (typed.trim() === '') return msg('validation.required');
  return readSecondFactorCode(typed) ? null : msg('validation.secondFactor.format');
}

/** The RFC 6238 step an instant falls in. */
export function totpStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** A base32 secret as typed by hand into an app: groups of four ("ABCD EFGH …"). */
export function formatManualKey(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * The issuer as the otpauth label's prefix may hold it: Google's Key URI format separates issuer and
 * account with a colon, so a colon in a name (“Animal Services: City”) would split it in the wrong place.
 */
function labelIssuer(issuer: string): string {
  return issuer.replace(/:/g, ' ').replace(/\s+/g, ' ').trim() || DEFAULT_TOTP_ISSUER;
}

/**
 * The `otpauth://totp/…` URI the enrolment's QR code holds (Google's Key URI format): the issuer and the
 * account's e-mail in the label, each percent-encoded (a space as %20, which every app reads, never +), the
 * issuer again as a parameter (apps that read only one of them agree), and the algorithm, digits and period
 * said outright. otplib 13's own `generateURI` leaves a colon inside the issuer unencoded in the label.
 */
export function otpauthUri({ issuer, accountName, secret }: { issuer: string; accountName: string; secret: string }) {
  const name = labelIssuer(issuer);
  const label = `${encodeURIComponent(name)}:${encodeURIComponent(accountName.trim())}`;
  const query = [
    `secret=${encodeURIComponent(secret)}`,
    `issuer=${encodeURIComponent(name)}`,
    `algorithm=${TOTP_ALGORITHM}`,
    `digits=${TOTP_DIGITS}`,
    `period=${TOTP_PERIOD_SECONDS}`,
  ].join('&');
  return `otpauth://totp/${label}?${query}`;
}

/** Why a second factor's code was refused: a message key the log-in and enrolment screens translate. */
export const SECOND_FACTOR_REFUSALS = {
  /** not the code of this moment (nor of the step either side), or not one of the account's recovery codes */
  codeWrong: msg('validation.secondFactor.codeWrong'),
  /** the right code, but of a step already used: seen within its window, so replayed (or typed twice) */
  codeReplayed: msg('validation.secondFactor.codeReplayed'),
  /** a recovery code of the account, already used once */
  recoveryCodeUsed: msg('validation.secondFactor.recoveryCodeUsed'),
  /** no enrolment waiting, or one older than TOTP_ENROLMENT_MINUTES */
  enrolmentExpired: msg('validation.secondFactor.enrolmentExpired'),
} as const;
export type SecondFactorRefusal = keyof typeof SECOND_FACTOR_REFUSALS;

/**
 * Whether an account may not remove one of its second factors (decision 0111): staff (administrators and
 * whoever ranks above them) must keep at least one, so they enrol another before removing this one;
 * `othersLeft` is how many other factors the account would keep. Owners may turn theirs off.
 */
export function staffMustKeepSecondFactor(role: AccountRole, othersLeft: number): boolean {
  return role !== 'OWNER' && othersLeft === 0;
}
