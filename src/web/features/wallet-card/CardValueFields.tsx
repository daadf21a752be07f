// The card's words, one field a text value: typed values are cut at the exact limit as they change
// (spec §9), and each field says how many characters it holds.
import { useTranslation } from 'react-i18next';
import type { WalletCardDesign } from '../../../domain/wallet-card/wallet-card.designs.js';
import {
  TEXT_VALUE_TYPES,
  type TextValueType,
  valueLimit,
  type WalletCardValues,
} from '../../../domain/wallet-card/wallet-card.layout.js';
import { Field } from '../../components/form/Field.js';

const LABELS: Record<TextValueType, string> = {
  HEADER: 'header',
  PET_TEMPERAMENT: 'temperament',
  PET_COLOR: 'color',
  EMERGENCY_CONTACT_TWO_DISPLAY_NAME: 'emergencyContactTwoName',
  EMERGENCY_CONTACT_TWO_PHONE_NUMBER: 'emergencyContactTwoPhone',
};

export function CardValueFields({
  design,
  values,
  onEdit,
}: {
  design: WalletCardDesign;
  values: WalletCardValues;
  onEdit: (type: TextValueType, typed: string) => void;
}) {
  const { t } = useTranslation('walletCard');
  return (
    <fieldset className="fieldset">
      <legend>{t('values.legend')}</legend>
      <p className="hint">{t('values.hint')}</p>
      {TEXT_VALUE_TYPES.map((type) => {
        const limit = valueLimit(design, type);
        const value = values[type] ?? '';
        return (
          <Field
            key={type}
            id={`wallet-card-${type.toLowerCase()}`}
            label={t(`fields.${LABELS[type]}`)}
            hint={t('values.count', { count: Array.from(value).length, limit })}
          >
            {(control) => (
              <input
                {...control}
                type={type === 'EMERGENCY_CONTACT_TWO_PHONE_NUMBER' ? 'tel' : 'text'}
                autoComplete="off"
                value={value}
                onChange={(event) => onEdit(type, event.target.value)}
              />
            )}
          </Field>
        );
      })}
    </fieldset>
  );
}
