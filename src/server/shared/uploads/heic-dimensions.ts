// The pixel size a HEIC/HEIF file declares, read from its ISOBMFF boxes before anything is decoded
// (decision 0210: a decompression bomb is refused on what it declares). The image properties of the
// `meta` box (meta → iprp → ipco) hold an `ispe` box per image item: width and height. Every image
// item counts, the tiles of a grid and the grid alike, so the largest one is what decoding would cost.
import type { FileHandle } from 'node:fs/promises';

type Box = { type: string; start: number; headerSize: number; end: number };

/** The boxes in `buffer` from `from` to `to`, in order; stops at a box that does not fit. */
function boxesIn(buffer: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let offset = from;
  while (offset + 8 <= to) {
    let size = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    let headerSize = 8;
    if (size === 1) {
      if (offset + 16 > to) break;
      size = Number(buffer.readBigUInt64BE(offset + 8));
      headerSize = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < headerSize || offset + size > to) break;
    boxes.push({ type, start: offset, headerSize, end: offset + size });
    offset += size;
  }
  return boxes;
}

/**
 * The `ispe` sizes in the payload of a `meta` box (after its box header; `meta` is a full box, so
 * its payload starts with 4 bytes of version and flags).
 */
export function ispeSizesInMeta(meta: Buffer): Array<{ width: number; height: number }> {
  const sizes: Array<{ width: number; height: number }> = [];
  for (const iprp of boxesIn(meta, 4, meta.length).filter((box) => box.type === 'iprp')) {
    for (const ipco of boxesIn(meta, iprp.start + iprp.headerSize, iprp.end).filter((box) => box.type === 'ipco')) {
      for (const ispe of boxesIn(meta, ipco.start + ipco.headerSize, ipco.end)) {
        const at = ispe.start + ispe.headerSize + 4; // full box: version and flags first
        if (ispe.type !== 'ispe' || at + 8 > ispe.end) continue;
        sizes.push({ width: meta.readUInt32BE(at), height: meta.readUInt32BE(at + 4) });
      }
    }
  }
  return sizes;
}

/** A `meta` box larger than this is not a photo's (they are a few KB); refused unread. */
const MAX_META_BYTES = 1_000_000;

/**
 * The largest image a HEIC/HEIF file declares, in pixels (width × height), read box by box from the
 * file without reading its `mdat`; null when the file declares none (then it is not decoded either).
 */
export async function heicDeclaredPixels(file: FileHandle): Promise<number | null> {
  const { size } = await file.stat();
  const header = Buffer.alloc(16);
  let offset = 0;
  while (offset + 8 <= size) {
    const { bytesRead } = await file.read(header, 0, 16, offset);
    if (bytesRead < 8) return null;
    let boxSize = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (boxSize === 1) {
      if (bytesRead < 16) return null;
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = size - offset;
    }
    if (boxSize < headerSize || offset + boxSize > size) return null;
    if (type === 'meta') {
      if (boxSize > MAX_META_BYTES) return null;
      const meta = Buffer.alloc(boxSize - headerSize);
      await file.read(meta, 0, meta.length, offset + headerSize);
      const sizes = ispeSizesInMeta(meta);
      return sizes.length ? Math.max(...sizes.map(({ width, height }) => width * height)) : null;
    }
    offset += boxSize;
  }
  return null;
}
