// spec §2.9, §5 Breed, §9: the breed autocomplete — an ARIA 1.2 combobox over the species' breed list,
// searched from 1 character after a 200 ms pause. Picking a suggestion records it; typing something
// else drops the pick (the typed text may stay: a breed need not be on the list).
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BREED_SEARCH_DEBOUNCE_MS, type Breed, searchBreeds } from '../../../domain/pet/breed.rules.js';
import type { BreedSpecies } from '../../../domain/pet/pet.codes.js';
import { FieldError } from '../../components/form/FieldError.js';
import type { FieldMessage } from '../../components/form/use-message.js';

const MAX_SHOWN = 8;

export function BreedCombobox({
  id,
  label,
  breeds,
  loading,
  species,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  breeds: readonly Breed[];
  loading: boolean;
  species: BreedSpecies;
  value: string;
  onChange: (breed: string) => void;
  error?: FieldMessage | undefined;
}) {
  const { t } = useTranslation('pet');
  const listId = useId();
  const [query, setQuery] = useState(value);
  const [debounced, setDebounced] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), BREED_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  useEffect(() => setQuery(value), [value]);

  const matches = useMemo(
    () => searchBreeds(breeds, species, debounced).slice(0, MAX_SHOWN),
    [breeds, species, debounced],
  );
  const expanded = open && debounced.trim() !== '' && !loading;
  const pick = (breed: Breed) => {
    onChange(breed.name);
    setQuery(breed.name);
    setOpen(false);
    setActive(-1);
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : '', `${id}-status`].filter(Boolean).join(' ');

  return (
    <div className="field breed-combobox">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="hint">
        {t('panel.breedHint')}
      </p>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && matches.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((index) => (index + 1) % matches.length);
          } else if (event.key === 'ArrowUp' && matches.length > 0) {
            event.preventDefault();
            setActive((index) => (index <= 0 ? matches.length - 1 : index - 1));
          } else if (event.key === 'Enter' && expanded && active >= 0) {
            event.preventDefault();
            const breed = matches[active];
            if (breed) pick(breed);
          } else if (event.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        className="breed-options"
        hidden={!expanded || matches.length === 0}
      >
        {matches.map((breed, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern, focus stays in the input
          <div
            key={breed.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'is-active' : undefined}
            // mousedown, not click: the input keeps its focus
            onMouseDown={(event) => {
              event.preventDefault();
              pick(breed);
            }}
          >
            {breed.name}
          </div>
        ))}
      </div>
      <p id={`${id}-status`} className="hint" role="status">
        {loading
          ? t('panel.breedLoading')
          : expanded
            ? matches.length > 0
              ? t('panel.breedCount', { count: matches.length })
              : t('panel.breedNone')
            : ''}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
