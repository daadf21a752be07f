// issue 17 Reports (decision 0702): the monthly staff report's range, its CSV, and its bar chart's scale.
import { z } from 'zod';
import type { CatalogCategory } from '../store/catalog.js';

/** A report covers whole months, at most this many (three years). */
export const REPORT_MAX_MONTHS = 36;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

// DONATION: gifts to the Safe & Happy Fund (issue 18), reported beside what is sold
export const REVENUE_CATEGORIES = [
  'LICENSE',
  'TAG',
  'SMART_TRACKER',
  'WALLET_CARD',
  'COLLAR',
  'DONATION',
] as const satisfies readonly CatalogCategory[];
// every product category has its column, so that the columns add up to the sales (decision 0705)
const EVERY_CATEGORY_REPORTED: CatalogCategory extends (typeof REVENUE_CATEGORIES)[number] ? true : never = true;
void EVERY_CATEGORY_REPORTED;

/** Months from `from` to `to` included ("2026-01".."2026-03" → 3); null when either is not YYYY-MM. */
export function monthsBetween(from: string, to: string): number | null {
  const a = MONTH.exec(from);
  const b = MONTH.exec(to);
  if (!a || !b) return null;
  return (Number(b[1]) - Number(a[1])) * 12 + (Number(b[2]) - Number(a[2])) + 1;
}

export const reportRangeSchema = z
  .object({ from: z.string().regex(MONTH), to: z.string().regex(MONTH) })
  .refine((range) => {
    const months = monthsBetween(range.from, range.to);
    return months !== null && months >= 1 && months <= REPORT_MAX_MONTHS;
  });

/** Every month from `from` to `to` (YYYY-MM, both included), in order; empty when the range is not one. */
export function reportMonths(from: string, to: string): string[] {
  const count = monthsBetween(from, to);
  if (count === null || count < 1 || count > REPORT_MAX_MONTHS) return [];
  return Array.from({ length: count }, (_, index) => monthsBack(to, count - index));
}

/** The month `count - 1` months before `month`'s (YYYY-MM), for a default range ending this month. */
export function monthsBack(month: string, count: number): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 - (count - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** An amount in a CSV file: integer cents written as major units, exactly ("-1234" → "-12.34"). */
export type CsvAmount = { cents: number };

/** Integer cents as a decimal in major units with two decimals, by integer arithmetic (never a float). */
export function decimalOfCents(cents: number): string {
  const whole = Math.abs(Math.trunc(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a text that a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) is prefixed with an apostrophe (OWASP CSV
 * injection). An amount is a number, written as one (a refund month's negative net is "-4.50", not text).
 */
export function csvField(value: string | number | CsvAmount | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return decimalOfCents(value.cents);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: ReadonlyArray<string | number | CsvAmount | null | undefined>): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Each bar's length as a share of the longest (0–1); all 0 when every value is 0. */
export function barShares(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max > 0 ? Math.max(0, value) / max : 0));
}
