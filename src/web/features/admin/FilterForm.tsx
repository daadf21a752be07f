// The staff console's filter row (issue 17): labelled controls side by side, then the actions; what it
// filters by lives in the address, so the screen owns the values.
import type { FormEvent, ReactNode } from 'react';
import { Field } from '../../components/form/Field.js';

export function FilterForm({
  label,
  onApply,
  actions,
  after,
  noValidate,
  children,
}: {
  label: string;
  onApply: () => void;
  actions: ReactNode;
  /** below the row: an error that concerns all of it */
  after?: ReactNode;
  noValidate?: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className="admin-filters" onSubmit={submit} aria-label={label} noValidate={noValidate}>
      {children}
      <div className="admin-filters-actions">{actions}</div>
      {after}
    </form>
  );
}

/** A select of values with "any" first (the empty value). */
export function SelectFilter({
  id,
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A day or a month; `errorId` names the row's error while it shows. */
export function DateFilter({
  id,
  label,
  type,
  value,
  onChange,
  errorId,
}: {
  id: string;
  label: string;
  type: 'date' | 'month';
  value: string;
  onChange: (value: string) => void;
  errorId?: string | undefined;
}) {
  return (
    <Field id={id} label={label} {...(errorId ? { describedBy: errorId } : {})}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          aria-invalid={errorId ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The row's error that concerns it whole (a range), announced; the controls name it by `id`. */
export function FilterError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="field-error" role="alert">
      {children}
    </p>
  );
}
