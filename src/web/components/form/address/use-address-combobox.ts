// The address search's state (spec §2.8, §5): the typed text, suggestions looked up from 4
// characters after 350 ms, and the WAI-ARIA combobox keys (arrows, Enter, Escape).
import { type KeyboardEvent, useEffect, useState } from 'react';
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_CHARS } from '../../../../domain/address/address.rules.js';
import type { CountryCode } from '../../../../domain/locale/locales.js';
import { acceptsTypedCharacter, charCount, filterTypedText } from '../../../../domain/shared/text.rules.js';
import { useLazyAddressSuggestionsQuery } from '../../../lib/api/address-suggestions.generated.js';
import type { AddressSuggestionsQuery } from '../../../lib/graphql-types.generated.js';

export type AddressSuggestion = AddressSuggestionsQuery['addressSuggestions'][number];
export type ComboboxOption = { kind: 'manual' } | { kind: 'suggestion'; suggestion: AddressSuggestion };
type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export function useAddressCombobox({
  country,
  onPickManual,
  onPickSuggestion,
}: {
  country: CountryCode;
  onPickManual: () => void;
  onPickSuggestion: (suggestion: AddressSuggestion) => void;
}) {
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { run: askSuggestions } = useLazyAddressSuggestionsQuery();

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
      askSuggestions({ text: query, country }, { signal: controller.signal }).then(
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
  }, [text, country, askSuggestions]);

  const options: ComboboxOption[] = [
    { kind: 'manual' },
    ...suggestions.map((suggestion): ComboboxOption => ({ kind: 'suggestion', suggestion })),
  ];

  const choose = (option: ComboboxOption | undefined) => {
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

  return {
    text,
    onTextChange: (value: string) => {
      setText(filterTypedText(value));
      setOpen(true);
      setActive(-1);
    },
    close: () => {
      setOpen(false);
      setActive(-1);
    },
    suggestions,
    status,
    open,
    active,
    options,
    choose,
    onKeyDown,
  };
}
