import { type FieldIssue, issueAt, type MessageKey, msg } from '../shared/messages.js';
import { compareYmd, daysInMonth, LEAP_YEAR_DEFAULT_YEAR, type Ymd, ageInYears } from './calendar.js';

/** What a date input group holds: text from the fields, or numbers from the API. */
export type DatePartsInput = {
  day?: string | number | null | undefined;
  month?: string | number | null | undefined;
  year?: string | number | null | undefined;
};

export const DAY_MIN = 1;
/** spec §9 Pets: birth day 1–31, or up to the days of the month (decision 1002: the latter). */
export const DAY_MAX = 31;
export const YEAR_DIGITS = 4;

export type DateRuleOptions = {
  /** spec §5 Dates: the month (and the rest) is required when the date is required. */
  required: boolean;
  /** Today where the rule applies (the jurisdiction's calendar date). Needed by the two rules below. */
  today?: Ymd;
  /** spec §5 Dates: birthdates must be in the past (before today). */
  mustBePast?: boolean;
  /** spec §5 Dates: petOwnerBirthday requires 18 or older. */
  minAgeYears?: number;
  /**
   * The earliest birth year is today's year minus this (decision 1008: a person's birthdate at most
   * 120 years back): the year field then says which years it takes (issue 11: 7, "1800").
   */
  maxAgeYears?: number;
  /** spec §5 Dates: the under-age message is supplied by the screen using it. */
  underAgeKey?: MessageKey;
};

export type DatePartsResult = { value: Ymd | null; issues: FieldIssue[] };

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value).trim());

/**
 * spec §5 Dates, one reading (decision 1002): month 1–12 required; day numeric, up to 2 digits,
 * from 1 to the days of the chosen month, leap years from the entered year or 2008 when none;
 * year exactly 4 digits. Issue paths are relative to the date group ('day', 'month', 'year', or
 * the group itself for whole-date rules).
 */
export function validateDateParts(input: DatePartsInput | null | undefined, options: DateRuleOptions): DatePartsResult {
  const day = text(input?.day);
  const month = text(input?.month);
  const year = text(input?.year);
  if (!options.required && day === '' && month === '' && year === '') return { value: null, issues: [] };

  const issues: FieldIssue[] = [];
  const monthNumber = /^\d{1,2}$/.test(month) ? Number(month) : Number.NaN;
  const monthValid = monthNumber >= 1 && monthNumber <= 12;
  if (month === '') issues.push(issueAt(['month'], msg('validation.dates.monthRequired')));
  else if (!monthValid) issues.push(issueAt(['month'], msg('validation.numberBetween', { minNum: 1, maxNum: 12 })));

  const yearValid = new RegExp(`^\\d{${YEAR_DIGITS}}$`).test(year);
  const yearNumber = yearValid ? Number(year) : Number.NaN;
  if (year === '') issues.push(issueAt(['year'], msg('validation.dates.yearRequired')));
  else if (!yearValid) issues.push(issueAt(['year'], msg('validation.dates.yearInvalid')));

  const maxDay = monthValid ? daysInMonth(monthNumber, yearValid ? yearNumber : LEAP_YEAR_DEFAULT_YEAR) : DAY_MAX;
  const dayNumber = /^\d{1,2}$/.test(day) ? Number(day) : Number.NaN;
  const dayValid = dayNumber >= DAY_MIN && dayNumber <= maxDay;
  if (day === '') issues.push(issueAt(['day'], msg('validation.dates.dayRequired')));
  else if (!dayValid)
    issues.push(issueAt(['day'], msg('validation.numberBetween', { minNum: DAY_MIN, maxNum: maxDay })));

  const { today } = options;
  if (yearValid && today && options.maxAgeYears !== undefined && yearNumber < today.year - options.maxAgeYears) {
    issues.push(
      issueAt(
        ['year'],
        msg('validation.numberBetween', { minNum: today.year - options.maxAgeYears, maxNum: today.year }),
      ),
    );
  }

  if (issues.length > 0) return { value: null, issues };
  const value: Ymd = { year: yearNumber, month: monthNumber, day: dayNumber };
  if (today && options.mustBePast && compareYmd(value, today) >= 0) {
    issues.push(issueAt([], msg('validation.dates.birthdateMustBeInPast')));
  } else if (today && options.minAgeYears !== undefined && ageInYears(value, today) < options.minAgeYears) {
    issues.push(issueAt([], { key: options.underAgeKey ?? 'validation.owner.under18' }));
  }
  return { value: issues.length ? null : value, issues };
}
