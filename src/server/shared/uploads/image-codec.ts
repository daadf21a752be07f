// Decoding and encoding of uploaded files (decisions 0210, 0220), off the event loop and bounded:
// - sharp (libvips) for TIFF, PNG, JPEG and WebP: its work runs on libuv's thread pool; a WorkQueue
//   bounds how many images are decoded at once (memory) and how many wait (503 past that);
// - heic-convert for HEIC (sharp's prebuilt libvips has no HEVC decoder): pure JS/wasm that would hold
//   the event loop for seconds and ~360 MB for 12 MP, so it runs in one worker thread, one file at a time,
//   with a heap limit and a deadline like the PDF worker's (issue 37: 11; decision 0210);
// - pdf-lib for rabies-proof PDFs (inspected, then rewritten to page content and resources only: decision
//   0221), in a worker thread of its own with a heap limit and a deadline; BMP through bmp.ts (libvips has
//   no BMP loader), then sharp.
// Every decoder reads the upload from its temporary file: no 10 MB buffer waits in the main thread.
// The declared size is checked before decoding (PIXEL_LIMIT): sharp's limitInputPixels reads it from the
// header, HEIC's is read from its `ispe` boxes (heic-dimensions.ts).
import { createRequire } from 'node:module';
import { open, readFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../app-error.js';
import { heicDeclaredPixels } from './heic-dimensions.js';
import type { PhotoUploadType } from '../../../domain/images/image.rules.js';
import type { SniffedImageType } from './image-type.js';
import { BmpError, decodeBmp } from './bmp.js';
import { PDF_WORKER, type PdfFacts, type PdfLimits } from './pdf-worker.js';
import { ScriptWorker } from './script-worker.js';
import { WorkQueue } from './work-queue.js';

/**
 * The most pixels an upload may declare: 50 MP admits a 48 MP photo (8064 × 6048, iPhone 14 Pro and
 * later) and refuses a decompression bomb before it is decoded (decision 0210).
 */
export const PIXEL_LIMIT = 50_000_000;
/** A stored photo fits inside this square (it is shown at most ~400 CSS px wide, 2× for dense screens). */
export const PHOTO_MAX_EDGE = 800;
export const THUMBNAIL_EDGE = 160;
/** A converted image (for the browser's cropper, spec §7.2) fits inside this square. */
export const CONVERSION_MAX_EDGE = 2048;
/** JPEG qualities (decision 0210: mozjpeg at 82, about half the bytes of q95 on the fixture, no visible loss at 800 px). */
const PHOTO_QUALITY = 82;
const CONVERSION_QUALITY = 85;
/** A rabies proof image fits inside this square: a scanned certificate's small print stays legible. */
export const PROOF_MAX_EDGE = 2000;
/**
 * Plain libjpeg at q85 with optimised Huffman tables, not mozjpeg (decision 0220, QUALITY.md P4): at 2000 px
 * mozjpeg's trellis quantisation cost ~1.4 s of CPU for an 8 MB photo (8.5× libjpeg's 0.17 s) to save
 * ~15 % of a file only staff open.
 */
const PROOF_JPEG = { quality: 85, optimiseCoding: true } as const;
/** A BMP is decoded to raw RGB by us: 24 MP is 72 MB of pixels, the most one decode may hold. */
const BMP_PIXEL_LIMIT = 24_000_000;
/** PDF inspection (decision 0220): a deadline and a heap for the worker; past either it is terminated. */
const PDF_TIMEOUT_MS = 10_000;
const PDF_HEAP_MB = 192;
/** heic-convert's quality (0–1) before the result goes through sharp when it is too large. */
const HEIC_QUALITY = 0.9;
/**
 * HEIC decoding (decision 0210, issue 37: 11): a deadline and a heap for the worker, past either it is
 * terminated and the file is IMAGE_INCONVERTIBLE. heic-convert's JPEG encoder (jpeg-js) builds its output in
 * a JavaScript array, ~22–29 heap bytes per output byte: a 48 MP photo (7.3 MB HEIC, 11.3 MB JPEG) peaked
 * at 333 MB and still decodes at a 256 MB cap; a 48 MP HEIC of noise needs 1.4 GB and 27 s, and is refused.
 */
export const HEIC_TIMEOUT_MS = 30_000;
export const HEIC_HEAP_MB = 512;

export type ImageCodecOptions = {
  /** sharp decodes at once (default 1: QUALITY.md P4's memory bar) and may queue (default 16) */
  sharpConcurrency?: number;
  sharpMaxWaiting?: number;
  /** HEIC files that may wait behind the one being decoded (default 8) */
  heicMaxWaiting?: number;
  /** the HEIC worker's heap (default HEIC_HEAP_MB) and deadline (default HEIC_TIMEOUT_MS); tests make them small */
  heicHeapMb?: number;
  heicTimeoutMs?: number;
  /** PDFs that may wait behind the one being inspected (default 16: ten parallel uploads all pass, QUALITY.md P4) */
  pdfMaxWaiting?: number;
};

export type StoredPhoto = { image: Buffer; thumbnail: Buffer; width: number; height: number };

const inconvertible = () => new AppError('IMAGE_INCONVERTIBLE');
/** `reason` (the worker's: pages, objects, bomb, a parse error, worker stopped) is for logs and tests. */
const unreadable = (reason: string) => new AppError('RABIES_FILE_UNREADABLE', { reason });

// The worker's code (CommonJS, evaluated: the same in the TypeScript tests and the built server).
const HEIC_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFile } = require('node:fs/promises');
const convert = require(workerData.heicConvert);
parentPort.on('message', async ({ id, path, quality }) => {
  try {
    const input = await readFile(path);
    const output = Buffer.from(await convert({ buffer: input, format: 'JPEG', quality }));
    parentPort.postMessage({ id, result: output });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});`;

export class ImageCodec {
  private readonly sharpQueue: WorkQueue;
  private readonly heicQueue: WorkQueue;
  private readonly heic: ScriptWorker;
  private readonly pdfQueue: WorkQueue;
  private readonly pdf = new ScriptWorker(
    PDF_WORKER,
    () => ({ pdfLib: createRequire(import.meta.url).resolve('pdf-lib') }),
    { timeoutMs: PDF_TIMEOUT_MS, failure: unreadable, resourceLimits: { maxOldGenerationSizeMb: PDF_HEAP_MB } },
  );
  /** files handed to a decoder so far (tests: a refused bomb never reaches one) */
  readonly decoded = { heic: 0, sharp: 0, pdf: 0 };

  constructor(options: ImageCodecOptions = {}) {
    // libvips' operation cache (50 MB by default) keeps decoded uploads nobody will ask for again
    sharp.cache(false);
    this.sharpQueue = new WorkQueue(options.sharpConcurrency ?? 1, options.sharpMaxWaiting ?? 16);
    this.heicQueue = new WorkQueue(1, options.heicMaxWaiting ?? 8);
    this.heic = new ScriptWorker(
      HEIC_WORKER,
      () => ({ heicConvert: createRequire(import.meta.url).resolve('heic-convert') }),
      {
        timeoutMs: options.heicTimeoutMs ?? HEIC_TIMEOUT_MS,
        failure: inconvertible,
        resourceLimits: { maxOldGenerationSizeMb: options.heicHeapMb ?? HEIC_HEAP_MB },
      },
    );
    this.pdfQueue = new WorkQueue(1, options.pdfMaxWaiting ?? 16);
  }

  /**
   * spec §7.2: a photo upload (HEIC and TIFF are what the browser sends; any type of PHOTO_UPLOAD_TYPES is
   * taken) as a JPEG inside CONVERSION_MAX_EDGE, metadata stripped.
   */
  async convertToJpeg(path: string, type: PhotoUploadType): Promise<Buffer> {
    if (type !== 'image/heic') return this.withDecoded(path, type, toJpeg);
    await this.refuseHeicBomb(path);
    const jpeg = await this.decodeHeic(path);
    // heic-convert writes no metadata; only a picture larger than the browser needs goes through sharp again
    const { width = 0, height = 0 } = await sharp(jpeg).metadata();
    if (width <= CONVERSION_MAX_EDGE && height <= CONVERSION_MAX_EDGE) return jpeg;
    return this.withSharp(() => toJpeg(sharp(jpeg, decodeOptions)));
  }

  /**
   * A pet photo as stored (decision 0210): turned upright by its EXIF orientation, every metadata
   * (GPS, camera, ICC) dropped, inside PHOTO_MAX_EDGE on white, JPEG; and its square thumbnail.
   */
  async photoFrom(path: string, type: PhotoUploadType): Promise<StoredPhoto> {
    return this.withDecoded(path, type, async (decoded) => {
      const { data: image, info } = await decoded
        .rotate()
        .resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      const thumbnail = await sharp(image)
        .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'cover' })
        .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
        .toBuffer();
      return { image, thumbnail, width: info.width, height: info.height };
    });
  }

  /**
   * A rabies proof's image as stored (decision 0220): any accepted image type (HEIC through the worker,
   * BMP through our decoder, the rest through sharp), upright, every metadata dropped, inside
   * PROOF_MAX_EDGE on white, JPEG: the vaccination certificate's small print stays legible. Written to
   * `output` (its bytes in JavaScript never: the store streams them from there), answered with its size.
   */
  async proofImageTo(path: string, type: SniffedImageType, output: string): Promise<{ size: number }> {
    return this.withDecoded(path, type, (image) => toProofJpeg(image, output));
  }

  /**
   * A PDF's page count, checked in a worker thread (decision 0220): parsed with pdf-lib, refused when it
   * does not parse, is encrypted, has more than `limits.maxPages` pages or more than `limits.maxObjects`
   * objects, or holds an object stream that inflates past `limits.maxInflatedBytes` (a "PDF bomb"); the
   * worker has a heap limit and a deadline. RABIES_FILE_UNREADABLE for every refusal.
   */
  async inspectPdf(path: string, limits: PdfLimits): Promise<PdfFacts> {
    return this.pdfQueue.run(() => {
      this.decoded.pdf += 1;
      return this.pdf.run<PdfFacts>({ path, limits });
    });
  }

  async close(): Promise<void> {
    await Promise.all([this.heic.close(), this.pdf.close()]);
  }

  private async refuseHeicBomb(path: string): Promise<void> {
    const file = await open(path);
    let declared: number | null;
    try {
      declared = await heicDeclaredPixels(file);
    } finally {
      await file.close();
    }
    if (declared === null || declared > PIXEL_LIMIT) throw inconvertible();
  }

  private decodeHeic(path: string): Promise<Buffer> {
    return this.heicQueue.run(async () => {
      this.decoded.heic += 1;
      const jpeg = await this.heic.run<Uint8Array>({ path, quality: HEIC_QUALITY });
      return Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
    });
  }

  /**
   * `work` on the upload's picture as sharp reads it, through the sharp queue: HEIC decoded by the worker
   * first (its declared size checked), BMP by bmp.ts, the rest by libvips from the file.
   */
  private async withDecoded<T>(path: string, type: SniffedImageType, work: (image: Sharp) => Promise<T>): Promise<T> {
    if (type === 'image/heic') {
      await this.refuseHeicBomb(path);
      const jpeg = await this.decodeHeic(path);
      return this.withSharp(() => work(sharp(jpeg, decodeOptions)));
    }
    if (type === 'image/bmp') {
      const file = await readFile(path);
      return this.withSharp(async () => {
        let raw: ReturnType<typeof decodeBmp>;
        try {
          raw = decodeBmp(file, BMP_PIXEL_LIMIT);
        } catch (error) {
          if (error instanceof BmpError) throw inconvertible();
          throw error;
        }
        const { data, ...info } = raw;
        return work(sharp(data, { raw: info }));
      });
    }
    return this.withSharp(() => work(sharp(path, decodeOptions)));
  }

  /** sharp's work through the queue; a file libvips cannot read (or too large) is IMAGE_INCONVERTIBLE. */
  private withSharp<T>(work: () => Promise<T>): Promise<T> {
    return this.sharpQueue.run(async () => {
      this.decoded.sharp += 1;
      try {
        return await work();
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw inconvertible();
      }
    });
  }
}

/** libvips refuses a header that declares more than PIXEL_LIMIT before decoding a pixel. */
const decodeOptions = { limitInputPixels: PIXEL_LIMIT, failOn: 'error' } as const;

async function toProofJpeg(image: Sharp, output: string): Promise<{ size: number }> {
  const { size } = await image
    .rotate()
    .resize(PROOF_MAX_EDGE, PROOF_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg(PROOF_JPEG)
    .toFile(output);
  return { size };
}

function toJpeg(image: Sharp): Promise<Buffer> {
  return image
    .rotate()
    .resize(CONVERSION_MAX_EDGE, CONVERSION_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: CONVERSION_QUALITY })
    .toBuffer();
}
