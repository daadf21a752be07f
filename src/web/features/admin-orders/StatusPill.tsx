// An order's status as a coloured pill (the order list and the order page).
import { useTranslation } from 'react-i18next';

export function StatusPill({ status }: { status: string }) {
  const { t } = useTranslation('adminOrders');
  return <span className={`status-pill status-${status.toLowerCase()}`}>{t(`status.${status}`)}</span>;
}
