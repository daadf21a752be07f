// My Details: the sign-in e-mail. Changing it needs the current password and a free address; the new
// address becomes the log-in only when its owner opens the link sent to it, and the old address is told
// (issue 10: 2). Until then the pending change shows here, with a way to withdraw it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailIssue } from '../../../domain/account/account.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { FormAlert } from '../../components/form/FormAlert.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { EmailField } from '../../components/form/InputField.js';
import { PasswordField } from '../../components/form/PasswordField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { errorCodeOf, serverErrorText } from '../../lib/graphql-client.js';
import type { MyAccountFieldsFragment as MyAccount } from '../../lib/graphql-types.generated.js';
import { useNotifications } from '../../lib/notifications.js';
import { useCancelEmailChangeMutation } from './api/cancel-email-change.generated.js';
import { useChangeEmailMutation } from './api/change-email.generated.js';
import { withEmailAddress } from '../../components/EmailAddress.js';

export function ChangeEmailForm({
  account,
  onChanged,
}: {
  account: MyAccount;
  onChanged: (account: MyAccount) => void;
}) {
  const { run: runCancelEmailChange } = useCancelEmailChangeMutation();
  const { run: runChangeEmail } = useChangeEmailMutation();
  const { t } = useTranslation(['account', 'validation', 'serverErrors']);
  const { notify } = useNotifications();
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
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
      const changed = (await runChangeEmail({ email: newEmail, password }))?.changeEmail;
      if (changed) onChanged(changed);
      form.reset();
      const pending = changed?.pendingEmailChange?.email;
      notify({
        type: 'success',
        message: pending ? t('details.emailChangeSent', { email: pending }) : t('details.emailChangeCancelled'),
        icon: { icon: 'check' },
      });
    },
  });
  const cancel = async () => {
    setCancelling(true);
    setCancelError(null);
    try {
      const changed = (await runCancelEmailChange())?.cancelEmailChange;
      if (changed) onChanged(changed);
      notify({ type: 'info', message: t('details.emailChangeCancelled') });
    } catch (error) {
      setCancelError(serverErrorText(t, errorCodeOf(error)));
    } finally {
      setCancelling(false);
    }
  };
  const pending = account.pendingEmailChange;
  return (
    <Form form={form} aria-labelledby="email-heading" className="account-section">
      <h2 id="email-heading">{t('details.emailHeading')}</h2>
      <p>{withEmailAddress(t('details.currentEmail', { email: account.email }), account.email)}</p>
      {pending ? (
        <div className="notice pending-email-change">
          <p>{t('details.pendingEmail', { email: pending.email, current: account.email })}</p>
          <button type="button" className="button button-secondary" onClick={() => void cancel()} disabled={cancelling}>
            {t('details.cancelEmailChange')}
          </button>
          {cancelError ? <FormAlert message={{ text: cancelError }} /> : null}
        </div>
      ) : null}
      <EmailField form={form} name="email" label={t('details.newEmail')} />
      <PasswordField form={form} name="password" label={t('details.currentPassword')} />
      <SubmitButton form={form} label={t('details.changeEmail')} />
    </Form>
  );
}
