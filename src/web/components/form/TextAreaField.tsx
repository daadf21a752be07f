// A textarea bound to a form of the kit by name: value, change, id and error come from the form. The
// text is kept as typed (a note, a message, HTML for the server to sanitise): no filter.
import { Field } from './Field.js';
import { type BoundFieldProps, textBinding } from './InputField.js';

export function TextAreaField<Values>({
  form,
  name,
  label,
  hint,
  rows,
  maxLength,
  className,
  disabled,
  autoFocus,
}: Omit<BoundFieldProps<Values>, 'autoComplete' | 'required'> & {
  rows: number;
  maxLength?: number;
  className?: string;
  disabled?: boolean;
  /** only where the person just asked to type here (an Edit button) */
  autoFocus?: boolean;
}) {
  return (
    <Field {...form.fieldProps(name, label)} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          {...textBinding(form, name)}
          rows={rows}
          maxLength={maxLength}
          className={className}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: only given where the person pressed a button to type here
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}
