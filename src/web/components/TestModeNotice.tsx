// Issue 36 (3): "Test mode — no money is taken", the one clear statement wherever the embedded test
// processor takes a payment or took one: the basket's payment step, Billing Details' card form, the
// receipt, each entry of Order History and the staff order page. `compact`: a badge within a list entry.
import { useTranslation } from 'react-i18next';
import './test-mode-notice.css';

export function TestModeNotice({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <p className={compact ? 'test-mode-notice test-mode-notice-compact' : 'test-mode-notice'}>
      <strong>{t('testMode.notice')}</strong>
    </p>
  );
}
