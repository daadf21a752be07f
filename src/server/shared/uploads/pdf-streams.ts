// The decoding of a PDF's streams with a cap on what they inflate to (decision 0221), as CommonJS the PDF
// worker evaluates (pdf-worker.ts) and the unit tests evaluate the same way (pdf-streams.test.ts). Every
// stream any parser reads — pdf-lib's object and cross-reference streams while it loads the file, then
// every stream the sanitised copy keeps — is decoded here, never by pdf-lib's own decoders:
// - FlateDecode by zlib's raw inflate after the 2-byte zlib header pdf-lib and pdf.js check too (their
//   decoders do not verify the Adler-32 trailer either), with `maxOutputLength` at the room left: zlib
//   stops as soon as the output would pass it (a 1 GiB bomb is refused after 32 MiB, in ~25 ms);
// - LZW, RunLength, ASCII85 and ASCIIHex by pdf-lib's classes read a block at a time (each block is
//   bounded) until the room is used up;
// - an image codec (DCT, JPX, JBIG2, CCITT) ends the chain: its output is bounded by the image's declared
//   width and height, which the sanitiser caps;
// - anything else (Crypt, an unknown name) is refused.
// Each stage's output counts against the stream's cap and the document's total: `budget` is
// { stream, total, used }.
//
// In scope when evaluated: `zlib` (node:zlib), `streams` (pdf-lib's Stream, LZWStream, Ascii85Stream,
// AsciiHexStream, RunLengthStream classes) and `refuse(reason)` (an Error with `refused: true`).

export const PDF_STREAM_DECODING = `
const IMAGE_CODECS = new Set(['DCTDecode', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode']);

function roomIn(budget) {
  const room = Math.min(budget.stream, budget.total - budget.used);
  if (room < 1) throw refuse('bomb');
  return room;
}

/** zlib data (header checked, then inflated raw) within the room left; Z_SYNC_FLUSH keeps a truncated stream's bytes */
function inflateWithin(data, budget) {
  const room = roomIn(budget);
  if (data.length < 2) throw refuse('flate');
  const cmf = data[0];
  const flg = data[1];
  if ((cmf & 0x0f) !== 8 || ((cmf << 8) | flg) % 31 !== 0 || flg & 0x20) throw refuse('flate');
  let output;
  try {
    output = zlib.inflateRawSync(data.subarray(2), {
      maxOutputLength: room,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
  } catch (error) {
    if (error && (error.code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)) throw refuse('bomb');
    throw refuse('flate');
  }
  budget.used += output.length;
  return output;
}

/** a pdf-lib DecodeStream read a block at a time until its end or the room left */
function drainWithin(decoder, budget) {
  const room = roomIn(budget);
  while (!decoder.eof && decoder.bufferLength <= room) {
    const before = decoder.bufferLength;
    decoder.readBlock();
    if (decoder.bufferLength === before && !decoder.eof) break;
  }
  if (decoder.bufferLength > room) throw refuse('bomb');
  budget.used += decoder.bufferLength;
  return decoder.buffer.subarray(0, decoder.bufferLength);
}

/**
 * A stream's data through its filters ([{ name, earlyChange }], in order): { bytes, codec } where codec is
 * the image codec the chain ends with (bytes are then its input), or null (bytes are fully decoded).
 */
function decodeWithin(data, filters, budget) {
  let bytes = data;
  for (let index = 0; index < filters.length; index++) {
    const { name, earlyChange } = filters[index];
    if (IMAGE_CODECS.has(name)) {
      if (index !== filters.length - 1) throw refuse('filter');
      return { bytes, codec: name };
    }
    if (name === 'FlateDecode') bytes = inflateWithin(bytes, budget);
    else if (name === 'LZWDecode')
      bytes = drainWithin(new streams.LZWStream(new streams.Stream(bytes), undefined, earlyChange ?? 1), budget);
    else if (name === 'ASCII85Decode') bytes = drainWithin(new streams.Ascii85Stream(new streams.Stream(bytes)), budget);
    else if (name === 'ASCIIHexDecode') bytes = drainWithin(new streams.AsciiHexStream(new streams.Stream(bytes)), budget);
    else if (name === 'RunLengthDecode') bytes = drainWithin(new streams.RunLengthStream(new streams.Stream(bytes)), budget);
    else throw refuse('filter');
  }
  return { bytes, codec: null };
}

/** PDF whitespace, which may sit between a \`stream\` keyword and its data (a zlib header never starts with it) */
function isPdfSpace(byte) {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
}

/**
 * Before any parser reads the file: every \`stream\` keyword's data (wherever it is, whatever its dictionary
 * says) that starts with a zlib header is inflated within the budget; zlib finds the end of its data by
 * itself, so neither /Length nor \`endstream\` is trusted. Refuses 'bomb' past a cap and 'objects' past
 * maxStreams keywords; returns how many it saw.
 */
function prescanStreams(bytes, budget, maxStreams) {
  let count = 0;
  for (let at = bytes.indexOf('stream', 0, 'latin1'); at !== -1; at = bytes.indexOf('stream', at + 6, 'latin1')) {
    if (at >= 3 && bytes[at - 3] === 0x65 && bytes[at - 2] === 0x6e && bytes[at - 1] === 0x64) continue; // endstream
    count++;
    if (count > maxStreams) throw refuse('objects');
    let data = at + 6;
    while (data < bytes.length && data < at + 16 && isPdfSpace(bytes[data])) data++;
    const cmf = bytes[data];
    const flg = bytes[data + 1];
    if (data + 1 >= bytes.length || (cmf & 0x0f) !== 8 || ((cmf << 8) | flg) % 31 !== 0 || flg & 0x20) continue;
    try {
      inflateWithin(bytes.subarray(data), budget);
    } catch (error) {
      if (error && error.message === 'bomb') throw error;
    }
  }
  return count;
}
`;
