// The card's words, one field a text value (issue 38 D7, decision 1010): what is typed is kept whole; each
// field says how many characters it holds of its limit and, when the card shortens it (too long, or too
// wide for its place), how it will print — nothing is cut without the owner seeing it.
import { useTranslation } from 'react-i18next';
import {
  type CardValueReport,
  TEXT_VALUE_TYPES,
  type TextValueType,
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
  values,
  reports,
  onEdit,
}: {
  values: WalletCardValues;
  reports: Record<TextValueType, CardValueReport>;
  onEdit: (type: TextValueType, typed: string) => void;
}) {
  const { t } = useTranslation('walletCard');
  return (
    <fieldset className="fieldset">
      <legend>{t('values.legend')}</legend>
      <p className="hint">{t('values.hint')}</p>
      {TEXT_VALUE_TYPES.map((type) => {
        const report = reports[type];
        const id = `wallet-card-${type.toLowerCase()}`;
        const noteId = `${id}-shortened`;
        return (
          <Field
            key={type}
            id={id}
            label={t(`fields.${LABELS[type]}`)}
            hint={t('values.count', { count: report.count, limit: report.limit })}
            {...(report.shortened ? { describedBy: noteId } : {})}
            after={
              report.shortened ? (
                <p id={noteId} className="wallet-card-shortened">
                  {t('values.shortened', { printed: report.printed })}
                </p>
              ) : null
            }
          >
            {(control) => (
              <input
                {...control}
                type={type === 'EMERGENCY_CONTACT_TWO_PHONE_NUMBER' ? 'tel' : 'text'}
                autoComplete="off"
                value={values[type] ?? ''}
                onChange={(event) => onEdit(type, event.target.value)}
              />
            )}
          </Field>
        );
      })}
    </fieldset>
  );
}
