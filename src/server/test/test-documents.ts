// PDFs made for the rabies-proof tests (decision 0220): real ones of n pages with pdf-lib, and the
// refusals — encrypted, a "bomb" whose object stream inflates to 64 MB, and one of 25,000 objects; and
// a PDF read back as a reader sees it.
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

/**
 * What pdf.js (the readers' library) finds on a PDF's first page: its text, an item a line, and how many
 * images it paints; with the document's number of pages.
 */
export async function readFirstPage(bytes: Uint8Array): Promise<{ pages: number; text: string; images: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const page = await document.getPage(1);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
    const operators = await page.getOperatorList();
    const images = operators.fnArray.filter((fn) => fn === pdfjs.OPS.paintImageXObject).length;
    return { pages: document.numPages, text, images };
  } finally {
    await document.destroy();
  }
}

/** A real PDF of `pages` US-letter pages, each saying its number. */
export async function pdfWithPages(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) {
    const added = document.addPage([612, 792]);
    added.drawText(`Rabies vaccination certificate, page ${page} of ${pages}`, { x: 72, y: 700, size: 18, font });
  }
  return Buffer.from(await document.save());
}

/** A PDF whose trailer names an /Encrypt dictionary (pdf-lib refuses to parse it). */
export async function encryptedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  document.context.trailerInfo.Encrypt = document.context.obj({ Filter: PDFName.of('Standard'), V: 2, R: 3 });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** Hand-written PDF objects with an xref good enough for a lenient reader. */
export function rawPdf(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  for (const object of objects) {
    offsets.push(length);
    parts.push(object);
    length += object.length;
  }
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

const pageObjects = () => [
  Buffer.from('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n'),
  Buffer.from('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n'),
  Buffer.from('3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n'),
];

/** A "PDF bomb": an object stream of ~64 KB that inflates to 64 MB of zeros. */
export function pdfBomb(): Buffer {
  const data = deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
  const stream = Buffer.concat([
    Buffer.from(`4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream\nendobj\n'),
  ]);
  return rawPdf([...pageObjects(), stream]);
}

/** A PDF of one page and 25,000 empty objects (more than any certificate needs). */
export function pdfOfManyObjects(): Buffer {
  const filler = Array.from({ length: 25_000 }, (_, index) => Buffer.from(`${index + 4} 0 obj\nnull\nendobj\n`));
  return rawPdf([...pageObjects(), ...filler]);
}
