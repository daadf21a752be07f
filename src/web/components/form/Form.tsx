// A form of the kit: the form-level alert and the error summary at its top, then its fields.
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from './ErrorSummary.js';
import { FormAlert } from './FormAlert.js';
import type { DomainForm } from './use-domain-form.js';

export function Form<Values>({
  form,
  children,
  ...props
}: { form: DomainForm<Values>; children: ReactNode } & Omit<ComponentProps<'form'>, 'onSubmit' | 'ref'>) {
  const { t } = useTranslation();
  const alertId = form.idOf('form-alert');
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      aria-describedby={form.formMessage ? alertId : undefined}
      {...props}
    >
      <FormAlert id={alertId} message={form.formMessage} />
      <ErrorSummary ref={form.summaryRef} title={t('form.fixErrors')} items={form.summary} />
      {children}
    </form>
  );
}

/**
 * The submit button, its label saying so while the form is sent. It stays focusable meanwhile
 * (`aria-disabled`, not `disabled`: a disabled button drops focus to the page's body, and a keyboard
 * user whose payment is declined would start again from the top); the form ignores a second submit.
 */
export function SubmitButton({
  form,
  label,
  busyLabel,
  className = 'button',
}: {
  form: Pick<DomainForm<never>, 'submitting'>;
  label: string;
  busyLabel?: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} aria-disabled={form.submitting || undefined}>
      {form.submitting && busyLabel ? busyLabel : label}
    </button>
  );
}
