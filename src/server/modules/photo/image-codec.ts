// Decoding and encoding of uploaded images (decision 0210), off the event loop and bounded:
// - sharp (libvips) for TIFF, PNG, JPEG and WebP: its work runs on libuv's thread pool; a WorkQueue
//   bounds how many images are decoded at once (memory) and how many wait (503 past that);
// - heic-convert for HEIC (sharp's prebuilt libvips has no HEVC decoder): pure JS/wasm that would hold
//   the event loop for seconds and ~360 MB for 12 MP, so it runs in one worker thread, one file at a time.
// Every decoder reads the upload from its temporary file: no 10 MB buffer waits in the main thread.
// The declared size is checked before decoding (PIXEL_LIMIT): sharp's limitInputPixels reads it from the
// header, HEIC's is read from its `ispe` boxes (heic-dimensions.ts).
import { createRequire } from 'node:module';
import { open } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../shared/app-error.js';
import { heicDeclaredPixels } from './heic-dimensions.js';
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
/** heic-convert's quality (0–1) before the result goes through sharp when it is too large. */
const HEIC_QUALITY = 0.9;
/** a HEIC decode that takes longer than this is given up (the worker is restarted) */
const HEIC_TIMEOUT_MS = 30_000;

export type ImageCodecOptions = {
  /** sharp decodes at once (default 1: QUALITY.md P4's memory bar) and may queue (default 16) */
  sharpConcurrency?: number;
  sharpMaxWaiting?: number;
  /** HEIC files that may wait behind the one being decoded (default 8) */
  heicMaxWaiting?: number;
};

export type StoredPhoto = { image: Buffer; thumbnail: Buffer; width: number; height: number };

const inconvertible = () => new AppError('IMAGE_INCONVERTIBLE');

// The worker's code (CommonJS, evaluated: the same in the TypeScript tests and the built server).
const HEIC_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFile } = require('node:fs/promises');
const convert = require(workerData.heicConvert);
parentPort.on('message', async ({ id, path, quality }) => {
  try {
    const input = await readFile(path);
    const output = Buffer.from(await convert({ buffer: input, format: 'JPEG', quality }));
    parentPort.postMessage({ id, jpeg: output });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});`;

type Pending = { resolve: (jpeg: Buffer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/** One worker thread running heic-convert, started on first use; jobs one at a time (`WorkQueue(1, …)`). */
class HeicWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  private start(): Worker {
    if (this.worker) return this.worker;
    const heicConvert = createRequire(import.meta.url).resolve('heic-convert');
    const worker = new Worker(HEIC_WORKER, { eval: true, workerData: { heicConvert } });
    worker.unref();
    worker.on('message', (message: { id: number; jpeg?: Uint8Array; error?: string }) => {
      const job = this.pending.get(message.id);
      if (!job) return;
      this.pending.delete(message.id);
      clearTimeout(job.timer);
      if (message.jpeg) job.resolve(Buffer.from(message.jpeg.buffer, message.jpeg.byteOffset, message.jpeg.byteLength));
      else job.reject(inconvertible());
    });
    const fail = () => {
      if (this.worker === worker) this.worker = null;
      for (const [id, job] of this.pending) {
        clearTimeout(job.timer);
        job.reject(inconvertible());
        this.pending.delete(id);
      }
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    this.worker = worker;
    return worker;
  }

  decode(path: string): Promise<Buffer> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // a decode that hangs takes the worker with it; the next file starts a new one
        void worker.terminate();
      }, HEIC_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, path, quality: HEIC_QUALITY });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}

export class ImageCodec {
  private readonly sharpQueue: WorkQueue;
  private readonly heicQueue: WorkQueue;
  private readonly heic = new HeicWorker();
  /** files handed to a decoder so far (tests: a refused bomb never reaches one) */
  readonly decoded = { heic: 0, sharp: 0 };

  constructor(options: ImageCodecOptions = {}) {
    // libvips' operation cache (50 MB by default) keeps decoded uploads nobody will ask for again
    sharp.cache(false);
    this.sharpQueue = new WorkQueue(options.sharpConcurrency ?? 1, options.sharpMaxWaiting ?? 16);
    this.heicQueue = new WorkQueue(1, options.heicMaxWaiting ?? 8);
  }

  /** spec §7.2: a TIFF or HEIC file as a JPEG inside CONVERSION_MAX_EDGE, metadata stripped. */
  async convertToJpeg(path: string, type: 'image/heic' | 'image/tiff'): Promise<Buffer> {
    if (type === 'image/tiff') return this.withSharp(() => toJpeg(sharp(path, decodeOptions)));
    const file = await open(path);
    let declared: number | null;
    try {
      declared = await heicDeclaredPixels(file);
    } finally {
      await file.close();
    }
    if (declared === null || declared > PIXEL_LIMIT) throw inconvertible();
    const jpeg = await this.heicQueue.run(() => {
      this.decoded.heic += 1;
      return this.heic.decode(path);
    });
    // heic-convert writes no metadata; only a picture larger than the browser needs goes through sharp again
    const { width = 0, height = 0 } = await sharp(jpeg).metadata();
    if (width <= CONVERSION_MAX_EDGE && height <= CONVERSION_MAX_EDGE) return jpeg;
    return this.withSharp(() => toJpeg(sharp(jpeg, decodeOptions)));
  }

  /**
   * A pet photo as stored (decision 0210): turned upright by its EXIF orientation, every metadata
   * (GPS, camera, ICC) dropped, inside PHOTO_MAX_EDGE on white, JPEG; and its square thumbnail.
   */
  async photoFrom(path: string): Promise<StoredPhoto> {
    return this.withSharp(async () => {
      const { data: image, info } = await sharp(path, decodeOptions)
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

  async close(): Promise<void> {
    await this.heic.close();
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

function toJpeg(image: Sharp): Promise<Buffer> {
  return image
    .rotate()
    .resize(CONVERSION_MAX_EDGE, CONVERSION_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: CONVERSION_QUALITY })
    .toBuffer();
}
