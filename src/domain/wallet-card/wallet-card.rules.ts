// spec §3 Wallet card, §9 Wallet card.
import { hasControlCharacters } from '../shared/text.rules.js';

/** spec §9: font weights by name. */
export const WALLET_CARD_FONT_WEIGHTS = { light: 300, normal: 400, bold: 700, bolder: 900 } as const;
export type WalletCardFontWeight = keyof typeof WALLET_CARD_FONT_WEIGHTS;
export const WALLET_CARD_LINE_OFFSET = 10;
export const WALLET_CARD_LINE_HEIGHT = 1.1;

export const WALLET_CARD_VALUE_TYPES = [
  'PET_TEMPERAMENT',
  'PET_COLOR',
  'PET_IMAGE',
  'PET_QR_CODE',
  'HEADER',
  'EMERGENCY_CONTACT_TWO_DISPLAY_NAME',
  'EMERGENCY_CONTACT_TWO_PHONE_NUMBER',
] as const;
export type WalletCardValueType = (typeof WALLET_CARD_VALUE_TYPES)[number];

/** The font service's weights parameter: weights joined by ";" (spec §7.3), sorted and unique. */
export function fontWeightsParam(weights: readonly WalletCardFontWeight[]): string {
  return [...new Set(weights.map((w) => WALLET_CARD_FONT_WEIGHTS[w]))].sort((a, b) => a - b).join(';');
}

/**
 * spec §9: a long value is cut to the character limit at a word boundary, and a trailing comma
 * is removed ("white, black, tan" at 13 → "white, black"). A single word longer than the limit is
 * cut exactly. Never longer than the limit; short values are returned as they are.
 */
export function cutAtWordBoundary(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  if (limit <= 0) return '';
  const head = chars.slice(0, limit).join('');
  const isWordChar = (c: string | undefined) => !!c && /[\p{L}\p{M}\p{N}]/u.test(c);
  const cutsWord = isWordChar(chars[limit - 1]) && isWordChar(chars[limit]);
  const lastSpace = head.search(/\s\S*$/);
  const kept = cutsWord && lastSpace > 0 ? head.slice(0, lastSpace) : head;
  // strip every trailing comma and space: ", ," must not leave a comma behind
  return kept.replace(/[\s,]+$/u, '');
}

/** What a card prints where a value was shortened (issue 38 D7, decision 1010). */
export const WALLET_CARD_ELLIPSIS = '…';

/**
 * Issue 38 D7 (decision 1010): a value longer than its limit as the card prints it — cut at a word
 * boundary without a trailing comma (spec §9, cutAtWordBoundary), then "…", the whole within the limit,
 * so that a cut never reads as a whole word ("…long walks in t" becomes "…long walks in…"). A value
 * within the limit is returned as it is, so the function can be applied again without changing it.
 */
export function shortenAtWordBoundary(text: string, limit: number): string {
  if (Array.from(text).length <= limit) return text;
  if (limit <= 1) return cutAtWordBoundary(text, limit);
  return `${cutAtWordBoundary(text, limit - 1)}${WALLET_CARD_ELLIPSIS}`;
}

/** spec §9: the second emergency contact's label shows only when its name or phone is present. */
export function showEmergencyContactTwoLabel(
  contact: { displayName?: string | null; phoneNumber?: string | null } | null | undefined,
): boolean {
  return !!contact?.displayName?.trim() || !!contact?.phoneNumber?.trim();
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NOT_XML = /[\uFFFE\uFFFF]/;

/**
 * Can a card's text be printed? Not with a control character, a lone surrogate or U+FFFE/U+FFFF: none
 * can be typed, and an XML document cannot hold them. Markup is fine: it is drawn as text (escaped).
 */
export function isPrintableCardText(text: string): boolean {
  return !hasControlCharacters(text) && !LONE_SURROGATE.test(text) && !NOT_XML.test(text);
}

/** What the designer keeps of a typed value: the characters a card cannot print dropped. */
export function printableCardText(text: string): string {
  return Array.from(text)
    .filter((character) => isPrintableCardText(character))
    .join('');
}
