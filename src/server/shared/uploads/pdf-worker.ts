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
const { readFile } = require('node:fs/promises');
const zlib = require('node:zlib');
const { PDFDocument } = require(workerData.pdfLib);

function refuse(reason) {
  const error = new Error(reason);
  error.refused = true;
  return error;
}

// every object stream inflates within the cap; returns how many objects they hold
function checkObjectStreams(bytes, text, limits) {
  let objects = 0;
  let at = text.indexOf('/ObjStm');
  while (at !== -1) {
    const start = text.lastIndexOf(' obj', at);
    const keyword = text.indexOf('stream', at);
    if (keyword === -1) break;
    const dictionary = text.slice(start === -1 ? Math.max(0, at - 1000) : start, keyword);
    const count = /\\/N\\s+(\\d+)/.exec(dictionary);
    if (count) objects += Number(count[1]);
    let dataStart = keyword + 6;
    if (text[dataStart] === '\\r') dataStart++;
    if (text[dataStart] === '\\n') dataStart++;
    const end = text.indexOf('endstream', dataStart);
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
    at = text.indexOf('/ObjStm', end);
  }
  return objects;
}

parentPort.on('message', async ({ id, path, limits }) => {
  try {
    const bytes = await readFile(path);
    const text = bytes.toString('latin1');
    let objects = checkObjectStreams(bytes, text, limits);
    const direct = text.match(/\\d+\\s+\\d+\\s+obj\\b/g);
    objects += direct ? direct.length : 0;
    if (objects > limits.maxObjects) throw refuse('objects');
    const document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    const pageCount = document.getPageCount();
    if (pageCount < 1 || pageCount > limits.maxPages) throw refuse('pages');
    parentPort.postMessage({ id, result: { pageCount } });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;
