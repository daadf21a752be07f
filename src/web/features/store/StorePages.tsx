// spec §2.1, §2.18 store pages (decision 0401): Shop All, and one page per category (tags, smart
// tracker, wallet cards, collars) listing what is sold in the shopper's country.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_ROUTE, PRODUCT_CATEGORIES, type ProductCategory } from '../../../domain/store/catalog.js';
import { getHref } from '../../../domain/shared/routes.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { useLocale } from '../../lib/locale-context.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ProductCard } from './ProductCard.js';
import { StoreError } from './ProductNotFound.js';
import { productImageUrl } from './product-images.js';
import { useProducts } from './use-store.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import './store.css';

const CATEGORY_IMAGE: Record<ProductCategory, string> = {
  TAG: 'tag-bone',
  SMART_TRACKER: 'smart-tracker',
  WALLET_CARD: 'wallet-card',
  COLLAR: 'collar-nylon',
};

/** Shop All: the categories, then every product under its category's heading. */
export function StorePage() {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const state = useProducts(null);
  useDocumentTitle(t('all.title'));
  return (
    <PublicPage title={t('all.title')} lede={t('all.lede')} className="store-page">
      <nav aria-label={t('all.categories')}>
        <ul className="category-cards">
          {PRODUCT_CATEGORIES.map((category) => (
            <li key={category} className="category-card">
              <img src={productImageUrl(CATEGORY_IMAGE[category])} alt="" width={320} height={240} />
              <Link to={getHref(CATEGORY_ROUTE[category], locale)}>{t(`categories.${category}.title`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {state.status === 'loading' ? <LoadingIndicator /> : null}
      {state.status === 'error' ? <StoreError /> : null}
      {state.status === 'ready'
        ? PRODUCT_CATEGORIES.map((category) => {
            const products = state.data.filter((product) => product.category === category);
            if (products.length === 0) return null;
            return (
              <LabelledSection key={category} className="store-section" heading={t(`categories.${category}.title`)}>
                <ul className="product-grid">
                  {products.map((product) => (
                    <ProductCard key={product.id} product={product} />
                  ))}
                </ul>
              </LabelledSection>
            );
          })
        : null}
    </PublicPage>
  );
}
