// Decision 0801: the artwork of the wallet card designs (spec §7.3 "GET of the front and back SVG
// design URLs"), served by our server. Artwork is background only: the pet's values are drawn over it
// by the designer. Shapes filled with the card's colours carry the classes `wc-primary` and
// `wc-secondary` (their fill is the design's default, replaced by the owner's choice through CSS).
import { createHash } from 'node:crypto';
import {
  WALLET_CARD_DESIGNS,
  WALLET_CARD_HEIGHT as H,
  WALLET_CARD_WIDTH as W,
  type WalletCardDesign,
  type WalletCardSide,
} from '../../../domain/wallet-card/wallet-card.designs.js';

const open = (design: WalletCardDesign) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
  `<rect class="wc-secondary" width="${W}" height="${H}" rx="32" fill="${design.secondaryColor}"/>`;
const close = (design: WalletCardDesign) =>
  `<rect x="6" y="6" width="${W - 12}" height="${H - 12}" rx="28" fill="none" stroke="${design.primaryColor}" class="wc-primary-stroke" stroke-width="4"/></svg>`;

const PAW =
  'M0 14c-7 0-14 6-14 12 0 5 4 7 8 6 2-1 4-2 6-2s4 1 6 2c4 1 8-1 8-6 0-6-7-12-14-12Zm-13-6a5 6 0 1 0 0 .1Zm9-8a5 6 0 1 0 0 .1Zm8 0a5 6 0 1 0 0 .1Zm9 8a5 6 0 1 0 0 .1Z';
const STAR = 'M0-20 6-6 21-6 9 3 14 18 0 9-14 18-9 3-21-6-6-6Z';
const MAPLE =
  'M0-60 10-38 24-44 20-14 40-30 44-20 60-24 52-4 64 4 34 26 38 40 6 36 4 62-4 62-6 36-38 40-34 26-64 4-52-4-60-24-44-20-40-30-20-14-24-44-10-38Z';

/** A solid shape of the primary colour: a band along an edge of the card. */
const band = (d: WalletCardDesign, x: number, y: number, width: number, height: number) =>
  `<rect class="wc-primary" fill="${d.primaryColor}" x="${x}" y="${y}" width="${width}" height="${height}"/>`;

function scattered(path: string, design: WalletCardDesign, points: [number, number, number][]) {
  return points
    .map(
      ([x, y, s]) =>
        `<path class="wc-primary" fill="${design.primaryColor}" opacity="0.14" transform="translate(${x} ${y}) scale(${s})" d="${path}"/>`,
    )
    .join('');
}

/** Shapes scattered over the card, above a band along its bottom edge. */
const scatteredOverBand = (path: string, points: [number, number, number][]) => (d: WalletCardDesign) =>
  `${scattered(path, d, points)}${band(d, 0, H - 40, W, 40)}`;

const FRONT: Record<string, (d: WalletCardDesign) => string> = {
  classic: (d) => band(d, 0, H - 70, W, 70) + band(d, 0, 0, W, 24),
  'paw-print': scatteredOverBand(PAW, [
    [780, 470, 2.2],
    [700, 420, 1.4],
    [330, 490, 1.2],
    [800, 80, 1.6],
  ]),
  stars: scatteredOverBand(STAR, [
    [470, 460, 2],
    [60, 470, 1.4],
    [400, 60, 1],
    [240, 420, 1.2],
    [520, 40, 0.8],
  ]),
  stripes: (d) =>
    `${Array.from(
      { length: 6 },
      (_, i) =>
        `<rect class="wc-primary" fill="${d.primaryColor}" opacity="0.12" x="${-200 + i * 90}" y="-40" width="30" height="${H + 120}" transform="rotate(-20 ${W / 2} ${H / 2})"/>`,
    ).join('')}${band(d, 0, H - 40, W, 40)}`,
  'maple-leaf': (d) =>
    `<path class="wc-primary" fill="${d.primaryColor}" opacity="0.18" transform="translate(380 420) scale(1.6)" d="${MAPLE}"/>` +
    band(d, 0, 0, 28, H) +
    band(d, W - 28, 0, 28, H),
};

const BACK = (d: WalletCardDesign) =>
  `${band(d, 0, 0, W, 60)}<rect fill="#ffffff" x="536" y="188" width="264" height="264" rx="12"/>`;

/** The artwork of one side of a design. */
export function designArtwork(design: WalletCardDesign, side: WalletCardSide): string {
  const front = FRONT[design.id] ?? FRONT.classic;
  const body = side === 'FRONT' && front ? front(design) : BACK(design);
  return `${open(design)}${body}${close(design)}`;
}

/** Every design's artwork with its ETag, made once. */
export const ARTWORK = new Map(
  WALLET_CARD_DESIGNS.flatMap((design) =>
    (['FRONT', 'BACK'] as const).map((side) => {
      const svg = designArtwork(design, side);
      const etag = createHash('sha256').update(svg).digest('hex').slice(0, 16);
      return [`${design.id}/${side}`, { svg, etag }] as const;
    }),
  ),
);
