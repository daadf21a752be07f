// "Mark as lost" (the day and where) and "Mark as found" on the pet's HomeSafe page (issue 18).
import { useTranslation } from 'react-i18next';
import { localDateIn } from '../../../domain/dates/calendar.js';
import { createLostReportSchema, LOST_WHERE_MAX } from '../../../domain/homesafe/homesafe.schemas.js';
import { petWords } from '../../../domain/pet/pet-words.js';
import { DatePartsFields, EMPTY_DATE_PARTS } from '../../components/form/DatePartsFields.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { FormSection } from '../../components/form/FormSection.js';
import { TextField } from '../../components/form/TextField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { useIsoDate } from '../../lib/dates.js';
import { useNotifications } from '../../lib/notifications.js';
import { useSession } from '../../lib/session.js';
import { useMarkPetFoundMutation } from './api/mark-pet-found.generated.js';
import { useMarkPetLostMutation } from './api/mark-pet-lost.generated.js';
import type { HomesafePet } from './use-pet-homesafe.js';
import { LabelledSection } from '../../components/LabelledSection.js';

export function LostReport({
  pet,
  onChange,
}: {
  pet: HomesafePet;
  onChange: (lostOn: string | null, lostWhere: string | null) => void;
}) {
  const { run: runMarkPetFound } = useMarkPetFoundMutation();
  const { run: runMarkPetLost } = useMarkPetLostMutation();
  const { t } = useTranslation(['homesafe', 'validation']);
  const { city } = useSession();
  const formatDate = useIsoDate();
  const { notify } = useNotifications();
  const form = useDomainForm({
    id: 'lost-report',
    initialValues: { lostOn: EMPTY_DATE_PARTS, lostWhere: '' },
    schema: createLostReportSchema(() => localDateIn(new Date(), city?.timezone ?? 'UTC')),
    onSubmit: async (input) => {
      const data = await runMarkPetLost({ petId: pet.id, input });
      if (!data) return;
      onChange(data.markPetLost.lostOn ?? null, data.markPetLost.lostWhere ?? null);
      notify({ type: 'success', message: t('pet.markedLost', petWords(pet)), icon: { icon: 'check' } });
    },
  });
  const found = useDomainForm({
    id: 'mark-found',
    initialValues: {},
    onSubmit: async () => {
      await runMarkPetFound({ petId: pet.id });
      onChange(null, null);
      form.reset();
      notify({ type: 'success', message: t('pet.markedFound', petWords(pet)), icon: { icon: 'check' } });
    },
  });

  if (pet.lostOn)
    return (
      <LabelledSection heading={t('pet.lostTitle', petWords(pet))}>
        <p className="notice">
          {t('pet.lostSince', { ...petWords(pet), date: formatDate(pet.lostOn), where: pet.lostWhere ?? '' })}
        </p>
        <p>{t('pet.lostHint', petWords(pet))}</p>
        <Form form={found}>
          <SubmitButton form={found} label={t('pet.markFound', petWords(pet))} busyLabel={t('pet.saving')} />
        </Form>
      </LabelledSection>
    );
  return (
    <FormSection title={t('pet.notLostTitle', petWords(pet))} intro={t('pet.notLostHint', petWords(pet))} form={form}>
      <DatePartsFields form={form} name="lostOn" legend={t('pet.lostOn', petWords(pet))} />
      <TextField
        form={form}
        name="lostWhere"
        label={t('pet.lostWhere')}
        hint={t('pet.lostWhereHint')}
        inputProps={{ maxLength: LOST_WHERE_MAX }}
      />
      <SubmitButton form={form} label={t('pet.markLost', petWords(pet))} busyLabel={t('pet.saving')} />
    </FormSection>
  );
}
