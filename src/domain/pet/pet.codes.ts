// spec §3 Pet form fields, Add-pet payload, Edit-pet payload, Pet (as read from the server).

/** Species codes of the form and add payload: D (dog), C (cat). */
export const SPECIES_CODES = ['D', 'C'] as const;
export type SpeciesCode = (typeof SPECIES_CODES)[number];
/** Sex codes: M, F. */
export const SEX_CODES = ['M', 'F'] as const;
export type SexCode = (typeof SEX_CODES)[number];

/** The edit payload's spellings. */
export type EditPetType = 'DOG' | 'CAT' | 'UNKNOWN';
export type EditPetGender = 'MALE' | 'FEMALE';
/** spec §3 Breed: species DOG or CAT. */
export type BreedSpecies = 'DOG' | 'CAT';

export function isSpeciesCode(value: unknown): value is SpeciesCode {
  return value === 'D' || value === 'C';
}

export function isSexCode(value: unknown): value is SexCode {
  return value === 'M' || value === 'F';
}

/** spec §3 Edit-pet payload: type DOG, CAT or UNKNOWN. */
export function toEditPetType(code: string | null | undefined): EditPetType {
  return code === 'D' ? 'DOG' : code === 'C' ? 'CAT' : 'UNKNOWN';
}

/** spec §3 Edit-pet payload: gender MALE, or FEMALE for anything else. */
export function toEditPetGender(code: string | null | undefined): EditPetGender {
  return code === 'M' ? 'MALE' : 'FEMALE';
}

/** spec §3 Pet details: type is a string of which only the first letter is used ("DOG" → D). */
export function speciesCodeFromServer(type: string | null | undefined): SpeciesCode | null {
  const first = type?.trim().charAt(0).toUpperCase();
  return isSpeciesCode(first) ? first : null;
}

/** spec §3 Pet details: gender, only its first letter is used ("FEMALE" → F). */
export function sexCodeFromServer(gender: string | null | undefined): SexCode | null {
  const first = gender?.trim().charAt(0).toUpperCase();
  return isSexCode(first) ? first : null;
}

export function breedSpeciesOf(code: SpeciesCode): BreedSpecies {
  return code === 'D' ? 'DOG' : 'CAT';
}
