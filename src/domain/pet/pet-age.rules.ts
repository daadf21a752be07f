import { ageInMonths, type Ymd } from '../dates/calendar.js';

// How a pet's age is shown, on every screen that shows it (issue 38 D15): My Pets, the pet's page when
// its birth data is locked, and wherever a pet's age is said. A pet entered with an approximate age is
// stored with "today minus the age" as its birthday (spec §4 Submit, decision 0202); that day was never
// told by the owner, so it is never shown as a birth date: such a pet is "About 3 years old".

/** The unit a pet's age is said in: months under a year, whole years from one year on. */
export type PetAgeUnit = 'years' | 'months';

/**
 * A pet's age as it is shown: `approximate` ("About 3 years old", no birth date), or `exact`
 * ("3 years old", born on `birthday`).
 */
export type PetAgeShown =
  | { kind: 'approximate'; unit: PetAgeUnit; count: number }
  | { kind: 'exact'; unit: PetAgeUnit; count: number; birthday: Ymd };

/**
 * The one rule for showing a pet's age. `today` is a UTC calendar day, as the stored birthday is (an
 * approximate birthday is today minus the age in UTC, spec §4): read on another calendar, "3 years"
 * entered today could read as 35 months.
 */
export function petAgeShown(pet: { birthday: Ymd; dobIsApproximate: boolean }, today: Ymd): PetAgeShown {
  const months = ageInMonths(pet.birthday, today);
  const unit: PetAgeUnit = months >= 12 ? 'years' : 'months';
  const count = unit === 'years' ? Math.floor(months / 12) : months;
  return pet.dobIsApproximate
    ? { kind: 'approximate', unit, count }
    : { kind: 'exact', unit, count, birthday: pet.birthday };
}
