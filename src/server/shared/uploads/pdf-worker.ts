// The PDF work a worker thread runs (decisions 0220, 0221): a rabies-proof PDF is checked and rewritten
// into a sanitised copy, the only one stored and served. In this order:
// 1. before any parser reads it, every stream's data is inflated with a cap (pdf-streams.ts: the stream's
//    cap and the document's total), and its objects and streams are counted;
// 2. pdf-lib parses it (not encrypted, 1 to maxPages pages), decoding its object and cross-reference
//    streams through the same capped decoder, never its own;
// 3. a new document is written with only each page's content and resources: the page's boxes, rotation
//    and transparency group, its content streams and the resources they draw with, copied object by
//    object. Every stream kept is decoded within the caps (pdf.js in the clerk's tab will decode it), an
//    image may declare at most maxImagePixels (its dictionary, a JPEG's frame, a JPEG 2000's size, a
//    JBIG2 page, an inline image's /W × /H). What the copy leaves out: the catalog's everything but its
//    pages (OpenAction, AA, Names — JavaScript, embedded files —, AcroForm and XFA, outlines, URI,
//    metadata), the document information, and on pages their annotations and actions. An annotation's
//    appearance (a filled-in form field, a stamp, a signature's picture) is drawn into the page
//    ("flattened"), so the certificate looks as it did; links and their actions are gone. Inside
//    resources, any dictionary that is an action, an annotation, a file specification or an embedded
//    file becomes null and keys that lead to them are dropped;
// 4. the copy is parsed again (it must, with the same page count) and written next to the upload
//    (`sanitisedPdfPath`), at most maxOutputBytes.
// The worker itself has a heap limit and a deadline (image-codec.ts), so whatever slips past these checks
// costs at most that.
import { PDF_STREAM_DECODING } from './pdf-streams.js';

export type PdfLimits = {
  maxPages: number;
  maxObjects: number;
  /** the most one stream may decode to (each filter's output counts) */
  maxStreamBytes: number;
  /** the most all the streams of a document may decode to, together */
  maxTotalBytes: number;
  /** the most pixels one image may declare */
  maxImagePixels: number;
  /** the most bytes the sanitised copy may have */
  maxOutputBytes: number;
};
export type PdfFacts = { pageCount: number; byteSize: number };

const SANITISED_SUFFIX = '.sanitised.pdf';

/** Where the worker writes the sanitised copy of the PDF at `path` (the caller removes it). */
export const sanitisedPdfPath = (path: string) => `${path}${SANITISED_SUFFIX}`;

export const PDF_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { open, writeFile } = require('node:fs/promises');
const { dirname, join } = require('node:path');
const zlib = require('node:zlib');
const {
  PDFArray, PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNull, PDFNumber, PDFPage, PDFPageLeaf,
  PDFRawStream, PDFRef, PDFStream, PDFString,
} = require(workerData.pdfLib);

const internal = (name) => require(join(dirname(workerData.pdfLib), 'core', 'streams', name));
const streams = {
  Stream: internal('Stream.js').default,
  LZWStream: internal('LZWStream.js').default,
  Ascii85Stream: internal('Ascii85Stream.js').default,
  AsciiHexStream: internal('AsciiHexStream.js').default,
  RunLengthStream: internal('RunLengthStream.js').default,
};

function refuse(reason) {
  const error = new Error(reason);
  error.refused = true;
  return error;
}

${PDF_STREAM_DECODING}

const name = (text) => PDFName.of(text);
const nameOf = (value) => (value instanceof PDFName ? value.decodeText() : null);
const numberOf = (value) => (value instanceof PDFNumber ? value.asNumber() : NaN);

/** a stream dictionary's filters as decodeWithin reads them */
function filtersOf(dict) {
  const filter = dict.lookup(name('Filter'));
  const parms = dict.lookup(name('DecodeParms'));
  let names;
  if (filter === undefined || filter === PDFNull) names = [];
  else if (filter instanceof PDFName) names = [filter];
  else if (filter instanceof PDFArray) names = filter.asArray().map((item) => dict.context.lookup(item));
  else throw refuse('filter');
  return names.map((filterName, index) => {
    if (!(filterName instanceof PDFName)) throw refuse('filter');
    const parm = parms instanceof PDFArray ? dict.context.lookup(parms.get(index)) : parms;
    const earlyChange = parm instanceof PDFDict ? numberOf(parm.lookup(name('EarlyChange'))) : NaN;
    return { name: filterName.decodeText(), earlyChange: Number.isNaN(earlyChange) ? undefined : earlyChange };
  });
}

