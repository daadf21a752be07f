// spec §7.3 Web font service (decision 0801): the card's stylesheet is asked by family with its weights
// joined by ";", and every font file it names is fetched and embedded as a data: URL, so an exported
// SVG draws the same anywhere. Each fetch is tried again once, 500 ms after a failure.
import { FONT_FETCH_RETRIES, FONT_FETCH_RETRY_DELAY_MS } from '../../../domain/shared/timings.js';
import { fontWeightsParam, type WalletCardFontWeight } from '../../../domain/wallet-card/wallet-card.rules.js';

export type FetchLike = (
  url: string,
) => Promise<{ ok: boolean; status: number; text(): Promise<string>; arrayBuffer(): Promise<ArrayBuffer> }>;
export type Sleep = (ms: number) => Promise<void>;
const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class FontFetchError extends Error {
  constructor(
    readonly url: string,
    readonly attempts: number,
  ) {
    super(`font fetch failed after ${attempts} attempts: ${url}`);
  }
}

/** GET `url`; a failure (network error or non-2xx) is retried FONT_FETCH_RETRIES times after the delay. */
export async function fetchWithRetry(
  fetchFn: FetchLike,
  url: string,
  wait: Sleep = sleep,
): Promise<Awaited<ReturnType<FetchLike>>> {
  const attempts = FONT_FETCH_RETRIES + 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetchFn(url);
      if (response.ok) return response;
    } catch {
      // a network failure counts as a failed attempt
    }
    if (attempt >= attempts) throw new FontFetchError(url, attempts);
    await wait(FONT_FETCH_RETRY_DELAY_MS);
  }
}

/** The stylesheet URL: `?family=<Family>:wght@<weights joined by ";">` on the configured base. */
export function fontCssRequestUrl(base: string, family: string, weights: readonly WalletCardFontWeight[]): string {
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}family=${encodeURIComponent(family).replace(/%20/g, '+')}:wght@${fontWeightsParam(weights)}`;
}

function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const FONT_TYPES: Record<string, string> = { woff2: 'font/woff2', woff: 'font/woff', ttf: 'font/ttf', otf: 'font/otf' };

/**
 * The family's @font-face rules with every `url(...)` replaced by the file as a data: URL. Throws
 * FontFetchError when the stylesheet or a file failed twice; the caller falls back to a system family.
 */
export async function embeddedFontFaces(
  fetchFn: FetchLike,
  cssBase: string,
  family: string,
  weights: readonly WalletCardFontWeight[],
  baseUrl: string,
  wait: Sleep = sleep,
): Promise<string> {
  const cssUrl = new URL(fontCssRequestUrl(cssBase, family, weights), baseUrl).toString();
  const css = await (await fetchWithRetry(fetchFn, cssUrl, wait)).text();
  const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
  if (faces.length === 0) throw new FontFetchError(cssUrl, 1);
  const embedded = await Promise.all(
    faces.map(async (face) => {
      const urls = [...face.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map((m) => m[1] ?? '');
      let out = face;
      for (const raw of urls) {
        if (raw.startsWith('data:')) continue;
        const fileUrl = new URL(raw, cssUrl).toString();
        const bytes = await (await fetchWithRetry(fetchFn, fileUrl, wait)).arrayBuffer();
        const ext = /\.(woff2|woff|ttf|otf)(?:$|\?)/.exec(fileUrl)?.[1] ?? 'woff2';
        out = out.split(raw).join(`data:${FONT_TYPES[ext]};base64,${base64Of(bytes)}`);
      }
      return out;
    }),
  );
  return embedded.join('\n');
}

/** One @font-face rule as the `FontFace` constructor takes it: family, `src` and the other descriptors. */
export type FontFaceRule = { family: string; source: string; descriptors: FontFaceDescriptors };

const DESCRIPTORS: Record<string, keyof FontFaceDescriptors> = {
  'font-style': 'style',
  'font-weight': 'weight',
  'font-stretch': 'stretch',
  'font-display': 'display',
  'unicode-range': 'unicodeRange',
  'font-feature-settings': 'featureSettings',
};

/** A rule's declarations split at each ";" outside quotes and brackets (a data: URL holds one). */
function declarationsOf(body: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  const push = (end: number) => {
    const text = body.slice(start, end);
    const colon = text.indexOf(':');
    if (colon > 0) out.push([text.slice(0, colon).trim().toLowerCase(), text.slice(colon + 1).trim()]);
    start = end + 1;
  };
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) push(i);
  }
  push(body.length);
  return out;
}

/**
 * The embedded @font-face rules as `FontFace` arguments, so the page loads the card's faces through
 * `document.fonts` (decision 0801): a `<style>` element would need 'unsafe-inline' in the CSP's
 * style-src, while a face's data: URL only needs the font-src the policy already has (decision 0002).
 */
export function fontFaceRules(css: string): FontFaceRule[] {
  const rules: FontFaceRule[] = [];
  for (const match of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    let family = '';
    let source = '';
    const descriptors: FontFaceDescriptors = {};
    for (const [name, value] of declarationsOf(match[1] ?? '')) {
      if (name === 'font-family') family = value.replace(/^(['"])(.*)\1$/, '$2');
      else if (name === 'src') source = value;
      else {
        const descriptor = DESCRIPTORS[name];
        if (descriptor) descriptors[descriptor] = value as never;
      }
    }
    if (family && source) rules.push({ family, source, descriptors });
  }
  return rules;
}
