// One labelled control with its hint and error (STYLE.md habit 4): the control is described by both,
// and marked aria-invalid while the error shows. The error hangs below the control and never widens
// it (app.css .field-error), so a field keeps its size when it shows an error.
import type { ReactNode } from 'react';
import { FieldError } from './FieldError.js';
import type { FieldMessage } from './use-message.js';

/** What a control needs from its field: its id and the ids of what describes it. */
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

export function controlProps(
  id: string,
  { error, hint, describedBy }: { error?: FieldMessage | undefined; hint?: boolean; describedBy?: string },
): ControlProps {
  const ids = [hint ? `${id}-hint` : '', describedBy ?? '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, ...(error ? { 'aria-invalid': true as const } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}

export type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldMessage | undefined;
  /** more ids that describe the control (e.g. the password checklist) */
  describedBy?: string;
  /** the text of a link the error carries, where the screen words it its own way */
  errorAction?: string;
  /** content after the error (e.g. the password checklist) */
  after?: ReactNode;
  children: (control: ControlProps) => ReactNode;
};

export function Field({ id, label, hint, error, describedBy, errorAction, after, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {children(controlProps(id, { error, hint: !!hint, ...(describedBy ? { describedBy } : {}) }))}
      <FieldError id={`${id}-error`} message={error} actionLabel={errorAction} />
      {after}
    </div>
  );
}

/** A checkbox before its label, its hint and error below both. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  error,
  hint,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: FieldMessage | undefined;
  hint?: ReactNode;
}) {
  return (
    <>
      <div className="field field-checkbox">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...controlProps(id, { error, hint: !!hint })}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="hint checkbox-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
