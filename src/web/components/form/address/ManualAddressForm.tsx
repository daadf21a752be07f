// spec §2.8 manual address form: every field, "add address" checks it with the domain's rules.
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '../../../../domain/locale/locales.js';
import { REGION_NAMES, regionsOf } from '../../../../domain/locale/regions.js';
import { filterTypedText } from '../../../../domain/shared/text.rules.js';
import { Field } from '../Field.js';
import { FormAlert } from '../FormAlert.js';
import type { ManualField } from './address-form.js';
import type { useAddressSearchForm } from './use-address-search-form.js';

export function ManualAddressForm({
  idPrefix,
  country,
  allowAdditional,
  form,
}: {
  idPrefix: string;
  country: CountryCode;
  allowAdditional: boolean;
  form: ReturnType<typeof useAddressSearchForm>;
}) {
  const { t } = useTranslation(['address', 'validation']);
  const ids = (suffix: string) => `${idPrefix}-${suffix}`;
  const { draft, fieldErrors, formErrors, incomplete, confirmNeeded, fieldRef, setField, onManualKeyDown } = form;
  const textField = (field: ManualField, label: string, autoComplete?: string) => (
    <AddressTextField
      key={field}
      id={ids(field)}
      label={label}
      value={draft[field]}
      error={fieldErrors[field]}
      inputRef={fieldRef(field)}
      autoComplete={autoComplete ? `section-${idPrefix} ${autoComplete}` : 'off'}
      onChange={(text) => setField(field, text)}
      onKeyDown={onManualKeyDown}
    />
  );
  const regionLabel = country === 'US' ? t('address:fields.state') : t('address:fields.province');
  const formErrorId = ids('form-error');
  return (
    <div className="address-manual" aria-describedby={formErrors.length > 0 ? formErrorId : undefined}>
      {incomplete ? <p className="notice">{t('address:manual.incomplete')}</p> : null}
      {confirmNeeded ? <p className="notice">{t('address:manual.confirm')}</p> : null}
      <FormAlert id={formErrorId} message={formErrors.length > 0 ? formErrors : null} />
      {textField('civic', t('address:fields.civic'))}
      {textField('street', t('address:fields.street'))}
      {textField('unit', t('address:fields.unit'), 'address-line2')}
      {allowAdditional ? textField('additional', t('address:fields.additional'), 'address-line3') : null}
      {textField('cityName', t('address:fields.city'), 'address-level2')}
      <Field id={ids('province')} label={regionLabel} error={fieldErrors.province}>
        {(control) => (
          <select
            {...control}
            ref={fieldRef('province')}
            autoComplete={`section-${idPrefix} address-level1`}
            value={draft.province}
            onChange={(event) => setField('province', event.target.value)}
          >
            <option value="">
              {country === 'US' ? t('address:fields.selectState') : t('address:fields.selectProvince')}
            </option>
            {regionsOf(country).map((code) => (
              <option key={code} value={code}>
                {t(`address:regions.${code}`, { defaultValue: REGION_NAMES[code] })}
              </option>
            ))}
          </select>
        )}
      </Field>
      {textField(
        'postalCode',
        country === 'US' ? t('address:fields.zip') : t('address:fields.postalCode'),
        'postal-code',
      )}
      <div className="address-actions">
        <button type="button" className="button" onClick={() => void form.submitManual()}>
          {t('address:actions.add')}
        </button>
        <button type="button" className="link-button" onClick={form.cancelManual}>
          {t('address:actions.searchAgain')}
        </button>
      </div>
    </div>
  );
}

/** A text field of the address form: spec §5 General, "/" is refused as it is typed. */
export function AddressTextField({
  id,
  label,
  value,
  error,
  autoComplete,
  onChange,
  onKeyDown,
  onBlur,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  /** an encoded domain message */
  error: string | null | undefined;
  autoComplete: string;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field id={id} label={label} error={error ?? undefined}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="text"
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(filterTypedText(event.target.value))}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
