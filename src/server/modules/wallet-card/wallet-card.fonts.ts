// PRODUCT.md §3 fonts row, spec §7.3 (decision 0801): the web font service is our own server. Its
// stylesheet answers the CSS font API's shape, `GET /fonts/css2?family=Lato:wght@300;400;700`, with
// one @font-face per weight whose files come from the npm `@fontsource/*` packages (latin, woff2).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  WALLET_CARD_FONT_FAMILIES,
  type WalletCardFontFamily,
} from '../../../domain/wallet-card/wallet-card.designs.js';
import { WALLET_CARD_FONT_WEIGHTS } from '../../../domain/wallet-card/wallet-card.rules.js';

export const FONT_CSS_PATH = '/fonts/css2';
export const FONT_FILE_PATH = '/fonts/files/:file';

const ALLOWED_WEIGHTS = new Set<number>(Object.values(WALLET_CARD_FONT_WEIGHTS));
const slugOf = (family: WalletCardFontFamily) => family.toLowerCase().replace(/\s+/g, '-');

/** `Lato:wght@300;400` → the family and its weights; null when it is not one we serve. */
export function parseFamilyParam(param: string): { family: WalletCardFontFamily; weights: number[] } | null {
  const match = /^([A-Za-z ]{1,40})(?::wght@([0-9;]{1,40}))?$/.exec(param.replace(/\+/g, ' '));
  if (!match) return null;
  const family = WALLET_CARD_FONT_FAMILIES.find((name) => name === match[1]);
  if (!family) return null;
  const weights = (match[2] ?? '400').split(';').map(Number);
  if (weights.length === 0 || weights.some((w) => !ALLOWED_WEIGHTS.has(w))) return null;
  return { family, weights: [...new Set(weights)].sort((a, b) => a - b) };
}

/** The stylesheet of one family in the given weights, its files under `fileBase`. */
export function fontStylesheet(family: WalletCardFontFamily, weights: readonly number[], fileBase: string): string {
  return weights
    .map(
      (weight) =>
        `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:swap;` +
        `src:url(${fileBase}/${slugOf(family)}-latin-${weight}-normal.woff2) format('woff2');}`,
    )
    .join('\n');
}

const FILE_NAME = /^([a-z-]{2,40})-latin-(\d{3})-normal\.woff2$/;
const require = createRequire(import.meta.url);

/** The bytes of one served font file, or null for a name that is not one of ours. */
export async function fontFile(name: string): Promise<Buffer | null> {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const family = WALLET_CARD_FONT_FAMILIES.find((entry) => slugOf(entry) === match[1]);
  if (!family || !ALLOWED_WEIGHTS.has(Number(match[2]))) return null;
  try {
    const dir = path.dirname(require.resolve(`@fontsource/${slugOf(family)}/package.json`));
    return await readFile(path.join(dir, 'files', name));
  } catch {
    return null;
  }
}

const embedded = new Map<string, Promise<string>>();

/**
 * Decision 0804: the family's @font-face rules as the designer embeds them (the stylesheet above, each
 * file's url() replaced by the file as a data: URL, rules joined by a line break), from our own files:
 * what the server composes a card with. Kept once made (a file's bytes never change in a build).
 */
export function embeddedFontFaces(family: WalletCardFontFamily, weights: readonly number[]): Promise<string> {
  const sorted = [...new Set(weights)].sort((a, b) => a - b);
  const key = `${family}:${sorted.join(';')}`;
  const known = embedded.get(key);
  if (known) return known;
  const made = (async () => {
    const base = FONT_FILE_PATH.replace('/:file', '');
    const faces = fontStylesheet(family, sorted, base).split('\n');
    const out: string[] = [];
    for (const face of faces) {
      const url = /url\(([^)]+)\)/.exec(face)?.[1] ?? '';
      const bytes = await fontFile(url.slice(base.length + 1));
      if (!bytes) throw new Error(`font file missing: ${url}`);
      out.push(face.split(url).join(`data:font/woff2;base64,${bytes.toString('base64')}`));
    }
    return out.join('\n');
  })();
  embedded.set(key, made);
  made.catch(() => embedded.delete(key));
  return made;
}
