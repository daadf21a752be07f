// spec §9 Wallet card (decision 0801): where each placeholder's label and value are drawn. Pure: the
// designer's preview and the server's composition measure text alike (walletCardMeasure, decision 0804).
import type {
  TextAlignment,
  WalletCardDesign,
  WalletCardFontFamily,
  WalletCardPlaceholder,
  WalletCardSide,
} from './wallet-card.designs.js';
import { formatPhoneForLocale, parsePhone } from '../account/phone.rules.js';
import type { LocaleCode } from '../locale/locales.js';
import { fontTextWidth } from './wallet-card.metrics.js';
import {
  printableCardText,
  shortenAtWordBoundary,
  showEmergencyContactTwoLabel,
  WALLET_CARD_ELLIPSIS,
  WALLET_CARD_FONT_WEIGHTS,
  WALLET_CARD_LINE_HEIGHT,
  WALLET_CARD_LINE_OFFSET,
  type WalletCardValueType,
} from './wallet-card.rules.js';

/** The width of `text` drawn at `fontSize` and `fontWeight` (CSS weight), in card units. */
export type TextMeasure = (text: string, fontSize: number, fontWeight: number) => number;

/** An estimate without a browser: 0.55 em a character (0.6 em bold and heavier). */
export const estimateTextWidth: TextMeasure = (text, fontSize, fontWeight) =>
  Array.from(text).length * fontSize * (fontWeight >= 700 ? 0.6 : 0.55);

/**
 * Decision 0804: how a card's text is measured — the same in the designer's preview and on the server
 * that composes the card it stores, so both break lines and shrink values alike. `family` is the
 * card's font, null when it is drawn in the fallback family.
 */
export function walletCardMeasure(family: WalletCardFontFamily | null): TextMeasure {
  if (!family) return estimateTextWidth;
  return (text, fontSize, fontWeight) =>
    fontTextWidth(family, text, fontSize, fontWeight) ?? estimateTextWidth(text, fontSize, fontWeight);
}

/** The text values of a card, by valueType (PET_IMAGE and PET_QR_CODE carry their image and URL). */
export type WalletCardValues = Partial<Record<WalletCardValueType, string>>;

export const TEXT_VALUE_TYPES = [
  'HEADER',
  'PET_TEMPERAMENT',
  'PET_COLOR',
  'EMERGENCY_CONTACT_TWO_DISPLAY_NAME',
  'EMERGENCY_CONTACT_TWO_PHONE_NUMBER',
] as const satisfies readonly WalletCardValueType[];
export type TextValueType = (typeof TEXT_VALUE_TYPES)[number];
export const isTextValueType = (type: WalletCardValueType): type is TextValueType =>
  (TEXT_VALUE_TYPES as readonly string[]).includes(type);

const ANCHORS = { left: 'start', center: 'middle', right: 'end' } as const;
export type TextAnchor = (typeof ANCHORS)[TextAlignment];

export type LaidOutLine = { text: string; x: number; y: number };
export type LaidOutText = {
  kind: 'text';
  role: 'label' | 'value';
  valueType: WalletCardValueType;
  anchor: TextAnchor;
  fontSize: number;
  fontWeight: number;
  lines: LaidOutLine[];
  /** issue 38 D7: the value did not fit its box even at its smallest size; its last line ends in "…" */
  shortened?: boolean;
};
export type LaidOutBox = {
  kind: 'image' | 'qr';
  valueType: WalletCardValueType;
  x: number;
  y: number;
  width: number;
  height: number;
};
export type LaidOutItem = LaidOutText | LaidOutBox;

