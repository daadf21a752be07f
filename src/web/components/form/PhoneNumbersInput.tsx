// spec §2.7: type (Mobile, Home, Work), a digits-only number shown as (XXX) XXX-XXXX, Remove.
import { useTranslation } from 'react-i18next';
import {
  formatPhone,
  MAX_PHONES,
  PHONE_TYPE_LABELS,
  PHONE_TYPES,
  phoneDigitsFromInput,
} from '../../../domain/account/phone.rules.js';
import { Field } from './Field.js';
import { FieldError } from './FieldError.js';
import type { DomainForm, NameOf } from './use-domain-form.js';
import { useMessage } from './use-message.js';

/** One row as the API has it; the domain schema checks the type (spec §2.7). */
export type PhoneEntry = { type: string; number: string };

export function PhoneNumbersInput<Values>({
  form,
  name,
}: {
  form: DomainForm<Values>;
  name: NameOf<Values, PhoneEntry[]>;
}) {
  const { t } = useTranslation('account');
  const format = useMessage();
  const phones = form.values[name] as PhoneEntry[];
  const change = (next: PhoneEntry[]) => form.set(name, next as never);
  const update = (index: number, edit: Partial<PhoneEntry>) =>
    change(phones.map((phone, at) => (at === index ? { ...phone, ...edit } : phone)));
  form.labelField(name, t('signUp.phones'));
  return (
    <fieldset id={form.idOf(name)} className="fieldset">
      <legend>{t('signUp.phones')}</legend>
      <FieldError id={`${form.idOf(name)}-error`} message={form.errors[name]} />
      {phones.map((phone, index) => {
        const path = `${name}.${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
          <div className="phone-row" key={index}>
            <Field {...form.fieldProps(`${path}.type`, t('signUp.phoneType', { number: index + 1 }))}>
              {(control) => (
                <select
                  {...control}
                  value={phone.type}
                  onChange={(event) => update(index, { type: event.target.value })}
                >
                  {PHONE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {format({ key: PHONE_TYPE_LABELS[type], params: {} })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field {...form.fieldProps(`${path}.number`, t('signUp.phoneNumber', { number: index + 1 }))}>
              {(control) => (
                <input
                  {...control}
                  type="tel"
                  inputMode="numeric"
                  autoComplete={index === 0 ? 'tel-national' : 'off'}
                  placeholder="(555) 555-0123"
                  value={formatPhone(phone.number)}
                  onChange={(event) => update(index, { number: phoneDigitsFromInput(event.target.value) })}
                />
              )}
            </Field>
            {phones.length > 1 ? (
              <button
                type="button"
                className="link-button"
                aria-label={t('signUp.removePhone', { number: index + 1 })}
                onClick={() => change(phones.filter((_, at) => at !== index))}
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
          onClick={() => change([...phones, { type: 'H', number: '' }])}
        >
          {t('signUp.addPhone')}
        </button>
      ) : null}
    </fieldset>
  );
}
