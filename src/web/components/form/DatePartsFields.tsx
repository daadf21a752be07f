// A month / day / year group (spec §3 birthday {day, month, year}; §9 months jan–dec by index).
// Issue 38 D19, the GOV.UK / USWDS date input: one error for the whole group, above its fields (an error
// under a 2-digit Day column wrapped mid-word), the fieldset described by it, and every part that is
// wrong marked aria-invalid (all of them when the date as a whole is wrong, e.g. not in the past).
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MONTH_KEYS } from '../../../domain/locale/date-format.js';
import { useLocale } from '../../lib/locale-context.js';
import { summaryLead } from './ErrorSummary.js';
import { MessageText } from './MessageText.js';
import type { DomainForm, NameOf } from './use-domain-form.js';
import type { FieldMessage } from './use-message.js';
import { useMessage } from './use-message.js';

export type DateParts = { day: string; month: string; year: string };

export const EMPTY_DATE_PARTS: DateParts = { day: '', month: '', year: '' };

/** The parts in the order they stand (month, day, year: the US order every locale of the site uses). */
const PARTS = ['month', 'day', 'year'] as const;
type Part = (typeof PARTS)[number];

/** A date the API gives as numbers, as the form's parts (empty when there is none). */
export function datePartsOf(date: { day: number; month: number; year: number } | null | undefined): DateParts {
  return date ? { day: String(date.day), month: String(date.month), year: String(date.year) } : EMPTY_DATE_PARTS;
}

/** An optional date left blank is no date at all. */
export function givenDate(date: DateParts): DateParts | null {
  return date.day || date.month || date.year ? date : null;
}

/**
 * The one error a date group shows (GOV.UK: the most important first): the first wrong part in the order
 * the parts stand, or else the error of the date as a whole. `part` names the part it is about, so that a
 * message that does not name it ("Please enter a number between 1 and 29.") is led by the part's label.
 */
export function dateGroupError(
  errors: Partial<Record<Part | 'group', FieldMessage>>,
): { part: Part | null; message: FieldMessage } | null {
  for (const part of PARTS) {
    const message = errors[part];
    if (message) return { part, message };
  }
  return errors.group ? { part: null, message: errors.group } : null;
}

export function DatePartsFields<Values>({
  form,
  name,
  legend,
  hint,
  onLeave,
}: {
  form: DomainForm<Values>;
  name: NameOf<Values, DateParts>;
  legend: string;
  hint?: string;
  /** focus left the group (the rabies date shows its errors from then on, decision 1011) */
  onLeave?: () => void;
}) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const value = form.values[name] as DateParts;
  const id = form.idOf(name);
  form.labelField(name, legend);
  const partErrors = Object.fromEntries(PARTS.map((part) => [part, form.errors[`${name}.${part}`]]));
  const groupMessage = form.errors[name];
  const shown = dateGroupError({ ...partErrors, group: groupMessage });
  const errorId = `${id}-error`;
  const describedBy = [hint ? `${id}-hint` : '', shown ? errorId : ''].filter(Boolean).join(' ');
  const set = (key: Part, text: string) => form.set(name, { ...value, [key]: text } as never);
  /** a part's control: labelled for the summary ("Birth date – Day"), invalid when it (or the whole date) is wrong */
  const control = (part: Part) => {
    const { id: partId } = form.fieldProps(`${name}.${part}`, t(`date.${part}`), `${legend} – ${t(`date.${part}`)}`);
    return { id: partId, ...(partErrors[part] || groupMessage ? { 'aria-invalid': true as const } : {}) };
  };
  const digits = (part: 'day' | 'year', maxLength: number) => (
    <div className="field">
      <label htmlFor={form.idOf(`${name}.${part}`)}>{t(`date.${part}`)}</label>
      <input
        {...control(part)}
        inputMode="numeric"
        maxLength={maxLength}
        size={maxLength + 1}
        value={value[part]}
        onChange={(event) => set(part, event.target.value.replace(/\D/g, ''))}
      />
    </div>
  );
  const left = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (onLeave && !event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
  };
  return (
    <fieldset
      id={id}
      className="fieldset date-parts"
      aria-describedby={describedBy || undefined}
      onBlur={onLeave ? left : undefined}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {shown ? (
        <p id={errorId} className="field-error date-parts-error">
          {shown.part ? summaryLead(t(`date.${shown.part}`), locale) : null}
          <MessageText message={shown.message} withAction />
        </p>
      ) : null}
      <div className="date-parts-row">
        <div className="field">
          <label htmlFor={form.idOf(`${name}.month`)}>{t('date.month')}</label>
          <select {...control('month')} value={value.month} onChange={(event) => set('month', event.target.value)}>
            <MonthOptions />
          </select>
        </div>
        {digits('day', 2)}
        {digits('year', 4)}
      </div>
    </fieldset>
  );
}

/** A month select's options: "Choose…" (the empty value), then the months in the page's language, 1–12. */
export function MonthOptions() {
  const { t } = useTranslation('account');
  const format = useMessage();
  return (
    <>
      <option value="">{t('date.choose')}</option>
      {MONTH_KEYS.map((key, index) => (
        <option key={key} value={String(index + 1)}>
          {format({ key: `validation.labels.month.${key}`, params: {} })}
        </option>
      ))}
    </>
  );
}
