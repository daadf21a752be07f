import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { useLocale } from '../lib/locale-context.js';

export function NotFoundPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="page-section" aria-labelledby="page-title">
      <h1 id="page-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={`/${locale}/`}>{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
