// spec §2.7: type (Mobile, Home, Work), a digits-only number shown as (XXX) XXX-XXXX, Remove.
import { useTranslation } from 'react-i18next';
import {
  formatPhone,
  PHONE_TYPE_LABELS,
  PHONE_TYPES,
  type PhoneType,
  phoneDigitsFromInput,
} from '../../../domain/account/phone.rules.js';
import { errorProps, FieldError } from './FieldError.js';
import { useMessage } from './use-message.js';

/** One row as the API has it; the domain schema checks the type (spec §2.7). */
export type PhoneEntry = { type: string; number: string };

const MAX_PHONES = 3;

export function PhoneNumbersInput({
  phones,
  onChange,
  errors,
  idOf,
}: {
  phones: PhoneEntry[];
  onChange: (phones: PhoneEntry[]) => void;
  errors: Record<string, string>;
  idOf: (path: string) => string;
}) {
  const { t } = useTranslation('account');
  const format = useMessage();
  const update = (index: number, change: Partial<PhoneEntry>) =>
    onChange(phones.map((phone, at) => (at === index ? { ...phone, ...change } : phone)));
  return (
    <fieldset className="fieldset">
      <legend>{t('signUp.phones')}</legend>
      {errors.phones ? <FieldError id={`${idOf('phones')}-error`} message={errors.phones} /> : null}
      {phones.map((phone, index) => {
        const typeId = idOf(`phones.${index}.type`);
        const numberId = idOf(`phones.${index}.number`);
        const numberError = errors[`phones.${index}.number`];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
          <div className="phone-row" key={index}>
            <div className="field">
              <label htmlFor={typeId}>{t('signUp.phoneType', { number: index + 1 })}</label>
              <select
                id={typeId}
                value={phone.type}
                onChange={(event) => update(index, { type: event.target.value as PhoneType })}
              >
                {PHONE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {format({ key: PHONE_TYPE_LABELS[type], params: {} })}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={numberId}>{t('signUp.phoneNumber', { number: index + 1 })}</label>
              <input
                id={numberId}
                type="tel"
                inputMode="numeric"
                autoComplete={index === 0 ? 'tel-national' : 'off'}
                placeholder="(555) 555-0123"
                value={formatPhone(phone.number)}
                onChange={(event) => update(index, { number: phoneDigitsFromInput(event.target.value) })}
                {...errorProps(numberId, numberError)}
              />
              <FieldError id={`${numberId}-error`} message={numberError} />
            </div>
            {phones.length > 1 ? (
              <button
                type="button"
                className="link-button"
                aria-label={t('signUp.removePhone', { number: index + 1 })}
                onClick={() => onChange(phones.filter((_, at) => at !== index))}
              >
                {t('signUp.remove')}
              </button>
            ) : null}
          </div>
        );
      })}
      {phones.length < MAX_PHONES ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onChange([...phones, { type: 'H', number: '' }])}
        >
          {t('signUp.addPhone')}
        </button>
      ) : null}
    </fieldset>
  );
}
