// issue 17: staff revoke a licence with a reason (required, at most 500 characters; audited).
import { useTranslation } from 'react-i18next';
import { revokeLicenseSchema } from '../../../domain/admin/staff.rules.js';
import { Form } from '../../components/form/Form.js';
import { TextField } from '../../components/form/TextField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import type { AdminPetFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useAdminRevokeLicenseMutation } from './api/admin-revoke-license.generated.js';
import { StaffFormActions } from '../../components/staff/StaffFormActions.js';

export function RevokeLicenseForm({
  license,
  onRevoked,
  onCancel,
}: {
  license: AdminPetFieldsFragment['licenses'][number];
  onRevoked: (pet: AdminPetFieldsFragment) => void;
  onCancel: () => void;
}) {
  const { run: runAdminRevokeLicense } = useAdminRevokeLicenseMutation();
  const { t } = useTranslation('admin');
  const form = useDomainForm({
    id: `staff-revoke-${license.id}`,
    initialValues: () => ({ reason: '' }),
    schema: revokeLicenseSchema,
    onSubmit: async ({ reason }) => {
      const pet = (await runAdminRevokeLicense({ licenseId: license.id, reason: reason ?? '' }))?.adminRevokeLicense;
      if (pet) onRevoked(pet);
    },
  });
  return (
    <Form form={form}>
      <TextField form={form} name="reason" label={t('license.reason', { number: license.number })} />
      <StaffFormActions form={form} label={t('license.revoke')} busyLabel={t('license.revoking')} onCancel={onCancel} />
    </Form>
  );
}
