import { type Message, msg } from '../shared/messages.js';

/** spec §5 Account / §9: password minimum length. */
export const PASSWORD_MIN_LENGTH = 12;
/** QUALITY.md Security: up to 128 characters accepted (decision 1008). */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRuleId = 'min' | 'oneLowerChar' | 'oneUpperChar' | 'oneDigitChar' | 'oneSpecialChar';

export type PasswordRule = {
  id: PasswordRuleId;
  /** The checklist line the screen shows, met or not. */
  label: Message;
  test: (password: string) => boolean;
};

/**
 * spec §5 Password: the checklist, in the order shown. Adding a rule is one entry here (plus its
 * id in PasswordRuleId and its label key). Letters and digits are Unicode-aware so "é" counts as a
 * lowercase letter; a special character is anything that is not a letter, digit or space.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'min',
    label: msg('validation.password.rule.min', { numLimit: PASSWORD_MIN_LENGTH }),
    test: (p) => Array.from(p).length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'oneLowerChar', label: msg('validation.password.rule.oneLowerChar'), test: (p) => /\p{Ll}/u.test(p) },
  { id: 'oneUpperChar', label: msg('validation.password.rule.oneUpperChar'), test: (p) => /\p{Lu}/u.test(p) },
  { id: 'oneDigitChar', label: msg('validation.password.rule.oneDigitChar'), test: (p) => /\p{Nd}/u.test(p) },
  {
    id: 'oneSpecialChar',
    label: msg('validation.password.rule.oneSpecialChar'),
    test: (p) => /[^\p{L}\p{Nd}\s]/u.test(p),
  },
];

export type PasswordChecklistItem = { id: PasswordRuleId; label: Message; met: boolean };

/** Each rule's met/unmet state, for the secure-password checklist (spec §2.6). */
export function passwordChecklist(
  password: string,
  rules: readonly PasswordRule[] = PASSWORD_RULES,
): PasswordChecklistItem[] {
  return rules.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));
}

export type PasswordStatus =
  | { state: 'empty'; message: Message }
  | { state: 'failing'; message: Message }
  | { state: 'secure'; message: Message };

/**
 * Whether a password is too easy to guess (a common or breached password, a keyboard pattern, a word with
 * digits): the estimator of password-strength.ts, which loads on demand. Until it has loaded (a browser
 * screen), the composition rules alone decide; the server always has it.
 */
export type PasswordGuessCheck = (password: string) => boolean;

/**
 * spec §5 Password / §8: empty → required; filled but failing → the "has value" message
 * ("Your password does not meet the requirements listed below"); too easy to guess → "too common"
 * (QUALITY.md: a blocklist of common and breached passwords); all met → "Your password is secure!".
 */
export function passwordStatus(
  password: string | null | undefined,
  isGuessable?: PasswordGuessCheck | null,
  rules: readonly PasswordRule[] = PASSWORD_RULES,
): PasswordStatus {
  if (!password) return { state: 'empty', message: msg('validation.required') };
  if (Array.from(password).length > PASSWORD_MAX_LENGTH) {
    return { state: 'failing', message: msg('validation.maxChars', { numLimit: PASSWORD_MAX_LENGTH }) };
  }
  if (!rules.every((rule) => rule.test(password)))
    return { state: 'failing', message: msg('validation.password.hasValue') };
  if (isGuessable?.(password)) return { state: 'failing', message: msg('validation.password.common') };
  return { state: 'secure', message: msg('validation.password.secure') };
}

/** The error of a password field, or null when it passes (the secure message is not an error). */
export function passwordIssue(
  password: string | null | undefined,
  isGuessable?: PasswordGuessCheck | null,
): Message | null {
  const status = passwordStatus(password, isGuessable);
  return status.state === 'secure' ? null : status.message;
}
