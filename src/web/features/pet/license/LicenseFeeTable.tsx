// A licence's fee as the checkout will charge it: the base fee for the term, each discount taken off,
// the late fee, and the total (tax-exempt).
import { useTranslation } from 'react-i18next';
import type { LicenseFeeFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { useMoney } from '../../../lib/money.js';

export function LicenseFeeTable({ fee, termYears }: { fee: LicenseFeeFieldsFragment; termYears: number }) {
  const { t } = useTranslation('licensing');
  const money = useMoney();
  const less = (amount: LicenseFeeFieldsFragment['base']) => `−${money(amount)}`;
  return (
    <table className="license-fee">
      <caption>{t('fee.caption')}</caption>
      <tbody>
        <tr>
          <th scope="row">{t('fee.base', { count: termYears })}</th>
          <td>{money(fee.base)}</td>
        </tr>
        {fee.seniorDiscount.amountCents > 0 ? (
          <tr>
            <th scope="row">{t('fee.seniorDiscount')}</th>
            <td>{less(fee.seniorDiscount)}</td>
          </tr>
        ) : null}
        {fee.exemption.amountCents > 0 ? (
          <tr>
            <th scope="row">{t('fee.exemption')}</th>
            <td>{less(fee.exemption)}</td>
          </tr>
        ) : null}
        {fee.lateFee.amountCents > 0 ? (
          <tr>
            <th scope="row">{t('fee.lateFee')}</th>
            <td>{money(fee.lateFee)}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('fee.total')}</th>
          <td>{money(fee.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
