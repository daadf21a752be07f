// Pets the tests share: the add-pet form as a person fills it in (spec §5 Pet), the payload it sends
// (spec §3), and the day the form is filled in on.
import type { PetFormInput } from './pet-form.rules.js';

/** The jurisdiction's today for the pet-form tests, and a moment of it (birthdates count from it). */
export const PET_FORM_TODAY = { year: 2025, month: 6, day: 15 } as const;
export const PET_FORM_NOW = new Date('2025-06-15T18:00:00Z');

/** A dog as the add-pet form holds it: exact birthdate, known breed, two colours. */
export const DOG_FORM = {
  type: 'D',
  name: 'Max',
  breedKnown: true,
  breed: 'Border Collie',
  gender: 'M',
  dobIsApproximate: false,
  birthdate: { day: '4', month: '7', year: '2021' },
  colors: ['black', 'white'],
} as const satisfies PetFormInput;

/** An indoor cat as the add-pet form holds it, with the dog's birthdate and colours. */
export const CAT_FORM = {
  ...DOG_FORM,
  type: 'C',
  isIndoor: true,
  name: ' Miso ',
  breed: 'Bengal',
  gender: 'F',
} as const satisfies PetFormInput;

/** The add-pet payload (spec §3) DOG_FORM sends, under `name` and with `extra` changes. */
export function dogPayload(name: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'D',
    isIndoor: null,
    name,
    breedKnown: DOG_FORM.breedKnown,
    breed: DOG_FORM.breed,
    gender: DOG_FORM.gender,
    birthday: { year: 2021, month: 7, day: 4 },
    dobIsApproximate: false,
    colors: [...DOG_FORM.colors],
    ...extra,
  };
}
