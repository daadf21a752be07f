// A sentence about a pet agrees with it (issue 39, decision 0017): Spanish and French agree adjectives,
// participles and pronouns with the animal ("perdido" / "perdida", "ajouté" / "ajoutée", "lo" / "la").
import { sexCodeFromServer } from './pet.codes.js';

/** The grammatical gender a text about the pet takes: i18next's `context` (`key_male`, `key_female`). */
export type PetContext = 'male' | 'female';

/**
 * The pet's words for a translated text: its name, and its sex as i18next's context. A catalog adds
 * `key_male` or `key_female` only where its plain key does not fit the pet (Spanish the male variant,
 * French the female one); English needs none. Every pet on file has a sex (spec §3); anything but
 * female reads as male.
 */
export function petWords(pet: { name: string; gender?: string | null }): { name: string; context: PetContext } {
  return { name: pet.name, context: sexCodeFromServer(pet.gender) === 'F' ? 'female' : 'male' };
}
