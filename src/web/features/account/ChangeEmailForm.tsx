// My Details: the sign-in e-mail; changing it needs the current password and a free address.
import { useTranslation } from 'react-i18next';
import { emailIssue } from '../../../domain/account/account.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { EmailField } from '../../components/form/InputField.js';
import { PasswordField } from '../../components/form/PasswordField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { useNotifications } from '../../lib/notifications.js';
import { useSession } from '../../lib/session.js';
import { ChangeEmailDocument } from './api/change-email.generated.js';

export function ChangeEmailForm({ email, onChanged }: { email: string; onChanged: (email: string) => void }) {
  const { t } = useTranslation(['account', 'validation']);
  const { notify } = useNotifications();
  const { refresh } = useSession();
  const form = useDomainForm({
    id: 'change-email',
    initialValues: { email: '', password: '' },
    // the e-mail rule of sign-up (spec §5); the server checks the password and that the address is free
    check: ({ email: newEmail, password }) => {
      const issue = emailIssue(newEmail);
      return {
        email: issue ? encodeMessage(issue) : undefined,
        password: password ? undefined : 'validation.required',
      };
    },
    onSubmit: async ({ email: newEmail, password }) => {
      await graphqlRequest(ChangeEmailDocument, { email: newEmail, password });
      onChanged(newEmail.trim());
      form.reset();
      await refresh();
      notify({ type: 'success', message: t('details.emailChanged'), icon: { icon: 'check' } });
    },
  });
  return (
    <Form form={form} aria-labelledby="email-heading" className="account-section">
      <h2 id="email-heading">{t('details.emailHeading')}</h2>
      <p>{t('details.currentEmail', { email })}</p>
      <EmailField form={form} name="email" label={t('details.newEmail')} />
      <PasswordField form={form} name="password" label={t('details.currentPassword')} />
      <SubmitButton form={form} label={t('details.changeEmail')} />
    </Form>
  );
}
