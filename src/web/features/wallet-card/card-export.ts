// The card's two sides as self-contained SVG strings (spec §3 export result {front, back}; decision
// 0801): the design's checked artwork, the owner's colours, the fonts as data: URLs (or the fallback
// family), the photo, the QR code and the values laid out by the domain's rules. The preview shows
// exactly these strings, so what the owner sees is what is exported and printed.
import qrcode from 'qrcode-generator';
import {
  WALLET_CARD_FALLBACK_FAMILY,
  type WalletCardDesign,
  type WalletCardPlaceholder,
} from '../../../domain/wallet-card/wallet-card.designs.js';
import {
  estimateTextWidth,
  layoutSide,
  type TextMeasure,
  type WalletCardValues,
} from '../../../domain/wallet-card/wallet-card.layout.js';
import { composeCardSide, qrPath } from '../../../domain/wallet-card/wallet-card.svg.js';

export type WalletCardExport = { front: string; back: string };

/** A QR code with a quiet zone of two modules on each side, as a path. */
export function qrCodeOf(text: string): { path: string; modules: number } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const quiet = 2;
  return {
    path: qrPath(
      (row, col) => {
        const r = row - quiet;
        const c = col - quiet;
        return r >= 0 && c >= 0 && r < count && c < count && qr.isDark(r, c);
      },
      count + quiet * 2,
    ),
    modules: count + quiet * 2,
  };
}

/** The browser's text width (the card's own font when it is loaded); the estimate elsewhere. */
export function canvasMeasure(family: string): TextMeasure {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return estimateTextWidth;
  return (text, fontSize, fontWeight) => {
    context.font = `${fontWeight} ${fontSize}px ${family}`;
    return context.measureText(text).width;
  };
}

/** The paw picture a card shows when the pet has no photo. */
export const PLACEHOLDER_PHOTO = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#e4e7ea"/>' +
    '<g fill="#8a949e"><ellipse cx="50" cy="64" rx="18" ry="15"/><ellipse cx="30" cy="42" rx="7" ry="9"/>' +
    '<ellipse cx="43" cy="31" rx="7" ry="9"/><ellipse cx="57" cy="31" rx="7" ry="9"/><ellipse cx="70" cy="42" rx="7" ry="9"/></g></svg>',
)}`;

export type CardExportInputs = {
  design: WalletCardDesign;
  artwork: { front: string; back: string };
  primaryColor: string;
  secondaryColor: string;
  values: WalletCardValues;
  /** the @font-face rules with data: URLs; null when the font could not be fetched (fallback family) */
  fontFaces: string | null;
  imageHref: string | null;
  qrText: string;
  labelOf: (placeholder: WalletCardPlaceholder) => string;
  titles: { front: string; back: string };
  measure?: TextMeasure;
};

export function exportCard(inputs: CardExportInputs): WalletCardExport {
  const family = inputs.fontFaces
    ? `'${inputs.design.fontFamily}', ${WALLET_CARD_FALLBACK_FAMILY}`
    : WALLET_CARD_FALLBACK_FAMILY;
  const measure = inputs.measure ?? estimateTextWidth;
  const qr = qrCodeOf(inputs.qrText);
  const side = (which: 'FRONT' | 'BACK') =>
    composeCardSide({
      artwork: which === 'FRONT' ? inputs.artwork.front : inputs.artwork.back,
      primaryColor: inputs.primaryColor,
      secondaryColor: inputs.secondaryColor,
      fontFamily: family,
      fontFaces: inputs.fontFaces ?? '',
      items: layoutSide(inputs.design, which, inputs.values, inputs.labelOf, measure),
      imageHref: inputs.imageHref ?? PLACEHOLDER_PHOTO,
      qr,
      title: which === 'FRONT' ? inputs.titles.front : inputs.titles.back,
    });
  return { front: side('FRONT'), back: side('BACK') };
}

/** An SVG string as a URL an <img> shows. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
