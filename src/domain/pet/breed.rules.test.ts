import { describe, expect, it } from 'vitest';
import { type Breed, breedIssues, breedPickAfterTyping, canEditBreed, searchBreeds } from './breed.rules.js';

const keys = (breedKnown: boolean | null, breed: string | null) =>
  breedIssues({ breedKnown, breed }).map((i) => [i.path.join('.'), i.key, i.params ?? null]);

describe('breed (spec §5 Pet Breed)', () => {
  it.each([
    [null, 'Beagle', [['breedKnown', 'validation.pet.breedKnownRequired', null]]],
    [false, null, []],
    [false, 'anything/at all', []],
    [true, 'Beagle', []],
    [true, 'Poodle (Toy)', []],
    [true, 'Lab + Collie', []],
    [true, 'Épagneul Breton', []],
    [true, '', [['breed', 'validation.required', null]]],
    [true, null, [['breed', 'validation.required', null]]],
    [true, 'Beagle-Mix', [['breed', 'validation.invalidCharacters', { field: 'breed' }]]],
    [true, 'K9', [['breed', 'validation.invalidCharacters', { field: 'breed' }]]],
    [true, 'Poodle [Toy]', [['breed', 'validation.invalidCharacters', { field: 'breed' }]]],
    [true, 'b'.repeat(255), []],
    [true, 'b'.repeat(256), [['breed', 'validation.maxChars', { numLimit: 255 }]]],
  ])('known=%j breed=%j', (known, breed, expected) => expect(keys(known, breed)).toEqual(expected));

  it.each([
    [null, true],
    [{ hasLicense: false }, true],
    [{ hasLicense: false, restrictedBreed: true }, false],
    [{ hasLicense: true, restrictedBreed: false }, false],
  ])('canEditBreed(%o) = %s', (pet, expected) => expect(canEditBreed(pet)).toBe(expected));

  const breeds: Breed[] = [
    { id: '1', name: 'Beagle', species: 'DOG' },
    { id: '2', name: 'Bengal', species: 'CAT', uuid: 'u2', size: null, type: null },
  ];
  it('typing other text drops the pick; suggestions follow the species', () => {
    const beagle = breeds[0] ?? null;
    expect(breedPickAfterTyping(beagle, 'beagle ')).toBe(beagle);
    expect(breedPickAfterTyping(beagle, 'Beagl')).toBeNull();
    expect(searchBreeds(breeds, 'CAT', 'be').map((b) => b.name)).toEqual(['Bengal']);
    expect(searchBreeds(breeds, 'DOG', 'b').map((b) => b.name)).toEqual(['Beagle']);
    expect(searchBreeds(breeds, 'DOG', ' ')).toEqual([]);
  });
});
