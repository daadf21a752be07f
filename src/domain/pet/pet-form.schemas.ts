import { z } from 'zod';
import { msg } from '../shared/messages.js';
import { keyed, looseBoolean, looseMultilineText, looseText, reportIssues } from '../shared/schema.helpers.js';
import { PET_COLOR_NAMES } from './pet-colors.js';
import { type PetFormContext, normalizePetForm, petFormIssues } from './pet-form.rules.js';

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
        birthdate: z
          .object({ day: text, month: text, year: text }, keyed(msg('validation.invalidValue')))
          .nullish()
          .transform((v) => v ?? null),
        age: text,
        colors: z
          .array(z.string(keyed(msg('validation.invalidValue'))), keyed(msg('validation.invalidValue')))
          .max(PET_COLOR_NAMES.length, keyed(msg('validation.invalidValue')))
          .nullish()
          .transform((v) => v ?? []),
        neutered: looseBoolean,
        microchip: text,
        tattoo: text,
        markings: text,
        coat: text,
        // textareas: line breaks are text there
        biography: looseMultilineText,
        notes: looseMultilineText,
      },
      keyed(msg('validation.formError')),
    )
    .superRefine((form, ctx) => reportIssues(ctx, petFormIssues(form, context)))
    .transform((form) => normalizePetForm(form, context.now));
}
