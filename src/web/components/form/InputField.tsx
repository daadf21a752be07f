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
}: InputFieldProps<Values>) {
  return (
    <Field {...form.fieldProps(name, label)} hint={hint} errorAction={errorAction}>
      {(control) => (
        <input
          {...control}
          {...inputProps}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={required}
          value={form.values[name] as string}
          onChange={(event) => {
            form.set(name, (filter ? filter(event.target.value) : event.target.value) as never);
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
