import { formatPhone } from '../account/phone.rules.js';
import { type Message, msg } from '../shared/messages.js';
import { charCount } from '../shared/text.rules.js';

/** spec §9 Pets: name at most 50 characters. */
export const PET_NAME_MAX_LENGTH = 50;

/**
 * spec §5 Pet: "allowed special characters only" (decision 1007): letters of any script with their
 * accents, digits, spaces, and . ' ’ - & — what real pet names use ("Mr. Biscuit", "D'Artagnan",
 * "Jean-Luc", "Salt & Pepper", "R2D2"); "/" is refused everywhere (spec §5 General).
 */
export const PET_NAME_PATTERN = /^[\p{L}\p{M}\p{Nd} .'’\-&]+$/u;

export type PetNameContext = {
  /** Names of the owner's other active pets (not the pet being edited). */
  otherPetNames?: readonly string[];
  /** Names of the owner's inactive pets. */
  inactivePetNames?: readonly string[];
  /** The name of the pet a duplicate-pet check matched, when one did. */
  duplicatePetName?: string | null;
  /**
   * The name the screen asks the owner to change (for example a name the server refused); the
   * pet's own name while editing is NOT this: keeping it is allowed.
   */
  currentName?: string | null;
  /** Customer support phone (ten digits) for the inactive-pet message. */
  supportPhone?: string | null;
};

/** spec §5: names are compared trimmed and case-insensitively. */
export function petNameKey(name: string): string {
  return name.normalize('NFC').trim().toLocaleLowerCase('en');
}

/**
 * spec §5 Pet name: required, trimmed, allowed characters, max 50, then the four clashes, each
 * with its own key, in the spec's order (current name, another pet, inactive pet, duplicate).
 */
export function petNameIssue(value: string | null | undefined, context: PetNameContext = {}): Message | null {
  const name = value?.trim() ?? '';
  if (name === '') return msg('validation.required');
  if (!PET_NAME_PATTERN.test(name)) return msg('validation.invalidCharacters', { field: 'petName' });
  if (charCount(name) > PET_NAME_MAX_LENGTH) return msg('validation.maxChars', { numLimit: PET_NAME_MAX_LENGTH });
  const key = petNameKey(name);
  const same = (other: string | null | undefined) => !!other && petNameKey(other) === key;
  if (same(context.currentName)) return msg('validation.pet.nameSameAsCurrent');
  if (context.otherPetNames?.some(same)) return msg('validation.pet.petNameExists');
  if (context.inactivePetNames?.some(same)) {
    return msg('validation.pet.nameInactive', { phone: formatPhone(context.supportPhone ?? '') });
  }
  if (same(context.duplicatePetName)) return msg('validation.pet.nameDuplicate');
  return null;
}

/** spec §5: continue/submit is disabled while the name has any of these issues. */
export function isPetNameBlocking(value: string | null | undefined, context: PetNameContext = {}): boolean {
  return petNameIssue(value, context) !== null;
}

/**
 * A name reduced to its letters and digits, without accents or case ("Mr. Biscuit", "mr biscuit"
 * and "MR-BISCUIT" fold alike; "Zoé" and "Zoe" too). Decision 0202: the duplicate-pet check.
 */
export function petNameFold(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{Nd}]/gu, '');
}

/**
 * spec §5 "A duplicate-pet check" (decision 0202): the owner's other active pet of the same species
 * whose name folds to the same letters and digits but is not the same name (that one is
 * petNameExists), e.g. adding "Mr Biscuit" next to "Mr. Biscuit". Returns that pet, or null.
 */
export function findDuplicatePet<Pet extends { name: string; species: string }>(
  candidate: { name: string | null | undefined; species: string | null | undefined },
  activePets: readonly Pet[],
): Pet | null {
  const name = candidate.name?.trim() ?? '';
  const folded = petNameFold(name);
  if (!folded || !candidate.species) return null;
  return (
    activePets.find(
      (pet) =>
        pet.species === candidate.species &&
        petNameFold(pet.name) === folded &&
        petNameKey(pet.name) !== petNameKey(name),
    ) ?? null
  );
}
