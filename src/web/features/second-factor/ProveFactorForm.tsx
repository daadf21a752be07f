// A change of the second factor that needs the current password and a code of a factor (issue 41: 3):
// new recovery codes, or turning two-step log-in off. The server counts the password as log-in does.
import { useTranslation } from 'react-i18next';
import { secondFactorCodeIssue } from '../../../domain/account/second-factor.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { InputField } from '../../components/form/InputField.js';
import { PasswordField } from '../../components/form/PasswordField.js';
import { type DomainForm, useDomainForm } from '../../components/form/use-domain-form.js';

/** The code that proves a factor: six digits from the app, or a recovery code (letters: no number pad). */
export function FactorCodeField({ form, label }: { form: DomainForm<{ code: string }>; label: string }) {
  return (
    <InputField
      form={form}
      name="code"
      label={label}
      autoComplete="one-time-code"
      required
      inputProps={{ autoCapitalize: 'characters', spellCheck: false, maxLength: 20 }}
    />
  );
}

export function ProveFactorForm({
  id,
  heading,
  explain,
  button,
  busy,
  danger,
  onProven,
}: {
  id: string;
  heading: string;
  explain: string;
  button: string;
  busy: string;
  danger?: boolean;
  onProven: (input: { password: string; code: string }) => Promise<void>;
}) {
  const { t } = useTranslation(['secondFactor', 'validation']);
  const form = useDomainForm({
    id,
    initialValues: { password: '', code: '' },
    check: ({ password, code }) => {
      const issue = secondFactorCodeIssue(code);
      return {
        password: password ? undefined : { text: t('prove.passwordRequired') },
        code: issue ? encodeMessage(issue) : undefined,
      };
    },
    onSubmit: async (input) => {
      await onProven(input);
      form.reset();
    },
  });
  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>{explain}</p>
      <p>{t('prove.explain')}</p>
      <Form form={form}>
        <PasswordField form={form} name="password" label={t('prove.password')} required />
        <FactorCodeField form={form} label={t('prove.code')} />
        <SubmitButton
          form={form}
          label={button}
          busyLabel={busy}
          className={danger ? 'button button-danger' : 'button'}
        />
      </Form>
    </section>
  );
}
