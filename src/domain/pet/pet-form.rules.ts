import { type DatePartsInput, validateDateParts } from '../dates/date-parts.rules.js';
import type { Ymd } from '../dates/calendar.js';
import { type FieldIssue, issueAt, msg } from '../shared/messages.js';
import { charCount, trimToNull } from '../shared/text.rules.js';
import { approximateBirthdate, isApproximateAgeMonths } from './approximate-age.rules.js';
import { breedIssues } from './breed.rules.js';
import { isPetColorName, type PetColorName } from './pet-colors.js';
import { type PetNameContext, petNameIssue } from './pet-name.rules.js';
import {
  type EditPetGender,
  type EditPetType,
  isSexCode,
  isSpeciesCode,
  type SexCode,
  type SpeciesCode,
  toEditPetGender,
  toEditPetType,
} from './pet.codes.js';

// spec §3 Pet form fields and payloads, §4 Pet form, §5 Pet, §9 Pets.

/** spec §9 Pets: field limits. */
export const PET_FIELD_LIMITS = {
  name: 50,
  breed: 255,
  microchip: 255,
  tattoo: 255,
  markings: 255,
  coat: 255,
  biography: 65_535,
  notes: 65_535,
} as const;
export const PET_EDIT_TEXT_FIELDS = ['microchip', 'tattoo', 'markings', 'coat', 'biography', 'notes'] as const;
export type PetEditTextField = (typeof PET_EDIT_TEXT_FIELDS)[number];

/** The edit form's free texts as stored: trimmed, blank as null. */
export function petEditTextsOf(
  source: Partial<Record<PetEditTextField, string | null | undefined>>,
): Record<PetEditTextField, string | null> {
  return Object.fromEntries(PET_EDIT_TEXT_FIELDS.map((field) => [field, trimToNull(source[field])])) as Record<
    PetEditTextField,
    string | null
  >;
}

/** spec §4 Pet form Mode (decision 1004): given by the caller, never guessed from the pet. */
export type PetFormMode = 'add' | 'edit';

/** The pet facts the form's locks and species rules read (spec §3 Pet as read from the server). */
export type PetFacts = {
  hasLicense: boolean;
  hasValidNeuterProof?: boolean | null;
  restrictedBreed?: boolean | null;
  indoorAnimal?: boolean | null;
};

export type PetFormLocks = { species: boolean; sex: boolean; birth: boolean; neutered: boolean };

/** spec §4 Locks: a licence locks species, sex and birth data; valid neuter proof or a licence locks neutered. */
export function petFormLocks(pet: PetFacts | null | undefined): PetFormLocks {
  const licensed = !!pet?.hasLicense;
  return { species: licensed, sex: licensed, birth: licensed, neutered: licensed || !!pet?.hasValidNeuterProof };
}

export type SpeciesState = {
  type: SpeciesCode | null;
  isIndoor: boolean | null;
  breedKnown: boolean | null;
  breed: string | null;
  breedEditable: boolean;
};

/**
 * spec §4 Changing species: dog → cat resets the indoor flag to null; any other change takes it
 * from the pet's indoorAnimal, or null; every change clears breed and breedKnown and reopens breed
 * editing. Choosing the species already chosen changes nothing.
 */
export function changeSpecies(
  state: SpeciesState,
  next: SpeciesCode,
  pet?: Pick<PetFacts, 'indoorAnimal'> | null,
): SpeciesState {
  if (state.type === next) return state;
  const isIndoor = state.type === 'D' && next === 'C' ? null : (pet?.indoorAnimal ?? null);
  return { type: next, isIndoor, breedKnown: null, breed: null, breedEditable: true };
}

/** What the pet form holds (spec §3 Pet form fields); loose, as typed. */
export type PetFormInput = {
  type?: string | null;
  isIndoor?: boolean | null;
  name?: string | null;
  breedKnown?: boolean | null;
  breed?: string | null;
  gender?: string | null;
  dobIsApproximate?: boolean | null;
  birthdate?: DatePartsInput | null;
  age?: string | number | null;
  colors?: readonly string[] | null;
  neutered?: boolean | null;
} & Partial<Record<PetEditTextField, string | null>>;

export type PetFormContext = PetNameContext & {
  mode: PetFormMode;
  /** Today where the pet is licensed (the jurisdiction's date), for "birthdate in the past". */
  today: Ymd;
};

