import type { ReactNode } from 'react';
import { Field } from './Field.js';
import { type BoundFieldProps, textBinding } from './InputField.js';
import { PasswordInput } from './PasswordInput.js';

/** A password with the show/hide toggle (spec §2.6). */
export function PasswordField<Values>({
  form,
  name,
  label,
  autoComplete = 'current-password',
  required,
  describedBy,
  after,
}: BoundFieldProps<Values> & {
  autoComplete?: 'current-password' | 'new-password';
  describedBy?: string;
  after?: ReactNode;
}) {
  return (
    <Field {...form.fieldProps(name, label)} after={after} {...(describedBy ? { describedBy } : {})}>
      {({ id, ...described }) => (
        <PasswordInput
          id={id}
          {...textBinding(form, name)}
          autoComplete={autoComplete}
          required={required}
          {...described}
        />
      )}
    </Field>
  );
}
