// The PDF worker (decision 0221) run as the server runs it: a worker thread evaluating PDF_WORKER.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeContentIn, activePdf, pdfWithContent, streamObject } from '../../test/hostile-pdfs.js';
import { rawPdf } from '../../test/test-documents.js';
import { PDF_WORKER, type PdfFacts, type PdfLimits, sanitisedPdfPath } from './pdf-worker.js';
import { ScriptWorker } from './script-worker.js';

const MiB = 1024 * 1024;
const LIMITS: PdfLimits = {
  maxPages: 50,
  maxObjects: 20_000,
  maxStreamBytes: 32 * MiB,
  maxTotalBytes: 128 * MiB,
  maxImagePixels: 50_000_000,
  maxOutputBytes: 16 * MiB,
};

describe('the PDF worker’s sanitised copy (decision 0221)', () => {
  const worker = new ScriptWorker(PDF_WORKER, () => ({ pdfLib: createRequire(import.meta.url).resolve('pdf-lib') }), {
    timeoutMs: 10_000,
    failure: (reason) => new Error(reason),
    resourceLimits: { maxOldGenerationSizeMb: 192 },
  });
  let directory = '';
  let files = 0;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'pdf-worker-test-'));
  });
  afterAll(async () => {
    await worker.close();
    await rm(directory, { recursive: true, force: true });
  });
  const sanitise = async (pdf: Buffer, limits = LIMITS) => {
    const path = join(directory, `${++files}.pdf`);
    await writeFile(path, pdf);
    const facts = await worker.run<PdfFacts>({ path, limits });
    return { facts, copy: await readFile(sanitisedPdfPath(path)) };
  };
  const reasonOf = (pdf: Buffer) =>
    sanitise(pdf).then(
      () => 'accepted',
      (error: Error) => error.message,
    );

  it('rewrites a PDF with active content into a copy with none of it, the same pages and no document information', async () => {
    const { facts, copy } = await sanitise(await activePdf(3));
    expect(facts).toEqual({ pageCount: 3, byteSize: copy.length });
    expect(activeContentIn(copy)).toEqual([]);
    const text = copy.toString('latin1');
    for (const gone of ['/Annots', '/Names', '/Filespec', 'payload.exe', '/Producer', '/Info'])
      expect(text, gone).not.toContain(gone);
    const reread = await PDFDocument.load(copy);
    expect(reread.getPageCount()).toBe(3);
    // the filled-in field is drawn into the page, as a form XObject
    expect(text).toContain('/Annotation1 Do');
  });

  it('refuses a content stream, and an object stream deflated twice, that inflate past the caps', async () => {
    const twice = (size: number) => deflateSync(deflateSync(Buffer.alloc(size, 0x20), { level: 9 }), { level: 9 });
    expect(await reasonOf(pdfWithContent('/Filter /FlateDecode', deflateSync(Buffer.alloc(40 * MiB))))).toBe('bomb');
    // the first layer is small, so only the decoder pdf-lib is given while it loads stops it
    const objectStream = streamObject(
      5,
      '/Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode /FlateDecode]',
      twice(40 * MiB),
    );
    expect(await reasonOf(pdfWithContent('', Buffer.from('0 0 m'), [objectStream]))).toBe('bomb');
    // five streams of 30 MiB: each within its cap, together past the document's
    const thirty = deflateSync(Buffer.alloc(30 * MiB));
    const five = [5, 6, 7, 8, 9].map((number) => streamObject(number, '/Filter /FlateDecode', thirty));
    expect(await reasonOf(pdfWithContent('', Buffer.from('0 0 m'), five))).toBe('bomb');
  });

  it('refuses an object stream holding more objects than the limit', async () => {
    const objectStream = streamObject(5, '/Type /ObjStm /N 30000 /First 4', Buffer.from('6 0 null'));
    expect(await reasonOf(pdfWithContent('', Buffer.from('0 0 m'), [objectStream]))).toBe('objects');
  });

  it('refuses images declaring more than 50 MP: in their dictionary, in a JPEG frame, inline in the content', async () => {
    const drawn = '/XObject << /Im0 5 0 R >>';
    const image = (entries: string, data: Buffer) =>
      pdfWithContent('', Buffer.from('q 100 0 0 100 0 0 cm /Im0 Do Q'), [streamObject(5, entries, data)], drawn);
    const declared = image(
      '/Type /XObject /Subtype /Image /Width 60000 /Height 60000 /BitsPerComponent 1',
      Buffer.alloc(8),
    );
    expect(await reasonOf(declared)).toBe('image');
    // a JPEG whose frame says 65535 × 65535 behind a dictionary that says 10 × 10
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0xff, 0xff, 0xff, 0xff, 0x01, 0x01, 0x11, 0x00,
    ]);
    const framed = image('/Type /XObject /Subtype /Image /Width 10 /Height 10 /Filter /DCTDecode', jpeg);
    expect(await reasonOf(framed)).toBe('image');
    const small = image(
      '/Type /XObject /Subtype /Image /Width 10 /Height 10 /Filter /DCTDecode',
      Buffer.from(jpeg).fill(0x0a, 7, 11),
    );
    expect(await reasonOf(small)).toBe('accepted');
    const inline = pdfWithContent('', Buffer.from('q BI /W 100000 /H 100000 /BPC 8 /CS /G /F /Fl ID x EI Q'));
    expect(await reasonOf(inline)).toBe('image');
  });

  it('refuses what no longer parses, and counts pages as before (1 to 50)', async () => {
    expect(await reasonOf(Buffer.from('%PDF-1.7\nnot really\n'))).not.toBe('accepted');
    const noPages = rawPdf([
      Buffer.from('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n'),
      Buffer.from('2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n'),
    ]);
    expect(await reasonOf(noPages)).toBe('pages');
  });
});
