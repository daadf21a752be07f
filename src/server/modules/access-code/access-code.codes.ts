// One-time access codes (spec §2.6, §4 Access code; docs/decisions/0103-access-codes.md): 10 characters
// from an alphabet without look-alikes, shown as two groups of five, stored only as a SHA-256.
import { createHash, randomBytes } from 'node:crypto';

/** No 0/O, 1/I: a code read from a letter or an e-mail is typed back without guessing. */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ACCESS_CODE_LENGTH = 10;
/** A code works for 30 days after it is issued. */
export const ACCESS_CODE_VALID_DAYS = 30;

const CODE_PATTERN = new RegExp(`^[${ACCESS_CODE_ALPHABET}]{${ACCESS_CODE_LENGTH}}$`);

/** 32 symbols divide 256, so `byte % 32` picks each one with the same chance (50 bits per code). */
export function generateAccessCode(): string {
  const bytes = randomBytes(ACCESS_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += ACCESS_CODE_ALPHABET[byte % ACCESS_CODE_ALPHABET.length];
  return code;
}

/** What a person typed, as the canonical code: case, spaces and dashes do not matter; null when it cannot be one. */
export function normalizeAccessCode(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(compact) ? compact : null;
}

/** "ABCDE-FGHJK": easier to read aloud and to copy from a letter. */
export function formatAccessCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export function hashAccessCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
