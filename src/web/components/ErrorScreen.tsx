// spec §2.5 generic error screen.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../lib/chunk-load.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(t('error.title'));
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <img src="/error-dog.svg" alt="" width={120} height={120} />
      <h1 id="error-title">{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('error.tryAgain')}
        </button>
      ) : null}
    </section>
  );
}

type BoundaryProps = { children: ReactNode; resetKey?: string; fallback?: ReactNode };

/** Any render error below it shows the generic error screen instead of a blank page. */
export class ErrorBoundary extends Component<BoundaryProps, { error: Error | null; resetKey?: string }> {
  override state: { error: Error | null; resetKey?: string } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: Error | null; resetKey?: string }) {
    // navigating elsewhere clears the error
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('render error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      // a screen whose code did not load is asked for again by loading the page again (decision 0022)
      const retry =
        this.state.error instanceof ChunkLoadError
          ? () => window.location.reload()
          : () => this.setState({ error: null });
      return this.props.fallback ?? <ErrorScreen onRetry={retry} />;
    }
    return this.props.children;
  }
}
