// pdf.js, loaded only when a PDF is shown (QUALITY.md P5: the PDF viewer is a heavy part): the library
// and its worker (a URL Vite emits as an asset) come on the first call, once.
import type { PDFDocumentProxy } from 'pdfjs-dist';

let library: Promise<typeof import('pdfjs-dist')> | undefined;

function loadPdfJs() {
  library ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  return library;
}

/** spec §9: PDFs are rendered at scale 1. */
export const PDF_RENDER_SCALE = 1;

/** Opens the PDF at `url` (same origin, with the session cookie); `destroy()` when done with it. */
export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({ url, withCredentials: true, isEvalSupported: false }).promise;
}

/** Draws page `pageNumber` (1-based) of `document` on `canvas` at PDF_RENDER_SCALE. */
export async function renderPdfPage(document: PDFDocumentProxy, pageNumber: number, canvas: HTMLCanvasElement) {
  const page = await document.getPage(pageNumber);
  const viewport = page.getViewport({ scale: PDF_RENDER_SCALE });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  const task = page.render({ canvas, viewport });
  await task.promise;
  return task;
}
