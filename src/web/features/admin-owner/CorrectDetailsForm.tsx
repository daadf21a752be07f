// issue 17: staff correct an owner's names and phones, with the rules of the owner's own form.
import { useTranslation } from 'react-i18next';
import { ownerCorrectionSchema } from '../../../domain/admin/staff.rules.js';
import { Form } from '../../components/form/Form.js';
import { PhoneNumbersInput } from '../../components/form/PhoneNumbersInput.js';
import { TextField } from '../../components/form/TextField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import type { AdminOwnerFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useAdminCorrectOwnerDetailsMutation } from './api/admin-correct-owner-details.generated.js';
import { StaffFormActions } from '../../components/staff/StaffFormActions.js';

export function CorrectDetailsForm({
  owner,
  onSaved,
  onCancel,
}: {
  owner: AdminOwnerFieldsFragment;
  onSaved: (owner: AdminOwnerFieldsFragment) => void;
  onCancel: () => void;
}) {
  const { run: runAdminCorrectOwnerDetails } = useAdminCorrectOwnerDetailsMutation();
  const { t } = useTranslation('admin');
  const form = useDomainForm({
    id: 'staff-correct-details',
    initialValues: () => ({
      firstName: owner.firstName,
      lastName: owner.lastName,
      phones: owner.phones.length ? owner.phones.map((phone) => ({ ...phone })) : [{ type: 'M', number: '' }],
    }),
    schema: ownerCorrectionSchema,
    onSubmit: async (details) => {
      const saved = (await runAdminCorrectOwnerDetails({ accountId: owner.id, details }))?.adminCorrectOwnerDetails;
      if (saved) onSaved(saved);
    },
  });
  return (
    <Form form={form}>
      <TextField form={form} name="firstName" label={t('owner.firstName')} />
      <TextField form={form} name="lastName" label={t('owner.lastName')} />
      <PhoneNumbersInput form={form} name="phones" />
      <StaffFormActions
        form={form}
        label={t('owner.saveCorrection')}
        busyLabel={t('owner.saving')}
        onCancel={onCancel}
      />
    </Form>
  );
}
