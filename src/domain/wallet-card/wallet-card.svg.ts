// Decisions 0801, 0804: the card's SVG as text. composeCardSide writes one self-contained SVG a side
// (artwork, colours, fonts as data URLs, photo and QR code, the laid-out text, every text escaped), for
// composeWalletCard, which the designer's preview and the server call alike. svgIssue only tells the
// designer that the artwork it fetched is broken (spec §7.3): no SVG from a browser is ever accepted
// (decision 0804), so it guards no upload and is no sanitiser.
import { WALLET_CARD_HEIGHT, WALLET_CARD_WIDTH } from './wallet-card.designs.js';
import type { LaidOutItem } from './wallet-card.layout.js';

export type SvgIssue = 'malformed' | 'notSvg' | 'unsafe' | 'tooLarge';

/** The most an exported side may weigh (its fonts and photo embedded). */
export const WALLET_CARD_SVG_MAX_CHARS = 2_000_000;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>|<!([^>]*)>|<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<|&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g;
const UNSAFE_ELEMENT = /^(script|foreignobject|iframe|object|embed|handler)$/i;

/**
 * Why an SVG document cannot be used, or null: not well-formed XML (unbalanced or broken tags, a
 * stray "<" or "&"), not an <svg> root, a doctype or entity, script, event handlers, or a link to
 * anything but a data: URL or a fragment.
 */
export function svgIssue(svg: string): SvgIssue | null {
  if (svg.length > WALLET_CARD_SVG_MAX_CHARS) return 'tooLarge';
  const stack: string[] = [];
  let root: string | null = null;
  let rootClosed = false;
  let last = 0;
  for (const match of svg.matchAll(TOKEN)) {
    const between = svg.slice(last, match.index);
    last = (match.index ?? 0) + match[0].length;
    if ((rootClosed || !root) && between.trim()) return 'malformed';
    const token = match[0];
    if (token === '<' || token === '&') return 'malformed';
    if (match[1] !== undefined) return 'unsafe'; // <!DOCTYPE …>, <!ENTITY …>
    const name = match[3];
    if (!name) continue; // a comment, processing instruction or CDATA
    if (UNSAFE_ELEMENT.test(name)) return 'unsafe';
    const attributes = match[4] ?? '';
    if (/\son[a-z]+\s*=/i.test(attributes)) return 'unsafe';
    for (const href of attributes.matchAll(/\s(?:xlink:)?href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
      const url = (href[1] ?? href[2] ?? '').trim();
      if (!url.startsWith('#') && !/^data:image\//i.test(url)) return 'unsafe';
    }
    if (/url\(\s*['"]?\s*(?!data:|#)/i.test(attributes)) return 'unsafe';
    if (match[2]) {
      if (stack.pop() !== name) return 'malformed';
      if (stack.length === 0) rootClosed = true;
      continue;
    }
    if (rootClosed) return 'malformed';
    if (!root) {
      root = name;
      if (name !== 'svg') return 'notSvg';
    }
    if (!match[5]) stack.push(name);
    else if (stack.length === 0) rootClosed = true;
  }
  if (svg.slice(last).trim()) return 'malformed';
  if (!root) return 'notSvg';
  if (stack.length > 0 || !rootClosed) return 'malformed';
  // a <style> must not reach out either (its text is between tags, checked here)
  if (/@import|url\(\s*['"]?\s*(?!data:|#)/i.test(svg.replace(/<[^>]*>/g, ''))) return 'unsafe';
  return null;
}

/** The inside of an <svg> document (the artwork drawn inside the card). */
export function svgInner(svg: string): string {
  const start = svg.indexOf('>', svg.search(/<svg[\s>]/)) + 1;
  const end = svg.lastIndexOf('</svg>');
  return start > 0 && end > start ? svg.slice(start, end) : '';
}

/** A QR code's dark modules as one SVG path (one unit a module) and its size in modules. */
export function qrPath(isDark: (row: number, col: number) => boolean, count: number): string {
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1)
    for (let col = 0; col < count; col += 1) if (isDark(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
  return parts.join('');
}

export type CardSideParts = {
  artwork: string;
  primaryColor: string;
  secondaryColor: string;
  /** CSS font-family list (the design's family, then its fallback) */
  fontFamily: string;
  /** @font-face rules with data: URLs ('' when the fonts could not be fetched) */
  fontFaces: string;
  items: readonly LaidOutItem[];
  /** the photo as a data: URL (a placeholder picture when the pet has none) */
  imageHref: string;
  qr: { path: string; modules: number } | null;
  /** the accessible name of the picture */
  title: string;
};

const COLOR = /^#[0-9a-fA-F]{6}$/;

/** One side of the card as a self-contained SVG string. */
export function composeCardSide(parts: CardSideParts): string {
  const primary = COLOR.test(parts.primaryColor) ? parts.primaryColor : '#000000';
  const secondary = COLOR.test(parts.secondaryColor) ? parts.secondaryColor : '#ffffff';
  const family = parts.fontFamily.replace(/[^\w ,'-]/g, '');
  const style =
    `${parts.fontFaces}\n` +
    `.wc-primary{fill:${primary}}.wc-secondary{fill:${secondary}}.wc-primary-stroke{stroke:${primary}}` +
    `text{font-family:${family}}.wc-label{fill:${primary}}.wc-value{fill:#1d1d1d}`;
  const body = parts.items
    .map((item, index) => {
      if (item.kind === 'text')
        return item.lines
          .map(
            (line) =>
              `<text class="wc-${item.role}" data-value-type="${item.valueType}" x="${line.x}" y="${line.y}" ` +
              `font-size="${item.fontSize}" font-weight="${item.fontWeight}" text-anchor="${item.anchor}">` +
              `${escapeXml(line.text)}</text>`,
          )
          .join('');
      if (item.kind === 'image')
        return (
          `<clipPath id="wc-clip-${index}"><rect x="${item.x}" y="${item.y}" width="${item.width}" height="${item.height}" rx="20"/></clipPath>` +
          `<image data-value-type="${item.valueType}" x="${item.x}" y="${item.y}" width="${item.width}" height="${item.height}" ` +
          `preserveAspectRatio="xMidYMid slice" clip-path="url(#wc-clip-${index})" href="${escapeXml(parts.imageHref)}"/>`
        );
      if (!parts.qr) return '';
      const scale = Math.min(item.width, item.height) / parts.qr.modules;
      return (
        `<path data-value-type="${item.valueType}" fill="#000000" transform="translate(${item.x} ${item.y}) scale(${round(scale)})" ` +
        `d="${parts.qr.path}"/>`
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WALLET_CARD_WIDTH} ${WALLET_CARD_HEIGHT}" ` +
    `width="${WALLET_CARD_WIDTH}" height="${WALLET_CARD_HEIGHT}" role="img">` +
    `<title>${escapeXml(parts.title)}</title><style>${parts.fontFaces ? '' : ''}${escapeStyle(style)}</style>` +
    `${svgInner(parts.artwork)}${body}</svg>`
  );
}

const round = (n: number) => Math.round(n * 1000) / 1000;
/** CSS inside <style> must not close it nor start markup. */
const escapeStyle = (css: string) => css.replace(/</g, '\\3c ');
