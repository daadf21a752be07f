// The inflate cap of the PDF worker (decision 0221): the code the worker evaluates, evaluated the same way.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import zlib, { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedZeros, pdfWithContent } from '../../test/hostile-pdfs.js';
import { PDF_STREAM_DECODING } from './pdf-streams.js';

type Budget = { stream: number; total: number; used: number };
type Filter = { name: string; earlyChange?: number };
type Decoding = {
  inflateWithin: (data: Uint8Array, budget: Budget) => Buffer;
  decodeWithin: (data: Uint8Array, filters: Filter[], budget: Budget) => { bytes: Uint8Array; codec: string | null };
  prescanStreams: (bytes: Buffer, budget: Budget, maxStreams: number) => number;
};

const pdfLib = dirname(createRequire(import.meta.url).resolve('pdf-lib'));
const streamClass = (name: string) => createRequire(import.meta.url)(join(pdfLib, 'core', 'streams', name)).default;
const streams = {
  Stream: streamClass('Stream.js'),
  LZWStream: streamClass('LZWStream.js'),
  Ascii85Stream: streamClass('Ascii85Stream.js'),
  AsciiHexStream: streamClass('AsciiHexStream.js'),
  RunLengthStream: streamClass('RunLengthStream.js'),
};
const refuse = (reason: string) => Object.assign(new Error(reason), { refused: true });
// the worker's own code, evaluated as the worker evaluates it
const decoding = new Function(
  'zlib',
  'streams',
  'refuse',
  `${PDF_STREAM_DECODING}\nreturn { inflateWithin, decodeWithin, prescanStreams };`,
)(zlib, streams, refuse) as Decoding;

const MiB = 1024 * 1024;
const budget = (stream: number, total = 128 * MiB): Budget => ({ stream, total, used: 0 });

describe('the PDF worker’s inflate cap (decision 0221)', () => {
  it('inflates a stream up to its cap exactly, and stops at the cap one byte short of it', () => {
    const data = deflateSync(Buffer.alloc(MiB, 0x41));
    const enough = budget(MiB);
    expect(decoding.inflateWithin(data, enough).length).toBe(MiB);
    expect(enough.used).toBe(MiB);
    const short = budget(MiB - 1);
    expect(() => decoding.inflateWithin(data, short)).toThrow('bomb');
    expect(short.used).toBe(0);
  });

  it('stops a 1 GiB deflate bomb of 1 MB at the 32 MiB stream cap in well under a second', () => {
    const bomb = deflatedZeros(1024);
    expect(bomb.length).toBeLessThan(1_100_000);
    // the bomb is real: a reader without a cap gets 1 GiB (counted here a piece at a time)
    expect(zlib.inflateSync(deflatedZeros(3)).equals(Buffer.alloc(3 * MiB))).toBe(true);
    const started = process.hrtime.bigint();
    expect(() => decoding.inflateWithin(bomb, budget(32 * MiB))).toThrow('bomb');
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1_000);
  });

  it('counts every stream against the document’s total', () => {
    const data = deflateSync(Buffer.alloc(MiB));
    const document = budget(32 * MiB, 2.5 * MiB);
    decoding.inflateWithin(data, document);
    decoding.inflateWithin(data, document);
    expect(() => decoding.inflateWithin(data, document)).toThrow('bomb');
    expect(document.used).toBe(2 * MiB);
  });

  it('caps each filter of a chain: deflated twice, run-length; decodes ASCIIHex and ASCII85 within it', () => {
    // each layer alone is small; the second inflates to 40 MiB
    const twice = deflateSync(deflateSync(Buffer.alloc(40 * MiB, 0x20), { level: 9 }), { level: 9 });
    expect(twice.length).toBeLessThan(1_000);
    const flate = { name: 'FlateDecode' };
    expect(() => decoding.decodeWithin(twice, [flate, flate], budget(32 * MiB))).toThrow('bomb');
    // 2 bytes make 128: 1 MiB of runs is 64 MiB
    const runs = Buffer.alloc(MiB);
    for (let at = 0; at < runs.length; at += 2) runs[at] = 129;
    expect(() => decoding.decodeWithin(runs, [{ name: 'RunLengthDecode' }], budget(32 * MiB))).toThrow('bomb');
    const hex = decoding.decodeWithin(Buffer.from('48656C6C6F>'), [{ name: 'ASCIIHexDecode' }], budget(MiB));
    expect(Buffer.from(hex.bytes).toString()).toBe('Hello');
    const a85 = decoding.decodeWithin(Buffer.from('87cURDZ~>'), [{ name: 'ASCII85Decode' }], budget(MiB));
    expect(Buffer.from(a85.bytes).toString()).toBe('Hello');
  });

  it('ends a chain at an image codec, undecoded; refuses Crypt, unknown filters and data that is not zlib', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
    const wrapped = deflateSync(jpeg);
    expect(decoding.decodeWithin(wrapped, [{ name: 'FlateDecode' }, { name: 'DCTDecode' }], budget(MiB))).toEqual({
      bytes: jpeg,
      codec: 'DCTDecode',
    });
    expect(() => decoding.decodeWithin(jpeg, [{ name: 'DCTDecode' }, { name: 'FlateDecode' }], budget(MiB))).toThrow(
      'filter',
    );
    expect(() => decoding.decodeWithin(jpeg, [{ name: 'Crypt' }], budget(MiB))).toThrow('filter');
    expect(() => decoding.decodeWithin(jpeg, [{ name: 'BrotliDecode' }], budget(MiB))).toThrow('filter');
    expect(() => decoding.inflateWithin(Buffer.from('plain text'), budget(MiB))).toThrow('flate');
  });

  it('before parsing, inflates every stream keyword’s data whatever its dictionary says (no /Filter, a false /Length)', () => {
    const bomb = deflatedZeros(40);
    const lying = pdfWithContent('', bomb).toString('latin1').replace(`/Length ${bomb.length}`, '/Length 1');
    expect(() => decoding.prescanStreams(Buffer.from(lying, 'latin1'), budget(32 * MiB), 20_000)).toThrow('bomb');
    // a document of small streams passes, and each stream keyword is counted (endstream is not)
    const small = pdfWithContent('/Filter /FlateDecode', deflateSync(Buffer.from('0 0 m 10 10 l S')));
    expect(decoding.prescanStreams(small, budget(32 * MiB), 20_000)).toBe(1);
    const many = Buffer.from('stream\n'.repeat(101), 'latin1');
    expect(() => decoding.prescanStreams(many, budget(32 * MiB), 100)).toThrow('objects');
  });
});
