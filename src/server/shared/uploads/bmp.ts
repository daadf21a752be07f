// BMP (Windows bitmap) decoding for rabies proofs (spec §5 accepts .bmp; sharp's prebuilt libvips reads
// no BMP). Uncompressed files only (BI_RGB at 1, 4, 8, 24 or 32 bits, BI_BITFIELDS at 16 or 32): what
// scanners and Paint write. The declared size is checked against the pixel limit before a pixel is
// allocated (decision 0210's bomb rule); anything else is refused, never guessed.

export type RawImage = { data: Buffer; width: number; height: number; channels: 3 };

export class BmpError extends Error {}

const maskShift = (mask: number) => {
  if (mask === 0) return { shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  return { shift, max: mask >>> shift };
};

/** The pixel count a BMP header declares, or null when it is not a BMP this decoder reads. */
export function bmpDeclaredPixels(file: Buffer): number | null {
  if (file.length < 26 || file.toString('latin1', 0, 2) !== 'BM') return null;
  const headerSize = file.readUInt32LE(14);
  if (headerSize === 12) return file.readUInt16LE(18) * file.readUInt16LE(20);
  if (file.length < 30) return null;
  return Math.abs(file.readInt32LE(18)) * Math.abs(file.readInt32LE(22));
}

export function decodeBmp(file: Buffer, pixelLimit: number): RawImage {
  const declared = bmpDeclaredPixels(file);
  if (declared === null || declared === 0 || declared > pixelLimit) throw new BmpError('size');
  const dataOffset = file.readUInt32LE(10);
  const headerSize = file.readUInt32LE(14);
  const core = headerSize === 12;
  const width = core ? file.readUInt16LE(18) : file.readInt32LE(18);
  const signedHeight = core ? file.readInt16LE(20) : file.readInt32LE(22);
  const bits = core ? file.readUInt16LE(24) : file.readUInt16LE(28);
  const compression = core ? 0 : file.readUInt32LE(30);
  if (width <= 0 || signedHeight === 0) throw new BmpError('size');
  const height = Math.abs(signedHeight);
  const topDown = signedHeight < 0;
  const rowBytes = Math.ceil((width * bits) / 32) * 4;
  if (dataOffset + rowBytes * height > file.length) throw new BmpError('truncated');

  let palette: Buffer | null = null;
  if (bits <= 8) {
    if (compression !== 0 || ![1, 4, 8].includes(bits)) throw new BmpError('unsupported');
    const entry = core ? 3 : 4;
    const colours = (!core && file.readUInt32LE(46)) || 1 << bits;
    palette = file.subarray(14 + headerSize, 14 + headerSize + colours * entry);
    const paletteEntry = entry;
    const out = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
      const row = dataOffset + (topDown ? y : height - 1 - y) * rowBytes;
      for (let x = 0; x < width; x++) {
        const bitIndex = x * bits;
        const byte = file[row + (bitIndex >> 3)] ?? 0;
        const index = (byte >> (8 - bits - (bitIndex & 7))) & ((1 << bits) - 1);
        const at = index * paletteEntry;
        const o = (y * width + x) * 3;
        out[o] = palette[at + 2] ?? 0;
        out[o + 1] = palette[at + 1] ?? 0;
        out[o + 2] = palette[at] ?? 0;
      }
    }
    return { data: out, width, height, channels: 3 };
  }

  let masks: [number, number, number] | null = null;
  if (compression === 3 && (bits === 16 || bits === 32)) {
    masks = [file.readUInt32LE(54), file.readUInt32LE(58), file.readUInt32LE(62)];
  } else if (compression === 0 && bits === 16) {
    masks = [0x7c00, 0x03e0, 0x001f];
  } else if (compression !== 0 || (bits !== 24 && bits !== 32)) {
    throw new BmpError('unsupported');
  }
  const channels = masks?.map(maskShift) ?? null;
  const out = Buffer.alloc(width * height * 3);
  const step = bits / 8;
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x++) {
      const at = row + x * step;
      const o = (y * width + x) * 3;
      if (channels) {
        const value = bits === 16 ? file.readUInt16LE(at) : file.readUInt32LE(at);
        for (let c = 0; c < 3; c++) {
          const { shift, max } = channels[c] as { shift: number; max: number };
          const mask = (masks as [number, number, number])[c] as number;
          out[o + c] = max ? Math.round((((value & mask) >>> shift) * 255) / max) : 0;
        }
      } else {
        out[o] = file[at + 2] ?? 0;
        out[o + 1] = file[at + 1] ?? 0;
        out[o + 2] = file[at] ?? 0;
      }
    }
  }
  return { data: out, width, height, channels: 3 };
}
