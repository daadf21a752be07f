// Decisions 0801 and 0804: the card's two sides as self-contained SVG strings (spec §3 export result
// {front, back}) — the design's artwork, the owner's colours, the fonts as data: URLs (or the fallback
// family), the photo, the QR code and the values laid out by the domain's rules. ONE function, called by
// the designer for its preview and by the server for the card it stores and prints: the same inputs
// give the same strings, so what the owner sees is what is ordered.
import qrcode from 'qrcode-generator';
import type { LocaleCode } from '../locale/locales.js';
import { WALLET_CARD_FALLBACK_FAMILY, type WalletCardDesign, type WalletCardSide } from './wallet-card.designs.js';
import { layoutSide, printedCardValues, walletCardMeasure, type WalletCardValues } from './wallet-card.layout.js';
import { composeCardSide, qrPath } from './wallet-card.svg.js';
import { walletCardLabel, walletCardTitles } from './wallet-card.texts.js';

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

/** The paw picture a card shows when the pet has no photo. */
export const PLACEHOLDER_PHOTO = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#e4e7ea"/>' +
    '<g fill="#8a949e"><ellipse cx="50" cy="64" rx="18" ry="15"/><ellipse cx="30" cy="42" rx="7" ry="9"/>' +
    '<ellipse cx="43" cy="31" rx="7" ry="9"/><ellipse cx="57" cy="31" rx="7" ry="9"/><ellipse cx="70" cy="42" rx="7" ry="9"/></g></svg>',
)}`;

/** A stored photo as the card embeds it (the server re-encodes every photo as a JPEG, decision 0210). */
const PHOTO_DATA_URL = /^data:image\/jpeg;base64,[A-Za-z0-9+/]*={0,2}$/;

export type WalletCardComposition = {
  design: WalletCardDesign;
  /** the design's artwork, front and back (served by our server, WALLET_CARD_ARTWORK_PATH) */
  artwork: { front: string; back: string };
  primaryColor: string;
  secondaryColor: string;
  values: WalletCardValues;
  /** the @font-face rules with data: URLs; null draws the card in the fallback family */
  fontFaces: string | null;
  /** the pet's stored photo as a data:image/jpeg URL; null (or anything else) draws the paw picture */
  photo: string | null;
  /** what the QR code encodes: the pet's found page (foundPageUrl) */
  qrText: string;
  /** the language of the printed labels and of the sides' titles */
  locale: LocaleCode;
  petName: string;
};

/** Both sides of a card. Text is measured by the domain (walletCardMeasure), never by a browser. */
export function composeWalletCard(inputs: WalletCardComposition): WalletCardExport {
  const family = inputs.fontFaces
    ? `'${inputs.design.fontFamily}', ${WALLET_CARD_FALLBACK_FAMILY}`
    : WALLET_CARD_FALLBACK_FAMILY;
  const measure = walletCardMeasure(inputs.fontFaces ? inputs.design.fontFamily : null);
  const qr = qrCodeOf(inputs.qrText);
  const titles = walletCardTitles(inputs.locale, inputs.petName);
  const imageHref = inputs.photo && PHOTO_DATA_URL.test(inputs.photo) ? inputs.photo : PLACEHOLDER_PHOTO;
  // issue 38 D7: the values as printed — the phone formatted, a long value shortened at a word with "…"
  const values = printedCardValues(inputs.design, inputs.values, inputs.locale);
  const side = (which: WalletCardSide) =>
    composeCardSide({
      artwork: which === 'FRONT' ? inputs.artwork.front : inputs.artwork.back,
      primaryColor: inputs.primaryColor,
      secondaryColor: inputs.secondaryColor,
      fontFamily: family,
      fontFaces: inputs.fontFaces ?? '',
      items: layoutSide(
        inputs.design,
        which,
        values,
        (placeholder) => walletCardLabel(inputs.locale, placeholder.labelName),
        measure,
      ),
      imageHref,
      qr,
      title: which === 'FRONT' ? titles.front : titles.back,
    });
  return { front: side('FRONT'), back: side('BACK') };
}
