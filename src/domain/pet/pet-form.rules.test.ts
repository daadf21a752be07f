import { describe, expect, it } from 'vitest';
import { decodeMessage } from '../shared/message-format.js';
import {
  changeSpecies,
  type PetFormInput,
  petFormIssues,
  petFormLocks,
  toAddPetPayload,
  toEditPetPayload,
} from './pet-form.rules.js';
import { createPetFormSchema } from './pet-form.schemas.js';
import { DOG_FORM as dog, dogPayload, PET_FORM_NOW as now, PET_FORM_TODAY as today } from './pet-form.fixtures.js';

const context = { mode: 'add' as const, today, otherPetNames: ['Rex'] };
const keys = (form: PetFormInput) =>
  petFormIssues(form, context).map((i) => [i.path.join('.'), i.key, i.params ?? null]);

describe('pet form rules (spec §5 Pet)', () => {
  it('accepts a complete dog', () => expect(keys(dog)).toEqual([]));

  it.each([
    [{ type: null }, [['type', 'validation.pet.speciesRequired', null]]],
    [{ gender: 'X' }, [['gender', 'validation.pet.sexRequired', null]]],
    [{ type: 'C' }, [['isIndoor', 'validation.pet.petCatOptionsRequired', { name: 'Max' }]]],
    [
      { type: 'C', name: ' ' },
      [
        ['isIndoor', 'validation.pet.petCatOptionsRequiredYourCat', null],
        ['name', 'validation.required', null],
      ],
    ],
    [{ type: 'C', isIndoor: false }, []],
    // issue 38 D21: an invalid name is not echoed in the indoor/outdoor question
    [
      { type: 'C', name: 'Mittens<script>#1' },
      [
        ['isIndoor', 'validation.pet.petCatOptionsRequiredYourCat', null],
        ['name', 'validation.invalidCharacters', { field: 'petName' }],
      ],
    ],
    [
      { type: 'C', name: 'rex' },
      [
        ['isIndoor', 'validation.pet.petCatOptionsRequiredYourCat', null],
        ['name', 'validation.pet.petNameExists', null],
      ],
    ],
    [{ name: 'rex' }, [['name', 'validation.pet.petNameExists', null]]],
    [{ breedKnown: null }, [['breedKnown', 'validation.pet.breedKnownRequired', null]]],
    [{ colors: [] }, [['colors', 'validation.pet.colorRequired', null]]],
    [{ colors: ['plaid'] }, [['colors', 'validation.invalidValue', null]]],
    [
      { birthdate: { day: '', month: '', year: '' } },
      [
        ['birthdate.month', 'validation.dates.monthRequired', null],
        ['birthdate.year', 'validation.dates.yearRequired', null],
        ['birthdate.day', 'validation.dates.dayRequired', null],
      ],
    ],
    [
      { birthdate: { day: '15', month: '6', year: '2025' } },
      [['birthdate', 'validation.dates.birthdateMustBeInPast', null]],
    ],
    [{ dobIsApproximate: true, age: '24', birthdate: null }, []],
    [{ dobIsApproximate: true, age: '' }, [['age', 'validation.pet.ageRequired', null]]],
    [{ dobIsApproximate: true, age: 25 }, [['age', 'validation.pet.ageRequired', null]]],
    [{ microchip: 'm'.repeat(255) }, []],
    [{ microchip: 'm'.repeat(256) }, [['microchip', 'validation.maxChars', { numLimit: 255 }]]],
    [{ notes: 'n'.repeat(65_535) }, []],
    [{ biography: 'b'.repeat(65_536) }, [['biography', 'validation.maxChars', { numLimit: 65_535 }]]],
  ] as const)('%o', (change, expected) => expect(keys({ ...dog, ...change } as PetFormInput)).toEqual(expected));
});

describe('locks and species changes (spec §4 Pet form)', () => {
  it.each([
    [null, { species: false, sex: false, birth: false, neutered: false }],
    [
      { hasLicense: false, hasValidNeuterProof: true },
      { species: false, sex: false, birth: false, neutered: true },
    ],
    [{ hasLicense: true }, { species: true, sex: true, birth: true, neutered: true }],
  ])('petFormLocks(%o)', (pet, locks) => expect(petFormLocks(pet)).toEqual(locks));

  const state = { type: 'D' as const, isIndoor: null, breedKnown: true, breed: 'Beagle', breedEditable: false };
  it('dog → cat resets indoor to null and clears the breed', () => {
    expect(changeSpecies(state, 'C', { indoorAnimal: true })).toEqual({
      type: 'C',
      isIndoor: null,
      breedKnown: null,
      breed: null,
      breedEditable: true,
    });
  });
  it('any other change takes indoor from the pet, or null', () => {
    expect(changeSpecies({ ...state, type: 'C', isIndoor: false }, 'D', { indoorAnimal: true }).isIndoor).toBe(true);
    expect(changeSpecies({ ...state, type: null }, 'C', { indoorAnimal: false }).isIndoor).toBe(false);
    expect(changeSpecies({ ...state, type: null }, 'C', null).isIndoor).toBeNull();
  });
  it('the same species is no change', () => expect(changeSpecies(state, 'D')).toBe(state));
});

describe('pet form schema and payloads (spec §3)', () => {
  const schema = createPetFormSchema({ ...context, now });

  it('builds the add payload', () => {
    expect(toAddPetPayload(schema.parse({ ...dog, name: ' Max ', isIndoor: true }))).toEqual(dogPayload('Max'));
  });

  it('sends today minus the months for an approximate age', () => {
    expect(schema.parse({ ...dog, dobIsApproximate: true, age: 36, birthdate: null }).birthday).toEqual({
      year: 2022,
      month: 6,
      day: 15,
    });
  });

  it('builds the edit payload, leaving neutered out when null', () => {
    const form = schema.parse({
      ...dog,
      type: 'C',
      isIndoor: true,
      gender: 'F',
      breedKnown: false,
      microchip: ' 123 ',
    });
    const payload = toEditPetPayload(form, 'pet-1');
    expect(payload).toMatchObject({
      petId: 'pet-1',
      type: 'CAT',
      gender: 'FEMALE',
      indoorAnimal: true,
      breed: null,
      breedKnown: false,
      microchip: '123',
      color: ['black', 'white'],
    });
    expect('neutered' in payload).toBe(false);
    expect(toEditPetPayload(schema.parse({ ...dog, neutered: false }), 'p').neutered).toBe(false);
  });

  it('reports keyed issues only', () => {
    for (const input of [{}, null, { ...dog, colors: 'x', birthdate: 3, isIndoor: 'yes' }]) {
      const issues = schema.safeParse(input).error?.issues ?? [];
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues)
        expect(decodeMessage(issue.message).key, issue.message).not.toBe('validation.unexpected');
    }
  });
});