/** Breaks `text` into lines no wider than `maxWidth`, at spaces; a word wider than a line is broken. */
export function wrapText(text: string, maxWidth: number, fontSize: number, fontWeight: number, measure: TextMeasure) {
  const words = text.split(/\s+/u).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => measure(candidate, fontSize, fontWeight) <= maxWidth;
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // a single word wider than the line is broken into pieces that fit (at least one character each)
    let rest = Array.from(word);
    line = '';
    while (rest.length > 0) {
      let take = rest.length;
      while (take > 1 && !fits(rest.slice(0, take).join(''))) take -= 1;
      const piece = rest.slice(0, take).join('');
      rest = rest.slice(take);
      if (rest.length > 0) lines.push(piece);
      else line = piece;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** How many lines of `fontSize` fit in a value box of `height` (spec §9: offset 10, line height 1.1). */
export function linesThatFit(height: number, fontSize: number): number {
  if (fontSize <= 0) return 0;
  const room = height - WALLET_CARD_LINE_OFFSET - fontSize;
  return room < 0 ? 1 : Math.floor(room / (fontSize * WALLET_CARD_LINE_HEIGHT)) + 1;
}

/** Decision 0801: a value too long for its box at its size is drawn smaller, down to this share of it. */
export const WALLET_CARD_MIN_FONT_SCALE = 0.6;

/**
 * spec §9: a value's lines. The first baseline is LINE_OFFSET plus one font size below the top of
 * the value box, each next one LINE_HEIGHT font sizes lower; x follows the placeholder's alignment
 * (its left edge, middle or right edge). A value whose lines do not fit the box is drawn smaller
 * (one unit at a time, down to WALLET_CARD_MIN_FONT_SCALE of its size); lines that still do not fit
 * are left out.
 */
export function layoutValue(
  placeholder: WalletCardPlaceholder,
  value: string,
  measure: TextMeasure = estimateTextWidth,
) {
  const weight = WALLET_CARD_FONT_WEIGHTS[placeholder.valueFontWeight];
  const { valueX, valueY, valueWidth, valueHeight } = placeholder;
  const smallest = Math.ceil(placeholder.valueFontSize * WALLET_CARD_MIN_FONT_SCALE);
  let size = placeholder.valueFontSize;
  let wrapped = wrapText(value, valueWidth, size, weight, measure);
  while (size > smallest && wrapped.length > linesThatFit(valueHeight, size)) {
    size -= 1;
    wrapped = wrapText(value, valueWidth, size, weight, measure);
  }
  const x =
    placeholder.labelTextAlignment === 'left'
      ? valueX
      : placeholder.labelTextAlignment === 'center'
        ? valueX + valueWidth / 2
        : valueX + valueWidth;
  const fit = linesThatFit(valueHeight, size);
  const shortened = wrapped.length > fit;
  const kept = shortened ? endWithEllipsis(wrapped.slice(0, fit), valueWidth, size, weight, measure) : wrapped;
  const lines = kept.map((text, index) => ({
    text,
    x,
    y: round(valueY + WALLET_CARD_LINE_OFFSET + size + index * size * WALLET_CARD_LINE_HEIGHT),
  }));
  return {
    kind: 'text',
    role: 'value',
    valueType: placeholder.valueType,
    anchor: ANCHORS[placeholder.labelTextAlignment],
    fontSize: size,
    fontWeight: weight,
    lines,
    ...(shortened ? { shortened } : {}),
  } satisfies LaidOutText;
}

/**
 * Issue 38 D7 (decision 1010): the lines that fit a box, the last one ending in "…" at a whole word
 * (without a trailing comma) and still within the box's width — what does not fit is never left out
 * without a sign.
 */
function endWithEllipsis(
  lines: string[],
  maxWidth: number,
  fontSize: number,
  fontWeight: number,
  measure: TextMeasure,
) {
  const fits = (text: string) => measure(`${text}${WALLET_CARD_ELLIPSIS}`, fontSize, fontWeight) <= maxWidth;
  const words = (lines.at(-1) ?? '').split(' ');
  while (words.length > 1 && !fits(words.join(' '))) words.pop();
  const chars = Array.from(words.join(' '));
  while (chars.length > 1 && !fits(chars.join(''))) chars.pop();
  return [...lines.slice(0, -1), `${chars.join('').replace(/[\s,]+$/u, '')}${WALLET_CARD_ELLIPSIS}`];
}

export function layoutLabel(placeholder: WalletCardPlaceholder, label: string): LaidOutText {
  return {
    kind: 'text',
    role: 'label',
    valueType: placeholder.valueType,
    anchor: ANCHORS[placeholder.labelTextAlignment],
    fontSize: placeholder.labelFontSize,
    fontWeight: WALLET_CARD_FONT_WEIGHTS[placeholder.labelFontWeight],
    lines: [{ text: label, x: placeholder.labelX, y: placeholder.labelY }],
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** A text value as it is drawn: without the spaces around it, shortened at a word to its limit. */
const drawnValue = (placeholder: WalletCardPlaceholder, values: WalletCardValues): string =>
  shortenAtWordBoundary((values[placeholder.valueType] ?? '').trim(), placeholder.valueCharacterLimit);

/**
 * Is this placeholder's label drawn? spec §9: the second emergency contact's two labels only when its
 * name or phone is present. Decision 0801: any other text value's label only when that value is drawn
 * (no TEMPERAMENT or COLOR title over an empty space); the QR code's always, the code always is.
 */
export function labelShown(placeholder: WalletCardPlaceholder, values: WalletCardValues): boolean {
  if (placeholder.labelFontSize <= 0) return false;
  if (
    placeholder.valueType === 'EMERGENCY_CONTACT_TWO_DISPLAY_NAME' ||
    placeholder.valueType === 'EMERGENCY_CONTACT_TWO_PHONE_NUMBER'
  )
    return showEmergencyContactTwoLabel({
      displayName: values.EMERGENCY_CONTACT_TWO_DISPLAY_NAME,
      phoneNumber: values.EMERGENCY_CONTACT_TWO_PHONE_NUMBER,
    });
  if (isTextValueType(placeholder.valueType)) return drawnValue(placeholder, values) !== '';
  return true;
}

/**
 * Everything drawn on one side: labels (translated by `labelOf`), text values (printedCardValues), the
 * photo's and the QR code's boxes. A text value is drawn within its character limit whatever it is given.
 */
export function layoutSide(
  design: WalletCardDesign,
  side: WalletCardSide,
  values: WalletCardValues,
  labelOf: (placeholder: WalletCardPlaceholder) => string,
  measure: TextMeasure = estimateTextWidth,
): LaidOutItem[] {
  const items: LaidOutItem[] = [];
  for (const placeholder of design.placeholders.filter((p) => p.side === side)) {
    if (labelShown(placeholder, values)) items.push(layoutLabel(placeholder, labelOf(placeholder)));
    if (placeholder.valueType === 'PET_IMAGE' || placeholder.valueType === 'PET_QR_CODE') {
      items.push({
        kind: placeholder.valueType === 'PET_IMAGE' ? 'image' : 'qr',
        valueType: placeholder.valueType,
        x: placeholder.valueX,
        y: placeholder.valueY,
        width: placeholder.valueWidth,
        height: placeholder.valueHeight,
      });
      continue;
    }
    const value = drawnValue(placeholder, values);
    if (value) items.push(layoutValue(placeholder, value, measure));
  }
  return items;
}

/**
 * A pet's data as the card's first values, as they are (spaces collapsed): the fields show them whole and
 * the card prints them shortened at a word to their limits, with a note under the field (issue 38 D7).
 */
export function initialCardValues(design: WalletCardDesign, data: WalletCardValues): WalletCardValues {
  const values: WalletCardValues = {};
  for (const placeholder of design.placeholders) {
    const type = placeholder.valueType;
    if (!isTextValueType(type)) continue;
    values[type] = printableCardText((data[type] ?? '').replace(/\s+/gu, ' ')).trim();
  }
  return values;
}

/**
 * What the designer keeps of a typed value: all of it but the characters a card cannot print (which the
 * server would refuse; none can be typed). Not cut (issue 38 D7): the card shortens it at a word, and
 * the field says how it will print (cardValueReports).
 */
export function editCardValue(typed: string): string {
  return printableCardText(typed);
}

/** The character limit of a text value in a design (the designer's fields show it). */
export function valueLimit(design: WalletCardDesign, type: TextValueType): number {
  return design.placeholders.find((p) => p.valueType === type)?.valueCharacterLimit ?? 0;
}

/** A phone as typed: digits, spaces and ( ) . - + only; anything else (words) is not a number to format. */
const PHONE_LIKE = /^[\d\s().+-]*$/u;

/**
 * Issue 38 D7 (decision 1010): one text value as the card prints it — spaces collapsed and trimmed, the
 * second contact's phone formatted as everywhere else ((206) 555-0199; 206 555-0199 in fr-CA) when it is
 * a ten-digit number, then shortened at a word to its limit with "…". Applying it again changes nothing,
 * so the values the designer sends (these) compose on the server exactly as in the preview.
 */
export function printedCardValue(type: TextValueType, value: string, limit: number, locale: LocaleCode): string {
  let text = value.replace(/\s+/gu, ' ').trim();
  if (type === 'EMERGENCY_CONTACT_TWO_PHONE_NUMBER' && PHONE_LIKE.test(text)) {
    const digits = parsePhone(text);
    if (digits) text = formatPhoneForLocale(digits, locale);
  }
  return shortenAtWordBoundary(text, limit);
}

/** Every text value of a design as the card prints it (printedCardValue). */
export function printedCardValues(
  design: WalletCardDesign,
  values: WalletCardValues,
  locale: LocaleCode,
): WalletCardValues {
  const printed: WalletCardValues = {};
  for (const type of TEXT_VALUE_TYPES)
    printed[type] = printedCardValue(type, values[type] ?? '', valueLimit(design, type), locale);
  return printed;
}

/** What the designer says under a field (issue 38 D7): its count, and how it prints when shortened. */
export type CardValueReport = {
  /** characters typed, as a person counts them */
  count: number;
  limit: number;
  /** the words the card prints, its lines joined by spaces */
  printed: string;
  /** longer than its limit, or too wide for its place even at its smallest size: "…" on the card */
  shortened: boolean;
};

/** Each text value's report, measured as the card is composed (walletCardMeasure of the same family). */
export function cardValueReports(
  design: WalletCardDesign,
  values: WalletCardValues,
  locale: LocaleCode,
  family: WalletCardFontFamily | null,
): Record<TextValueType, CardValueReport> {
  const measure = walletCardMeasure(family);
  const reports = {} as Record<TextValueType, CardValueReport>;
  for (const type of TEXT_VALUE_TYPES) {
    const typed = values[type] ?? '';
    const limit = valueLimit(design, type);
    const printed = printedCardValue(type, typed, limit, locale);
    const placeholder = design.placeholders.find((p) => p.valueType === type);
    const laid = placeholder && printed ? layoutValue(placeholder, printed, measure) : null;
    const longer = printedCardValue(type, typed, Number.POSITIVE_INFINITY, locale) !== printed;
    reports[type] = {
      count: Array.from(typed).length,
      limit,
      printed: laid ? laid.lines.map((line) => line.text).join(' ') : printed,
      shortened: longer || laid?.shortened === true,
    };
  }
  return reports;
}
