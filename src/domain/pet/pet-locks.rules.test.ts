import { describe, expect, it } from 'vitest';
import { lockedPetChanges, type PetChange, type StoredPet } from './pet-locks.rules.js';

const stored: StoredPet = {
  hasLicense: true,
  hasValidNeuterProof: false,
  restrictedBreed: false,
  species: 'DOG',
  sex: 'MALE',
  birthday: { year: 2020, month: 2, day: 1 },
  dobIsApproximate: false,
  breedKnown: true,
  breed: 'Beagle',
  neutered: true,
};
const same: PetChange = {
  species: 'DOG',
  sex: 'MALE',
  birthday: { year: 2020, month: 2, day: 1 },
  dobIsApproximate: false,
  breedKnown: true,
  breed: ' beagle ',
  neutered: undefined,
};

describe('locks of an edit (spec §4 Locks, §5 Breed)', () => {
  it('a licensed pet keeps its species, sex, birth data, breed and neutered', () => {
    expect(lockedPetChanges(stored, same).fields).toEqual([]);
    expect(lockedPetChanges(stored, { ...same, neutered: true }).fields).toEqual([]);
    expect(
      lockedPetChanges(stored, {
        species: 'CAT',
        sex: 'FEMALE',
        birthday: { year: 2021, month: 2, day: 1 },
        dobIsApproximate: false,
        breedKnown: false,
        breed: null,
        neutered: false,
      }).fields,
    ).toEqual(['type', 'gender', 'birthday', 'breed', 'neutered']);
    expect(lockedPetChanges(stored, { ...same, dobIsApproximate: true }).fields).toEqual(['dobIsApproximate']);
  });

  it('an approximate birthday, sent again as today minus the age, keeps the stored one', () => {
    const approx = { ...stored, dobIsApproximate: true };
    const result = lockedPetChanges(approx, {
      ...same,
      dobIsApproximate: true,
      birthday: { year: 2020, month: 6, day: 9 },
    });
    expect(result).toEqual({ fields: [], birthday: stored.birthday });
  });

  it('without a licence only neuter proof and a restricted breed lock', () => {
    const free = { ...stored, hasLicense: false };
    const change = { ...same, species: 'CAT' as const, sex: 'FEMALE' as const, breed: 'Bengal', neutered: false };
    expect(lockedPetChanges(free, change).fields).toEqual([]);
    expect(lockedPetChanges({ ...free, hasValidNeuterProof: true }, change).fields).toEqual(['neutered']);
    expect(lockedPetChanges({ ...free, restrictedBreed: true }, change).fields).toEqual(['breed']);
    expect(lockedPetChanges(free, { ...change, birthday: { year: 2024, month: 1, day: 1 } }).birthday).toEqual({
      year: 2024,
      month: 1,
      day: 1,
    });
  });
});
