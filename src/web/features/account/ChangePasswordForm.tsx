// Profile Settings "Change password": the current password, then a new one with the live checklist
// (spec §2.6). The server ends every other session and keeps this one logged in on a new token.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordIssue } from '../../../domain/account/password.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { NewPasswordField } from '../../components/form/NewPasswordField.js';
import { PasswordField } from '../../components/form/PasswordField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { usePasswordGuessCheck } from '../../components/form/use-password-guess-check.js';
import { useChangePasswordMutation } from './api/change-password.generated.js';
import { LabelledSection } from '../../components/LabelledSection.js';

export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { run: runChangePassword } = useChangePasswordMutation();
  const { t } = useTranslation(['passwordReset', 'validation', 'common']);
  const [done, setDone] = useState(false);
  const isGuessable = usePasswordGuessCheck();
  const form = useDomainForm({
    id: 'change-password',
    initialValues: { currentPassword: '', newPassword: '' },
    check: ({ currentPassword, newPassword }) => {
      const issue = passwordIssue(newPassword, isGuessable);
      return {
        currentPassword: currentPassword ? undefined : { text: t('passwordReset:change.currentRequired') },
        newPassword: issue ? encodeMessage(issue) : undefined,
      };
    },
    fieldCodes: { WRONG_PASSWORD: 'currentPassword' },
    onSubmit: async (variables) => {
      setDone(false);
      await runChangePassword(variables);
      form.reset();
      setDone(true);
      onChanged?.();
    },
  });

  return (
    <LabelledSection className="change-password" heading={t('passwordReset:change.title')}>
      <Form form={form}>
        {done ? (
          <p className="notice" role="status">
            {t('passwordReset:change.success')}
          </p>
        ) : null}
        <PasswordField form={form} name="currentPassword" label={t('passwordReset:change.currentPassword')} required />
        <NewPasswordField form={form} name="newPassword" label={t('passwordReset:change.newPassword')} required />
        <SubmitButton
          form={form}
          label={t('passwordReset:change.submit')}
          busyLabel={t('passwordReset:change.submitting')}
        />
      </Form>
    </LabelledSection>
  );
}
