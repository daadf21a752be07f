// A select bound to a form of the kit by name: value, change, id and error come from the form; the
// options are the caller's.
import type { ReactNode } from 'react';
import { Field } from './Field.js';
import { type BoundFieldProps, textBinding } from './InputField.js';

export function SelectField<Values>({
  form,
  name,
  label,
  hint,
  children,
}: Omit<BoundFieldProps<Values>, 'autoComplete' | 'required'> & { children: ReactNode }) {
  return (
    <Field {...form.fieldProps(name, label)} hint={hint}>
      {(control) => (
        <select {...control} {...textBinding(form, name)}>
          {children}
        </select>
      )}
    </Field>
  );
}
