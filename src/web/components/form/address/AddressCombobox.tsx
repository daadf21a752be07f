// spec §2.8 autocomplete search field, as the WAI-ARIA combobox pattern (list autocomplete, no
// library): the first option is always "Add Address Manually"; search from 4 characters after
// 350 ms (spec §5, §9).
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '../../../../domain/locale/locales.js';
import { type AddressSuggestion, useAddressCombobox } from './use-address-combobox.js';

export type AddressComboboxProps = {
  id: string;
  country: CountryCode;
  onPickManual: () => void;
  onPickSuggestion: (suggestion: AddressSuggestion) => void;
  /** set while a picked suggestion is being retrieved */
  busy?: boolean;
  /** a message about the last pick (e.g. retrieve failed), shown under the field */
  problem?: string | null;
  /** the id of the enclosing form's error about this address: the input is then invalid and described by it */
  errorId?: string | null;
};

export function AddressCombobox({
  id,
  country,
  onPickManual,
  onPickSuggestion,
  busy,
  problem,
  errorId,
}: AddressComboboxProps) {
  const { t } = useTranslation(['address', 'validation']);
  const { text, onTextChange, close, suggestions, status, open, active, options, choose, onKeyDown } =
    useAddressCombobox({ country, onPickManual, onPickSuggestion });
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const problemId = `${id}-problem`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const statusText =
    status === 'loading'
      ? t('address:search.searching')
      : status === 'done'
        ? suggestions.length > 0
          ? t('address:search.results', { count: suggestions.length })
          : t('address:search.none')
        : '';
  const describedBy = [hintId, statusId, status === 'error' || problem ? problemId : null, errorId]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field address-combobox">
      <label htmlFor={id}>{t('address:search.prompt', { type: t('address:search.type') })}</label>
      <p id={hintId} className="field-hint">
        {/* the example and the postal code's name are the address's country's, not the page's */}
        {country === 'US' ? t('address:search.hint.US') : t('address:search.hint.CA')}
      </p>
      <div className="address-combobox-control">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy}
          aria-invalid={errorId ? true : undefined}
          aria-busy={busy || status === 'loading' ? true : undefined}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <div id={listboxId} role="listbox" className="address-listbox popup-list" hidden={!open}>
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern, focus stays in the input
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles ArrowUp/Down, Enter and Escape
            <div
              key={option.kind === 'manual' ? 'manual' : option.suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={option.kind === 'manual' ? 'address-option address-option-manual' : 'address-option'}
              // keep focus in the input so the choice is not lost to blur
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.kind === 'manual' ? (
                t('address:search.addManually')
              ) : (
                <>
                  <span className="address-option-text">{option.suggestion.text}</span>{' '}
                  <span className="address-option-description">{option.suggestion.description}</span>
                </>
              )}
            </div>
          ))}
        </div>
      </div>
      <p id={statusId} role="status" className="visually-hidden">
        {statusText}
      </p>
      {status === 'error' || problem ? (
        <p id={problemId} className="field-error">
          {problem ?? t('address:search.unavailable')}
        </p>
      ) : null}
    </div>
  );
}
