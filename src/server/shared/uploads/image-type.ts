// Uploads are typed by their first bytes (QUALITY.md Security, uploads), never by the file name or the
// declared Content-Type: a text file named .png or a PNG named .heic is what its bytes say it is.

/** What the server recognises; anything else is IMAGE_INVALID_TYPE. */
export type SniffedImageType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/webp'
  | 'image/heic'
  | 'image/tiff'
  | 'image/gif'
  | 'image/bmp';

/** What a document upload (a rabies proof, decision 0220) may be: an image or a PDF. */
export type SniffedDocumentType = SniffedImageType | 'application/pdf';

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 32;

/** ISOBMFF `ftyp` major brands of HEIC/HEIF images and sequences (ISO/IEC 23008-12). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);

const ascii = (head: Uint8Array, from: number, to: number) =>
  head.length >= to ? String.fromCharCode(...head.subarray(from, to)) : '';

export function sniffImageType(head: Uint8Array): SniffedImageType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  // TIFF, little-endian (II*\0) or big-endian (MM\0*)
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'image/heic';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  // BMP: "BM", then a BITMAPINFOHEADER-family header size (12, 40, 52, 56, 108 or 124) at offset 14
  if (ascii(head, 0, 2) === 'BM' && head.length >= 18 && BMP_HEADER_SIZES.has(readUInt32LE(head, 14)))
    return 'image/bmp';
  return null;
}

const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 108, 124]);
const readUInt32LE = (head: Uint8Array, at: number) =>
  ((head[at] ?? 0) | ((head[at + 1] ?? 0) << 8) | ((head[at + 2] ?? 0) << 16) | ((head[at + 3] ?? 0) << 24)) >>> 0;

/** An image as above, or a PDF (`%PDF-` at the very start: what pdf-lib and every viewer expect). */
export function sniffDocumentType(head: Uint8Array): SniffedDocumentType | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  return sniffImageType(head);
}
