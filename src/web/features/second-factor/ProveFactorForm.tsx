// A change of the second factor that needs the current password and a factor (issue 41: 3): new recovery
// codes, turning two-step log-in off, removing a passkey. The factor is a code, or, where the account has a
// passkey and the browser can use it, "Use a passkey instead" beside the code field (decision 0117). The server
// counts the password as log-in does, and the code or the passkey as log-in's second step does.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorCodeIssue } from '../../../domain/account/second-factor.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { InputField } from '../../components/form/InputField.js';
import { PasswordField } from '../../components/form/PasswordField.js';
import { type DomainForm, useDomainForm } from '../../components/form/use-domain-form.js';
import { type FactorProof, usePasskeyProof } from './use-passkey-proof.js';

/** The code that proves a factor: six digits from the app, or a recovery code (letters: no number pad). */
export function FactorCodeField({
  form,
  label,
  after,
}: {
  form: DomainForm<{ code: string }>;
  label: string;
  /** beside the field: "Use a passkey instead" */
  after?: ReactNode;
}) {
  return (
    <InputField
      form={form}
      name="code"
      label={label}
      autoComplete="one-time-code"
      required
      inputProps={{ autoCapitalize: 'characters', spellCheck: false, maxLength: 20 }}
      after={after}
    />
  );
}

/** The other proof beside the code field: the form's submit, with a passkey in place of the code. */
export function PasskeyProofButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('secondFactor');
  return (
    <p className="passkey-proof">
      <button type="button" className="button button-secondary" onClick={onClick}>
        {t('prove.usePasskey')}
      </button>
    </p>
  );
}

export function ProveFactorForm({
  id,
  heading,
  explain,
  button,
  busy,
  danger,
  passkeys = false,
  onProven,
}: {
  id: string;
  heading: string;
  explain: string;
  button: string;
  busy: string;
  danger?: boolean;
  /** the account has a passkey and this browser can use one: it may prove the change instead of a code */
  passkeys?: boolean;
  onProven: (input: { password: string } & FactorProof) => Promise<void>;
}) {
  const { t } = useTranslation(['secondFactor', 'validation']);
  const proof = usePasskeyProof();
  const form = useDomainForm({
    id,
    initialValues: { password: '', code: '' },
    check: ({ password, code }) => {
      const issue = proof.byPasskey() ? null : secondFactorCodeIssue(code);
      return {
        password: password ? undefined : { text: t('prove.passwordRequired') },
        code: issue ? encodeMessage(issue) : undefined,
      };
    },
    onSubmit: async ({ password, code }) => {
      const factor = proof.byPasskey() ? await proof.signProof(form) : { code: code.trim() };
      if (!factor) return;
      await onProven({ password, ...factor });
      form.reset();
    },
  });
  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>{explain}</p>
      <p>{passkeys ? t('prove.explainPasskey') : t('prove.explain')}</p>
      <Form form={form}>
        <PasswordField form={form} name="password" label={t('prove.password')} required />
        <FactorCodeField
          form={form}
          label={t('prove.code')}
          after={passkeys ? <PasskeyProofButton onClick={() => proof.submitWithPasskey(form)} /> : null}
        />
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
