// spec §2.1, §2.18 (decision 0401): one category's store page (the routes StoreTags, StoreSmartTracker,
// StoreWalletCards, StoreCollars), listing what is sold in the shopper's country.
import { Suspense } from 'react';
import { lazyChunk } from '../../lib/chunk-load.js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductCategory } from '../../../domain/store/catalog.js';
import { getHref } from '../../../domain/shared/routes.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { useLocale } from '../../lib/locale-context.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ProductCard } from './ProductCard.js';
import { StoreError } from './ProductNotFound.js';
import { ShopPrompt } from './ShopPrompt.js';
import { useProducts } from './use-store.js';
import './store.css';

// the smart tracker page's two blocks (decision 0402), in their own chunk: other store pages never load them
const SmartTrackerBlocks = lazyChunk(() =>
  import('./tracker/SmartTrackerBlocks.js').then((module) => ({ default: module.SmartTrackerBlocks })),
);

/** One category's page (the routes StoreTags, StoreSmartTracker, StoreWalletCards, StoreCollars). */
export function StoreCategoryPage({ category }: { category: ProductCategory }) {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const state = useProducts(category);
  const title = t(`categories.${category}.title`);
  useDocumentTitle(title);
  return (
    <PublicPage title={title} lede={t(`categories.${category}.lede`)} className="store-page">
      <p className="store-back">
        <Link to={getHref('Store', locale)}>{t('all.backToStore')}</Link>
      </p>
      {category === 'TAG' ? (
        <p className="gallery-link">
          <Link to={getHref('StoreTagGallery', locale)}>{t('gallery.fromTags')}</Link>
        </p>
      ) : null}
      {category === 'SMART_TRACKER' ? (
        <Suspense fallback={<LoadingIndicator />}>
          <SmartTrackerBlocks />
        </Suspense>
      ) : null}
      {state.status === 'loading' ? <LoadingIndicator /> : null}
      {state.status === 'error' ? <StoreError /> : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <ShopPrompt title={t('all.emptyTitle')} body={t('all.emptyBody')} action={t('notFound.viewAll')} />
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="product-grid">
          {state.data.map((product) => (
            <ProductCard key={product.id} product={product} headingLevel={2} />
          ))}
        </ul>
      ) : null}
    </PublicPage>
  );
}
