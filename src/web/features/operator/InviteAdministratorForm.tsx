// "Invite an administrator" (decision 0113): an e-mail address and the jurisdiction they will administer;
// the server e-mails the one-time link in the jurisdiction's language. A retired jurisdiction gets no new
// administrators (decision 0308): it is not offered here, and the server refuses it on the field.
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/locale/date-format.js';
import { inviteAdministratorSchema } from '../../../domain/operator/staff-invite.schemas.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { InputField } from '../../components/form/InputField.js';
import { SelectField } from '../../components/form/SelectField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useInviteAdministratorMutation } from './api/invite-administrator.generated.js';

export function InviteAdministratorForm({
  jurisdictions,
  onInvited,
}: {
  jurisdictions: ReadonlyArray<{ id: string; name: string; retired: boolean }>;
  onInvited: () => void;
}) {
  const { t } = useTranslation(['operator', 'validation']);
  const locale = useLocale();
  const { notify } = useNotifications();
  const { run: runInvite } = useInviteAdministratorMutation();
  const form = useDomainForm({
    id: 'invite-administrator',
    initialValues: { email: '', jurisdictionId: '' },
    schema: inviteAdministratorSchema,
    onSubmit: async (_input, values) => {
      const sent = (await runInvite({ input: values }))?.inviteAdministrator;
      if (!sent) return;
      notify({
        type: 'success',
        message: t('console.inviteSent', {
          email: sent.email,
          date: formatDate(new Date(sent.expiresAt), 'long', locale),
        }),
      });
      form.set('email', '');
      onInvited();
    },
  });
  return (
    // the form kit's column (--form-max), however wide the console's tables make the page
    <LabelledSection className="form-section" heading={t('console.inviteHeading')}>
      <p className="field-hint">{t('console.inviteHint')}</p>
      <Form form={form} aria-label={t('console.inviteHeading')}>
        <InputField
          form={form}
          name="email"
          type="email"
          label={t('console.inviteEmail')}
          autoComplete="off"
          required
        />
        <SelectField form={form} name="jurisdictionId" label={t('console.inviteJurisdiction')}>
          <option value="">{t('console.chooseJurisdiction')}</option>
          {jurisdictions
            .filter((jurisdiction) => !jurisdiction.retired)
            .map((jurisdiction) => (
              <option key={jurisdiction.id} value={jurisdiction.id}>
                {jurisdiction.name}
              </option>
            ))}
        </SelectField>
        <SubmitButton form={form} label={t('console.inviteSubmit')} busyLabel={t('console.inviteSending')} />
      </Form>
    </LabelledSection>
  );
}
