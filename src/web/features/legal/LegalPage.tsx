import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.js';

export function LegalPage({ page }: { page: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const title = t(page === 'terms' ? 'termsTitle' : 'privacyTitle');
  useDocumentTitle(title);
  return (
    <article className="page-section" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{t(page === 'terms' ? 'termsBody' : 'privacyBody')}</p>
    </article>
  );
}
