// The address search form's state (spec §4 Address form): suggestion or manual mode, the chosen
// address and its unit (checked 700 ms after typing, spec §5), a retrieved address that forces manual
// mode, the manual draft with its errors, and focus moved as spec §5 / §9 say.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  type Address,
  type AddressInput,
  retrievedAddressMode,
  UNIT_VALIDATION_DEBOUNCE_MS,
} from '../../../../domain/address/address.rules.js';
import type { CountryCode } from '../../../../domain/locale/locales.js';
import { encodeMessage, msg } from '../../../../domain/shared/messages.js';
import { acceptsTypedCharacter } from '../../../../domain/shared/text.rules.js';
import { FOCUS_AFTER_SCROLL_MS, SCROLL_TO_ERROR_DELAY_MS } from '../../../../domain/shared/timings.js';
import { useLazyAddressDetailsQuery } from '../../../lib/api/address-details.generated.js';
import { loadDomainMessages } from '../MessageText.js';
import type { AddressSuggestion } from './use-address-combobox.js';
import {
  type AddressDraft,
  type DraftValidation,
  draftFromAddress,
  EMPTY_DRAFT,
  firstInvalidField,
  type ManualField,
  preloadDraftValidation,
  validateDraft,
} from './address-form.js';

type FieldErrors = Partial<Record<ManualField, string>>;

