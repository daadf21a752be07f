// Inputs bound to a form of the kit by name: value, change, id and error come from the form.
import type { ReactNode } from 'react';
import { Field } from './Field.js';
import type { DomainForm, NameOf } from './use-domain-form.js';

export type BoundFieldProps<Values> = {
  form: DomainForm<Values>;
  name: NameOf<Values, string>;
  label: ReactNode;
  hint?: ReactNode;
  autoComplete?: string;
  required?: boolean;
};

/**
 * What binds a text control to the form by name: its name, the form's value and the change that sets it
 * (`filter` first, where the field takes only some of what is typed). Every text field of the kit uses it.
 */
export function textBinding<Values>(
  form: DomainForm<Values>,
  name: NameOf<Values, string>,
  filter?: (text: string) => string,
) {
  return {
    name,
    value: form.values[name] as string,
    onChange: (event: { target: { value: string } }) =>
      form.set(name, (filter ? filter(event.target.value) : event.target.value) as never),
  };
}

export type InputFieldProps<Values> = BoundFieldProps<Values> & {
  type?: 'text' | 'email' | 'tel';
  onBlur?: () => void;
  onFocus?: () => void;
  /** after each change (e.g. to drop an error a check on blur gave) */
  onEdit?: () => void;
  errorAction?: string;
  inputProps?: {
    maxLength?: number;
    autoCapitalize?: string;
    spellCheck?: boolean;
    inputMode?: 'text' | 'numeric' | 'tel' | 'email';
    placeholder?: string;
  };
  /** what a typed or pasted value becomes (TextField: spec §5 General refuses "/") */
  filter?: (text: string) => string;
  /** shown under the field's error, inside the field (a help link, say) */
  after?: ReactNode;
};

export function InputField<Values>({
  form,
  name,
  label,
  hint,
  autoComplete = 'off',
  required,
  type = 'text',
  onBlur,
  onFocus,
  onEdit,
  errorAction,
  inputProps,
  filter,
  after,
}: InputFieldProps<Values>) {
  const binding = textBinding(form, name, filter);
  return (
    <Field {...form.fieldProps(name, label)} hint={hint} errorAction={errorAction} after={after}>
      {(control) => (
        <input
          {...control}
          {...inputProps}
          {...binding}
          type={type}
          autoComplete={autoComplete}
          required={required}
          onChange={(event) => {
            binding.onChange(event);
            onEdit?.();
          }}
          onBlur={onBlur}
          onFocus={onFocus}
        />
      )}
    </Field>
  );
}

/** An e-mail address: typed as it is (an address may hold a "/"). */
export function EmailField<Values>(props: Omit<InputFieldProps<Values>, 'type' | 'filter'>) {
  return <InputField autoComplete="email" {...props} type="email" />;
}
