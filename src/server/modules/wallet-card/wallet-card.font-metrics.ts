// Decision 0804: the advance widths of the card's fonts, read from the very @fontsource files the card
// embeds (their WOFF twins: the same glyphs, zlib instead of Brotli), for the domain's text measure
// (src/domain/wallet-card/wallet-card.metrics.ts) that the designer and the server share. Its test fails
// when the table and the files disagree; `npx tsx src/server/modules/wallet-card/wallet-card.font-metrics.ts`
// writes the table again (then `npx biome format --write` it).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import {
  WALLET_CARD_FONT_FAMILIES,
  type WalletCardFontFamily,
} from '../../../domain/wallet-card/wallet-card.designs.js';
import type { FontMetricsTable } from '../../../domain/wallet-card/wallet-card.metrics.js';

/** The weights a design draws with (labels bold, values normal, the header bolder). */
export const MEASURED_WEIGHTS = [400, 700, 900] as const;

const require = createRequire(import.meta.url);

function woffTables(bytes: Buffer): Map<string, Buffer> {
  if (bytes.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const count = bytes.readUInt16BE(12);
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const entry = 44 + i * 20;
    const tag = bytes.toString('latin1', entry, entry + 4);
    const offset = bytes.readUInt32BE(entry + 4);
    const compressed = bytes.readUInt32BE(entry + 8);
    const original = bytes.readUInt32BE(entry + 12);
    const data = bytes.subarray(offset, offset + compressed);
    tables.set(tag, compressed < original ? inflateSync(data) : Buffer.from(data));
  }
  return tables;
}

/** cmap: code point → glyph index, from the Unicode BMP subtable (format 4). */
function codePointGlyphs(cmap: Buffer): Map<number, number> {
  const glyphs = new Map<number, number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i += 1) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    if (!((platform === 3 && encoding === 1) || platform === 0) || cmap.readUInt16BE(offset) !== 4) continue;
    const segments = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    for (let s = 0; s < segments; s += 1) {
      const end = cmap.readUInt16BE(ends + s * 2);
      const start = cmap.readUInt16BE(starts + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      const range = cmap.readUInt16BE(ranges + s * 2);
      for (let code = start; code <= end && code !== 0xffff; code += 1) {
        let glyph: number;
        if (range === 0) glyph = (code + delta) & 0xffff;
        else {
          const at = ranges + s * 2 + range + (code - start) * 2;
          glyph = cmap.readUInt16BE(at);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) glyphs.set(code, glyph);
      }
    }
    return glyphs;
  }
  throw new Error('no Unicode BMP cmap');
}

/** Each code point the file draws, with its advance in thousandths of an em (rounded up). */
export function fontAdvanceWidths(family: WalletCardFontFamily, weight: number): FontMetricsTable {
  const slug = family.toLowerCase().replace(/\s+/g, '-');
  const dir = path.dirname(require.resolve(`@fontsource/${slug}/package.json`));
  const tables = woffTables(readFileSync(path.join(dir, 'files', `${slug}-latin-${weight}-normal.woff`)));
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const cmap = tables.get('cmap');
  if (!head || !hhea || !hmtx || !cmap) throw new Error(`${family} ${weight}: a table is missing`);
  const unitsPerEm = head.readUInt16BE(18);
  const metrics = hhea.readUInt16BE(34);
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, metrics - 1) * 4);
  const codes = [...codePointGlyphs(cmap)].filter(([code]) => code >= 0x20).sort((a, b) => a[0] - b[0]);
  return {
    chars: codes.map(([code]) => String.fromCodePoint(code)).join(''),
    widths: codes.map(([, glyph]) => Math.ceil((advance(glyph) * 1000) / unitsPerEm)),
  };
}

/** Every family and weight a card draws with: the domain's table. */
export function allFontMetrics(): Record<string, FontMetricsTable> {
  const out: Record<string, FontMetricsTable> = {};
  for (const family of WALLET_CARD_FONT_FAMILIES)
    for (const weight of MEASURED_WEIGHTS) out[`${family}:${weight}`] = fontAdvanceWidths(family, weight);
  return out;
}

const TABLE_FILE = fileURLToPath(new URL('../../../domain/wallet-card/wallet-card.metrics-data.ts', import.meta.url));

/** The domain's table as source. */
export function metricsSource(): string {
  const lines = Object.entries(allFontMetrics()).map(
    ([key, table]) =>
      `  '${key}': {\n    chars: ${JSON.stringify(table.chars)},\n    widths: [${table.widths.join(', ')}],\n  },`,
  );
  return (
    '// Generated by src/server/modules/wallet-card/wallet-card.font-metrics.ts from the @fontsource files\n' +
    '// (decision 0804): each family and weight, the code points it draws and their advances in 1/1000 em.\n' +
    '\n' +
    `export const WALLET_CARD_FONT_METRICS: Record<string, { chars: string; widths: number[] }> = {\n${lines.join('\n')}\n};\n`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(TABLE_FILE, metricsSource());
  console.log(`wrote ${TABLE_FILE}: format it with npx biome format --write`);
}
