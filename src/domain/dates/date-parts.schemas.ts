import { z } from 'zod';
import { msg } from '../shared/messages.js';
import { keyed, looseText, reportIssues } from '../shared/schema.helpers.js';
import type { Ymd } from './calendar.js';
import { type DateRuleOptions, validateDateParts } from './date-parts.rules.js';

/** A {day, month, year} group (spec §3 birthday) parsed to a calendar date, or null when optional and empty. */
export function datePartsSchema(options: Omit<DateRuleOptions, 'today'> & { today?: Ymd | (() => Ymd) }) {
  // `today` may be a function so a long-lived schema reads the date at parse time
  const resolve = (): DateRuleOptions => {
    const { today, ...rest } = options;
    return today === undefined ? rest : { ...rest, today: typeof today === 'function' ? today() : today };
  };
  return z
    .object({ day: looseText, month: looseText, year: looseText }, keyed(msg('validation.invalidValue')))
    .nullish()
    .superRefine((parts, ctx) => reportIssues(ctx, validateDateParts(parts, resolve()).issues))
    .transform((parts): Ymd | null => validateDateParts(parts, resolve()).value);
}
