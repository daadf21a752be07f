import { describe, expect, it } from 'vitest';
import { decodeMessage } from '../shared/message-format.js';
import { CAT_FORM as form, PET_FORM_NOW as now, PET_FORM_TODAY as today } from './pet-form.fixtures.js';
import { toAddPetPayload, toEditPetPayload } from './pet-form.rules.js';
import { createPetFormSchema } from './pet-form.schemas.js';
import { createAddPetPayloadSchema, createEditPetPayloadSchema } from './pet-payload.schemas.js';

const context = {
  mode: 'add' as const,
  today,
  otherPetNames: ['Rex'],
  inactivePetNames: ['Old Tom'],
  supportPhone: '2065550100',
};
const fields = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), decodeMessage(i.message).key]);

describe('add-pet payload (spec §3), parsed by the server with the form rules', () => {
  const add = createAddPetPayloadSchema(context);

  it('accepts what the form sends, exact or approximate', () => {
    const payload = toAddPetPayload(createPetFormSchema({ ...context, now }).parse(form));
    expect(add.parse(payload)).toEqual({
      species: 'CAT',
      sex: 'FEMALE',
      name: 'Miso',
      indoorAnimal: true,
      breedKnown: true,
      breed: 'Bengal',
      birthday: { year: 2021, month: 7, day: 4 },
      dobIsApproximate: false,
      colors: ['black', 'white'],
    });
    const approximate = toAddPetPayload(
      createPetFormSchema({ ...context, now }).parse({ ...form, dobIsApproximate: true, age: 36, birthdate: null }),
    );
    expect(add.parse(approximate)).toMatchObject({
      birthday: { year: 2022, month: 6, day: 15 },
      dobIsApproximate: true,
    });
  });

  it('answers every bad field with its key, at the payload paths', () => {
    const result = add.safeParse({
      type: 'X',
      name: 'rex',
      breedKnown: true,
      breed: 'K9',
      gender: 'Q',
      birthday: { day: 31, month: 4, year: 2020 },
      colors: [],
    });
    expect(fields(result)).toEqual([
      ['type', 'validation.pet.speciesRequired'],
      ['name', 'validation.pet.petNameExists'],
      ['breed', 'validation.invalidCharacters'],
      ['gender', 'validation.pet.sexRequired'],
      ['birthday.day', 'validation.numberBetween'],
      ['colors', 'validation.pet.colorRequired'],
    ]);
    expect(
      fields(add.safeParse({ ...form, birthdate: undefined, birthday: { day: 15, month: 6, year: 2025 } })),
    ).toEqual([['birthday', 'validation.dates.birthdateMustBeInPast']]);
    expect(fields(add.safeParse({ ...form, name: 'old tom', birthday: null, dobIsApproximate: true }))).toEqual([
      ['name', 'validation.pet.nameInactive'],
      ['birthday.month', 'validation.dates.monthRequired'],
      ['birthday.year', 'validation.dates.yearRequired'],
      ['birthday.day', 'validation.dates.dayRequired'],
    ]);
    for (const input of [null, 3, { colors: 'x', birthday: 'y', isIndoor: 'yes' }]) {
      for (const issue of add.safeParse(input).error?.issues ?? [])
        expect(decodeMessage(issue.message).key).not.toBe('validation.unexpected');
    }
  });
});

describe('edit-pet payload (spec §3)', () => {
  const edit = createEditPetPayloadSchema({ ...context, mode: 'edit' });
  const payload = toEditPetPayload(
    createPetFormSchema({ ...context, now }).parse({ ...form, microchip: ' 985 ' }),
    '7',
  );

  it('accepts what the form sends; neutered and temperament may be left out', () => {
    const parsed = edit.parse(payload);
    expect(parsed).toMatchObject({ petId: '7', species: 'CAT', sex: 'FEMALE', indoorAnimal: true, microchip: '985' });
    expect(parsed.neutered).toBeUndefined();
    expect(parsed.temperament).toBeUndefined();
    expect(edit.parse({ ...payload, neutered: null }).neutered).toBeUndefined();
    expect(edit.parse({ ...payload, neutered: false, temperament: ['shy', 'calm', 'shy'] })).toMatchObject({
      neutered: false,
      temperament: ['calm', 'shy'],
    });
  });

  it('refuses UNKNOWN, a cat without indoor, too many temperament options, long text', () => {
    const result = edit.safeParse({
      ...payload,
      type: 'UNKNOWN',
      gender: 'OTHER',
      color: ['plaid'],
      temperament: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      coat: 'c'.repeat(256),
    });
    expect(fields(result)).toEqual([
      ['type', 'validation.pet.speciesRequired'],
      ['gender', 'validation.pet.sexRequired'],
      ['color', 'validation.invalidValue'],
      ['coat', 'validation.maxChars'],
      ['temperament', 'validation.temperament.tooMany'],
    ]);
    expect(fields(edit.safeParse({ ...payload, indoorAnimal: null }))).toEqual([
      ['indoorAnimal', 'validation.pet.petCatOptionsRequired'],
    ]);
  });
});
