// spec §2.15 the temperament picker: a checkbox group with a remaining count, or "{selected} out of
// {max} selected! Deselect 1 option to choose another." at the maximum, when the others are
// disabled; two columns above 10 options.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isTemperamentOptionDisabled,
  type TemperamentOption,
  temperamentColumns,
  temperamentCounter,
} from '../../../domain/pet/temperament.rules.js';
import type { DomainForm } from '../../components/form/use-domain-form.js';
import { useMessage } from '../../components/form/use-message.js';
import { useLazyPetTemperamentOptionsQuery } from './api/pet-temperament-options.generated.js';

export function TemperamentPicker({ form }: { form: DomainForm<{ temperament: string[] }> }) {
  const { run: runPetTemperamentOptions } = useLazyPetTemperamentOptionsQuery();
  const { t } = useTranslation('pet');
  const format = useMessage();
  const [options, setOptions] = useState<TemperamentOption[]>([]);
  useEffect(() => {
    let cancelled = false;
    runPetTemperamentOptions({})
      .then((data) => !cancelled && setOptions(data?.petTemperamentOptions ?? []))
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [runPetTemperamentOptions]);
  const selected = form.values.temperament;
  const id = form.idOf('temperament');
  const counter = temperamentCounter(selected);
  const toggle = (value: string, on: boolean) =>
    form.set('temperament', on ? [...selected, value] : selected.filter((chosen) => chosen !== value));
  if (options.length === 0) return null;
  return (
    <fieldset id={id} className="fieldset temperament-picker" aria-describedby={`${id}-counter`}>
      <legend>{t('panel.temperament')}</legend>
      <p id={`${id}-counter`} className="hint" aria-live="polite">
        {'full' in counter ? format(counter.full) : t('panel.temperamentRemaining', { count: counter.remaining })}
      </p>
      <div className={`temperament-options columns-${temperamentColumns(options.length)}`}>
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              disabled={isTemperamentOptionDisabled(option.value, selected)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
