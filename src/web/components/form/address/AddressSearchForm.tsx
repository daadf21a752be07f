// spec §2.8 Address search form, §4 Address form states, §5 Address rules. Two modes: suggestion
// (search, read-only label, optional unit) and manual (every field). Rules come from the domain.
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Address,
  type AddressInput,
  buildAddressLabel,
  retrievedAddressMode,
  UNIT_VALIDATION_DEBOUNCE_MS,
} from '../../../../domain/address/address.rules.js';
import type { CountryCode } from '../../../../domain/locale/locales.js';
import { REGION_NAMES, regionsOf } from '../../../../domain/locale/regions.js';
import { encodeMessage, formatMessage, msg } from '../../../../domain/shared/messages.js';
import { acceptsTypedCharacter, filterTypedText } from '../../../../domain/shared/text.rules.js';
import { FOCUS_AFTER_SCROLL_MS, SCROLL_TO_ERROR_DELAY_MS } from '../../../../domain/shared/timings.js';
import { type AddressSuggestion, AddressCombobox } from './AddressCombobox.js';
import {
  type AddressDraft,
  draftFromAddress,
  EMPTY_DRAFT,
  firstInvalidField,
  type ManualField,
  validateDraft,
} from './address-form.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { AddressDetailsDocument } from './api/address-details.generated.js';
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
};

type FieldErrors = Partial<Record<ManualField, string>>;

