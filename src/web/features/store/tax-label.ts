// The tax line of a basket and a receipt: with its rate when tax is charged; with nothing taxed (a licence
// alone) the line says "Tax" and $0.00, so the jurisdiction's rate does not read as applied.
import { useTranslation } from 'react-i18next';
import { formatBasisPointsAsPercent } from '../../../domain/locale/money.js';
import { useLocale } from '../../lib/locale-context.js';

export function useTaxLabel(): (taxCents: number, rateBasisPoints: number) => string {
  const { t } = useTranslation('store');
  const locale = useLocale();
  return (taxCents, rateBasisPoints) =>
    taxCents === 0
      ? t('basket.taxNone')
      : t('basket.tax', { rate: formatBasisPointsAsPercent(rateBasisPoints, locale) });
}
