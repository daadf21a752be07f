import { describe, expect, it } from 'vitest';
import { BmpError, bmpDeclaredPixels, decodeBmp } from './bmp.js';

/** A BMP with a 40-byte info header: `bits` per pixel, `rows` bottom-up (or top-down with a negative height). */
function bmp(width: number, height: number, bits: number, pixels: Buffer, palette = Buffer.alloc(0)) {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + palette.length + pixels.length, 2);
  header.writeUInt32LE(54 + palette.length, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(bits, 28);
  header.writeUInt32LE(palette.length / 4, 46);
  return Buffer.concat([header, palette, pixels]);
}

describe('BMP decoding (decision 0220)', () => {
  it('reads 24-bit rows bottom-up, padded to 4 bytes, BGR', () => {
    // 2 × 2: bottom row blue, green; top row red, white (each row 6 bytes + 2 of padding)
    const rows = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0]);
    const image = decodeBmp(bmp(2, 2, 24, rows), 100);
    expect([image.width, image.height]).toEqual([2, 2]);
    expect([...image.data]).toEqual([255, 0, 0, 255, 255, 255, 0, 0, 255, 0, 255, 0]);
  });

  it('reads an 8-bit palette, top-down', () => {
    const palette = Buffer.from([0, 0, 0, 0, 0, 0, 255, 0]); // black, red
    const rows = Buffer.from([1, 0, 0, 0]);
    const image = decodeBmp(bmp(2, -1, 8, rows, palette), 100);
    expect([...image.data]).toEqual([255, 0, 0, 0, 0, 0]);
  });

  it('refuses a declared size past the limit before allocating it, and what it does not read', () => {
    const bomb = bmp(50_000, 50_000, 24, Buffer.alloc(16));
    expect(bmpDeclaredPixels(bomb)).toBe(2_500_000_000);
    expect(() => decodeBmp(bomb, 24_000_000)).toThrow(BmpError);
    expect(() => decodeBmp(bmp(100, 100, 24, Buffer.alloc(16)), 24_000_000)).toThrow(BmpError); // truncated
    const rle = bmp(2, 2, 8, Buffer.alloc(8));
    rle.writeUInt32LE(1, 30); // BI_RLE8
    expect(() => decodeBmp(rle, 100)).toThrow(BmpError);
    expect(bmpDeclaredPixels(Buffer.from('not a bitmap at all, not at all'))).toBeNull();
  });
});
