import { z } from 'zod';
import { msg } from '../shared/messages.js';
import { keyed, looseBoolean, looseMultilineText, looseText, reportIssues } from '../shared/schema.helpers.js';
import { PET_COLOR_NAMES } from './pet-colors.js';
import { type PetEditTextField, type PetFormContext, normalizePetForm, petFormIssues } from './pet-form.rules.js';

/** A {day, month, year} group as typed; its rules are the form's (petFormIssues). */
export const petBirthdateShape = z
  .object({ day: looseText, month: looseText, year: looseText }, keyed(msg('validation.invalidValue')))
  .nullish()
  .transform((v) => v ?? null);

/** The chosen colour names, at most as many as there are colours. */
export const petColorsShape = z
  .array(z.string(keyed(msg('validation.invalidValue'))), keyed(msg('validation.invalidValue')))
  .max(PET_COLOR_NAMES.length, keyed(msg('validation.invalidValue')))
  .nullish()
  .transform((v) => v ?? []);

/** The edit form's free texts, the same in the form and in the edit payload (spec §3). */
export const petEditTextShape = {
  microchip: looseText,
  tattoo: looseText,
  markings: looseText,
  coat: looseText,
  // textareas: line breaks are text there
  biography: looseMultilineText,
  notes: looseMultilineText,
} satisfies Record<PetEditTextField, typeof looseText>;

/**
 * The add/edit pet form and API input (spec §5 Pet). The context comes from the owner's pets (the
 * server rebuilds it from the database); `now` gives the approximate birthdate (spec §4 Submit).
 */
export function createPetFormSchema(context: PetFormContext & { now: Date }) {
  const text = looseText;
  return z
    .object(
      {
        type: text,
        isIndoor: looseBoolean,
        name: text,
        breedKnown: looseBoolean,
        breed: text,
        gender: text,
        dobIsApproximate: looseBoolean,
        birthdate: petBirthdateShape,
        age: text,
        colors: petColorsShape,
        neutered: looseBoolean,
        ...petEditTextShape,
      },
      keyed(msg('validation.formError')),
    )
    .superRefine((form, ctx) => reportIssues(ctx, petFormIssues(form, context)))
    .transform((form) => normalizePetForm(form, context.now));
}
