// A month / day / year group (spec §3 birthday {day, month, year}; §9 months jan–dec by index).
import { useTranslation } from 'react-i18next';
import { MONTH_KEYS } from '../../../domain/locale/date-format.js';
import { errorProps, FieldError } from './FieldError.js';
import { useMessage } from './use-message.js';

export type DateParts = { day: string; month: string; year: string };

export function DatePartsFields({
  legend,
  hint,
  value,
  onChange,
  errors,
  path,
  idOf,
}: {
  legend: string;
  hint?: string;
  value: DateParts;
  onChange: (value: DateParts) => void;
  errors: Record<string, string>;
  path: string;
  idOf: (path: string) => string;
}) {
  const { t } = useTranslation('account');
  const format = useMessage();
  const groupError = errors[path];
  const part = (name: keyof DateParts) => `${path}.${name}`;
  const hintId = `${idOf(path)}-hint`;
  return (
    <fieldset className="fieldset date-parts" aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${idOf(path)}-error`} message={groupError} />
      <div className="date-parts-row">
        <div className="field">
          <label htmlFor={idOf(part('month'))}>{t('date.month')}</label>
          <select
            id={idOf(part('month'))}
            value={value.month}
            onChange={(event) => onChange({ ...value, month: event.target.value })}
            {...errorProps(idOf(part('month')), errors[part('month')])}
          >
            <option value="">{t('date.choose')}</option>
            {MONTH_KEYS.map((key, index) => (
              <option key={key} value={String(index + 1)}>
                {format({ key: `validation.labels.month.${key}`, params: {} })}
              </option>
            ))}
          </select>
          <FieldError id={`${idOf(part('month'))}-error`} message={errors[part('month')]} />
        </div>
        <div className="field">
          <label htmlFor={idOf(part('day'))}>{t('date.day')}</label>
          <input
            id={idOf(part('day'))}
            inputMode="numeric"
            maxLength={2}
            size={3}
            value={value.day}
            onChange={(event) => onChange({ ...value, day: event.target.value.replace(/\D/g, '') })}
            {...errorProps(idOf(part('day')), errors[part('day')])}
          />
          <FieldError id={`${idOf(part('day'))}-error`} message={errors[part('day')]} />
        </div>
        <div className="field">
          <label htmlFor={idOf(part('year'))}>{t('date.year')}</label>
          <input
            id={idOf(part('year'))}
            inputMode="numeric"
            maxLength={4}
            size={5}
            value={value.year}
            onChange={(event) => onChange({ ...value, year: event.target.value.replace(/\D/g, '') })}
            {...errorProps(idOf(part('year')), errors[part('year')])}
          />
          <FieldError id={`${idOf(part('year'))}-error`} message={errors[part('year')]} />
        </div>
      </div>
    </fieldset>
  );
}
