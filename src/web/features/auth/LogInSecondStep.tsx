// The log-in's second step (decisions 0110, 0117), after a right password: the account's passkey first when
// it has one, and a code — the app's, or a recovery code. Loaded only when a log-in needs it (LoginPage).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorCodeIssue } from '../../../domain/account/second-factor.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { InputField } from '../../components/form/InputField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import type { FieldMessage } from '../../components/form/use-message.js';
import { FormPage } from '../../components/PageTemplates.js';
import { serverErrorText } from '../../lib/graphql-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useLogInSecondFactorMutation } from './api/log-in-second-factor.generated.js';
import { PasskeyLogInStep } from './PasskeyLogInStep.js';

/** The second step's refusals that end it (decision 0110): the person starts again from the password. */
const STEP_OVER = new Set(['SECOND_FACTOR_STEP_EXPIRED', 'SECOND_FACTOR_TOO_MANY_CODES', 'SECOND_FACTOR_LOCKED']);

export function LogInSecondStep({
  factors,
  onLoggedIn,
  onStepOver,
  onBack,
}: {
  /** the factors the account has, as the password's answer named them */
  factors: { app: boolean; passkey: boolean };
  onLoggedIn: (role: string | undefined) => Promise<void>;
  /** the step ended: the log-in page goes back to the password and shows why */
  onStepOver: (message: FieldMessage) => void;
  /** "Back to email and password" */
  onBack: () => void;
}) {
  const { t } = useTranslation(['secondFactor', 'common', 'serverErrors']);
  const title = t('logIn.codeTitle');
  useDocumentTitle(title);
  // the step's heading takes the focus when it shows, so a screen reader starts from it
  useEffect(() => {
    document.getElementById('page-title')?.focus();
  }, []);
  const { run: runSecondFactor } = useLogInSecondFactorMutation();
  /** a recovery code has letters: a phone's number pad (inputmode numeric) could not type it; without an
   * app, the code can only be a recovery code */
  const [recovery, setRecovery] = useState(!factors.app);
  const codeForm = useDomainForm({
    id: 'login-code',
    initialValues: { code: '' },
    check: ({ code }) => {
      const issue = secondFactorCodeIssue(code);
      return { code: issue ? encodeMessage(issue) : undefined };
    },
    onSubmit: async ({ code }) => {
      const answer = await runSecondFactor({ code: code.trim() });
      await onLoggedIn(answer?.logInSecondFactor.role);
    },
    onServerError: (code) => {
      if (!STEP_OVER.has(code)) return false;
      onStepOver({ text: serverErrorText(t, code) });
      return true;
    },
  });
  /** the other kind of code, the field focused again so that the phone shows the keyboard it needs */
  const switchKind = () => {
    setRecovery(!recovery);
    setTimeout(() => document.getElementById(codeForm.idOf('code'))?.focus());
  };

  // a passkey-only account: the passkey, or a recovery code; an app only: its code, as before
  const lede = !factors.passkey
    ? t('logIn.codeLede')
    : factors.app
      ? t('logIn.codeLedeBoth')
      : t('logIn.codeLedePasskey');
  return (
    <FormPage title={title} lede={lede} className="narrow">
      {factors.passkey ? (
        <PasskeyLogInStep
          or={factors.app ? t('logIn.passkeyOr') : t('logIn.passkeyOrRecovery')}
          onLoggedIn={onLoggedIn}
          endsStep={(code) => STEP_OVER.has(code)}
          onStepOver={onStepOver}
        />
      ) : null}
      <Form form={codeForm}>
        <InputField
          form={codeForm}
          name="code"
          label={factors.app ? t('logIn.code') : t('logIn.recoveryCode')}
          hint={factors.app ? t('logIn.codeHint') : t('logIn.recoveryCodeHint')}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputProps={{
            inputMode: recovery ? 'text' : 'numeric',
            autoCapitalize: 'characters',
            spellCheck: false,
            maxLength: 40,
          }}
          required
          after={
            factors.app ? (
              <button type="button" className="link-button" onClick={switchKind}>
                {recovery ? t('logIn.useAppCode') : t('logIn.useRecoveryCode')}
              </button>
            ) : null
          }
        />
        <SubmitButton form={codeForm} label={t('logIn.codeSubmit')} busyLabel={t('common:login.submitting')} />
      </Form>
      <p>
        <button type="button" className="link-button" onClick={onBack}>
          {t('logIn.back')}
        </button>
      </p>
    </FormPage>
  );
}
