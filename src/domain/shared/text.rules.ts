import { type Message, msg } from './messages.js';

/** spec §5 General: text inputs and textareas do not accept typing "/". */
export const REFUSED_TYPED_CHARACTERS = ['/'] as const;

/** Whether a typed character (a keydown's `key`) is let into a text input. */
export function acceptsTypedCharacter(key: string): boolean {
  return !(REFUSED_TYPED_CHARACTERS as readonly string[]).includes(key);
}

/** What a pasted or typed value becomes in a text input: the refused characters dropped. */
export function filterTypedText(value: string): string {
  let text = value;
  for (const character of REFUSED_TYPED_CHARACTERS) text = text.replaceAll(character, '');
  return text;
}

/**
 * spec §5 General, on the server as in the form: a text the input would not have let in is refused
 * (an API client can send "Da/na"; the form drops the "/" as it is typed or pasted). One rule for
 * every text input that refuses typing "/" (names, address lines, relationship), used by the domain
 * schemas both sides parse; the typed-character filter above reads the same list.
 */
export function refusedCharactersIssue(value: string | null | undefined): Message | null {
  return value && REFUSED_TYPED_CHARACTERS.some((character) => value.includes(character))
    ? msg('validation.refusedCharacter', { character: REFUSED_TYPED_CHARACTERS.join(' ') })
    : null;
}

/**
 * Control characters (Unicode Cc: C0, DEL, C1) are never typed into a form; U+0000 cannot even be stored.
 * A text refuses them with a field error instead of failing later (issue 10: 5). A multi-line text (a
 * textarea) keeps tab and line breaks.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER).test(value);
}

export function controlCharactersIssue(
  value: string | null | undefined,
  options: { multiline?: boolean } = {},
): Message | null {
  return value && hasControlCharacters(value, options) ? msg('validation.controlCharacters') : null;
}

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** Trimmed text, or null for blank. */
export function trimToNull(value: string | number | null | undefined): string | null {
  if (value == null) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** Length in characters as a person counts them (code points, so an emoji counts once). */
export function charCount(value: string): number {
  return Array.from(value).length;
}

/** spec §5 General: at most {numLimit} characters. */
export function maxCharsIssue(value: string, numLimit: number): Message | null {
  return charCount(value) > numLimit ? msg('validation.maxChars', { numLimit }) : null;
}

/** spec §5 General: at least {numLimit} characters. */
export function minCharsIssue(value: string, numLimit: number): Message | null {
  return charCount(value) < numLimit ? msg('validation.minChars', { numLimit }) : null;
}

/** spec §5 General: a number between {minNum} and {maxNum}. */
export function numberBetweenIssue(value: number, minNum: number, maxNum: number): Message | null {
  return Number.isFinite(value) && value >= minNum && value <= maxNum
    ? null
    : msg('validation.numberBetween', { minNum, maxNum });
}

/** spec §5 General: at least / at most {numLimit} numbers (digits). */
export function digitCountIssue(digits: string, limits: { min?: number; max?: number }): Message | null {
  if (limits.min !== undefined && digits.length < limits.min)
    return msg('validation.minNumbers', { numLimit: limits.min });
  if (limits.max !== undefined && digits.length > limits.max)
    return msg('validation.maxNumbers', { numLimit: limits.max });
  return null;
}
