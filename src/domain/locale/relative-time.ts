// issue 17, spec §2.13: a note's relative time ("3 minutes ago", "il y a 2 jours"), in the page's locale.
import { type LocaleCode, toLocaleTag } from './locales.js';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** The largest whole unit between `date` and `now`: { value: -3, unit: 'minute' } for three minutes ago. */
export function relativeTimeParts(date: Date, now: Date): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return { value: Math.trunc(seconds / size), unit };
  }
  return { value: 0, unit: 'second' };
}

export function formatRelativeTime(date: Date, now: Date, locale: LocaleCode): string {
  const { value, unit } = relativeTimeParts(date, now);
  return new Intl.RelativeTimeFormat(toLocaleTag(locale), { numeric: 'auto' }).format(value, unit);
}
