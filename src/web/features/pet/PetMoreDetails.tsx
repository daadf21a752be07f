// spec §2.9 edit mode only: neutered (read-only with a licence or valid neuter proof), microchip,
// tattoo, markings, coat, biography, notes, and the temperament picker (§2.15).
import { useTranslation } from 'react-i18next';
import { PET_FIELD_LIMITS } from '../../../domain/pet/pet-form.rules.js';
import { CheckboxField } from '../../components/form/Field.js';
import { TextAreaField } from '../../components/form/TextAreaField.js';
import { TextField } from '../../components/form/TextField.js';
import type { DomainForm } from '../../components/form/use-domain-form.js';
import type { PetFieldsFragment } from '../../lib/graphql-types.generated.js';
import { TemperamentPicker } from './TemperamentPicker.js';
import type { PetValues } from './use-pet-form.js';
import { LabelledSection } from '../../components/LabelledSection.js';

export function PetMoreDetails({
  form,
  pet,
  neuteredLocked,
}: {
  form: DomainForm<PetValues>;
  pet: PetFieldsFragment;
  neuteredLocked: boolean;
}) {
  const { t } = useTranslation('pet');
  const textArea = (name: 'biography' | 'notes') => (
    <TextAreaField form={form} name={name} label={t(`panel.${name}`)} rows={4} maxLength={PET_FIELD_LIMITS[name]} />
  );
  return (
    <LabelledSection className="pet-more" heading={t('panel.moreDetails')}>
      {neuteredLocked ? (
        <p className="read-only">
          {t('panel.neuteredLocked', { answer: t(pet.details.neutered ? 'panel.yes' : 'panel.no') })}
        </p>
      ) : (
        <CheckboxField
          id={form.idOf('neutered')}
          label={t('panel.neutered')}
          checked={form.values.neutered === true}
          onChange={(neutered) => form.set('neutered', neutered)}
        />
      )}
      {(['microchip', 'tattoo', 'markings', 'coat'] as const).map((name) => (
        <TextField
          key={name}
          form={form}
          name={name}
          label={t(`panel.${name}`)}
          inputProps={{ maxLength: PET_FIELD_LIMITS[name] }}
        />
      ))}
      {textArea('biography')}
      {textArea('notes')}
      <TemperamentPicker form={form} />
    </LabelledSection>
  );
}
