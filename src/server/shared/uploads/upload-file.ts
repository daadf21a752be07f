// An upload's bytes go to a temporary file as they arrive (QUALITY.md P4: ten parallel 10 MB uploads
// must not mean ten 10 MB buffers), counted on the way: past the limit the stream fails with
// IMAGE_TOO_LARGE and nothing more is read. The file is the decoders' input, and deleted after.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../app-error.js';
import { SNIFF_BYTES } from './image-type.js';

export type UploadedFile = {
  path: string;
  size: number;
  /** the first SNIFF_BYTES bytes, for sniffImageType */
  head: Buffer;
  /** deletes the file (idempotent) */
  dispose: () => Promise<void>;
};

let directory: Promise<string> | undefined;

/** This process's directory of uploads in progress (made once, 0700). */
function uploadDirectory(): Promise<string> {
  directory ??= mkdtemp(join(tmpdir(), 'pawport-uploads-'));
  return directory;
}

/** Counts bytes and fails past `limit`, so the pipeline stops reading the request. */
function byteLimit(limit: number): Transform & { bytes: number } {
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > limit) return done(new AppError('IMAGE_TOO_LARGE'));
      done(null, chunk);
    },
  });
  return Object.defineProperty(transform, 'bytes', { get: () => bytes }) as Transform & { bytes: number };
}

/** Writes `stream` to a new temporary file, at most `limit` bytes (IMAGE_TOO_LARGE past them). */
export async function receiveToTempFile(stream: Readable, limit: number): Promise<UploadedFile> {
  const path = join(await uploadDirectory(), randomBytes(16).toString('hex'));
  const dispose = () => rm(path, { force: true });
  const counter = byteLimit(limit);
  try {
    await pipeline(stream, counter, createWriteStream(path, { mode: 0o600 }));
    const head = Buffer.alloc(SNIFF_BYTES);
    const file = await open(path);
    let bytesRead = 0;
    try {
      ({ bytesRead } = await file.read(head, 0, SNIFF_BYTES, 0));
    } finally {
      await file.close();
    }
    return { path, size: counter.bytes, head: head.subarray(0, bytesRead), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * `bytes` already in memory as a temporary file of the same directory, for a decoder that reads files: a
 * rabies-proof PDF stored before decision 0221, sanitised by the PDF worker the first time it is read.
 */
export async function temporaryFileOf(bytes: Buffer): Promise<UploadedFile> {
  const path = join(await uploadDirectory(), randomBytes(16).toString('hex'));
  const dispose = () => rm(path, { force: true });
  try {
    await writeFile(path, bytes, { mode: 0o600 });
  } catch (error) {
    await dispose();
    throw error;
  }
  return { path, size: bytes.length, head: Buffer.from(bytes.subarray(0, SNIFF_BYTES)), dispose };
}
