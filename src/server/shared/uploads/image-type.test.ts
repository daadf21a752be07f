import { describe, expect, it } from 'vitest';
import { type FileHandle, open } from 'node:fs/promises';
import { join } from 'node:path';
import { heicDeclaredPixels, ispeSizesInMeta } from './heic-dimensions.js';
import { sniffDocumentType, sniffImageType } from './image-type.js';
import { WorkQueue } from './work-queue.js';
import { heicDeclaring, IMAGE_FIXTURES, ispeBox, metaWith } from '../../test/test-images.js';

const bytes = (...values: Array<number | string>) =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  );

describe('image types by their first bytes', () => {
  it.each<[Buffer, string | null]>([
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'image/png'],
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    [bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    [bytes('II*', 0, 8, 0, 0, 0), 'image/tiff'],
    [bytes('MM', 0, '*', 0, 0, 0, 8), 'image/tiff'],
    ...['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].map((brand): [Buffer, string] => [
      bytes(0, 0, 0, 24, 'ftyp', brand, 0, 0, 0, 0, 'mif1'),
      'image/heic',
    ]),
    [bytes(0, 0, 0, 24, 'ftyp', 'avif', 0, 0, 0, 0, 'mif1'), null],
    [bytes(0, 0, 0, 24, 'ftyp', 'isom', 0, 0, 0, 0, 'mp41'), null],
    [bytes('GIF89a'), 'image/gif'],
    [bytes('GIF87a'), 'image/gif'],
    [bytes('BM', 0, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0), 'image/bmp'],
    [bytes('BM'), null],
    [bytes('BMP is a format'), null],
    [bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    [bytes('%PDF-1.7'), null],
    [bytes('This is not an image.'), null],
    [Buffer.alloc(0), null],
    [bytes(0xff, 0xd8), null],
  ])('%#: %s', (head, type) => expect(sniffImageType(head)).toBe(type));
});

describe('document types (rabies proofs, decision 0220)', () => {
  it.each<[Buffer, string | null]>([
    [bytes('%PDF-1.7\n'), 'application/pdf'],
    [bytes(' %PDF-1.7'), null],
    [bytes('MZ', 0x90, 0), null],
    [bytes(0x7f, 'ELF', 2, 1, 1), null],
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
  ])('%#: %s', (head, type) => expect(sniffDocumentType(head)).toBe(type));
});

describe('the size a HEIC file declares', () => {
  const withFile = async <T>(path: string, run: (file: FileHandle) => Promise<T>) => {
    const file = await open(path);
    try {
      return await run(file);
    } finally {
      await file.close();
    }
  };

  it('reads the ispe of a real HEIC (800 × 600)', async () => {
    expect(await withFile(join(IMAGE_FIXTURES, 'dog.heic'), heicDeclaredPixels)).toBe(800 * 600);
  });

  it('reads a bomb’s declared 50,000 × 50,000 and every image item of a grid', () => {
    const bomb = heicDeclaring(50_000, 50_000);
    const metaStart = bomb.indexOf('meta', 0, 'latin1') + 4;
    expect(ispeSizesInMeta(bomb.subarray(metaStart, bomb.indexOf('mdat', 0, 'latin1') - 4))).toEqual([
      { width: 50_000, height: 50_000 },
    ]);
    const grid = metaWith(ispeBox(512, 512), ispeBox(8064, 6048));
    expect(ispeSizesInMeta(grid.subarray(8))).toEqual([
      { width: 512, height: 512 },
      { width: 8064, height: 6048 },
    ]);
  });

  it('gives null for truncated or meta-less files', () => {
    expect(ispeSizesInMeta(Buffer.alloc(4))).toEqual([]);
    expect(ispeSizesInMeta(Buffer.from([0, 0, 0, 0, 0, 0, 0, 200, 105, 112, 114, 112]))).toEqual([]);
  });
});

describe('WorkQueue', () => {
  it('runs at most `concurrency` jobs, queues `maxWaiting`, refuses the rest with SERVER_BUSY', async () => {
    const queue = new WorkQueue(2, 3);
    let running = 0;
    let most = 0;
    const job = () =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        return 'done';
      });
    const results = await Promise.allSettled(Array.from({ length: 7 }, job));
    expect(most).toBe(2);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused.map((result) => (result.reason as { code?: string }).code)).toEqual(['SERVER_BUSY', 'SERVER_BUSY']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    await expect(queue.run(async () => 1)).resolves.toBe(1);
  });
});