export function AddressSearchForm({
  country,
  value,
  onChange,
  allowAdditional = false,
  legend,
  idPrefix,
  error,
}: AddressSearchFormProps) {
  const { t } = useTranslation(['address', 'validation']);
  const format = (message: string) => formatMessage(message, (key, params) => t(key, params ?? {}) as string);
  const ids = (suffix: string) => `${idPrefix}-${suffix}`;

  const [mode, setMode] = useState<'suggestion' | 'manual'>('suggestion');
  const [chosen, setChosen] = useState<Address | null>(value);
  const [unitText, setUnitText] = useState(value?.unit ?? '');
  const [unitError, setUnitError] = useState<string | null>(null);
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [incomplete, setIncomplete] = useState(false);
  const [retrieving, setRetrieving] = useState(false);
  const [retrieveFailed, setRetrieveFailed] = useState(false);

  const lastEmitted = useRef<Address | null>(value);
  const unitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusTimers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const chosenRef = useRef<HTMLFieldSetElement>(null);
  const fieldRefs = useRef<Partial<Record<ManualField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const previousCountry = useRef(country);

  const emit = (address: Address | null) => {
    lastEmitted.current = address;
    onChange(address);
  };

  // A value set from outside (a stored profile, a reset) replaces what is shown.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    setChosen(value);
    setUnitText(value?.unit ?? '');
    setUnitError(null);
    if (value) setMode('suggestion');
  }, [value]);

  // An address of the other country no longer applies.
  useEffect(() => {
    if (previousCountry.current === country) return;
    previousCountry.current = country;
    setChosen(null);
    setDraft(EMPTY_DRAFT);
    setFieldErrors({});
    setFormErrors([]);
    setMode('suggestion');
    if (lastEmitted.current) {
      lastEmitted.current = null;
      onChange(null);
    }
  }, [country, onChange]);

  useEffect(
    () => () => {
      clearTimeout(unitTimer.current);
      for (const timer of focusTimers.current) clearTimeout(timer);
    },
    [],
  );

  const focusLater = (target: () => HTMLElement | null | undefined, scroll: boolean) => {
    for (const timer of focusTimers.current) clearTimeout(timer);
    // spec §5 General / §9: scroll to the first error after 50 ms, focus it after 500 ms
    focusTimers.current = scroll
      ? [
          setTimeout(() => target()?.scrollIntoView({ block: 'center', behavior: 'smooth' }), SCROLL_TO_ERROR_DELAY_MS),
          setTimeout(() => target()?.focus(), SCROLL_TO_ERROR_DELAY_MS + FOCUS_AFTER_SCROLL_MS),
        ]
      : [setTimeout(() => target()?.focus(), 0)];
  };

  const showChosen = (address: Address) => {
    setChosen(address);
    setUnitText(address.unit ?? '');
    setUnitError(null);
    setMode('suggestion');
    setFieldErrors({});
    setFormErrors([]);
    setIncomplete(false);
    emit(address);
  };

  const enterManual = (next: AddressDraft, check: { errors: boolean; poBox?: boolean; incomplete?: boolean }) => {
    setDraft(next);
    setMode('manual');
    setIncomplete(false);
    let firstError: ManualField | undefined;
    if (check.errors) {
      const result = validateDraft(next, country, allowAdditional);
      // a mailing PO box lacks civic and street yet is valid: nothing to complete, just confirm
      setIncomplete(!!check.incomplete && !result.ok);
      const errors = result.ok ? {} : result.fieldErrors;
      const general = result.ok ? [] : result.formErrors;
      // spec §4: a PO box where the additional line is not allowed shows the PO Box warning
      const poBoxOnly = encodeMessage(msg('validation.address.poBoxOnly'));
      setFieldErrors(errors);
      setFormErrors(check.poBox && !general.includes(poBoxOnly) ? [poBoxOnly, ...general] : general);
      firstError = firstInvalidField(errors);
    } else {
      setFieldErrors({});
      setFormErrors([]);
    }
    focusLater(() => fieldRefs.current[firstError ?? 'civic'], false);
  };

  const pickManual = () => {
    enterManual(chosen ? draftFromAddress(chosen, allowAdditional) : EMPTY_DRAFT, { errors: false });
  };

  const pickSuggestion = async (suggestion: AddressSuggestion) => {
    setRetrieving(true);
    setRetrieveFailed(false);
    try {
      const data = await graphqlRequest(AddressDetailsDocument, { id: suggestion.id });
      const { poBox: _detected, ...fields } = data?.addressDetails ?? { poBox: false };
      const input: AddressInput = { ...fields, country: data?.addressDetails?.country ?? country };
      const outcome = retrievedAddressMode(input, { additionalAllowed: allowAdditional });
      if (outcome.mode === 'suggestion') {
        const result = validateDraft(draftFromAddress(input, allowAdditional), country, allowAdditional);
        if (result.ok) {
          showChosen(result.address);
          focusLater(() => chosenRef.current, false);
          return;
        }
      }
      // spec §4: missing required fields (or a PO box) force manual mode and validation
      setChosen(null);
      emit(null);
      enterManual(draftFromAddress(input, allowAdditional), {
        errors: true,
        poBox: outcome.poBoxWarning,
        incomplete: outcome.missing.length > 0,
      });
    } catch {
      setRetrieveFailed(true);
    } finally {
      setRetrieving(false);
    }
  };

  const submitManual = () => {
    const result = validateDraft(draft, country, allowAdditional);
    if (!result.ok) {
      setFieldErrors(result.fieldErrors);
      setFormErrors(result.formErrors);
      const first = firstInvalidField(result.fieldErrors);
      if (first) focusLater(() => fieldRefs.current[first], true);
      return;
    }
    // spec §4: a valid manual form returns to suggestion mode and rebuilds the label
    showChosen(result.address);
    focusLater(() => chosenRef.current, false);
  };

  const cancelManual = () => {
    setMode('suggestion');
    setFieldErrors({});
    setFormErrors([]);
    setIncomplete(false);
    if (chosen) emit(chosen);
  };

  const editChosen = () => {
    if (!chosen) return;
    // the shown fields are not committed until "Add address"
    emit(null);
    enterManual(draftFromAddress(chosen, allowAdditional), { errors: false });
  };

  // spec §5 / §9: the optional unit is validated 700 ms after the last keystroke
  const commitUnit = (text: string) => {
    clearTimeout(unitTimer.current);
    if (!chosen || (text.trim() === (chosen.unit ?? '') && !unitError)) return;
    const result = validateDraft(
      { ...draftFromAddress(chosen, allowAdditional), unit: text },
      country,
      allowAdditional,
    );
    if (result.ok) {
      setUnitError(null);
      setChosen(result.address);
      emit(result.address);
    } else {
      setUnitError(result.fieldErrors.unit ?? result.formErrors[0] ?? null);
      emit(null);
    }
  };

  const onUnitChange = (text: string) => {
    setUnitText(text);
    clearTimeout(unitTimer.current);
    unitTimer.current = setTimeout(() => commitUnit(text), UNIT_VALIDATION_DEBOUNCE_MS);
  };

  const setField = (field: ManualField, text: string) => setDraft((current) => ({ ...current, [field]: text }));

  const onManualKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!acceptsTypedCharacter(event.key)) event.preventDefault();
    // Enter adds the address instead of submitting the enclosing form
    if (event.key === 'Enter') {
      event.preventDefault();
      submitManual();
    }
  };

  const textField = (field: ManualField, label: string, autoComplete?: string) => (
    <TextField
      key={field}
      id={ids(field)}
      label={label}
      value={draft[field]}
      error={fieldErrors[field] ? format(fieldErrors[field]) : undefined}
      inputRef={(element) => {
        fieldRefs.current[field] = element;
      }}
      autoComplete={autoComplete ? `section-${idPrefix} ${autoComplete}` : 'off'}
      onChange={(text) => setField(field, text)}
      onKeyDown={onManualKeyDown}
    />
  );

  const regionLabel = country === 'US' ? t('address:fields.state') : t('address:fields.province');
  const provinceError = fieldErrors.province ? format(fieldErrors.province) : undefined;
  const formErrorId = ids('form-error');
  const outerErrorId = ids('error');

  return (
    <fieldset id={idPrefix} className="fieldset address-search" aria-describedby={error ? outerErrorId : undefined}>
      <legend>{legend}</legend>
      {error ? (
        <p id={outerErrorId} className="field-error">
          {error}
        </p>
      ) : null}

      {mode === 'suggestion' ? (
        <>
          <AddressCombobox
            id={ids('search')}
            country={country}
            onPickManual={pickManual}
            onPickSuggestion={(suggestion) => void pickSuggestion(suggestion)}
            busy={retrieving}
            problem={retrieveFailed ? t('address:search.unavailable') : null}
          />
          {chosen ? (
            <fieldset className="address-chosen" tabIndex={-1} ref={chosenRef}>
              <legend className="address-chosen-title">{t('address:chosen.title')}</legend>
              <p className="address-label" data-testid={ids('label')}>
                {buildAddressLabel(chosen)}
              </p>
              <TextField
                id={ids('chosen-unit')}
                label={t('address:fields.unitOptional')}
                value={unitText}
                error={unitError ? format(unitError) : undefined}
                autoComplete={`section-${idPrefix} address-line2`}
                onChange={onUnitChange}
                onKeyDown={(event) => {
                  if (!acceptsTypedCharacter(event.key)) event.preventDefault();
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    commitUnit(unitText);
                  }
                }}
                onBlur={() => commitUnit(unitText)}
              />
              <button type="button" className="link-button" onClick={editChosen}>
                {t('address:actions.edit')}
              </button>
            </fieldset>
          ) : null}
        </>
      ) : (
        <div className="address-manual" aria-describedby={formErrors.length > 0 ? formErrorId : undefined}>
          {incomplete ? <p className="notice">{t('address:manual.incomplete')}</p> : null}
          {formErrors.length > 0 ? (
            <div id={formErrorId} className="alert alert-danger" role="alert">
              {formErrors.map((message) => (
                <p key={message}>{format(message)}</p>
              ))}
            </div>
          ) : null}
          {textField('civic', t('address:fields.civic'))}
          {textField('street', t('address:fields.street'))}
          {textField('unit', t('address:fields.unit'), 'address-line2')}
          {allowAdditional ? textField('additional', t('address:fields.additional'), 'address-line3') : null}
          {textField('cityName', t('address:fields.city'), 'address-level2')}
          <div className="field">
            <label htmlFor={ids('province')}>{regionLabel}</label>
            <select
              id={ids('province')}
              ref={(element) => {
                fieldRefs.current.province = element;
              }}
              autoComplete={`section-${idPrefix} address-level1`}
              value={draft.province}
              onChange={(event) => setField('province', event.target.value)}
              aria-invalid={provinceError ? true : undefined}
              aria-describedby={provinceError ? `${ids('province')}-error` : undefined}
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
            {provinceError ? (
              <p id={`${ids('province')}-error`} className="field-error">
                {provinceError}
              </p>
            ) : null}
          </div>
          {textField(
            'postalCode',
            country === 'US' ? t('address:fields.zip') : t('address:fields.postalCode'),
            'postal-code',
          )}
          <div className="address-actions">
            <button type="button" className="button" onClick={submitManual}>
              {t('address:actions.add')}
            </button>
            <button type="button" className="link-button" onClick={cancelManual}>
              {t('address:actions.searchAgain')}
            </button>
          </div>
        </div>
      )}
    </fieldset>
  );
}

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: string;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  inputRef?: RefObject<HTMLInputElement | null> | ((element: HTMLInputElement | null) => void);
};

function TextField({ id, label, value, error, autoComplete, onChange, onKeyDown, onBlur, inputRef }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(filterTypedText(event.target.value))}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
