import { addMonths, utcDateOf, type Ymd } from '../dates/calendar.js';
import { type Message, msg } from '../shared/messages.js';

/** spec §9 Pets: approximate age options, in months, with their labels. */
export type ApproximateAgeOption = { value: number; label: Message };

const yearOptions: ApproximateAgeOption[] = [];
for (let months = 24; months <= 192; months += 12) {
  yearOptions.push({
    value: months,
    label: msg('validation.labels.approximateAge.years', { yearNumber: months / 12 }),
  });
}

export const APPROXIMATE_AGE_OPTIONS: readonly ApproximateAgeOption[] = [
  { value: 3, label: msg('validation.labels.approximateAge.under6Months') },
  { value: 9, label: msg('validation.labels.approximateAge.sixMonthsToOneYear') },
  { value: 12, label: msg('validation.labels.approximateAge.oneYear') },
  ...yearOptions,
  { value: 204, label: msg('validation.labels.approximateAge.seventeenPlus') },
];

export function isApproximateAgeMonths(value: unknown): value is number {
  return APPROXIMATE_AGE_OPTIONS.some((option) => option.value === value);
}

/**
 * spec §4 Pet form Submit: with an approximate date of birth, the birthdate sent is today minus the
 * age in months, taken as a UTC day, month and year (the day clamped to the month's length).
 */
export function approximateBirthdate(ageMonths: number, now: Date): Ymd {
  return addMonths(utcDateOf(now), -ageMonths);
}

/**
 * The option that best describes an age in months (for a pet read back with dobIsApproximate):
 * the largest option not above it, or the smallest option.
 */
export function approximateAgeOptionFor(ageMonths: number): number {
  let best = APPROXIMATE_AGE_OPTIONS[0]?.value ?? 3;
  for (const option of APPROXIMATE_AGE_OPTIONS) if (option.value <= ageMonths) best = option.value;
  return best;
}
