// A licence's fee as the checkout will charge it: the base fee for the term, each discount taken off,
// the late fee, and the total (tax-exempt).
import { useTranslation } from 'react-i18next';
import type { LicenseFeeFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { useMoney } from '../../../lib/money.js';
import { FiguresTable } from '../../../components/FiguresTable.js';

export function LicenseFeeTable({ fee, termYears }: { fee: LicenseFeeFieldsFragment; termYears: number }) {
  const { t } = useTranslation('licensing');
  const money = useMoney();
  const less = (amount: LicenseFeeFieldsFragment['base']) => `−${money(amount)}`;
  return (
    <FiguresTable
      className="license-fee"
      caption={t('fee.caption')}
      rows={[
        { key: 'base', label: t('fee.base', { count: termYears }), value: money(fee.base) },
        fee.seniorDiscount.amountCents > 0 && {
          key: 'senior',
          label: t('fee.seniorDiscount'),
          value: less(fee.seniorDiscount),
        },
        fee.exemption.amountCents > 0 && { key: 'exemption', label: t('fee.exemption'), value: less(fee.exemption) },
        fee.lateFee.amountCents > 0 && { key: 'late', label: t('fee.lateFee'), value: money(fee.lateFee) },
      ]}
      total={{ label: t('fee.total'), value: money(fee.total) }}
    />
  );
}
