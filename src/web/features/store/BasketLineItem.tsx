// One basket line: picture, name, the chosen options and engraving, the price it was added at (and the
// price now, when it changed), its quantity and "Remove".
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BASKET_LINE_MAX_QUANTITY } from '../../../domain/store/basket.rules.js';
import { useIsoDate } from '../../lib/dates.js';
import { API_BASE_URL, serverErrorText } from '../../lib/graphql-client.js';
import type { BasketFieldsFragment } from '../../lib/graphql-types.generated.js';
import { productImageUrl } from './product-images.js';
import { isTagShape, TagPreview } from './TagPreview.js';

type Line = BasketFieldsFragment['lines'][number];

const optionOf = (line: Line, kind: string): string | null =>
  line.options.find((option) => option.kind === kind)?.value ?? null;
type Amount = { amountCents: number; currency: string };

export function BasketLineItem({
  line,
  busy,
  money,
  onQuantity,
  onRemove,
}: {
  line: Line;
  busy: boolean;
  money: (amount: Amount) => string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(['store', 'common', 'serverErrors']);
  const formatDate = useIsoDate();
  const quantityId = useId();
  const priceChanged = line.currentPrice !== null && line.currentPrice.amountCents !== line.unitPrice.amountCents;
  const headingId = `${quantityId}-name`;
  return (
    <li className="basket-line">
      <article aria-labelledby={headingId}>
        {/* a designed wallet card shows its own front (decision 0801); a tag, its shape in the chosen
            colour and design with its engraving, as the product page drew it (decision 0406, review D35) */}
        {isTagShape(line.imageKey) ? (
          <TagPreview
            imageKey={line.imageKey}
            color={optionOf(line, 'color') ?? ''}
            design={optionOf(line, 'design')}
            lines={[line.engraving[0] ?? '', line.engraving[1] ?? '']}
          />
        ) : (
          <img
            src={
              line.walletCardId
                ? `${API_BASE_URL}/api/wallet-cards/${encodeURIComponent(line.walletCardId)}/front.svg`
                : productImageUrl(line.imageKey)
            }
            alt=""
            width={120}
            height={line.walletCardId ? 76 : 90}
          />
        )}
        <div className="basket-line-details">
          <h2 id={headingId} className="basket-line-name">
            {line.productName}
          </h2>
          {line.options.length > 0 || line.engraving.length > 0 ? (
            <ul className="basket-line-options">
              {line.options.map((option) => (
                <li key={option.kind}>
                  {t('optionLine', {
                    label: t(`options.${option.kind}.label`),
                    value: t(`options.${option.kind}.${option.value}`),
                  })}
                </li>
              ))}
              {line.engraving.length > 0 ? (
                <li>{t('optionLine', { label: t('product.engraving'), value: line.engraving.join(' / ') })}</li>
              ) : null}
            </ul>
          ) : null}
          {line.petName ? <p className="basket-line-pet">{t('basket.forPet', { name: line.petName })}</p> : null}
          {/* a Smart Tracker plan for a pet: its price is the device and the subscription (decision 0402) */}
          {line.petName && line.imageKey === 'smart-tracker' ? (
            <p className="basket-line-pet">{t('tracker.deviceIncluded')}</p>
          ) : null}
          {line.license ? (
            <ul className="basket-line-options">
              <li>
                {t('basket.licenseTerm', {
                  count: line.license.termYears,
                  start: formatDate(line.license.termStart),
                  end: formatDate(line.license.termEnd),
                })}
              </li>
              <li>{t('basket.notTaxed')}</li>
            </ul>
          ) : null}
          <p className="basket-line-price">
            {t('basket.each', { price: money(line.unitPrice) })}
            {priceChanged && line.currentPrice ? (
              <strong className="price-changed"> {t('basket.priceNow', { price: money(line.currentPrice) })}</strong>
            ) : null}
            {line.problem ? (
              <strong className="price-changed"> {serverErrorText(t, line.problem)}</strong>
            ) : line.currentPrice === null ? (
              <strong className="price-changed"> {t('basket.notSold')}</strong>
            ) : null}
          </p>
        </div>
        <div className="basket-line-actions">
          {line.petName ? (
            <p className="basket-line-quantity">
              {line.license ? t('basket.oneLicense') : line.walletCardId ? t('basket.oneCard') : t('basket.oneDevice')}
            </p>
          ) : (
            <>
              <label htmlFor={quantityId}>{t('product.quantity')}</label>
              <select
                id={quantityId}
                className="quantity-select"
                value={line.quantity}
                // not `disabled` while a change is sent: a disabled control drops the keyboard's focus to the page
                aria-disabled={busy || undefined}
                onChange={(event) => {
                  if (!busy) onQuantity(Number(event.target.value));
                }}
              >
                {Array.from({ length: BASKET_LINE_MAX_QUANTITY }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </>
          )}
          <p className="basket-line-total">{money(line.lineTotal)}</p>
          <button
            type="button"
            className="link-button"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onRemove();
            }}
            aria-label={t('basket.removeLabel', { name: line.productName })}
          >
            {t('basket.remove')}
          </button>
        </div>
      </article>
    </li>
  );
}
