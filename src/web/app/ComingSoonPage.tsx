import { useTranslation } from 'react-i18next';
import { PublicPage } from '../components/PageTemplates.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** A real route whose screen a later issue builds; it says so plainly. */
export function ComingSoonPage({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const title = t(`screens.${screen}`);
  useDocumentTitle(title);
  return (
    <PublicPage title={title}>
      <p className="notice">
        <strong>{t('shell.comingSoonTitle')}: </strong>
        {t('shell.comingSoonBody', { screen: title })}
      </p>
    </PublicPage>
  );
}
