// spec §2.9 colours, §9: a multi-select of the 21 colours, as a group of checkboxes with a swatch each
// (keyboard: Tab to a colour, Space to choose; the swatch is decoration, the name is the label).
import { useTranslation } from 'react-i18next';
import { PET_COLORS } from '../../../domain/pet/pet-colors.js';
import { FieldError } from '../../components/form/FieldError.js';
import type { DomainForm } from '../../components/form/use-domain-form.js';
import { useMessage } from '../../components/form/use-message.js';

/** a swatch per colour (decoration: the name is the label) */
const SWATCH: Record<string, string> = {
  white: '#ffffff',
  lightGrey: '#d3d6d9',
  grey: '#9aa0a6',
  darkGrey: '#5f6368',
  black: '#1b1b1b',
  cream: '#f3e5c0',
  yellow: '#f2d03b',
  apricot: '#f6b26b',
  golden: '#d4a017',
  tan: '#c9a16d',
  orange: '#e8772e',
  red: '#b3322c',
  rust: '#a0522d',
  lightBrown: '#b08457',
  brown: '#7b4b2a',
  darkBrown: '#4a2c17',
  lightSilver: '#e6e8eb',
  silver: '#c0c4c8',
  lilac: '#c8a2c8',
  blue: '#6d8fb3',
  darkBlue: '#34506e',
};

export function PetColorPicker({ form }: { form: DomainForm<{ colors: string[] }> }) {
  const { t } = useTranslation('pet');
  const format = useMessage();
  const id = form.idOf('colors');
  const selected = form.values.colors;
  const error = form.errors.colors;
  form.labelField('colors', t('panel.colors'));
  const toggle = (name: string, on: boolean) =>
    form.set('colors', on ? [...selected, name] : selected.filter((color) => color !== name));
  return (
    <fieldset
      id={id}
      className="fieldset color-picker"
      aria-invalid={error ? true : undefined}
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
    >
      <legend>{t('panel.colors')}</legend>
      <p id={`${id}-hint`} className="hint">
        {t('panel.colorsHint')}
      </p>
      <div className="color-options">
        {PET_COLORS.map((color) => (
          <label key={color.name} className="color-option">
            <input
              type="checkbox"
              checked={selected.includes(color.name)}
              onChange={(event) => toggle(color.name, event.target.checked)}
            />
            <span className="color-swatch" aria-hidden="true" style={{ backgroundColor: SWATCH[color.name] }} />
            <span>{format({ key: color.label })}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
