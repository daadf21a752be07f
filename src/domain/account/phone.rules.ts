import type { LocaleCode } from '../locale/locales.js';
import { type Message, type MessageKey, msg } from '../shared/messages.js';
import { isOneOf } from '../shared/one-of.js';

// spec §2.7 Phone number input, §5 Other account rules, §9 Accounts and owners.

export const PHONE_TYPES = ['M', 'H', 'W'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const PHONE_TYPE_LABELS: Record<PhoneType, MessageKey> = {
  M: 'validation.labels.phoneType.M',
  H: 'validation.labels.phoneType.H',
  W: 'validation.labels.phoneType.W',
};

export const PHONE_DIGITS = 10;
/** spec §2.7: the phone input offers up to three numbers; the API takes no more (issue 10: 8). */
export const MAX_PHONES = 3;

/** What the digits-only field keeps of what was typed or pasted: its digits, at most ten. */
export function phoneDigitsFromInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** Ten digits as (XXX) XXX-XXXX; anything else is returned unchanged. */
export function formatPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

/**
 * Ten digits as a reader of `locale` writes them: "(613) 555-0123", or in fr-CA "613 555-0123" (the
 * glossary's typography, after the Bureau de la traduction).
 */
export function formatPhoneForLocale(digits: string, locale: LocaleCode): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (!match) return digits;
  return locale === 'fr_CA' ? `${match[1]} ${match[2]}-${match[3]}` : formatPhone(digits);
}

/** The ten digits of a displayed or typed number, or null when it does not hold exactly ten. */
export function parsePhone(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  return digits.length === PHONE_DIGITS ? digits : null;
}

/**
 * The North American Numbering Plan, which every number of the portal's two countries follows: the
 * area code (first three digits) and the exchange (next three) each start with 2–9, never 0 or 1
 * (NXX-NXX-XXXX). "0065550100" has ten digits and is no one's number (issue 11: 7).
 */
export function isNanpNumber(digits: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits);
}

/** spec §5: required, digits only, exactly ten digits (3-3-4), a North American number. */
export function phoneNumberIssue(value: string | null | undefined): Message | null {
  const number = value?.trim() ?? '';
  if (number === '') return msg('validation.phone.required');
  if (!/^\d+$/.test(number)) return msg('validation.phone.digitsOnly');
  if (number.length !== PHONE_DIGITS) return msg('validation.phone.tenDigits');
  if (!isNanpNumber(number)) return msg('validation.phone.northAmerican');
  return null;
}

export function isPhoneType(value: unknown): value is PhoneType {
  return isOneOf(PHONE_TYPES, value);
}
