// Image files for tests: the committed fixtures (e2e/fixtures/images/, made by
// scripts/make-image-fixtures.mjs) and tiny files that declare a huge size (decompression bombs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const IMAGE_FIXTURES = join(import.meta.dirname, '../../../e2e/fixtures/images');

/** The bytes of a committed image fixture (dog.jpg, dog.heic…). */
export const imageFixture = (name: string) => readFileSync(join(IMAGE_FIXTURES, name));

const box = (type: string, payload: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};
/** An ISOBMFF full box: version and flags, then the payload. */
export const fullBox = (type: string, payload: Buffer) => box(type, Buffer.concat([Buffer.alloc(4), payload]));
export const ispeBox = (width: number, height: number) => fullBox('ispe', Buffer.concat([u32(width), u32(height)]));
export const metaWith = (...properties: Buffer[]) =>
  fullBox('meta', box('iprp', box('ipco', Buffer.concat(properties))));

/** A HEIC header (ftyp heic) whose one image declares width × height, and 16 bytes of mdat. */
export function heicDeclaring(width: number, height: number): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1')),
    metaWith(ispeBox(width, height)),
    box('mdat', Buffer.alloc(16)),
  ]);
}

/**
 * A little-endian TIFF whose one strip of uncompressed 8-bit grey declares width × height (the strip
 * itself is 16 bytes: decoding it would need width × height bytes).
 */
export function tiffDeclaring(width: number, height: number): Buffer {
  const entries: Array<[tag: number, type: number, value: number]> = [
    [256, 4, width], // ImageWidth, LONG
    [257, 4, height], // ImageLength
    [258, 3, 8], // BitsPerSample
    [259, 3, 1], // Compression: none
    [262, 3, 1], // PhotometricInterpretation: BlackIsZero
    [273, 4, 8 + 2 + 12 * 9 + 4], // StripOffsets: right after the IFD
    [277, 3, 1], // SamplesPerPixel
    [278, 4, height], // RowsPerStrip
    [279, 4, 16], // StripByteCounts
  ];
  const ifd = Buffer.alloc(2 + 12 * entries.length + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, value], index) => {
    const at = 2 + index * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    ifd.writeUInt32LE(1, at + 4);
    if (type === 3) ifd.writeUInt16LE(value, at + 8);
    else ifd.writeUInt32LE(value, at + 8);
  });
  return Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]), ifd, Buffer.alloc(16, 0x80)]);
}
