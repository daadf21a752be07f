// A month / day / year group (spec §3 birthday {day, month, year}; §9 months jan–dec by index).
import { useTranslation } from 'react-i18next';
import { MONTH_KEYS } from '../../../domain/locale/date-format.js';
import { Field } from './Field.js';
import { FieldError } from './FieldError.js';
import type { DomainForm, NameOf } from './use-domain-form.js';
import { useMessage } from './use-message.js';

export type DateParts = { day: string; month: string; year: string };

export const EMPTY_DATE_PARTS: DateParts = { day: '', month: '', year: '' };

/** A date the API gives as numbers, as the form's parts (empty when there is none). */
export function datePartsOf(date: { day: number; month: number; year: number } | null | undefined): DateParts {
  return date ? { day: String(date.day), month: String(date.month), year: String(date.year) } : EMPTY_DATE_PARTS;
}

/** An optional date left blank is no date at all. */
export function givenDate(date: DateParts): DateParts | null {
  return date.day || date.month || date.year ? date : null;
}

export function DatePartsFields<Values>({
  form,
  name,
  legend,
  hint,
}: {
  form: DomainForm<Values>;
  name: NameOf<Values, DateParts>;
  legend: string;
  hint?: string;
}) {
  const { t } = useTranslation('account');
  const format = useMessage();
  const value = form.values[name] as DateParts;
  const id = form.idOf(name);
  const part = (key: keyof DateParts) =>
    form.fieldProps(`${name}.${key}`, t(`date.${key}`), `${legend} – ${t(`date.${key}`)}`);
  form.labelField(name, legend);
  const set = (key: keyof DateParts, text: string) => form.set(name, { ...value, [key]: text } as never);
  const digits = (key: 'day' | 'year', maxLength: number) => (
    <Field {...part(key)}>
      {(control) => (
        <input
          {...control}
          inputMode="numeric"
          maxLength={maxLength}
          size={maxLength + 1}
          value={value[key]}
          onChange={(event) => set(key, event.target.value.replace(/\D/g, ''))}
        />
      )}
    </Field>
  );
  return (
    <fieldset id={id} className="fieldset date-parts" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={form.errors[name]} />
      <div className="date-parts-row">
        <Field {...part('month')}>
          {(control) => (
            <select {...control} value={value.month} onChange={(event) => set('month', event.target.value)}>
              <option value="">{t('date.choose')}</option>
              {MONTH_KEYS.map((key, index) => (
                <option key={key} value={String(index + 1)}>
                  {format({ key: `validation.labels.month.${key}`, params: {} })}
                </option>
              ))}
            </select>
          )}
        </Field>
        {digits('day', 2)}
        {digits('year', 4)}
      </div>
    </fieldset>
  );
}
