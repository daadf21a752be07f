// Uploads are typed by their first bytes (QUALITY.md Security, uploads), never by the file name or the
// declared Content-Type: a text file named .png or a PNG named .heic is what its bytes say it is.

/** What the server recognises; anything else is IMAGE_INVALID_TYPE. */
export type SniffedImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/heic' | 'image/tiff';

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
  return null;
}
