// issue 17 (decision 0701): a pet's details as staff see them — owner, species, breed, age, colours,
// microchip — and, issue 38 (decision 0505), its licence and rabies proof as the one state says them. An
// age the owner gave as approximate is said as an age, never as the birthday stored for it (D15).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parseIsoDate } from '../../../domain/dates/calendar.js';
import { PET_COLORS } from '../../../domain/pet/pet-colors.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useMessage } from '../../components/form/use-message.js';
import { usePetAge } from '../../components/pet-age/use-pet-age.js';
import type { AdminPetFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { FactList } from '../../components/staff/FactList.js';
import { Section, useDates } from '../../components/staff/StaffSections.js';
import { useStaffStanding } from '../../components/staff/use-staff-standing.js';

/** "About 3 years old" for an approximate age; "Mar 10, 2022 (4 years old)" for a birth date the owner gave. */
function useAgeFact() {
  const { t } = useTranslation('admin');
  const { ageOf, shownOf } = usePetAge();
  const dates = useDates();
  return (pet: AdminPetFieldsFragment) => {
    const birthday = parseIsoDate(pet.birthday);
    if (!birthday) return { label: t('pet.birthday'), value: pet.birthday };
    const facts = { birthday, dobIsApproximate: pet.dobIsApproximate };
    return shownOf(facts).kind === 'approximate'
      ? { label: t('pet.age'), value: ageOf(facts) }
      : { label: t('pet.birthday'), value: t('pet.birthdayAge', { date: dates.day(pet.birthday), age: ageOf(facts) }) };
  };
}

export function StaffPetDetails({ pet }: { pet: AdminPetFieldsFragment }) {
  const { t } = useTranslation('admin');
  const format = useMessage();
  const locale = useLocale();
  const ageFact = useAgeFact();
  const standing = useStaffStanding().pet(pet);
  const colorLabel = (name: string) => {
    const color = PET_COLORS.find((known) => known.name === name);
    return color ? format({ key: color.label }) : name;
  };
  return (
    <Section title={t('pet.details')}>
      <FactList
        className="staff-facts"
        facts={[
          {
            label: t('pet.owner'),
            value: (
              <>
                <Link to={getHref('AdminOwner', locale, { id: pet.ownerId })}>{pet.ownerName}</Link> (
                {pet.jurisdictionName})
              </>
            ),
          },
          { label: t('pet.licence'), value: standing.licence },
          { label: t('pet.rabiesProof'), value: standing.proof },
          { label: t('pet.species'), value: t(`species.${pet.species}`, { defaultValue: pet.species }) },
          { label: t('pet.breed'), value: pet.breed ?? t('pet.unknownBreed') },
          ageFact(pet),
          { label: t('pet.colors'), value: pet.colors.map(colorLabel).join(', ') || '—' },
          { label: t('pet.microchip'), value: pet.microchip ?? '—' },
          { label: t('owner.status'), value: pet.active ? t('pet.active') : t('owner.retired') },
        ]}
      />
    </Section>
  );
}
