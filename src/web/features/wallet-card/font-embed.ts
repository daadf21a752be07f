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
