// A staff form's buttons in a row (issue 17): save, then cancel; `children` stand between them (the FAQ
// item's "Remove").
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../form/Form.js';
import type { DomainForm } from '../form/use-domain-form.js';
import './staff-form-actions.css';

export function StaffFormActions({
  form,
  label,
  busyLabel,
  onCancel,
  children,
}: {
  form: Pick<DomainForm<never>, 'submitting'>;
  label: string;
  busyLabel: string;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="staff-actions">
      <SubmitButton form={form} label={label} busyLabel={busyLabel} />
      {children}
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {t('modal.cancel')}
      </button>
    </div>
  );
}
