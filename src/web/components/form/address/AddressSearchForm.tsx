// spec §2.8 Address search form, §4 Address form states, §5 Address rules. Two modes: suggestion
// (search, read-only label, optional unit) and manual (every field). Rules come from the domain; the
// state is use-address-search-form's.
import { useTranslation } from 'react-i18next';
import { type Address, buildAddressLabel } from '../../../../domain/address/address.rules.js';
import type { CountryCode } from '../../../../domain/locale/locales.js';
import { acceptsTypedCharacter } from '../../../../domain/shared/text.rules.js';
import { Field } from '../Field.js';
import { AddressCombobox } from './AddressCombobox.js';
import { AddressTextField, ManualAddressForm } from './ManualAddressForm.js';
import { useAddressSearchForm } from './use-address-search-form.js';
import './address-search.css';

export type AddressSearchFormProps = {
  country: CountryCode;
  /** the committed address, or null while there is none (or the one shown is not valid) */
  value: Address | null;
  /** called with a valid address (domain schema parsed), or null when there is no valid address */
  onChange: (address: Address | null) => void;
  /** offer the Additional / PO Box line (a mailing address); a PO box alone is then accepted (spec §5) */
  allowAdditional?: boolean;
  legend: string;
  /** prefix of every element id, unique on the page (e.g. "home-address", "mailing-address") */
  idPrefix: string;
  /** an already translated error from the enclosing form, e.g. "Please enter your address." */
  error?: string | null;
  /**
   * asks the address's country first (My Details: "Country of your home"): its label, and what choosing
   * one does; the form's fields, labels and checks follow `country`
   */
  countryChoice?: { label: string; onChange: (country: CountryCode) => void };
};

export function AddressSearchForm({
  country,
  value,
  onChange,
  allowAdditional = false,
  legend,
  idPrefix,
  error,
  countryChoice,
}: AddressSearchFormProps) {
  const { t } = useTranslation(['address', 'validation']);
  const ids = (suffix: string) => `${idPrefix}-${suffix}`;
  const form = useAddressSearchForm({ country, value, onChange, allowAdditional });
  const { mode, chosen, chosenRef, unitText, unitError, retrieving, retrieveFailed } = form;

  const outerErrorId = ids('error');

  return (
    <fieldset id={idPrefix} className="fieldset address-search" aria-describedby={error ? outerErrorId : undefined}>
      <legend>{legend}</legend>
      {error ? (
        <p id={outerErrorId} className="field-error">
          {error}
        </p>
      ) : null}
      {countryChoice ? (
        <Field id={ids('country')} label={countryChoice.label}>
          {(control) => (
            <select
              {...control}
              autoComplete={`section-${idPrefix} country`}
              value={country}
              onChange={(event) => countryChoice.onChange(event.target.value === 'CA' ? 'CA' : 'US')}
            >
              <option value="US">{t('common:header.countryUS')}</option>
              <option value="CA">{t('common:header.countryCA')}</option>
            </select>
          )}
        </Field>
      ) : null}

      {mode === 'suggestion' ? (
        <>
          <AddressCombobox
            id={ids('search')}
            country={country}
            onPickManual={form.pickManual}
            onPickSuggestion={(suggestion) => void form.pickSuggestion(suggestion)}
            busy={retrieving}
            problem={retrieveFailed ? t('address:search.unavailable') : null}
            errorId={error ? outerErrorId : null}
          />
          {chosen ? (
            <fieldset className="address-chosen" tabIndex={-1} ref={chosenRef}>
              <legend className="address-chosen-title">{t('address:chosen.title')}</legend>
              <p className="address-label" data-testid={ids('label')}>
                {buildAddressLabel(chosen)}
              </p>
              <AddressTextField
                id={ids('chosen-unit')}
                label={t('address:fields.unitOptional')}
                value={unitText}
                error={unitError}
                autoComplete={`section-${idPrefix} address-line2`}
                onChange={form.onUnitChange}
                onKeyDown={(event) => {
                  if (!acceptsTypedCharacter(event.key)) event.preventDefault();
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void form.commitUnit(unitText);
                  }
                }}
                onBlur={() => void form.commitUnit(unitText)}
              />
              <button type="button" className="link-button" onClick={form.editChosen}>
                {t('address:actions.edit')}
              </button>
            </fieldset>
          ) : null}
        </>
      ) : (
        <ManualAddressForm idPrefix={idPrefix} country={country} allowAdditional={allowAdditional} form={form} />
      )}
    </fieldset>
  );
}