/** Every rule of spec §5 Pet over the whole form; paths are the form's field names. */
export function petFormIssues(form: PetFormInput, context: PetFormContext): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!isSpeciesCode(form.type)) issues.push(issueAt(['type'], msg('validation.pet.speciesRequired')));
  const nameIssue = petNameIssue(form.name, context);
  if (form.type === 'C' && form.isIndoor == null) {
    // issue 38 D21: a name the name rule refuses is not echoed in another field's message ("your cat")
    const name = nameIssue ? null : trimToNull(form.name);
    issues.push(
      issueAt(
        ['isIndoor'],
        name
          ? msg('validation.pet.petCatOptionsRequired', { name })
          : msg('validation.pet.petCatOptionsRequiredYourCat'),
      ),
    );
  }
  if (nameIssue) issues.push(issueAt(['name'], nameIssue));
  issues.push(...breedIssues({ breedKnown: form.breedKnown, breed: form.breed }));
  if (!isSexCode(form.gender)) issues.push(issueAt(['gender'], msg('validation.pet.sexRequired')));

  if (form.dobIsApproximate) {
    if (!isApproximateAgeMonths(Number(form.age))) issues.push(issueAt(['age'], msg('validation.pet.ageRequired')));
  } else {
    const date = validateDateParts(form.birthdate, { required: true, mustBePast: true, today: context.today });
    issues.push(...date.issues.map((issue) => issueAt(['birthdate', ...issue.path], issue)));
  }

  const colors = form.colors ?? [];
  if (colors.length === 0) issues.push(issueAt(['colors'], msg('validation.pet.colorRequired')));
  else if (!colors.every(isPetColorName)) issues.push(issueAt(['colors'], msg('validation.invalidValue')));

  for (const field of PET_EDIT_TEXT_FIELDS) {
    const value = form[field];
    if (value && charCount(value) > PET_FIELD_LIMITS[field]) {
      issues.push(issueAt([field], msg('validation.maxChars', { numLimit: PET_FIELD_LIMITS[field] })));
    }
  }
  return issues;
}

/** A valid pet form, normalised. */
export type PetForm = {
  type: SpeciesCode;
  isIndoor: boolean | null;
  name: string;
  breedKnown: boolean;
  breed: string | null;
  gender: SexCode;
  dobIsApproximate: boolean;
  /** exact, or computed from the approximate age */
  birthday: Ymd;
  ageMonths: number | null;
  colors: PetColorName[];
  neutered: boolean | null;
} & Record<PetEditTextField, string | null>;

/** Normalises a form that petFormIssues accepted; `now` gives the approximate birthdate (UTC, spec §4). */
export function normalizePetForm(form: PetFormInput, now: Date): PetForm {
  const approximate = !!form.dobIsApproximate;
  const ageMonths = approximate ? Number(form.age) : null;
  const exact = validateDateParts(form.birthdate, { required: true }).value;
  const birthday = ageMonths !== null ? approximateBirthdate(ageMonths, now) : (exact ?? { year: 0, month: 1, day: 1 });
  const type = form.type === 'C' ? 'C' : 'D';
  return {
    type,
    isIndoor: type === 'C' ? (form.isIndoor ?? null) : null,
    name: (form.name ?? '').trim(),
    breedKnown: !!form.breedKnown,
    breed: form.breedKnown ? trimToNull(form.breed) : null,
    gender: form.gender === 'F' ? 'F' : 'M',
    dobIsApproximate: approximate,
    birthday,
    ageMonths,
    colors: [...new Set((form.colors ?? []).filter(isPetColorName))],
    neutered: form.neutered ?? null,
    ...petEditTextsOf(form),
  };
}

/** spec §3 Add-pet payload: these fields of the form, as they are. */
const ADD_PET_FIELDS = [
  'type',
  'isIndoor',
  'name',
  'breedKnown',
  'breed',
  'gender',
  'birthday',
  'dobIsApproximate',
  'colors',
] as const satisfies ReadonlyArray<keyof PetForm>;

export type AddPetPayload = Pick<PetForm, (typeof ADD_PET_FIELDS)[number]>;

export function toAddPetPayload(form: PetForm): AddPetPayload {
  return Object.fromEntries(ADD_PET_FIELDS.map((field) => [field, form[field]])) as AddPetPayload;
}

/** spec §3 Edit-pet payload (sent with petId); neutered is left out when null. */
export type EditPetPayload = {
  petId: string;
  type: EditPetType;
  gender: EditPetGender;
  color: PetColorName[];
  indoorAnimal: boolean | null;
  birthday: Ymd;
  neutered?: boolean;
  name: string;
  breed: string | null;
  breedKnown: boolean;
  dobIsApproximate: boolean;
} & Record<PetEditTextField, string | null>;

export function toEditPetPayload(form: PetForm, petId: string): EditPetPayload {
  return {
    petId,
    type: toEditPetType(form.type),
    gender: toEditPetGender(form.gender),
    color: form.colors,
    indoorAnimal: form.isIndoor,
    birthday: form.birthday,
    ...(form.neutered === null ? {} : { neutered: form.neutered }),
    microchip: form.microchip,
    tattoo: form.tattoo,
    markings: form.markings,
    coat: form.coat,
    biography: form.biography,
    notes: form.notes,
    name: form.name,
    breed: form.breed,
    breedKnown: form.breedKnown,
    dobIsApproximate: form.dobIsApproximate,
  };
}
