// Decision 0804: the card's text measure, the same in the designer and on the server. Each family's
// advance widths come from the font files the card embeds (wallet-card.metrics-data.ts, generated and
// checked against them); kerning is left out, so a measured line is never narrower than it is drawn.
// A character the font does not draw falls to the fallback family: counted wide.
import type { WalletCardFontFamily } from './wallet-card.designs.js';
import { WALLET_CARD_FONT_METRICS } from './wallet-card.metrics-data.js';

/** One family and weight: the code points it draws and their advances in thousandths of an em. */
export type FontMetricsTable = { chars: string; widths: number[] };

/** The width, in em, of a character the font does not draw (drawn by another font: an emoji, a Hebrew letter). */
const MISSING_WIDE = 1;
const MISSING = 0.65;

const tables = new Map<string, Map<string, number>>();

function tableOf(family: WalletCardFontFamily, weight: number): Map<string, number> | null {
  const key = `${family}:${weight}`;
  const known = tables.get(key);
  if (known) return known;
  const data = WALLET_CARD_FONT_METRICS[key];
  if (!data) return null;
  const table = new Map<string, number>();
  let index = 0;
  for (const char of data.chars) {
    table.set(char, (data.widths[index] ?? 0) / 1000);
    index += 1;
  }
  tables.set(key, table);
  return table;
}

/** The width of `text` in `family` at `fontSize` and `fontWeight`, in card units; null for a weight not measured. */
export function fontTextWidth(
  family: WalletCardFontFamily,
  text: string,
  fontSize: number,
  fontWeight: number,
): number | null {
  const table = tableOf(family, fontWeight);
  if (!table) return null;
  let em = 0;
  for (const char of text) {
    const known = table.get(char);
    em += known ?? ((char.codePointAt(0) ?? 0) >= 0x2e80 ? MISSING_WIDE : MISSING);
  }
  return em * fontSize;
}
