// The Tag Gallery (spec §1, §2.2; decision 0406): every tag sold in the shopper's country in each
// design and colour, drawn by the product page's own preview with the pet's name, filtered by shape and
// colour in the page; a tile opens its product page with its design and colour chosen.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { GALLERY_ALL, type GalleryTile, tileProductQuery } from '../../../domain/store/tag-gallery.js';
import { EmptyState } from '../../components/EmptyState.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import type { ProductFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useMoney } from '../../lib/money.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { StoreError } from './ProductNotFound.js';
import { ShopPrompt } from './ShopPrompt.js';
import { TagPreview } from './TagPreview.js';
import { useTagGallery } from './use-tag-gallery.js';
import './store.css';

export function TagGalleryPage() {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const gallery = useTagGallery();
  const money = useMoney();
  const shapeSelect = useRef<HTMLSelectElement>(null);
  useDocumentTitle(t('gallery.title'));
  const { state, facets, filter, tiles } = gallery;
  const productOf = (shape: string) => gallery.products.find((product) => product.imageKey === shape);
  const filtered = filter.shape !== GALLERY_ALL || filter.color !== GALLERY_ALL;
  const clear = () => {
    gallery.clearFilter();
    shapeSelect.current?.focus();
  };
  return (
    <PublicPage title={t('gallery.title')} lede={t('gallery.lede')} className="store-page gallery-page">
      <p className="store-back">
        <Link to={getHref('StoreTags', locale)}>{t('gallery.backToTags')}</Link>
      </p>
      {state.status === 'loading' ? <LoadingIndicator /> : null}
      {state.status === 'error' ? <StoreError /> : null}
      {state.status === 'ready' && tiles.length === 0 ? (
        <ShopPrompt title={t('all.emptyTitle')} body={t('all.emptyBody')} action={t('notFound.viewAll')} />
      ) : null}
      {state.status === 'ready' && tiles.length > 0 ? (
        <>
          <fieldset className="gallery-filters">
            <legend>{t('gallery.filters')}</legend>
            <div className="gallery-filter">
              <label htmlFor="gallery-shape">{t('gallery.shape')}</label>
              <select
                id="gallery-shape"
                ref={shapeSelect}
                value={filter.shape}
                onChange={(event) => gallery.setFilter({ shape: event.target.value })}
              >
                <option value={GALLERY_ALL}>{t('gallery.allShapes')}</option>
                {facets.shapes.map((shape) => (
                  <option key={shape} value={shape}>
                    {productOf(shape)?.name ?? shape}
                  </option>
                ))}
              </select>
            </div>
            <div className="gallery-filter">
              <label htmlFor="gallery-color">{t('gallery.color')}</label>
              <select
                id="gallery-color"
                value={filter.color}
                onChange={(event) => gallery.setFilter({ color: event.target.value })}
              >
                <option value={GALLERY_ALL}>{t('gallery.allColors')}</option>
                {facets.colors.map((color) => (
                  <option key={color} value={color}>
                    {t(`options.color.${color}`)}
                  </option>
                ))}
              </select>
            </div>
            {filtered && gallery.shownCount > 0 ? (
              <button type="button" className="button button-secondary gallery-clear" onClick={clear}>
                {t('gallery.clear')}
              </button>
            ) : null}
          </fieldset>
          <p className="gallery-count" role="status">
            {t('gallery.shown', { count: gallery.shownCount, total: tiles.length })}
          </p>
          {gallery.shownCount === 0 ? (
            <EmptyState
              title={t('gallery.emptyTitle')}
              action={
                <button type="button" className="button" onClick={clear}>
                  {t('gallery.clear')}
                </button>
              }
            >
              {t('gallery.emptyBody')}
            </EmptyState>
          ) : null}
          {gallery.groups.map((group) => {
            const product = productOf(group.shape);
            if (!product) return null;
            return (
              <section key={group.shape} className="gallery-group" aria-labelledby={`gallery-${group.shape}`}>
                <div className="gallery-group-head">
                  <h2 id={`gallery-${group.shape}`}>{product.name}</h2>
                  <p className="gallery-price">{money(product.price)}</p>
                </div>
                <ul className="gallery-grid">
                  {group.tiles.map((tile) => (
                    <GalleryTileItem key={tile.key} tile={tile} name={gallery.name} />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      ) : null}
    </PublicPage>
  );
}

/** One tile: the tag drawn with the pet's name; its link's name says shape, colour and design. */
function GalleryTileItem({ tile, name }: { tile: GalleryTile<ProductFieldsFragment>; name: string }) {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const color = tile.color ? t(`options.color.${tile.color}`) : null;
  const design = tile.design ? t('gallery.designName', { design: t(`options.design.${tile.design}`) }) : null;
  const parts = [color, design].filter((part): part is string => part !== null);
  return (
    <li className="gallery-tile">
      {/* the name says the shape too (each section's heading shows it once); the visible lines are in it, in order */}
      <Link
        className="gallery-tile-link"
        to={getHref('StoreProduct', locale, tileProductQuery(tile))}
        aria-label={[tile.product.name, ...parts].join(', ')}
      >
        <TagPreview
          imageKey={tile.shape}
          color={tile.color ?? ''}
          design={tile.design}
          lines={[name, t('gallery.phonePlaceholder')]}
        />
        <span className="gallery-tile-name">
          {parts.map((part, index) => (
            <span key={part} className={index === 0 ? 'gallery-tile-first' : 'gallery-tile-more'}>
              {part}
            </span>
          ))}
          {parts.length === 0 ? <span className="gallery-tile-first">{tile.product.name}</span> : null}
        </span>
      </Link>
    </li>
  );
}
