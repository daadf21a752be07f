// The words of a pet's age (issue 38 D15): `petAgeShown` decides what is shown, this says it —
// "About 3 years old" for an age the owner gave as approximate, "3 years old" for a known birth date.
// Shared by the owner's pet screens and the staff pet record (a component: no feature imports another).
import { useTranslation } from 'react-i18next';
import { utcDateOf } from '../../../domain/dates/calendar.js';
import { type PetAgeShown, petAgeShown } from '../../../domain/pet/pet-age.rules.js';

export type PetAgeFacts = {
  birthday: { year: number; month: number; day: number };
  dobIsApproximate: boolean;
};

export function usePetAge() {
  const { t } = useTranslation('pet');
  // a UTC day, as the stored birthday is (spec §4 Submit)
  const today = utcDateOf(new Date());
  const say = (shown: PetAgeShown) =>
    shown.kind === 'approximate'
      ? t(shown.unit === 'years' ? 'age.aboutYears' : 'age.aboutMonths', { count: shown.count })
      : t(shown.unit === 'years' ? 'age.years' : 'age.months', { count: shown.count });
  return {
    /** the pet's age in words */
    ageOf: (pet: PetAgeFacts) => say(petAgeShown(pet, today)),
    /** how the age is shown: approximate (no birth date) or exact */
    shownOf: (pet: PetAgeFacts) => petAgeShown(pet, today),
  };
}
