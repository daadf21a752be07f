// The state of a paged PDF view (spec §2.14, §4 Rabies uploader): the document opened once per URL, the
// page from 1 to the page count (clampPdfPage), the page drawn on the canvas, and a pdfError state
// (spec §8) when loading or drawing fails.
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { clampPdfPage } from '../../../domain/rabies/rabies.rules.js';
import { openPdf, renderPdfPage } from './pdf-document.js';

export type PdfViewerState = {
  status: 'loading' | 'ready' | 'error';
  page: number;
  pageCount: number;
  canvasRef: React.RefObject<HTMLCanvasElement | null>;
  goTo: (page: number) => void;
};

export function usePdfViewer(url: string): PdfViewerState {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [status, setStatus] = useState<PdfViewerState['status']>('loading');
  const [page, setPage] = useState(1);

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    setStatus('loading');
    setDocument(null);
    setPage(1);
    openPdf(url).then(
      (loaded) => {
        opened = loaded;
        if (cancelled) void loaded.destroy();
        else setDocument(loaded);
      },
      () => {
        if (!cancelled) setStatus('error');
      },
    );
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [url]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!document || !canvas) return;
    let cancelled = false;
    let task: Awaited<ReturnType<typeof renderPdfPage>> | null = null;
    renderPdfPage(document, page, canvas).then(
      (done) => {
        task = done;
        if (!cancelled) setStatus('ready');
      },
      (error: { name?: string }) => {
        if (!cancelled && error?.name !== 'RenderingCancelledException') setStatus('error');
      },
    );
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, page]);

  const pageCount = document?.numPages ?? 0;
  return {
    status,
    page,
    pageCount,
    canvasRef,
    goTo: (next) => setPage(clampPdfPage(next, pageCount)),
  };
}
