// issue 17 (decisions 0103, 0701): whether an owner signed up with an imported record's access code.
// Either way there is nothing to resend: sign-up spends every code of the record, and an owner who
// signed up themselves never had one. Resending lives on the imported records not signed up yet.
import { useTranslation } from 'react-i18next';
import type { AdminOwnerFieldsFragment } from '../../lib/graphql-types.generated.js';
import { Section, useDates } from '../../components/staff/StaffSections.js';

export function AccessCodeSection({ owner }: { owner: AdminOwnerFieldsFragment }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const imported = owner.importedRecord;
  return (
    <Section title={t('owner.accessCode')}>
      <p>
        {imported
          ? t('owner.accessCodeUsed', {
              reference: imported.externalRef ?? imported.id,
              date: dates.instant(imported.importedAt),
            })
          : t('owner.accessCodeNone')}
      </p>
    </Section>
  );
}
