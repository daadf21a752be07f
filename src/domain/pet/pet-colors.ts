import type { MessageKey } from '../shared/messages.js';
import { isOneOf } from '../shared/one-of.js';

/** spec §9 Pets: colours, ids 1–21 in this order. The form and payloads carry the names (spec §3). */
export const PET_COLOR_NAMES = [
  'white',
  'lightGrey',
  'grey',
  'darkGrey',
  'black',
  'cream',
  'yellow',
  'apricot',
  'golden',
  'tan',
  'orange',
  'red',
  'rust',
  'lightBrown',
  'brown',
  'darkBrown',
  'lightSilver',
  'silver',
  'lilac',
  'blue',
  'darkBlue',
] as const;
export type PetColorName = (typeof PET_COLOR_NAMES)[number];

export type PetColor = { id: number; name: PetColorName; label: MessageKey };

export const PET_COLORS: readonly PetColor[] = PET_COLOR_NAMES.map((name, index) => ({
  id: index + 1,
  name,
  label: `validation.labels.color.${name}` as const,
}));

export function isPetColorName(value: unknown): value is PetColorName {
  return isOneOf(PET_COLOR_NAMES, value);
}

export function petColorById(id: number): PetColor | undefined {
  return PET_COLORS[id - 1];
}
