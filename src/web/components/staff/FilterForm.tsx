// The staff console's filter row (issue 17): labelled controls side by side, then the actions; what it
// filters by lives in the address, so the screen owns the values.
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthOptions } from '../form/DatePartsFields.js';
import { Field } from '../form/Field.js';

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

/** A filter date's parts as typed: a month (1–12, as its select's value), a day (days only) and a year. */
type FilterDateParts = { month: string; day: string; year: string };

/**
 * The address's form of the parts: `2026-03-07` (a day) or `2026-03` (a month) once every part is there,
 * else the parts as typed, which the screen's range check refuses ("said, not sent").
 */
export function filterDateOf(parts: FilterDateParts, type: 'date' | 'month'): string {
  const given = type === 'date' ? [parts.year, parts.month, parts.day] : [parts.year, parts.month];
  if (given.every((part) => part === '')) return '';
  if (given.some((part) => part === '')) return given.join('-');
  const [year, month, day] = given.map((part, index) => (index === 0 ? part : part.padStart(2, '0')));
  return type === 'date' ? `${year}-${month}-${day}` : `${year}-${month}`;
}

/** The parts of an address's `2026-03-07` or `2026-03` (empty parts where there is none). */
export function filterDatePartsOf(value: string): FilterDateParts {
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month: month ? String(Number(month)) : '', day: day ? String(Number(day)) : '' };
}

/**
 * A day or a month as the portal's own month / day / year parts, in the portal's language (issue 38: a
 * native date input speaks the browser's language and order, not the page's). `errorId` names the row's
 * error while it shows.
 */
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
  const { t } = useTranslation('account');
  const [parts, setParts] = useState(() => filterDatePartsOf(value));
  // the screen set another value (Clear, Back to another address): the parts follow it
  if (filterDateOf(parts, type) !== value) setParts(filterDatePartsOf(value));
  const set = (part: keyof FilterDateParts, text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    onChange(filterDateOf(next, type));
  };
  const invalid = errorId ? { 'aria-invalid': true as const } : {};
  const digits = (part: 'day' | 'year', maxLength: number) => (
    <div className="field">
      <label htmlFor={`${id}-${part}`}>{t(`date.${part}`)}</label>
      <input
        id={`${id}-${part}`}
        inputMode="numeric"
        maxLength={maxLength}
        size={maxLength + 1}
        value={parts[part]}
        {...invalid}
        onChange={(event) => set(part, event.target.value.replace(/\D/g, ''))}
      />
    </div>
  );
  return (
    <fieldset id={id} className="filter-date" aria-describedby={errorId}>
      <legend>{label}</legend>
      <div className="date-parts-row">
        <div className="field">
          <label htmlFor={`${id}-month`}>{t('date.month')}</label>
          <select
            id={`${id}-month`}
            value={parts.month}
            {...invalid}
            onChange={(event) => set('month', event.target.value)}
          >
            <MonthOptions />
          </select>
        </div>
        {type === 'date' ? digits('day', 2) : null}
        {digits('year', 4)}
      </div>
    </fieldset>
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
