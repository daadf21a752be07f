// The PDF inspection a worker thread runs (decision 0220): a rabies proof PDF is kept as uploaded, so it
// is only read, never rewritten, but it must parse, must not be encrypted, must have 1 to maxPages pages,
// and must not be a "PDF bomb". pdf-lib inflates the object streams (/Type /ObjStm) as it loads, so each
// of them is first inflated here with a cap on its output (zlib's maxOutputLength), and the objects are
// counted; the worker itself has a heap limit and a deadline (image-codec.ts), so whatever slips past
// these checks costs at most that.

export type PdfLimits = { maxPages: number; maxObjects: number; maxInflatedBytes: number };
export type PdfFacts = { pageCount: number };

export const PDF_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { open } = require('node:fs/promises');
const zlib = require('node:zlib');
const { PDFDocument } = require(workerData.pdfLib);

function refuse(reason) {
  const error = new Error(reason);
  error.refused = true;
  return error;
}

// One buffer for every PDF this worker reads, grown to the largest seen (at most the upload limit): a new
// 8 MB buffer and an 8 MB string per PDF were garbage the worker's heap kept until its next full
// collection, +77 MB of RSS after ten PDFs (QUALITY.md P4, decision 0220). pdf-lib's streams are views of
// it, dropped with the document before the next job.
let buffer = Buffer.alloc(0);
async function readWhole(path) {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    if (buffer.length < size) buffer = Buffer.allocUnsafeSlow(Math.ceil(size / 65536) * 65536);
    let length = 0;
    while (length < size) {
      const { bytesRead } = await file.read(buffer, length, size - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return buffer.subarray(0, length);
  } finally {
    await file.close();
  }
}

// every object stream inflates within the cap; returns how many objects they hold
function checkObjectStreams(bytes, limits) {
  let objects = 0;
  let at = bytes.indexOf('/ObjStm', 0, 'latin1');
  while (at !== -1) {
    const start = bytes.lastIndexOf(' obj', at, 'latin1');
    const keyword = bytes.indexOf('stream', at, 'latin1');
    if (keyword === -1) break;
    const dictionary = bytes.toString('latin1', start === -1 ? Math.max(0, at - 1000) : start, keyword);
    const count = /\\/N\\s+(\\d+)/.exec(dictionary);
    if (count) objects += Number(count[1]);
    let dataStart = keyword + 6;
    if (bytes[dataStart] === 0x0d) dataStart++;
    if (bytes[dataStart] === 0x0a) dataStart++;
    const end = bytes.indexOf('endstream', dataStart, 'latin1');
    if (end === -1) break;
    if (dictionary.includes('/FlateDecode')) {
      try {
        zlib.inflateSync(bytes.subarray(dataStart, end), {
          maxOutputLength: limits.maxInflatedBytes,
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
        });
      } catch (error) {
        if (error && (error.code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)) throw refuse('bomb');
      }
    }
    at = bytes.indexOf('/ObjStm', end, 'latin1');
  }
  return objects;
}

// "n g obj" headers, counted 64 KiB at a time (short strings the young generation collects): a match is
// counted in the piece it starts in, and one starting right after a digit is the tail of a longer number
const CHUNK = 65536;
const OVERLAP = 256;
function countDirectObjects(bytes) {
  const header = /\\d+\\s+\\d+\\s+obj\\b/g;
  let count = 0;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const text = bytes.toString('latin1', start, Math.min(bytes.length, start + CHUNK + OVERLAP));
    header.lastIndex = 0;
    for (let match = header.exec(text); match && match.index < CHUNK; match = header.exec(text)) {
      const at = start + match.index;
      if (at === 0 || bytes[at - 1] < 0x30 || bytes[at - 1] > 0x39) count++;
    }
  }
  return count;
}

parentPort.on('message', async ({ id, path, limits }) => {
  try {
    const bytes = await readWhole(path);
    const objects = checkObjectStreams(bytes, limits) + countDirectObjects(bytes);
    if (objects > limits.maxObjects) throw refuse('objects');
    const document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    const pageCount = document.getPageCount();
    if (pageCount < 1 || pageCount > limits.maxPages) throw refuse('pages');
    parentPort.postMessage({ id, result: { pageCount } });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;
