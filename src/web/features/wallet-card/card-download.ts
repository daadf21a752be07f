// The designed card as files (issue 18): PNG (one a side) drawn from the exported SVGs at twice their
// size, and a two-page PDF at the card's real size (85.6 × 54 mm). pdf-lib loads only when asked.
import { WALLET_CARD_HEIGHT, WALLET_CARD_WIDTH } from '../../../domain/wallet-card/wallet-card.designs.js';
import { svgDataUrl, type WalletCardExport } from './card-export.js';

const SCALE = 2;
const MM_TO_PT = 72 / 25.4;

async function imageOf(svg: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('card image did not load'));
  });
  image.src = svgDataUrl(svg);
  await loaded;
  return image;
}

/** The sides drawn one under the other (a gap of 40 units between), as one PNG. */
export async function svgsToPng(svgs: readonly string[]): Promise<Blob> {
  const gap = 40;
  const canvas = document.createElement('canvas');
  canvas.width = WALLET_CARD_WIDTH * SCALE;
  canvas.height = (WALLET_CARD_HEIGHT * svgs.length + gap * (svgs.length - 1)) * SCALE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  let y = 0;
  for (const svg of svgs) {
    context.drawImage(await imageOf(svg), 0, y, WALLET_CARD_WIDTH * SCALE, WALLET_CARD_HEIGHT * SCALE);
    y += (WALLET_CARD_HEIGHT + gap) * SCALE;
  }
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}

export const cardPng = (card: WalletCardExport) => svgsToPng([card.front, card.back]);

export async function cardPdf(card: WalletCardExport): Promise<Blob> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const width = 85.6 * MM_TO_PT;
  const height = 54 * MM_TO_PT;
  for (const svg of [card.front, card.back]) {
    const png = await pdf.embedPng(await (await svgsToPng([svg])).arrayBuffer());
    pdf.addPage([width, height]).drawImage(png, { x: 0, y: 0, width, height });
  }
  const bytes = await pdf.save();
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}

export { saveFile } from '../../lib/save-file.js';
