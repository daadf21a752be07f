import { z } from 'zod';
import type { Ymd } from '../dates/calendar.js';
import { type FieldIssue, msg } from '../shared/messages.js';
import { keyed, looseBoolean, looseText, reportIssues } from '../shared/schema.helpers.js';
import type { PetColorName } from './pet-colors.js';
import { petBirthdateShape, petColorsShape, petEditTextShape } from './pet-form.schemas.js';
import {
  normalizePetForm,
  petEditTextsOf,
  type PetEditTextField,
  type PetFormContext,
  type PetFormInput,
  petFormIssues,
} from './pet-form.rules.js';
import type { BreedSpecies, EditPetGender } from './pet.codes.js';
import { reportedTemperamentSelection, TEMPERAMENT_DEFAULT_MAX, temperamentIssue } from './temperament.rules.js';

// spec §3 Add-pet payload and Edit-pet payload, as the server receives them: the same rules as the pet
// form (petFormIssues), read from the payload's field names, so a form that passed in the browser passes
// here and anything else gets the same message keys, at the payload's paths.

/** A valid add or edit payload, in the server's spelling. */
export type PetPayload = {
  species: BreedSpecies;
  sex: EditPetGender;
  name: string;
  /** cats only; null for a dog */
  indoorAnimal: boolean | null;
  breedKnown: boolean;
  breed: string | null;
  /** as sent: exact, or today minus the approximate age (spec §4 Submit) */
  birthday: Ymd;
  dobIsApproximate: boolean;
  colors: PetColorName[];
};

export type EditPetPayloadParsed = PetPayload & {
  petId: string;
  /** undefined: left out of the payload (spec §3: neutered is left out when null) */
  neutered: boolean | undefined;
  /** undefined: left out, the stored selection stays (decision 0202) */
  temperament: string[] | undefined;
} & Record<PetEditTextField, string | null>;

/** Renames the form's paths to the payload's (birthdate → birthday, …). */
function atPayloadPaths(issues: readonly FieldIssue[], renames: Readonly<Record<string, string>>): FieldIssue[] {
  return issues.map((issue) => {
    const [head, ...rest] = issue.path;
    const renamed = typeof head === 'string' ? (renames[head] ?? head) : head;
    return renamed === undefined ? issue : { ...issue, path: [renamed, ...rest] };
  });
}

/** The form rules over a payload, with the birthday always checked as a real past date. */
function payloadIssues(form: PetFormInput, context: PetFormContext, renames: Readonly<Record<string, string>>) {
  return atPayloadPaths(petFormIssues({ ...form, dobIsApproximate: false }, context), {
    birthdate: 'birthday',
    ...renames,
  });
}

function toPayload(form: PetFormInput, dobIsApproximate: boolean): PetPayload {
  // checked as an exact date, whatever dobIsApproximate says: the birthday is what is stored
  const normal = normalizePetForm({ ...form, dobIsApproximate: false }, new Date(0));
  return {
    species: normal.type === 'C' ? 'CAT' : 'DOG',
    sex: normal.gender === 'F' ? 'FEMALE' : 'MALE',
    name: normal.name,
    indoorAnimal: normal.isIndoor,
    breedKnown: normal.breedKnown,
    breed: normal.breed,
    birthday: normal.birthday,
    dobIsApproximate,
    colors: normal.colors,
  };
}

/** spec §3 Add-pet payload: type D/C, isIndoor, name, breedKnown, breed, gender M/F, birthday, dobIsApproximate, colors. */
export function createAddPetPayloadSchema(context: PetFormContext) {
  return z
    .object(
      {
        type: looseText,
        isIndoor: looseBoolean,
        name: looseText,
        breedKnown: looseBoolean,
        breed: looseText,
        gender: looseText,
        // the payload's birthday is the form's birthdate, always checked as a date (decision 0202)
        birthday: petBirthdateShape,
        dobIsApproximate: looseBoolean,
        colors: petColorsShape,
      },
      keyed(msg('validation.formError')),
    )
    .transform((payload) => ({ payload, form: { ...payload, birthdate: payload.birthday } as PetFormInput }))
    .superRefine(({ form }, ctx) => reportIssues(ctx, payloadIssues(form, context, {})))
    .transform(({ payload, form }): PetPayload => toPayload(form, !!payload.dobIsApproximate));
}

/** spec §3 Edit-pet payload: type DOG/CAT/UNKNOWN, gender MALE/FEMALE, color, indoorAnimal, … */
const EDIT_TYPE_CODES: Readonly<Record<string, 'D' | 'C'>> = { DOG: 'D', CAT: 'C' };
const EDIT_GENDER_CODES: Readonly<Record<string, 'M' | 'F'>> = { MALE: 'M', FEMALE: 'F' };

/**
 * spec §3 Edit-pet payload (sent with petId), plus an optional temperament selection (decision
 * 0202). UNKNOWN as type is refused as a missing species; neutered left out keeps the stored value.
 */
export function createEditPetPayloadSchema(context: PetFormContext) {
  return z
    .object(
      {
        petId: looseText,
        type: looseText,
        gender: looseText,
        color: petColorsShape,
        indoorAnimal: looseBoolean,
        birthday: petBirthdateShape,
        neutered: z
          .boolean(keyed(msg('validation.invalidValue')))
          .nullish()
          .transform((v) => v ?? undefined),
        name: looseText,
        breed: looseText,
        breedKnown: looseBoolean,
        dobIsApproximate: looseBoolean,
        temperament: z
          .array(z.string(keyed(msg('validation.invalidValue'))), keyed(msg('validation.invalidValue')))
          .max(100, keyed(msg('validation.invalidValue')))
          .optional(),
        ...petEditTextShape,
      },
      keyed(msg('validation.formError')),
    )
    .transform((payload) => ({
      payload,
      form: {
        ...payload,
        type: EDIT_TYPE_CODES[payload.type ?? ''] ?? null,
        gender: EDIT_GENDER_CODES[payload.gender ?? ''] ?? null,
        isIndoor: payload.indoorAnimal,
        colors: payload.color,
        birthdate: payload.birthday,
      } as PetFormInput,
    }))
    .superRefine(({ payload, form }, ctx) => {
      const issues = payloadIssues(form, context, { isIndoor: 'indoorAnimal', colors: 'color' });
      const tooMany = payload.temperament ? temperamentIssue(payload.temperament, TEMPERAMENT_DEFAULT_MAX) : null;
      if (tooMany) issues.push({ ...tooMany, path: ['temperament'] });
      reportIssues(ctx, issues);
    })
    .transform(({ payload, form }): EditPetPayloadParsed => {
      return {
        ...toPayload(form, !!payload.dobIsApproximate),
        petId: payload.petId ?? '',
        neutered: payload.neutered,
        temperament: payload.temperament ? (reportedTemperamentSelection(payload.temperament) ?? undefined) : undefined,
        ...petEditTextsOf(payload),
      };
    });
}
