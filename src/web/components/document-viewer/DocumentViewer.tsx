// A document to look at (spec §2.14): an image, or a PDF in a paged viewer (pdf.js, loaded only here;
// render scale 1; previous/next with "Page n of m", the toolbar only with more than one page; the
// pdfError state shown to the person). Generic: the caller gives the URL, whether it is a PDF and the
// words that describe it.
import { useTranslation } from 'react-i18next';
import { showPdfPaging } from '../../../domain/rabies/rabies.rules.js';
import { usePdfViewer } from './use-pdf-viewer.js';
import './document-viewer.css';

export type DocumentViewerProps = {
  url: string;
  isPdf: boolean;
  /** what the document is, for a screen reader (the image's alt, the canvas's label) */
  description: string;
};

export function DocumentViewer({ url, isPdf, description }: DocumentViewerProps) {
  return (
    <figure className="document-viewer">
      {isPdf ? (
        <PdfView url={url} description={description} />
      ) : (
        <img className="document-viewer-image" src={url} alt={description} />
      )}
    </figure>
  );
}

function PdfView({ url, description }: { url: string; description: string }) {
  const { t } = useTranslation();
  const viewer = usePdfViewer(url);
  const { page, pageCount, status } = viewer;
  if (status === 'error')
    return (
      <p className="document-viewer-error" role="alert">
        {t('documentViewer.pdfError')}{' '}
        <a href={url.replace(/([?&])view=1&?/, '$1')} download>
          {t('documentViewer.download')}
        </a>
      </p>
    );
  const pageText = t('documentViewer.pageOf', { page, count: pageCount });
  return (
    <>
      {status === 'loading' ? (
        <p className="document-viewer-loading" role="status">
          {t('documentViewer.loading')}
        </p>
      ) : null}
      {showPdfPaging(pageCount) ? (
        <div className="document-viewer-toolbar">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => viewer.goTo(page - 1)}
            disabled={page <= 1}
            aria-label={t('documentViewer.previousLabel')}
          >
            {t('documentViewer.previous')}
          </button>
          <span aria-live="polite">{pageText}</span>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => viewer.goTo(page + 1)}
            disabled={page >= pageCount}
            aria-label={t('documentViewer.nextLabel')}
          >
            {t('documentViewer.next')}
          </button>
        </div>
      ) : null}
      <div className="document-viewer-page">
        <canvas
          ref={viewer.canvasRef}
          role="img"
          aria-label={pageCount > 0 ? `${description} – ${pageText}` : description}
          hidden={status !== 'ready'}
        />
      </div>
    </>
  );
}
