// One product (decision 0401): its picture (a live preview for an engraved tag), description and price,
// its options, the engraving, a quantity and "Add to Basket". A product not sold here is the
// not-found page of spec §2.18; a failed load its error state.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BASKET_LINE_MAX_QUANTITY } from '../../../domain/store/basket.rules.js';
import { CATEGORY_ROUTE, ENGRAVING } from '../../../domain/store/catalog.js';
import { getHref } from '../../../domain/shared/routes.js';
import { ChoiceField } from '../../components/form/ChoiceField.js';
import { Field } from '../../components/form/Field.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { InputField } from '../../components/form/InputField.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import type { ProductFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useMoney } from '../../lib/money.js';
import { ProductNotFound, StoreError } from './ProductNotFound.js';
import { productImageUrl } from './product-images.js';
import { TagPreview } from './TagPreview.js';
import { useProductForm } from './use-product-form.js';
import { useProduct } from './use-store.js';
import './store.css';

export function ProductPage() {
  const [params] = useSearchParams();
  const { state, reload } = useProduct(params.get('id') ?? '');
  const { t } = useTranslation('store');
  useDocumentTitle(state.status === 'ready' && state.data ? state.data.name : t('all.title'));
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error')
    return (
      <PublicPage title={t('all.title')} className="store-page">
        <StoreError onRefresh={reload} />
      </PublicPage>
    );
  if (!state.data) return <ProductNotFound />;
  return (
    <ProductDetails
      key={state.data.id}
      product={state.data}
      preselect={{ design: params.get('design'), color: params.get('color'), size: params.get('size') }}
    />
  );
}

function ProductDetails({
  product,
  preselect,
}: {
  product: ProductFieldsFragment;
  /** the URL's choice of options (a Tag Gallery tile's, decision 0406) */
  preselect: Record<string, string | null>;
}) {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const { form, added, clearAdded, lengths } = useProductForm(product, preselect);
  const { values, errors } = form;
  const money = useMoney();
  const category = t(`categories.${product.category}.title`);
  for (const field of ['design', 'color', 'size'] as const) form.labelField(field, t(`options.${field}.label`));
  form.labelField('quantity', t('product.quantity'));
  return (
    <PublicPage title={product.name} className="store-page product-page">
      <p className="store-back">
        <Link to={getHref(CATEGORY_ROUTE[product.category], locale)}>{t('product.backTo', { category })}</Link>
      </p>
      <div className="page-columns product-layout">
        <div className="product-picture">
          {product.engraved ? (
            <TagPreview
              imageKey={product.imageKey}
              color={values.color}
              design={values.design || null}
              lines={[values.line1, values.line2]}
            />
          ) : (
            <img src={productImageUrl(product.imageKey)} alt="" width={320} height={240} />
          )}
        </div>
        <div className="product-buy">
          <p className="product-description">{product.description}</p>
          <p className="product-price">{money(product.price)}</p>
          {product.category === 'WALLET_CARD' ? (
            <div className="product-design-card">
              <Link className="button" to={getHref('WalletCardDesigner', locale)}>
                {t('product.designCard')}
              </Link>
              <p className="hint">{t('product.designCardHint')}</p>
            </div>
          ) : null}
          <Form form={form} className="product-form" onChange={clearAdded}>
            {product.options.map((option) => (
              <ChoiceField
                key={option.kind}
                id={form.idOf(option.kind)}
                legend={t(`options.${option.kind}.label`)}
                choices={option.values.map((value) => ({ value, label: t(`options.${option.kind}.${value}`) }))}
                value={values[option.kind as 'design' | 'color' | 'size']}
                onChange={(value) => form.set(option.kind as 'design' | 'color' | 'size', value)}
                error={errors[option.kind]}
              />
            ))}
            {product.engraved ? (
              <fieldset className="fieldset">
                <legend>{t('product.engraving')}</legend>
                {/* issue 38 D6: typed as it is (no "/" filter, no maxLength); the count and any issue show live */}
                <InputField
                  form={form}
                  name="line1"
                  label={t('product.line1')}
                  required
                  hint={t('product.lineCount', { count: lengths[0], limit: ENGRAVING.maxLength })}
                />
                <InputField
                  form={form}
                  name="line2"
                  label={t('product.line2')}
                  hint={`${t('product.line2Hint')} ${t('product.lineCount', { count: lengths[1], limit: ENGRAVING.maxLength })}`}
                />
              </fieldset>
            ) : null}
            <Field id={form.idOf('quantity')} label={t('product.quantity')} error={errors.quantity}>
              {(control) => (
                <select
                  {...control}
                  className="quantity-select"
                  value={values.quantity}
                  onChange={(event) => form.set('quantity', event.target.value)}
                >
                  {Array.from({ length: BASKET_LINE_MAX_QUANTITY }, (_, index) => String(index + 1)).map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <SubmitButton form={form} label={t('product.addToBasket')} busyLabel={t('product.adding')} />
            {added ? (
              <p className="added-note" role="status">
                {t('product.added', { count: added.count })}{' '}
                <Link to={getHref('Basket', locale)}>{t('product.viewBasket')}</Link>
              </p>
            ) : null}
          </Form>
        </div>
      </div>
    </PublicPage>
  );
}
