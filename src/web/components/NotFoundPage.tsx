import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { useLocale } from '../lib/locale-context.js';
import { PublicPage } from './PageTemplates.js';

export function NotFoundPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('notFound.title'));
  return (
    <PublicPage title={t('notFound.title')} lede={t('notFound.body')}>
      <p>
        <Link to={`/${locale}/`}>{t('notFound.home')}</Link>
      </p>
    </PublicPage>
  );
}
