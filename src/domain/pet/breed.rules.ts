import { type FieldIssue, issueAt, msg } from '../shared/messages.js';
import { charCount, trimToNull } from '../shared/text.rules.js';
import type { BreedSpecies } from './pet.codes.js';

/**
 * spec §3 Breed (decision 1003): the full shape; the reading that returns only id, name and
 * species is the same list with the other fields left out, so they are optional here.
 */
export type Breed = {
  id: string;
  uuid?: string | null;
  name: string;
  species: BreedSpecies;
  size?: string | null;
  type?: string | null;
};

/** spec §9 Pets: breed at most 255 characters; autocomplete from 1 character, 200 ms debounce. */
export const BREED_MAX_LENGTH = 255;
export const BREED_SEARCH_MIN_CHARS = 1;
export const BREED_SEARCH_DEBOUNCE_MS = 200;

/** spec §5 Pet: letters, spaces, round brackets and "+" ("Poodle (Toy)", "Mixed + Lab"). */
export const BREED_PATTERN = /^[\p{L}\p{M} ()+]+$/u;

/** spec §5 Pet Breed: the breed-known answer, then (when known) the breed itself. Paths: breedKnown, breed. */
export function breedIssues(input: {
  breedKnown: boolean | null | undefined;
  breed: string | null | undefined;
}): FieldIssue[] {
  if (input.breedKnown == null) return [issueAt(['breedKnown'], msg('validation.pet.breedKnownRequired'))];
  if (!input.breedKnown) return [];
  const breed = trimToNull(input.breed);
  if (!breed) return [issueAt(['breed'], msg('validation.required'))];
  if (charCount(breed) > BREED_MAX_LENGTH)
    return [issueAt(['breed'], msg('validation.maxChars', { numLimit: BREED_MAX_LENGTH }))];
  if (!BREED_PATTERN.test(breed)) return [issueAt(['breed'], msg('validation.invalidCharacters', { field: 'breed' }))];
  return [];
}

/** spec §5: breed is editable only when the pet is not a restricted breed and has no licence. */
export function canEditBreed(
  pet: { restrictedBreed?: boolean | null; hasLicense: boolean } | null | undefined,
): boolean {
  if (!pet) return true;
  return !pet.restrictedBreed && !pet.hasLicense;
}

/** spec §4 Breed: picking records a breed; typing text other than its name drops the pick. */
export function breedPickAfterTyping(pick: Breed | null, typed: string): Breed | null {
  return pick && pick.name.trim().toLowerCase() === typed.trim().toLowerCase() ? pick : null;
}

/** Autocomplete suggestions: the chosen species' breeds whose name contains the query. */
export function searchBreeds(breeds: readonly Breed[], species: BreedSpecies, query: string): Breed[] {
  const q = query.trim().toLowerCase();
  if (charCount(q) < BREED_SEARCH_MIN_CHARS) return [];
  return breeds.filter((b) => b.species === species && b.name.toLowerCase().includes(q));
}
