import { compareYmd, type Ymd } from '../dates/calendar.js';
import { canEditBreed } from './breed.rules.js';
import { type PetFacts, petFormLocks } from './pet-form.rules.js';
import type { BreedSpecies, EditPetGender } from './pet.codes.js';

// spec §4 Locks and §5 Breed, as the server applies them to an edit (decision 0202).

/** What an edit may not change, by the edit payload's field names. */
export type PetLockedField = 'type' | 'gender' | 'birthday' | 'dobIsApproximate' | 'breed' | 'neutered';

export type StoredPet = PetFacts & {
  species: BreedSpecies;
  sex: EditPetGender;
  birthday: Ymd;
  dobIsApproximate: boolean;
  breedKnown: boolean;
  breed: string | null;
  neutered: boolean | null;
};

export type PetChange = {
  species: BreedSpecies;
  sex: EditPetGender;
  birthday: Ymd;
  dobIsApproximate: boolean;
  breedKnown: boolean;
  breed: string | null;
  /** undefined: left out of the payload */
  neutered: boolean | undefined;
};

const sameText = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLocaleLowerCase('en') === (b ?? '').trim().toLocaleLowerCase('en');

/**
 * The locked fields an edit tries to change (empty: the edit may go on), and the birthday to store.
 * A licence locks species, sex and birth data; a licence or a restricted breed locks the breed; a
 * licence or valid neuter proof locks neutered. An approximate birthday is sent again as "today minus
 * the age" at every save, so while birth data is locked and the pet stays approximate, the stored
 * birthday is kept rather than compared.
 */
export function lockedPetChanges(stored: StoredPet, change: PetChange): { fields: PetLockedField[]; birthday: Ymd } {
  const locks = petFormLocks(stored);
  const fields: PetLockedField[] = [];
  let birthday = change.birthday;
  if (locks.species && change.species !== stored.species) fields.push('type');
  if (locks.sex && change.sex !== stored.sex) fields.push('gender');
  if (locks.birth) {
    if (change.dobIsApproximate !== stored.dobIsApproximate) fields.push('dobIsApproximate');
    else if (stored.dobIsApproximate) birthday = stored.birthday;
    else if (compareYmd(change.birthday, stored.birthday) !== 0) fields.push('birthday');
  }
  if (!canEditBreed(stored) && (change.breedKnown !== stored.breedKnown || !sameText(change.breed, stored.breed))) {
    fields.push('breed');
  }
  if (locks.neutered && change.neutered !== undefined && change.neutered !== stored.neutered) fields.push('neutered');
  return { fields, birthday };
}
