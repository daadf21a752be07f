import type { MessageKey } from '../shared/messages.js';
import { type LocaleCode, languageOfLocale, toLocaleTag } from './locales.js';

// spec §9 Locales and regions: date formats and month names.

/** short: numeric year, short month, day ("Mar 10, 2025"); long adds weekday and time. */
export const DATE_FORMATS = {
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { weekday: 'long', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateFormatName = keyof typeof DATE_FORMATS;

/** Something that formats a date: what `dateFormatter` returns, built once and used for every row. */
export type DateFormatter = { format: (date: Date) => string };

/**
 * The project's one date formatter (web and server): Intl in the locale, and in French the first of the
 * month written "1er" ("1er déc. 2026", "1er décembre 2026 à 14 h 03"), as the Bureau de la traduction
 * and the OQLF write it and Intl does not (issue 39, D18). A numeric month ("2026-12-01") stays as it is.
 */
export function dateFormatter(locale: LocaleCode, options: Intl.DateTimeFormatOptions): DateFormatter {
  const intl = new Intl.DateTimeFormat(toLocaleTag(locale), options);
  if (languageOfLocale(locale) !== 'fr') return intl;
  return {
    format: (date) => {
      const parts = intl.formatToParts(date);
      const month = parts.find((part) => part.type === 'month');
      if (!month || /^\d+$/.test(month.value)) return intl.format(date);
      return parts.map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('');
    },
  };
}

/** Formats an instant in a locale; the timeZone is the jurisdiction's (or the viewer's when omitted). */
export function formatDate(date: Date, format: DateFormatName, locale: LocaleCode, timeZone?: string): string {
  return dateFormatter(locale, { ...DATE_FORMATS[format], ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** A calendar date (no time, no zone): shown as itself, whatever the viewer's zone. */
export function formatCalendarDate(date: { year: number; month: number; day: number }, locale: LocaleCode): string {
  return dateFormatter(locale, { ...DATE_FORMATS.short, timeZone: 'UTC' }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day)),
  );
}

/** spec §9: months are shown as jan through dec, by index (0 = jan). */
export const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
export type MonthKey = (typeof MONTH_KEYS)[number];

/** The month's label key by 0-based index; undefined outside 0–11. */
export function monthKeyOfIndex(index: number): MonthKey | undefined {
  return Number.isInteger(index) ? MONTH_KEYS[index] : undefined;
}

/** The label message key for a 1–12 month as dates carry it (spec §3 birthday month 1–12). */
export function monthLabelKey(month: number): MessageKey | undefined {
  const key = monthKeyOfIndex(month - 1);
  return key ? `validation.labels.month.${key}` : undefined;
}
