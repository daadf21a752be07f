import { describe, expect, it } from 'vitest';
import { findDuplicatePet, isPetNameBlocking, petNameFold, petNameIssue } from './pet-name.rules.js';

const context = {
  otherPetNames: ['Rex', 'Bella'],
  inactivePetNames: ['Old Tom'],
  duplicatePetName: 'Biscuit',
  supportPhone: '8005550199',
};

describe('pet name (spec §5 Pet)', () => {
  it.each([
    ['Max', null, null],
    ['  Max  ', null, null],
    ["D'Artagnan", null, null],
    ['Jean-Luc', null, null],
    ['Mr. Biscuit', null, null],
    ['Salt & Pepper', null, null],
    ['Zoé', null, null],
    ['R2D2', null, null],
    ['', 'validation.required', null],
    ['   ', 'validation.required', null],
    [null, 'validation.required', null],
    ['Max/Rex', 'validation.invalidCharacters', { field: 'petName' }],
    ['Max!', 'validation.invalidCharacters', { field: 'petName' }],
    ['<b>', 'validation.invalidCharacters', { field: 'petName' }],
    ['x'.repeat(50), null, null],
    ['x'.repeat(51), 'validation.maxChars', { numLimit: 50 }],
    ['rex', 'validation.pet.petNameExists', null],
    [' BELLA ', 'validation.pet.petNameExists', null],
    ['old tom', 'validation.pet.nameInactive', { phone: '(800) 555-0199' }],
    ['BISCUIT', 'validation.pet.nameDuplicate', null],
  ])('%j → %s', (name, key, params) => {
    const issue = petNameIssue(name, context);
    expect(issue?.key ?? null).toBe(key);
    expect(issue?.params ?? null).toEqual(params);
    expect(isPetNameBlocking(name, context)).toBe(key !== null);
  });

  it('the current name (one the screen asks to change) has its own key', () => {
    expect(petNameIssue('Rex', { ...context, currentName: 'REX' })?.key).toBe('validation.pet.nameSameAsCurrent');
    expect(petNameIssue('Rexy', { ...context, currentName: 'Rex' })).toBeNull();
  });

  it('with no context only the field rules apply', () => {
    expect(petNameIssue('Rex')).toBeNull();
  });
});

describe('duplicate pet (decision 0202)', () => {
  const pets = [
    { name: 'Mr. Biscuit', species: 'DOG' },
    { name: 'Zoé', species: 'CAT' },
  ];
  it.each([
    ['Mr Biscuit', 'DOG', 'Mr. Biscuit'],
    ['mr-biscuit', 'DOG', 'Mr. Biscuit'],
    ['Mr Biscuit', 'CAT', null],
    ['Mr. Biscuit', 'DOG', null], // the same name: petNameExists, not a duplicate
    ['ZOE', 'CAT', 'Zoé'],
    ['Zoey', 'CAT', null],
    ['', 'CAT', null],
  ])('%j (%s) → %j', (name, species, match) => {
    expect(findDuplicatePet({ name, species }, pets)?.name ?? null).toBe(match);
  });
  it('folds accents, case, spaces and punctuation', () => {
    expect(petNameFold(" D'Artagnan-Zoé ")).toBe('dartagnanzoe');
  });
});
