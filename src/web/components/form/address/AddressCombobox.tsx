// spec §2.8 autocomplete search field, as the WAI-ARIA combobox pattern (list autocomplete, no
// library): the first option is always "Add Address Manually"; search from 4 characters after
// 350 ms (spec §5, §9).
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_CHARS } from '../../../../domain/address/address.rules.js';
import type { CountryCode } from '../../../../domain/locale/locales.js';
import { acceptsTypedCharacter, charCount, filterTypedText } from '../../../../domain/shared/text.rules.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { AddressSuggestionsDocument, type AddressSuggestionsQuery } from './api/address-suggestions.generated.js';

export type AddressSuggestion = AddressSuggestionsQuery['addressSuggestions'][number];

type Option = { kind: 'manual' } | { kind: 'suggestion'; suggestion: AddressSuggestion };
type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export type AddressComboboxProps = {
  id: string;
  country: CountryCode;
  onPickManual: () => void;
  onPickSuggestion: (suggestion: AddressSuggestion) => void;
  /** set while a picked suggestion is being retrieved */
  busy?: boolean;
  /** a message about the last pick (e.g. retrieve failed), shown under the field */
  problem?: string | null;
};

export function AddressCombobox({ id, country, onPickManual, onPickSuggestion, busy, problem }: AddressComboboxProps) {
  const { t } = useTranslation(['address', 'validation']);
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const problemId = `${id}-problem`;

  useEffect(() => {
    const query = text.trim();
    if (charCount(query) < ADDRESS_SEARCH_MIN_CHARS) {
      setSuggestions([]);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus('loading');
      graphqlRequest(AddressSuggestionsDocument, { text: query, country }, { signal: controller.signal }).then(
        (data) => {
          setSuggestions(data?.addressSuggestions ?? []);
          setStatus('done');
          setActive(-1);
        },
        () => {
          if (controller.signal.aborted) return;
          setSuggestions([]);
          setStatus('error');
        },
      );
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, country]);

  const options: Option[] = [
    { kind: 'manual' },
    ...suggestions.map((suggestion): Option => ({ kind: 'suggestion', suggestion })),
  ];
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (option: Option | undefined) => {
    if (!option) return;
    setOpen(false);
    setActive(-1);
    if (option.kind === 'manual') {
      onPickManual();
      return;
    }
    setText('');
    onPickSuggestion(option.suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!acceptsTypedCharacter(event.key)) {
      event.preventDefault();
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((current) => (!open || current >= options.length - 1 ? 0 : current + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((current) => (!open || current <= 0 ? options.length - 1 : current - 1));
        break;
      case 'Enter':
        // never submits the enclosing form from the search field
        event.preventDefault();
        if (open && active >= 0) choose(options[active]);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
    }
  };

  const statusText =
    status === 'loading'
      ? t('address:search.searching')
      : status === 'done'
        ? suggestions.length > 0
          ? t('address:search.results', { count: suggestions.length })
          : t('address:search.none')
        : '';
  const describedBy = [hintId, statusId, status === 'error' || problem ? problemId : null].filter(Boolean).join(' ');

  return (
    <div className="field address-combobox">
      <label htmlFor={id}>{t('address:search.prompt', { type: t('address:search.type') })}</label>
      <p id={hintId} className="field-hint">
        {t('address:search.hint')}
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
          aria-busy={busy || status === 'loading' ? true : undefined}
          value={text}
          onChange={(event) => {
            setText(filterTypedText(event.target.value));
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
        />
        <div id={listboxId} role="listbox" className="address-listbox" hidden={!open}>
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
