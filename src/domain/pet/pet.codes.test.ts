import { describe, expect, it } from 'vitest';
import {
  APPROXIMATE_AGE_OPTIONS,
  approximateAgeOptionFor,
  approximateBirthdate,
  isApproximateAgeMonths,
} from './approximate-age.rules.js';
import { PET_COLOR_NAMES, PET_COLORS, petColorById } from './pet-colors.js';
import { sexCodeFromServer, speciesCodeFromServer, toEditPetGender, toEditPetType } from './pet.codes.js';

describe('pet codes (spec §3)', () => {
  it.each([
    ['D', 'DOG'],
    ['C', 'CAT'],
    ['X', 'UNKNOWN'],
    [null, 'UNKNOWN'],
  ])('toEditPetType(%j) = %s', (code, type) => expect(toEditPetType(code)).toBe(type));

  it.each([
    ['M', 'MALE'],
    ['F', 'FEMALE'],
    ['', 'FEMALE'],
    [null, 'FEMALE'],
  ])('toEditPetGender(%j) = %s', (code, gender) => expect(toEditPetGender(code)).toBe(gender));

  it('reads only the first letter of server values', () => {
    expect(speciesCodeFromServer('DOG')).toBe('D');
    expect(speciesCodeFromServer('cat')).toBe('C');
    expect(speciesCodeFromServer('UNKNOWN')).toBeNull();
    expect(sexCodeFromServer('FEMALE')).toBe('F');
    expect(sexCodeFromServer('male')).toBe('M');
    expect(sexCodeFromServer(undefined)).toBeNull();
  });
});

describe('colours (spec §9)', () => {
  it('has ids 1–21 in the spec order', () => {
    expect(PET_COLORS).toHaveLength(21);
    expect(PET_COLORS.map((c) => c.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(petColorById(1)?.name).toBe('white');
    expect(petColorById(13)?.name).toBe('rust');
    expect(petColorById(21)?.name).toBe('darkBlue');
    expect(petColorById(22)).toBeUndefined();
    expect(PET_COLORS[3]).toEqual({ id: 4, name: 'darkGrey', label: 'validation.labels.color.darkGrey' });
    expect(new Set(PET_COLOR_NAMES).size).toBe(21);
  });
});

describe('approximate age (spec §9, §4 Submit)', () => {
  it('offers 3, 9, 12, 24…192 step 12, 204 with their labels', () => {
    expect(APPROXIMATE_AGE_OPTIONS.map((o) => o.value)).toEqual([
      3, 9, 12, 24, 36, 48, 60, 72, 84, 96, 108, 120, 132, 144, 156, 168, 180, 192, 204,
    ]);
    expect(APPROXIMATE_AGE_OPTIONS[0]?.label).toEqual({ key: 'validation.labels.approximateAge.under6Months' });
    expect(APPROXIMATE_AGE_OPTIONS[1]?.label).toEqual({ key: 'validation.labels.approximateAge.sixMonthsToOneYear' });
    expect(APPROXIMATE_AGE_OPTIONS[2]?.label).toEqual({ key: 'validation.labels.approximateAge.oneYear' });
    expect(APPROXIMATE_AGE_OPTIONS[3]?.label).toEqual({
      key: 'validation.labels.approximateAge.years',
      params: { yearNumber: 2 },
    });
    expect(APPROXIMATE_AGE_OPTIONS[17]?.label).toEqual({
      key: 'validation.labels.approximateAge.years',
      params: { yearNumber: 16 },
    });
    expect(APPROXIMATE_AGE_OPTIONS.at(-1)?.label).toEqual({ key: 'validation.labels.approximateAge.seventeenPlus' });
    expect(isApproximateAgeMonths(204)).toBe(true);
    expect(isApproximateAgeMonths(25)).toBe(false);
  });

  it.each([
    // a west-of-UTC evening is already tomorrow in UTC: the UTC day is used
    ['2025-03-11T06:30:00Z', 3, { year: 2024, month: 12, day: 11 }],
    ['2025-05-31T12:00:00Z', 3, { year: 2025, month: 2, day: 28 }],
    ['2024-05-31T12:00:00Z', 3, { year: 2024, month: 2, day: 29 }],
    ['2025-01-15T00:00:00Z', 204, { year: 2008, month: 1, day: 15 }],
    ['2025-01-15T00:00:00Z', 12, { year: 2024, month: 1, day: 15 }],
  ])('now %s minus %d months = %o', (now, months, expected) => {
    expect(approximateBirthdate(months, new Date(now))).toEqual(expected);
  });

  it.each([
    [1, 3],
    [10, 9],
    [30, 24],
    [500, 204],
  ])('approximateAgeOptionFor(%d) = %d', (age, option) => expect(approximateAgeOptionFor(age)).toBe(option));
});
