import { type LocaleCode, toLocaleTag } from './locales.js';

// spec §2.13: a note shows a relative time, with the full date (long format) as a tooltip.

export type RelativeTimeParts = { value: number; unit: Intl.RelativeTimeFormatUnit };

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** The inputs of Intl.RelativeTimeFormat: the largest whole unit between then and now (negative = past). */
export function relativeTimeParts(then: Date, now: Date): RelativeTimeParts {
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  for (const [unit, size] of UNITS) {
    if (abs >= size || unit === 'second') return { value: Math.trunc(seconds / size), unit };
  }
  return { value: 0, unit: 'second' };
}

/** "3 hours ago", "hace 3 horas", "il y a 3 heures"; "now" under a minute. */
export function formatRelativeTime(then: Date, now: Date, locale: LocaleCode): string {
  const parts = relativeTimeParts(then, now);
  const format = new Intl.RelativeTimeFormat(toLocaleTag(locale), { numeric: 'auto' });
  return parts.unit === 'second' ? format.format(0, 'second') : format.format(parts.value, parts.unit);
}