// pdf-lib decodes object and cross-reference streams while it loads a file: through decodeWithin, within
// the job's budget, instead of its own decoders (which have no cap); an object stream's objects (its /N)
// are counted before pdf-lib parses them
// (pdf-lib reports an error there as an invalid object: the refusal is kept to be thrown instead)
let loading = null;
function decodeWhileLoading(raw) {
  if (!loading) throw refuse('decode');
  if (nameOf(raw.dict.lookup(name('Type'))) === 'ObjStm') {
    loading.objects += Math.max(0, numberOf(raw.dict.lookup(name('N'))) || 0);
    if (loading.objects > loading.maxObjects) throw refuse('objects');
  }
  const { bytes, codec } = decodeWithin(raw.contents, filtersOf(raw.dict), loading.budget);
  if (codec) throw refuse('filter');
  return new streams.Stream(bytes);
}
const decodeModule = internal('decode.js');
function cappedDecodePDFRawStream(raw) {
  try {
    return decodeWhileLoading(raw);
  } catch (error) {
    if (loading && error && error.refused) loading.refusal ??= error;
    throw error;
  }
}
decodeModule.decodePDFRawStream = cappedDecodePDFRawStream;
// pdf-lib is pinned (1.17.1): should another version keep its decoder elsewhere, no PDF passes
if (decodeModule.decodePDFRawStream !== cappedDecodePDFRawStream) throw new Error('pdf-lib decoder not replaced');

/** pdf-lib's parse of \`bytes\` holding \`objects\` direct objects, at most maxObjects in all */
async function loadWithin(bytes, budget, objects, maxObjects) {
  const job = { budget, objects, maxObjects, refusal: null };
  loading = job;
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true, parseSpeed: Infinity });
  } catch (error) {
    throw job.refusal ?? error;
  } finally {
    loading = null;
  }
}

// ——— images: what they declare ———

/** a JPEG's first frame (SOFn) width × height, null when none is found before the scan */
function jpegPixels(bytes) {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) { at++; continue; }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { at += 2; continue; }
    if (marker === 0xda || marker === 0xd9) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return ((bytes[at + 5] << 8) | bytes[at + 6]) * ((bytes[at + 7] << 8) | bytes[at + 8]);
    at += 2 + ((bytes[at + 2] << 8) | bytes[at + 3]);
  }
  return null;
}

/** a JPEG 2000 codestream's SIZ (after SOC, inside a JP2 file or alone): image width × height */
function jpxPixels(bytes) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const at = buffer.indexOf(Buffer.from([0xff, 0x4f, 0xff, 0x51]));
  if (at === -1 || at + 24 > buffer.length) return null;
  const width = buffer.readUInt32BE(at + 8) - buffer.readUInt32BE(at + 16);
  const height = buffer.readUInt32BE(at + 12) - buffer.readUInt32BE(at + 20);
  return Math.max(0, width) * Math.max(0, height);
}

/** the largest page a JBIG2 embedded stream's page-information segments (type 48) declare */
function jbig2Pixels(bytes) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let largest = 0;
  let at = 0;
  while (at + 11 <= buffer.length) {
    const number = buffer.readUInt32BE(at);
    const flags = buffer[at + 4];
    let cursor = at + 5;
    let referred = buffer[cursor] >> 5;
    if (referred === 7) {
      if (cursor + 4 > buffer.length) break;
      referred = buffer.readUInt32BE(cursor) & 0x1fffffff;
      cursor += 4 + Math.ceil((referred + 1) / 8);
    } else cursor += 1;
    cursor += referred * (number <= 256 ? 1 : number <= 65536 ? 2 : 4);
    cursor += flags & 0x40 ? 4 : 1;
    if (cursor + 4 > buffer.length) break;
    const length = buffer.readUInt32BE(cursor);
    cursor += 4;
    if ((flags & 0x3f) === 48 && cursor + 8 <= buffer.length) {
      const height = buffer.readUInt32BE(cursor + 4);
      largest = Math.max(largest, buffer.readUInt32BE(cursor) * (height === 0xffffffff ? 1 : height));
    }
    if (length === 0xffffffff) break;
    at = cursor + length;
  }
  return largest;
}

/** inline images (BI … ID) in a content stream: each /W × /H (or /Width × /Height) within the cap */
function checkInlineImages(bytes, maxPixels) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let from = 0;
  for (;;) {
    const begin = buffer.indexOf('BI', from, 'latin1');
    if (begin === -1) return;
    const data = buffer.indexOf('ID', begin + 2, 'latin1');
    if (data === -1) return;
    // the dictionary is what follows the last BI before this ID
    const dictionary = buffer.toString('latin1', buffer.lastIndexOf('BI', data - 1, 'latin1') + 2, data);
    const width = /\\/W(?:idth)?\\s*(\\d+)/.exec(dictionary);
    const height = /\\/H(?:eight)?\\s*(\\d+)/.exec(dictionary);
    if (width && height && Number(width[1]) * Number(height[1]) > maxPixels) throw refuse('image');
    from = data + 2;
  }
}

