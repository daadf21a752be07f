// A group of radio buttons with its legend and error (the kit's other controls' way: the group is
// described by its error and marked aria-invalid while it shows).
import { useId } from 'react';
import { colonAfterLabel } from '../../../domain/locale/locales.js';
import { useLocale } from '../../lib/locale-context.js';
import { FieldError } from './FieldError.js';
import type { FieldMessage } from './use-message.js';

export type Choice<Value> = { value: Value; label: string };

export function ChoiceField<Value extends string | boolean>({
  id,
  legend,
  choices,
  value,
  onChange,
  error,
  inline = true,
  readOnly = false,
}: {
  id: string;
  legend: string;
  choices: ReadonlyArray<Choice<Value>>;
  value: Value | null | '';
  onChange: (value: Value) => void;
  error?: FieldMessage | undefined;
  /** side by side (short answers) or one under another */
  inline?: boolean;
  /** a locked answer (e.g. a licensed pet's species): shown as text, not as radio buttons */
  readOnly?: boolean;
}) {
  const name = useId();
  const locale = useLocale();
  const chosen = choices.find((choice) => choice.value === value);
  if (readOnly && chosen)
    return (
      <p className="read-only">
        <strong>
          {legend}
          {colonAfterLabel(locale).trimEnd()}
        </strong>{' '}
        {chosen.label}
      </p>
    );
  return (
    <fieldset
      id={id}
      className={`fieldset choice-field${inline ? ' is-inline' : ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      <div className="choice-options">
        {choices.map((choice) => (
          <label key={String(choice.value)} className="choice">
            <input type="radio" name={name} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
