// Calendar dates without time or zone: birthdays, rabies expiry (spec §3: {day, month, year}, month 1–12).

export type Ymd = { year: number; month: number; day: number };

/** spec §5 Dates / §9: leap years come from the entered year, or from 2008 when none is entered. */
export const LEAP_YEAR_DEFAULT_YEAR = 2008;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a 1–12 month; February follows `year`, or 2008 (a leap year) when there is none. */
export function daysInMonth(month: number, year: number = LEAP_YEAR_DEFAULT_YEAR): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidYmd(date: Ymd): boolean {
  const { year, month, day } = date;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(month, year)
  );
}

/** Orders two dates: negative when a is earlier. */
export function compareYmd(a: Ymd, b: Ymd): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** One formatter per zone: making an Intl.DateTimeFormat costs far more than using one (licence statuses ask per row). */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    DAY_FORMATS.set(timeZone, format);
  }
  return format;
}

/**
 * Today in a timezone (the jurisdiction's IANA zone), so "after today" means the jurisdiction's
 * today, not the server's or UTC's (spec §5 Rabies).
 */
export function localDateIn(now: Date, timeZone: string): Ymd {
  // A zone's day begins on a whole minute (UTC offsets have been whole minutes everywhere since 1972),
  // so the day read for one minute holds for all of it: formatToParts runs once a minute and zone
  // instead of once per licence status (QUALITY.md P2, decision 1422).
  const minute = Math.floor(now.getTime() / 60_000);
  const known = DAY_BY_MINUTE.get(timeZone);
  if (known?.minute === minute) return { ...known.day };
  const parts = dayFormatIn(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const day = { year: part('year'), month: part('month'), day: part('day') };
  DAY_BY_MINUTE.set(timeZone, { minute, day });
  return { ...day };
}

/** The last day localDateIn read for each zone, with the minute it was read for. */
const DAY_BY_MINUTE = new Map<string, { minute: number; day: Ymd }>();

export function utcDateOf(now: Date): Ymd {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/**
 * Moves a date by whole months, keeping the day but clamping it to the target month's length
 * (31 May − 3 months = 28/29 Feb, not 3 March).
 */
export function addMonths(date: Ymd, months: number): Ymd {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(month, year)) };
}

/** Whole years from `birth` to `today`; a 29 February birthday is reached on 1 March in common years. */
export function ageInYears(birth: Ymd, today: Ymd): number {
  const years = today.year - birth.year;
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return hadBirthday ? years : years - 1;
}

/** Whole months from `birth` to `today` (0 when `today` is not after it): spec §3 Pet details.age.months. */
export function ageInMonths(birth: Ymd, today: Ymd): number {
  const months = (today.year - birth.year) * 12 + (today.month - birth.month) - (today.day < birth.day ? 1 : 0);
  return Math.max(0, months);
}

/**
 * Whether `date` is at least `years` years after `from`, by calendar fields, so that
 * "20 years ahead to the day" is the same day-of-year whatever the leap years in between.
 */
export function isAtLeastYearsAfter(date: Ymd, from: Ymd, years: number): boolean {
  return compareYmd(date, { ...from, year: from.year + years }) >= 0;
}

export function toIsoDate(date: Ymd): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** spec §3 Pet: rabiesExpireDate is an ISO date string, YYYY-MM-DD. */
export function parseIsoDate(text: string | null | undefined): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidYmd(date) ? date : null;
}

/** Moves a date by whole days (negative: back), across months and years. */
export function addDays(date: Ymd, days: number): Ymd {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return utcDateOf(moved);
}