const CODEC_PIXELS = { DCTDecode: jpegPixels, JPXDecode: jpxPixels, JBIG2Decode: jbig2Pixels };

// ——— the copy ———

/** keys never copied: actions, scripts, files, forms, annotations, navigation, metadata, structure */
const DROPPED_KEYS = new Set([
  'A', 'AA', 'OpenAction', 'JS', 'JavaScript', 'URI', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'EF', 'RF',
  'AF', 'FS', 'Names', 'AcroForm', 'XFA', 'Annots', 'Metadata', 'PieceInfo', 'Ref', 'OPI', 'Next', 'Dest',
  'Dests', 'Outlines', 'Threads', 'StructTreeRoot', 'StructParent', 'StructParents', 'Thumb', 'B', 'Parent',
  'P', 'Perms', 'Collection',
]);
/** a stream's own keys not copied: its length (the writer sets it) and data in another file */
const STREAM_KEYS = new Set(['Length', 'F', 'FFilter', 'FDecodeParms', 'DL']);
/** dictionaries copied as null, by /Type */
const DROPPED_TYPES = new Set([
  'Catalog', 'Pages', 'Page', 'Annot', 'Action', 'Filespec', 'EmbeddedFile', 'Outlines', 'Sig', 'SigRef',
  'Collection', 'XFA',
]);
/** action dictionaries, by /S */
const ACTIONS = new Set([
  'GoTo', 'GoToR', 'GoToE', 'GoToDp', 'Launch', 'Thread', 'URI', 'Sound', 'Movie', 'Hide', 'Named',
  'SubmitForm', 'ResetForm', 'ImportData', 'JavaScript', 'SetOCGState', 'Rendition', 'Trans', 'GoTo3DView',
  'RichMediaExecute',
]);
/** annotations whose appearance is drawn into the page: what a printed copy shows (not links, pop-ups, media) */
const FLATTENED = new Set([
  'Widget', 'Stamp', 'FreeText', 'Text', 'Square', 'Circle', 'Line', 'Polygon', 'PolyLine', 'Ink',
  'Highlight', 'Underline', 'StrikeOut', 'Squiggly', 'Caret',
]);
/** annotation flags: Hidden (2), NoView (32) */
const UNSEEN = 2 | 32;
/** how deep objects may nest (a certificate's are under 20) */
const MAX_DEPTH = 100;

class Copier {
  constructor(source, target, limits, budget) {
    this.source = source;
    this.target = target;
    this.limits = limits;
    this.budget = budget;
    this.refs = new Map();
  }

  copy(value, depth = 0) {
    if (depth > MAX_DEPTH) throw refuse('depth');
    if (!(value instanceof PDFRef)) return this.object(value, depth);
    const known = this.refs.get(value.tag);
    if (known) return known;
    const ref = this.target.nextRef();
    this.refs.set(value.tag, ref);
    this.target.assign(ref, this.object(this.source.lookup(value), depth + 1));
    return ref;
  }

  denied(dict) {
    return DROPPED_TYPES.has(nameOf(dict.lookup(name('Type')))) || ACTIONS.has(nameOf(dict.lookup(name('S'))));
  }

  dict(dict, depth, alsoDropped) {
    const copy = PDFDict.withContext(this.target);
    for (const [key, value] of dict.entries()) {
      const text = key.decodeText();
      if (DROPPED_KEYS.has(text) || alsoDropped?.has(text)) continue;
      copy.set(key, this.copy(value, depth + 1));
    }
    return copy;
  }

  object(object, depth) {
    if (object === undefined || object === PDFNull) return PDFNull;
    if (object instanceof PDFRawStream) {
      if (this.denied(object.dict)) return PDFNull;
      this.check(object);
      return PDFRawStream.of(this.dict(object.dict, depth, STREAM_KEYS), object.contents);
    }
    // a loaded file holds raw streams only
    if (object instanceof PDFStream) throw refuse('object');
    if (object instanceof PDFDict) return this.denied(object) ? PDFNull : this.dict(object, depth);
    if (object instanceof PDFArray) {
      const copy = PDFArray.withContext(this.target);
      for (const item of object.asArray()) copy.push(this.copy(item, depth + 1));
      return copy;
    }
    if (
      object instanceof PDFName ||
      object instanceof PDFNumber ||
      object instanceof PDFString ||
      object instanceof PDFHexString ||
      object instanceof PDFBool
    )
      return object;
    return PDFNull;
  }

