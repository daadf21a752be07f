import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** A real route whose screen a later issue builds; it says so plainly. */
export function ComingSoonPage({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const title = t(`screens.${screen}`);
  useDocumentTitle(title);
  return (
    <section className="page-section" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="notice">
        <strong>{t('shell.comingSoonTitle')}: </strong>
        {t('shell.comingSoonBody', { screen: title })}
      </p>
    </section>
  );
}
