// Passkeys as a second factor (issue 41: 3, decision 0112): the numbers and messages the server module
// `second-factor` (passkey.functions.ts, @simplewebauthn/server) and the screens (web/lib/passkey.ts,
// @simplewebauthn/browser) share. The ceremonies themselves are the libraries'.
import { type Message, msg } from '../shared/messages.js';
import { charCount, hasControlCharacters } from '../shared/text.rules.js';

/** How long a ceremony's challenge waits for the browser's answer (the browser's own timeout is shorter). */
export const PASSKEY_CHALLENGE_MINUTES = 5;
/** What the browser is told to wait for the person, in milliseconds: less than the challenge lives. */
export const PASSKEY_CEREMONY_TIMEOUT_MS = 3 * 60_000;
/** The relying party's name some authenticators show beside the account ("Pawport"). */
export const PASSKEY_RP_NAME = 'Pawport';
/** The name a person gives a passkey ("Work laptop"), as it shows in Profile Settings. */
export const PASSKEY_NICKNAME_MAX_CHARS = 50;

/** Why the server refused a passkey's answer: message keys the screens translate. */
export const PASSKEY_REFUSALS = {
  /** no ceremony waiting with this challenge: it was used already, replaced by a newer one, or expired */
  expired: msg('validation.passkey.expired'),
  /** the answer did not verify: another site's, a bad signature, a passkey not of this account */
  refused: msg('validation.passkey.refused'),
  /** a valid signature whose counter did not move forward: a copy of the authenticator, or a replay */
  replayed: msg('validation.passkey.replayed'),
  /** this passkey is registered already */
  alreadyRegistered: msg('validation.passkey.alreadyRegistered'),
  /** the passkey's name is blank, too long or holds control characters */
  nicknameInvalid: msg('validation.passkey.nicknameInvalid', { numLimit: PASSKEY_NICKNAME_MAX_CHARS }),
} as const;
export type PasskeyRefusal = keyof typeof PASSKEY_REFUSALS;

/**
 * What can go wrong in the browser before the server hears anything (web/lib/passkey.ts): the person
 * closed or let the prompt time out, the browser has no WebAuthn, the authenticator already holds a passkey
 * of this account, or anything else.
 */
export const PASSKEY_BROWSER_PROBLEMS = {
  cancelled: msg('validation.passkey.cancelled'),
  unsupported: msg('validation.passkey.unsupported'),
  alreadyRegistered: msg('validation.passkey.alreadyRegistered'),
  failed: msg('validation.passkey.failed'),
} as const;
export type PasskeyBrowserProblem = keyof typeof PASSKEY_BROWSER_PROBLEMS;

/** A passkey's name as stored: trimmed, inner runs of spaces made one. */
export function normalizePasskeyNickname(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ');
}

/** The name field's check, in the form and on the server: 1 to PASSKEY_NICKNAME_MAX_CHARS characters. */
export function passkeyNicknameIssue(typed: string): Message | null {
  const nickname = normalizePasskeyNickname(typed);
  const valid = nickname !== '' && charCount(nickname) <= PASSKEY_NICKNAME_MAX_CHARS && !hasControlCharacters(nickname);
  return valid ? null : PASSKEY_REFUSALS.nicknameInvalid;
}