  /** a stream kept: decoded within the caps; an image within the pixel cap; a content stream's inline images too */
  check(stream) {
    const { dict } = stream;
    const { bytes, codec } = decodeWithin(stream.contents, filtersOf(dict), this.budget);
    const max = this.limits.maxImagePixels;
    if (nameOf(dict.lookup(name('Subtype'))) === 'Image') {
      if (numberOf(dict.lookup(name('Width'))) * numberOf(dict.lookup(name('Height'))) > max) throw refuse('image');
    }
    if (codec) {
      const declared = CODEC_PIXELS[codec]?.(bytes);
      if (declared && declared > max) throw refuse('image');
    } else if (nameOf(dict.lookup(name('Subtype'))) !== 'Image') checkInlineImages(bytes, max);
  }
}

/** four finite numbers, lower-left first; null otherwise */
function rectangle(value, context) {
  const array = context.lookup(value);
  if (!(array instanceof PDFArray) || array.size() !== 4) return null;
  const [x1, y1, x2, y2] = array.asArray().map((item) => numberOf(context.lookup(item)));
  if (![x1, y1, x2, y2].every(Number.isFinite)) return null;
  return [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
}

const decimal = (value) => String(Math.round(value * 1e6) / 1e6);

/**
 * The annotations of a page drawn as form XObjects (PDF 32000 §12.5.5: the appearance's bounding box, by its
 * matrix, mapped onto the annotation's rectangle): [{ ref of the source appearance, matrix }].
 */
function appearancesOf(node, context) {
  const annots = node.lookup(name('Annots'));
  if (!(annots instanceof PDFArray)) return [];
  const drawn = [];
  for (const item of annots.asArray()) {
    const annot = context.lookup(item);
    if (!(annot instanceof PDFDict) || !FLATTENED.has(nameOf(annot.lookup(name('Subtype'))))) continue;
    if (numberOf(annot.lookup(name('F'))) & UNSEEN) continue;
    const ap = annot.lookup(name('AP'));
    if (!(ap instanceof PDFDict)) continue;
    let normal = ap.get(name('N'));
    const states = context.lookup(normal);
    if (states instanceof PDFDict && !(states instanceof PDFRawStream)) {
      const state = annot.lookup(name('AS'));
      normal = state instanceof PDFName ? states.get(state) : undefined;
    }
    if (!(normal instanceof PDFRef) || !(context.lookup(normal) instanceof PDFRawStream)) continue;
    const appearance = context.lookup(normal).dict;
    const rect = rectangle(annot.get(name('Rect')), context);
    const box = rectangle(appearance.get(name('BBox')), context);
    if (!rect || !box) continue;
    const matrixArray = context.lookup(appearance.get(name('Matrix')));
    let matrix = [1, 0, 0, 1, 0, 0];
    if (matrixArray instanceof PDFArray && matrixArray.size() === 6) {
      matrix = matrixArray.asArray().map((entry) => numberOf(context.lookup(entry)));
      if (!matrix.every(Number.isFinite)) continue;
    }
    const [a, b, c, d, e, f] = matrix;
    const corners = [[box[0], box[1]], [box[2], box[1]], [box[0], box[3]], [box[2], box[3]]].map(([x, y]) => [
      a * x + c * y + e,
      b * x + d * y + f,
    ]);
    const xs = corners.map(([x]) => x);
    const ys = corners.map(([, y]) => y);
    const [left, bottom, right, top] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    if (right - left < 1e-6 || top - bottom < 1e-6) continue;
    const sx = (rect[2] - rect[0]) / (right - left);
    const sy = (rect[3] - rect[1]) / (top - bottom);
    drawn.push({ ref: normal, matrix: [sx, 0, 0, sy, rect[0] - left * sx, rect[1] - bottom * sy] });
  }
  return drawn;
}

/** the page's content streams as [ref] (a stream or an array of them) */
function contentRefs(node, context) {
  const contents = node.get(name('Contents'));
  const array = context.lookup(contents);
  if (array instanceof PDFArray) return array.asArray();
  return contents === undefined ? [] : [contents];
}

/** One page of the copy: boxes, rotation, group, resources and content (with its annotations drawn in). */
function copyPage(page, copier, target) {
  const { node } = page;
  const source = copier.source;
  const context = target.context;
  const leaf = PDFPageLeaf.fromMapWithContext(new Map(), context, false);
  leaf.set(name('Type'), name('Page'));
  const media = rectangle(node.getInheritableAttribute(name('MediaBox')), source) ?? [0, 0, 612, 792];
  leaf.set(name('MediaBox'), context.obj(media));
  const crop = rectangle(node.getInheritableAttribute(name('CropBox')), source);
  if (crop) leaf.set(name('CropBox'), context.obj(crop));
  const rotate = numberOf(source.lookup(node.getInheritableAttribute(name('Rotate'))));
  if (Number.isInteger(rotate) && rotate % 90 === 0) leaf.set(name('Rotate'), PDFNumber.of(rotate));
  const userUnit = numberOf(node.lookup(name('UserUnit')));
  if (userUnit > 0) leaf.set(name('UserUnit'), PDFNumber.of(userUnit));
  const group = node.get(name('Group'));
  if (group) leaf.set(name('Group'), copier.copy(group));

  const contents = contentRefs(node, source).map((ref) => copier.copy(ref));
  const resourcesValue = node.getInheritableAttribute(name('Resources'));
  let resources = resourcesValue ? copier.copy(resourcesValue) : PDFDict.withContext(context);
  const appearances = appearancesOf(node, source);
  if (appearances.length > 0) {
    // the page's own resources and XObject dictionary (shared ones stay as they are), with the appearances
    const own = context.lookup(resources);
    resources = own instanceof PDFDict ? own.clone(context) : PDFDict.withContext(context);
    const shared = context.lookup(resources.get(name('XObject')));
    const xobjects = shared instanceof PDFDict ? shared.clone(context) : PDFDict.withContext(context);
    let drawing = 'Q\\n';
    appearances.forEach(({ ref, matrix }, index) => {
      const copied = copier.copy(ref);
      const form = context.lookup(copied);
      if (!(form instanceof PDFRawStream)) return;
      form.dict.set(name('Type'), name('XObject'));
      form.dict.set(name('Subtype'), name('Form'));
      let label = 'Annotation' + (index + 1);
      while (xobjects.has(name(label))) label += 'x';
      xobjects.set(name(label), copied);
      drawing += 'q ' + matrix.map(decimal).join(' ') + ' cm /' + label + ' Do Q\\n';
    });
    resources.set(name('XObject'), xobjects);
    contents.unshift(context.register(context.stream('q\\n')));
    contents.push(context.register(context.stream(drawing)));
  }
  leaf.set(name('Resources'), resources);
  if (contents.length === 1) leaf.set(name('Contents'), contents[0]);
  else if (contents.length > 1) leaf.set(name('Contents'), context.obj(contents));
  target.addPage(PDFPage.of(leaf, context.register(leaf), target));
}

// ——— reading the upload ———

// One buffer for every PDF this worker reads, grown to the largest seen (at most the upload limit): a new
// 8 MB buffer and an 8 MB string per PDF were garbage the worker's heap kept until its next full
// collection, +77 MB of RSS after ten PDFs (QUALITY.md P4, decision 0220). pdf-lib copies what it keeps.
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

const budgetOf = (limits) => ({ stream: limits.maxStreamBytes, total: limits.maxTotalBytes, used: 0 });

async function sanitise(path, output, limits) {
  const bytes = await readWhole(path);
  prescanStreams(bytes, budgetOf(limits), limits.maxObjects);
  const objects = countDirectObjects(bytes);
  if (objects > limits.maxObjects) throw refuse('objects');
  const budget = budgetOf(limits);
  const source = await loadWithin(bytes, budget, objects, limits.maxObjects);
  const pages = source.getPages();
  if (pages.length < 1 || pages.length > limits.maxPages) throw refuse('pages');

  const target = await PDFDocument.create({ updateMetadata: false });
  const copier = new Copier(source.context, target.context, limits, budget);
  for (const page of pages) copyPage(page, copier, target);
  const copy = await target.save({
    useObjectStreams: false,
    addDefaultPage: false,
    updateFieldAppearances: false,
    objectsPerTick: Infinity,
  });
  if (copy.length > limits.maxOutputBytes) throw refuse('size');
  const reread = await loadWithin(copy, budgetOf(limits), 0, Infinity);
  if (reread.getPageCount() !== pages.length) throw refuse('rewrite');
  await writeFile(output, copy, { mode: 0o600 });
  return { pageCount: pages.length, byteSize: copy.length };
}

parentPort.on('message', async ({ id, path, limits }) => {
  try {
    parentPort.postMessage({ id, result: await sanitise(path, path + ${JSON.stringify(SANITISED_SUFFIX)}, limits) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;
