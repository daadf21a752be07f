// The pet panel's state (spec §2.9, §4 Pet form): the form kit bound to the domain's pet schema, with
// the owner's other pets as its name context; species changes follow §4; submit sends exactly the
// add-pet or edit-pet payload of §3 (the server parses it again with the same rules).
import { useMemo, useState } from 'react';
import { utcDateOf } from '../../../domain/dates/calendar.js';
import { approximateAgeOptionFor } from '../../../domain/pet/approximate-age.rules.js';
import { canEditBreed } from '../../../domain/pet/breed.rules.js';
import {
  changeSpecies,
  type PetFormMode,
  petFormLocks,
  toAddPetPayload,
  toEditPetPayload,
} from '../../../domain/pet/pet-form.rules.js';
import { createPetFormSchema } from '../../../domain/pet/pet-form.schemas.js';
import { type PetNameContext, petNameIssue } from '../../../domain/pet/pet-name.rules.js';
import type { MessageKey } from '../../../domain/shared/messages.js';
import { type SpeciesCode, sexCodeFromServer, speciesCodeFromServer } from '../../../domain/pet/pet.codes.js';
import { safeParseDomain } from '../../../domain/shared/schema.helpers.js';
import { type DateParts, datePartsOf, EMPTY_DATE_PARTS } from '../../components/form/DatePartsFields.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import type { PetFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useAddPetMutation } from './api/add-pet.generated.js';
import { useEditPetMutation } from './api/edit-pet.generated.js';
import { KEEP_PHOTO, type PetPhotoChange, savePetPhotoChange } from './photo/pet-photo-change.js';

export type PetValues = {
  type: SpeciesCode | '';
  isIndoor: boolean | null;
  name: string;
  breedKnown: boolean | null;
  breed: string;
  gender: 'M' | 'F' | '';
  dobIsApproximate: boolean;
  birthdate: DateParts;
  age: string;
  colors: string[];
  neutered: boolean | null;
  microchip: string;
  tattoo: string;
  markings: string;
  coat: string;
  biography: string;
  notes: string;
  temperament: string[];
};

const NAME_CLASHES = new Set<MessageKey>([
  'validation.pet.petNameExists',
  'validation.pet.nameInactive',
  'validation.pet.nameDuplicate',
  'validation.pet.nameSameAsCurrent',
]);

const EMPTY: PetValues = {
  type: '',
  isIndoor: null,
  name: '',
  breedKnown: null,
  breed: '',
  gender: '',
  dobIsApproximate: false,
  birthdate: EMPTY_DATE_PARTS,
  age: '',
  colors: [],
  neutered: null,
  microchip: '',
  tattoo: '',
  markings: '',
  coat: '',
  biography: '',
  notes: '',
  temperament: [],
};

function valuesOf(pet: PetFieldsFragment | null): PetValues {
  if (!pet) return EMPTY;
  const { details } = pet;
  return {
    type: speciesCodeFromServer(details.type) ?? '',
    isIndoor: pet.indoorAnimal ?? null,
    name: pet.name,
    breedKnown: details.breedKnown,
    breed: details.breed ?? '',
    gender: sexCodeFromServer(pet.gender) ?? '',
    dobIsApproximate: pet.dobIsApproximate,
    birthdate: datePartsOf(pet.birthday),
    age: pet.dobIsApproximate ? String(approximateAgeOptionFor(details.age.months)) : '',
    colors: [...details.color],
    neutered: details.neutered ?? null,
    microchip: details.microchip ?? '',
    tattoo: details.tattoo ?? '',
    markings: details.markings ?? '',
    coat: details.coat ?? '',
    biography: details.biography ?? '',
    notes: details.notes ?? '',
    temperament: [...pet.temperament],
  };
}

export function usePetForm({
  mode,
  pet,
  otherPets,
  supportPhone,
  onSaved,
}: {
  mode: PetFormMode;
  pet: PetFieldsFragment | null;
  /** every pet of the owner but this one: their names may not be reused (spec §5) */
  otherPets: readonly PetFieldsFragment[];
  supportPhone: string | null;
  /** after the pet is saved; `photoSaved` is false when its photo could not be stored */
  onSaved: (pet: PetFieldsFragment, photoSaved: boolean) => void;
}) {
  const { run: runAddPet } = useAddPetMutation();
  const { run: runEditPet } = useEditPetMutation();
  const nameContext: PetNameContext = useMemo(
    () => ({
      otherPetNames: otherPets.filter((other) => other.active).map((other) => other.name),
      inactivePetNames: otherPets.filter((other) => !other.active).map((other) => other.name),
      supportPhone,
    }),
    [otherPets, supportPhone],
  );
  const schema = useMemo(() => {
    const now = new Date();
    return createPetFormSchema({ ...nameContext, mode, today: utcDateOf(now), now });
  }, [nameContext, mode]);
  const [photo, setPhoto] = useState<PetPhotoChange>(KEEP_PHOTO);
  const [breedEditable, setBreedEditable] = useState(() => mode === 'add' || !pet?.details.breedKnown);
  const locks = petFormLocks(pet);
  const breedAllowed =
    mode === 'add' || canEditBreed({ restrictedBreed: pet?.restrictedBreed ?? false, hasLicense: !!pet?.hasLicense });

  const form = useDomainForm({
    id: 'pet',
    initialValues: () => valuesOf(pet),
    schema,
    toInput: (values) => ({ ...values, age: values.dobIsApproximate ? values.age : null }),
    onSubmit: async (input) => {
      const parsed = safeParseDomain(schema, input);
      if (!parsed.success) return;
      const saved =
        mode === 'add' || !pet
          ? (await runAddPet({ input: toAddPetPayload(parsed.data) }))?.addPet
          : (
              await runEditPet({
                input: { ...toEditPetPayload(parsed.data, pet.id), temperament: form.values.temperament },
              })
            )?.editPet;
      if (!saved) return;
      // the photo goes to its own route once the pet exists (after add-pet, under the new id)
      const photoSaved = await savePetPhotoChange(saved.id, photo, !!pet?.photo).then(
        () => true,
        () => false,
      );
      onSaved(saved, photoSaved);
    },
  });

  /** spec §4 Changing species: resets indoor and breed, and reopens breed editing. */
  const setSpecies = (next: SpeciesCode) => {
    const { values } = form;
    const state = changeSpecies(
      {
        type: values.type || null,
        isIndoor: values.isIndoor,
        breedKnown: values.breedKnown,
        breed: values.breed || null,
        breedEditable,
      },
      next,
      pet,
    );
    form.set('type', state.type ?? '');
    form.set('isIndoor', state.isIndoor);
    form.set('breedKnown', state.breedKnown);
    form.set('breed', state.breed ?? '');
    setBreedEditable(state.breedEditable);
  };

  /** spec §5: submit is disabled while the name clashes with another pet's (a clash, not a typo). */
  const nameIssue = petNameIssue(form.values.name, nameContext);
  const nameClash = nameIssue && NAME_CLASHES.has(nameIssue.key) ? nameIssue : null;

  return { form, locks, breedAllowed, breedEditable, setBreedEditable, setSpecies, nameClash, photo, setPhoto };
}
