// HomeSafe tag codes (PRODUCT.md §6, issue 18, decision 0802): the public code engraved on a pet's tag and
// encoded in its wallet card's QR code, leading to /{locale}/found/{code}. The database draws codes
// from a CSPRNG (pawport_tag_code(), migration 0024); these rules read and print them.
import type { LocaleCode } from '../locale/locales.js';
import { type Message, msg } from '../shared/messages.js';

/**
 * 31 characters: the digits 2–9 and the letters A–Z without I, L and O, so that no character can be read
 * as another (0/O, 1/I/L).
 */
export const TAG_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 10 characters: 31^10 ≈ 8.2 × 10^14 codes, about 49.5 bits (the enumeration maths is in decision 0802). */
export const TAG_CODE_LENGTH = 10;
/** Accepted loosely as typed or pasted: spaces and hyphens (any of Unicode's) are ignored, letters in either case. */
const SEPARATORS = /[\s\u2010-\u2015-]/g;

/**
 * The canonical code of what a person typed or a URL carried (upper case, no separators), or null when it
 * cannot be a tag code. Only the alphabet's characters are accepted: a typed 0, O, 1, I or L is refused.
 */
export function normalizeTagCode(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const code = value.replace(SEPARATORS, '').toUpperCase();
  if (code.length !== TAG_CODE_LENGTH) return null;
  for (const character of code) if (!TAG_CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** The "Found a pet?" field: required, and ten characters of the alphabet (spaces and hyphens aside). */
export function tagCodeIssue(value: string | null | undefined): Message | null {
  if (!value?.trim()) return msg('validation.required');
  return normalizeTagCode(value) ? null : msg('validation.homesafe.tagCodeInvalid', { numLimit: TAG_CODE_LENGTH });
}

/** A code as printed for a person: two groups of five ("K7QM4-XW2P9"). */
export function formatTagCode(code: string): string {
  return code.length === TAG_CODE_LENGTH ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

/** The found page of a tag: what a tag and a wallet card's QR code carry (`origin` without a trailing slash). */
export function foundPageUrl(origin: string, locale: LocaleCode, code: string): string {
  return `${origin.replace(/\/+$/, '')}/${locale}/found/${encodeURIComponent(code)}`;
}
