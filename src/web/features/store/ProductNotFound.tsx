// spec §2.18 product-not-found page: "Ooops... product not found!", a 404 picture, "Back to Store" and
// "View All Products"; and the error state: "Ooops... something went wrong!" with "Click to Refresh".
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { LoadFailed } from '../../components/LoadFailed.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { useLocale } from '../../lib/locale-context.js';
import { NOT_FOUND_IMAGE_URL } from './product-images.js';

export function ProductNotFound() {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const navigate = useNavigate();
  const store = getHref('Store', locale);
  return (
    <PublicPage title={t('notFound.title')} className="store-page store-not-found">
      <img src={NOT_FOUND_IMAGE_URL} alt={t('notFound.imageAlt')} width={320} height={200} />
      <p className="action-row">
        <Link to={store}>{t('notFound.backToStore')}</Link>
        <button type="button" className="button" onClick={() => navigate(store)}>
          {t('notFound.viewAll')}
        </button>
      </p>
    </PublicPage>
  );
}

/** The error state of a store page: the reload is the page's own. */
export function StoreError({ onRefresh = () => window.location.reload() }: { onRefresh?: () => void }) {
  const { t } = useTranslation('store');
  return <LoadFailed title={t('error.title')} retry={t('error.refresh')} onRetry={onRefresh} />;
}
