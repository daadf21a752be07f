// Text messages go only to a mobile number its owner proved is theirs (issue 37: 2, decision 0803): a code
// texted to the number, typed on My Details. The limits here are the ones every text message obeys.
import { z } from 'zod';
import { type Message, msg } from '../shared/messages.js';
import { keyed, trimmedTextCheckedBy, looseText } from '../shared/schema.helpers.js';
import type { PhoneType } from './phone.rules.js';

/** The code texted to a mobile number: six digits. */
export const MOBILE_CODE_DIGITS = 6;
/** How long a code works after it is sent. */
export const MOBILE_CODE_MINUTES = 10;
/** Wrong codes typed before the code stops working (a new one must be asked for). */
export const MOBILE_CODE_MAX_TRIES = 5;
/**
 * Every text message to one account in any 24 hours, whatever it is about (reminders, HomeSafe, the
 * verification codes themselves): past it, nothing more is queued until the oldest is a day old.
 */
export const SMS_PER_ACCOUNT_PER_DAY = 10;

/** The number text messages go to: the first mobile (M) number of ten digits, as reminders pick it. */
export function firstMobileNumber(phones: ReadonlyArray<{ type: PhoneType | string; number: string }>): string | null {
  return phones.find((phone) => phone.type === 'M' && /^\d{10}$/.test(phone.number))?.number ?? null;
}

/** The code as typed: spaces and hyphens are let through ("123 456"), digits only otherwise. */
export function mobileCodeDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

function mobileCodeIssue(text: string): Message | null {
  if (text === '') return msg('validation.required');
  const digits = mobileCodeDigits(text);
  return /^\d+$/.test(digits) && digits.length === MOBILE_CODE_DIGITS
    ? null
    : msg('validation.mobileCode.format', { numLimit: MOBILE_CODE_DIGITS });
}

/** My Details' "Confirm my mobile number" form: the code of the latest text message. */
export const mobileCodeSchema = z.object(
  { code: trimmedTextCheckedBy(looseText, mobileCodeIssue).transform(mobileCodeDigits) },
  keyed(msg('validation.invalidValue')),
);
export type MobileCodeInput = z.input<typeof mobileCodeSchema>;
