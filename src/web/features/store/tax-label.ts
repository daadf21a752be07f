// The tax line of a basket and a receipt: with its rate when tax is charged; with nothing taxed (a licence
// alone) the line says "Tax" and $0.00, so the jurisdiction's rate does not read as applied.
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { formatBasisPointsAsPercent } from '../../../domain/locale/money.js';

type Translate = (key: 'basket.tax' | 'basket.taxNone', options?: { rate: string }) => string;

export function taxLabel(t: Translate, taxCents: number, rateBasisPoints: number, locale: LocaleCode): string {
  return taxCents === 0
    ? t('basket.taxNone')
    : t('basket.tax', { rate: formatBasisPointsAsPercent(rateBasisPoints, locale) });
}
