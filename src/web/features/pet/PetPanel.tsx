// spec §2.9 the pet panel, add and edit in one (decision 1004: the caller gives the mode). Every field,
// lock and rule of §2.9, §4 and §5, with the domain's rules, the photo of §2.16 (decision 0203) and, when
// editing, the rabies proof of §2.14 (decision 0220).
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../domain/locale/date-format.js';
import { colonAfterLabel } from '../../../domain/locale/locales.js';
import { APPROXIMATE_AGE_OPTIONS } from '../../../domain/pet/approximate-age.rules.js';
import type { PetFormMode } from '../../../domain/pet/pet-form.rules.js';
import { breedSpeciesOf } from '../../../domain/pet/pet.codes.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { ChoiceField } from '../../components/form/ChoiceField.js';
import { DatePartsFields } from '../../components/form/DatePartsFields.js';
import { Field } from '../../components/form/Field.js';
import { Form } from '../../components/form/Form.js';
import { TextField } from '../../components/form/TextField.js';
import { useMessage } from '../../components/form/use-message.js';
import type { PetFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { BreedCombobox } from './BreedCombobox.js';
import { PetColorPicker } from './PetColorPicker.js';
import { PetMoreDetails } from './PetMoreDetails.js';
import { PetPhotoField } from './photo/PetPhotoField.js';
import { usePetStanding } from '../../components/licence-standing/use-standing-texts.js';
import { RabiesProofUploader } from './rabies/RabiesProofUploader.js';
import { usePetBreeds } from './use-pet-breeds.js';
import { usePetAge } from '../../components/pet-age/use-pet-age.js';
import { usePetForm } from './use-pet-form.js';
import './pet.css';

export type PetPanelProps = {
  mode: PetFormMode;
  pet: PetFieldsFragment | null;
  otherPets: readonly PetFieldsFragment[];
  supportPhone: string | null;
  onSaved: (pet: PetFieldsFragment, photoSaved: boolean) => void;
  /** links or buttons beside the submit button */
  actions?: ReactNode;
};

export function PetPanel({ mode, pet, otherPets, supportPhone, onSaved, actions }: PetPanelProps) {
  const { t } = useTranslation(['pet', 'validation']);
  const format = useMessage();
  const locale = useLocale();
  const { city } = useSession();
  const standingOf = usePetStanding();
  const { form, locks, breedAllowed, breedEditable, setBreedEditable, setSpecies, nameClash, photo, setPhoto } =
    usePetForm({
      mode,
      pet,
      otherPets,
      supportPhone,
      onSaved,
    });
  const { ageOf, shownOf: ageShownOf } = usePetAge();
  const colon = colonAfterLabel(locale);
  const [nameFocused, setNameFocused] = useState(false);
  // spec §5: a clash shows as the name's error while it is typed, not only on submit
  const clashText = nameClash ? encodeMessage(nameClash) : null;
  const shownClash = useRef<string | null>(null);
  useEffect(() => {
    if (clashText) form.setError('name', clashText);
    else if (shownClash.current && form.errors.name === shownClash.current) form.setError('name', undefined);
    shownClash.current = clashText;
  }, [clashText, form]);
  const { values, errors } = form;
  const yesNo = [
    { value: true, label: t('panel.yes') },
    { value: false, label: t('panel.no') },
  ];
  const species = (['D', 'C'] as const).map((code) => ({ value: code, label: t(`species.${code}`) }));
  const sexes = (['M', 'F'] as const).map((code) => ({ value: code, label: t(`sex.${code}`) }));
  const indoorOrOutdoor = [
    { value: true, label: t('panel.indoorCat') },
    { value: false, label: t('panel.outdoorCat') },
  ];
  /** a question's id, legend and error, by its path and its label's key */
  const question = (path: string, label: string) => ({
    id: form.idOf(path),
    legend: t(`panel.${label}`),
    error: errors[path],
  });
  const breeds = usePetBreeds(values.type ? breedSpeciesOf(values.type) : null);
  for (const [path, key] of [
    ['type', 'species'],
    ['isIndoor', 'indoor'],
    ['gender', 'sex'],
    ['breedKnown', 'breedKnown'],
    ['breed', 'breed'],
    ['age', 'age'],
    ['dobIsApproximate', 'knowBirthdate'],
  ] as const)
    form.labelField(path, t(`panel.${key}`));

  return (
    <Form form={form} className="pet-panel">
      {pet?.hasLicense ? (
        // a pet entered with an approximate age has no birth date to lock: its age is what is locked
        <p className="info-note">
          {t(ageShownOf(pet).kind === 'approximate' ? 'panel.lockedLicensedAge' : 'panel.lockedLicensed', {
            name: pet.name,
          })}
        </p>
      ) : null}
      <ChoiceField
        {...question('type', 'species')}
        choices={species}
        value={values.type}
        onChange={setSpecies}
        readOnly={locks.species}
      />
      {values.type === 'C' ? (
        <ChoiceField
          {...question('isIndoor', 'indoor')}
          choices={indoorOrOutdoor}
          value={values.isIndoor}
          onChange={(indoor) => form.set('isIndoor', indoor)}
        />
      ) : null}
      <ChoiceField
        {...question('gender', 'sex')}
        choices={sexes}
        value={values.gender}
        onChange={(sex) => form.set('gender', sex)}
        readOnly={locks.sex}
      />
      <div>
        <TextField
          form={form}
          name="name"
          label={t('panel.name')}
          hint={t('panel.nameHint')}
          required
          inputProps={{ maxLength: 50 }}
          onFocus={() => setNameFocused(true)}
        />
        {mode === 'edit' && nameFocused ? (
          <p className="info-note" role="status">
            {t('panel.nameWarning')}
          </p>
        ) : null}
      </div>
      {locks.birth ? null : (
        <ChoiceField
          {...question('dobIsApproximate', 'knowBirthdate')}
          choices={yesNo}
          value={!values.dobIsApproximate}
          onChange={(known) => form.set('dobIsApproximate', !known)}
        />
      )}
      {locks.birth && pet ? (
        // issue 38 D15: an approximate age is never shown as the birth date stored for it
        <p className="read-only">
          {ageShownOf(pet).kind === 'approximate' ? (
            <>
              <strong>
                {t('myPets.age')}
                {colon}
              </strong>
              {ageOf(pet)}
            </>
          ) : (
            <>
              <strong>
                {t('panel.birthdate')}
                {colon}
              </strong>
              {formatCalendarDate(pet.birthday, locale)}
            </>
          )}
        </p>
      ) : values.dobIsApproximate ? (
        <Field id={form.idOf('age')} label={t('panel.age')} error={errors.age}>
          {(control) => (
            <select {...control} value={values.age} onChange={(event) => form.set('age', event.target.value)}>
              <option value="">{t('panel.agePlaceholder')}</option>
              {APPROXIMATE_AGE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {format(option.label)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <DatePartsFields form={form} name="birthdate" legend={t('panel.birthdate')} />
      )}
      {breedAllowed && breedEditable ? (
        <>
          <ChoiceField
            {...question('breedKnown', 'breedKnown')}
            choices={yesNo}
            value={values.breedKnown}
            onChange={(known) => form.set('breedKnown', known)}
          />
          {values.breedKnown && values.type ? (
            <BreedCombobox
              id={form.idOf('breed')}
              label={t('panel.breed')}
              breeds={breeds.list}
              loading={breeds.loading}
              species={breedSpeciesOf(values.type)}
              value={values.breed}
              onChange={(breed) => form.set('breed', breed)}
              error={errors.breed}
            />
          ) : null}
        </>
      ) : (
        <p className="read-only">
          <strong>{t('panel.breed')}:</strong> {values.breedKnown ? values.breed : t('myPets.unknownBreed')}{' '}
          {breedAllowed ? (
            <button
              type="button"
              className="link-button"
              aria-label={t('panel.editBreedLabel')}
              onClick={() => setBreedEditable(true)}
            >
              {t('panel.editBreed')}
            </button>
          ) : null}
        </p>
      )}
      <PetColorPicker form={form} />
      <PetPhotoField petName={values.name} storedUrl={pet?.photo?.url ?? null} change={photo} onChange={setPhoto} />
      {mode === 'edit' && pet ? (
        <RabiesProofUploader
          pet={pet}
          proofRequired={standingOf(pet).proof.kind !== 'notRequired'}
          timeZone={city?.timezone ?? 'UTC'}
          allowPastRabies={city?.allowPastRabies ?? false}
        />
      ) : null}
      {mode === 'edit' && pet ? <PetMoreDetails form={form} pet={pet} neuteredLocked={locks.neutered} /> : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.submitting || nameClash !== null}>
          {form.submitting ? t('panel.submitting') : t(mode === 'add' ? 'panel.submitAdd' : 'panel.submitEdit')}
        </button>
        {actions}
      </div>
    </Form>
  );
}
