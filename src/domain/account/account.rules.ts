import { type Message, msg } from '../shared/messages.js';
import { charCount, trimToNull } from '../shared/text.rules.js';

// spec §5 Account / sign-up. Limits the spec leaves open are decision 1008.

export const PERSON_NAME_MAX_LENGTH = 100;
/** RFC 5321: an address is at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/** spec §5: first and last name are required. */
export function personNameIssue(value: string | null | undefined): Message | null {
  const name = trimToNull(value);
  if (!name) return msg('validation.required');
  if (charCount(name) > PERSON_NAME_MAX_LENGTH) return msg('validation.maxChars', { numLimit: PERSON_NAME_MAX_LENGTH });
  return null;
}

/**
 * zod's own address pattern (`z.regexes.email`, a test keeps them equal), held here without zod so the
 * log-in page can check an address's form and stay light (QUALITY.md P5).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** spec §5: e-mail is required and must be valid (one pattern, so client and server agree). */
export function emailIssue(value: string | null | undefined): Message | null {
  const email = trimToNull(value);
  if (!email) return msg('validation.required');
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return msg('validation.email.invalid');
  return null;
}

/** The form an address is compared in when looking for an existing account (spec §5 server check). */
export function emailLookupKey(email: string): string {
  return email.trim().toLowerCase();
}

/** spec §5: Terms of Service agreement is required. */
export function tosIssue(agreed: boolean | null | undefined): Message | null {
  return agreed === true ? null : msg('validation.tos.required');
}

/**
 * spec §4 Jurisdiction move, §5: the moving agreement is required when moving. An owner who answered
 * "no" is not asked to agree (issue 38 D14): they are told the new address cannot be kept without the
 * move, so they keep their current address or agree.
 */
export function movingAgreementIssue(moving: boolean, agreed: boolean | null | undefined): Message | null {
  if (!moving || agreed === true) return null;
  return msg(agreed === false ? 'validation.moving.declined' : 'validation.moving.agreementRequired');
}