export function useAddressSearchForm({
  country,
  value,
  onChange,
  allowAdditional,
}: {
  country: CountryCode;
  value: Address | null;
  onChange: (address: Address | null) => void;
  allowAdditional: boolean;
}) {
  const [mode, setMode] = useState<'suggestion' | 'manual'>('suggestion');
  const [chosen, setChosen] = useState<Address | null>(value);
  const [unitText, setUnitText] = useState(value?.unit ?? '');
  const [unitError, setUnitError] = useState<string | null>(null);
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [incomplete, setIncomplete] = useState(false);
  const { run: askDetails } = useLazyAddressDetailsQuery();
  /** a retrieved address sent to manual mode that needs nothing more: it asks to be added (issue 11: 4) */
  const [confirmNeeded, setConfirmNeeded] = useState(false);
  const [retrieving, setRetrieving] = useState(false);
  const [retrieveFailed, setRetrieveFailed] = useState(false);

  const lastEmitted = useRef<Address | null>(value);
  const unitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** the latest unit check: an earlier one that answers later is dropped */
  const unitCheck = useRef(0);
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

  // An address of the other country no longer applies; one of the new country, set from outside with it
  // (My Details' "Keep my current address" puts back a home of the other country), is what is shown.
  useEffect(() => {
    if (previousCountry.current === country) return;
    previousCountry.current = country;
    setDraft(EMPTY_DRAFT);
    setFieldErrors({});
    setFormErrors([]);
    setIncomplete(false);
    setConfirmNeeded(false);
    setMode('suggestion');
    if (lastEmitted.current?.country === country) return;
    setChosen(null);
    if (lastEmitted.current) {
      lastEmitted.current = null;
      onChange(null);
    }
  }, [country, onChange]);

  // its errors are domain messages: their formatter is in before the first one shows
  useEffect(() => void loadDomainMessages(), []);

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
    setConfirmNeeded(false);
    emit(address);
  };

  const enterManual = async (next: AddressDraft, check: { errors: boolean; poBox?: boolean; incomplete?: boolean }) => {
    setDraft(next);
    setMode('manual');
    setIncomplete(false);
    setConfirmNeeded(false);
    if (!check.errors) {
      setFieldErrors({});
      setFormErrors([]);
      focusLater(() => fieldRefs.current.civic, false);
      return;
    }
    const result = await validateDraft(next, country, allowAdditional);
    // a mailing PO box lacks civic and street yet is valid: nothing to complete, just confirm
    setIncomplete(!!check.incomplete && !result.ok);
    // nothing to complete or fix: say why the form opened and what to press
    setConfirmNeeded(result.ok && !check.poBox);
    const errors = result.ok ? {} : result.fieldErrors;
    const general = result.ok ? [] : result.formErrors;
    // spec §4: a PO box where the additional line is not allowed shows the PO Box warning
    const poBoxOnly = encodeMessage(msg('validation.address.poBoxOnly'));
    setFieldErrors(errors);
    setFormErrors(check.poBox && !general.includes(poBoxOnly) ? [poBoxOnly, ...general] : general);
    focusLater(() => fieldRefs.current[firstInvalidField(errors) ?? 'civic'], false);
  };

  const pickManual = () => {
    preloadDraftValidation();
    void enterManual(chosen ? draftFromAddress(chosen, allowAdditional) : EMPTY_DRAFT, { errors: false });
  };

  const pickSuggestion = async (suggestion: AddressSuggestion) => {
    setRetrieving(true);
    setRetrieveFailed(false);
    preloadDraftValidation(); // beside the address's details
    try {
      const data = await askDetails({ id: suggestion.id });
      const { poBox: _detected, ...fields } = data?.addressDetails ?? { poBox: false };
      const input: AddressInput = { ...fields, country: data?.addressDetails?.country ?? country };
      const outcome = retrievedAddressMode(input, { additionalAllowed: allowAdditional });
      if (outcome.mode === 'suggestion') {
        const result = await validateDraft(draftFromAddress(input, allowAdditional), country, allowAdditional);
        if (result.ok) {
          showChosen(result.address);
          focusLater(() => chosenRef.current, false);
          return;
        }
      }
      // spec §4: missing required fields (or a PO box) force manual mode and validation
      setChosen(null);
      emit(null);
      await enterManual(draftFromAddress(input, allowAdditional), {
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

  const submitManual = async () => {
    let result: DraftValidation;
    try {
      result = await validateDraft(draft, country, allowAdditional);
    } catch {
      setRetrieveFailed(true);
      return;
    }
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
    setConfirmNeeded(false);
    if (chosen) emit(chosen);
  };

  const editChosen = () => {
    if (!chosen) return;
    // the shown fields are not committed until "Add address"
    emit(null);
    preloadDraftValidation();
    void enterManual(draftFromAddress(chosen, allowAdditional), { errors: false });
  };

  // spec §5 / §9: the optional unit is validated 700 ms after the last keystroke
  const commitUnit = async (text: string) => {
    clearTimeout(unitTimer.current);
    if (!chosen || (text.trim() === (chosen.unit ?? '') && !unitError)) return;
    const check = ++unitCheck.current;
    let result: DraftValidation;
    try {
      result = await validateDraft(
        { ...draftFromAddress(chosen, allowAdditional), unit: text },
        country,
        allowAdditional,
      );
    } catch {
      return; // the unit stays as it was; the next keystroke checks again
    }
    if (check !== unitCheck.current) return; // a later keystroke's check decides
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
    unitTimer.current = setTimeout(() => void commitUnit(text), UNIT_VALIDATION_DEBOUNCE_MS);
  };

  const setField = (field: ManualField, text: string) => setDraft((current) => ({ ...current, [field]: text }));

  const onManualKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!acceptsTypedCharacter(event.key)) event.preventDefault();
    // Enter adds the address instead of submitting the enclosing form
    if (event.key === 'Enter') {
      event.preventDefault();
      void submitManual();
    }
  };

  return {
    mode,
    chosen,
    chosenRef,
    unitText,
    unitError,
    onUnitChange,
    commitUnit,
    draft,
    setField,
    fieldErrors,
    formErrors,
    incomplete,
    confirmNeeded,
    retrieving,
    retrieveFailed,
    fieldRef: (field: ManualField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
      fieldRefs.current[field] = element;
    },
    onManualKeyDown,
    pickManual,
    pickSuggestion,
    submitManual,
    cancelManual,
    editChosen,
  };
}
