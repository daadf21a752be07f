import { type Message, msg } from '../shared/messages.js';

// spec §2.15, §4 Other states, §5 Other forms, §9 Pets.

export const TEMPERAMENT_DEFAULT_MAX = 6;
/** spec §2.15 / §9: two columns when there are more than 10 options. */
export const TEMPERAMENT_TWO_COLUMNS_ABOVE = 10;

/** spec §3 Temperament option. */
export type TemperamentOption = { value: string; text: string };

/** spec §5: going over the maximum fails a length rule. */
export function temperamentIssue(selected: readonly string[], max: number = TEMPERAMENT_DEFAULT_MAX): Message | null {
  return selected.length > max ? msg('validation.temperament.tooMany', { numLimit: max }) : null;
}

/** spec §5: the selection is reported sorted, and only while within the maximum (else null). */
export function reportedTemperamentSelection(
  selected: readonly string[],
  max: number = TEMPERAMENT_DEFAULT_MAX,
): string[] | null {
  if (selected.length > max) return null;
  return [...new Set(selected)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** spec §4: once the maximum is reached, the other checkboxes are disabled. */
export function isTemperamentOptionDisabled(
  value: string,
  selected: readonly string[],
  max: number = TEMPERAMENT_DEFAULT_MAX,
): boolean {
  return selected.length >= max && !selected.includes(value);
}

export function temperamentColumns(optionCount: number): 1 | 2 {
  return optionCount > TEMPERAMENT_TWO_COLUMNS_ABOVE ? 2 : 1;
}

/** spec §2.15: a remaining count, or "{selected} out of {max} selected!…" once the maximum is reached. */
export function temperamentCounter(
  selected: readonly string[],
  max: number = TEMPERAMENT_DEFAULT_MAX,
): { remaining: number } | { full: Message } {
  return selected.length >= max
    ? { full: msg('validation.temperament.maxReached', { selected: selected.length, max }) }
    : { remaining: max - selected.length };
}
