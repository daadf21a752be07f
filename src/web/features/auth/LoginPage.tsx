import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { EMAIL_PATTERN } from '../../../domain/account/account.rules.js';
import { secondFactorCodeIssue } from '../../../domain/account/second-factor.rules.js';
import { signUpPathSegment } from '../../../domain/jurisdiction/jurisdiction.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { getHref } from '../../../domain/shared/routes.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { FormAlert } from '../../components/form/FormAlert.js';
import { EmailField, InputField } from '../../components/form/InputField.js';
import { PasswordField } from '../../components/form/PasswordField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { FormPage } from '../../components/PageTemplates.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useLogInMutation } from './api/log-in.generated.js';
import { useLogInSecondFactorMutation } from './api/log-in-second-factor.generated.js';
import { PasskeyLogInStep } from './PasskeyLogInStep.js';

/** Only same-site paths under a locale are followed after log-in (no open redirect). */
function safeNext(next: string | null, fallback: string): string {
  return next && /^\/[a-z]{2}_[A-Z]{2}\//.test(next) && !next.startsWith('//') ? next : fallback;
}

/** The second step's refusals that end it (decision 0110): the person starts again from the password. */
const STEP_OVER = new Set(['SECOND_FACTOR_STEP_EXPIRED', 'SECOND_FACTOR_TOO_MANY_CODES', 'SECOND_FACTOR_LOCKED']);

export function LoginPage() {
  const { run: runLogIn } = useLogInMutation();
  const { run: runSecondFactor } = useLogInSecondFactorMutation();
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { viewer, city, refresh } = useSession();
  /**
   * the password was right and the account has a second factor: its code is asked (decision 0110), in words
   * that name the factors the account has, a passkey first (decision 0117); null on the password step
   */
  const [codeStep, setCodeStep] = useState<{ app: boolean; passkey: boolean } | null>(null);
  /** the code step ended with a refusal: the code form's message shows above the password form */
  const [stepEnded, setStepEnded] = useState(false);
  /** a recovery code has letters: a phone's number pad (inputmode numeric) could not type it */
  const [recovery, setRecovery] = useState(false);
  // where a page sent the person to log in, or their home: the staff console for an administrator
  const destinationFor = (role: string | undefined) => safeNext(params.get('next'), getHref(homeRouteOf(role), locale));
  const enter = async (role: string | undefined) => {
    await refresh({ urgent: true });
    navigate(destinationFor(role), { replace: true });
  };
  const form = useDomainForm({
    id: 'login',
    initialValues: { email: '', password: '' },
    // no schema here: the first page stays light (QUALITY.md P5); the server checks the rest
    check: ({ email, password }) => ({
      email: !email.trim()
        ? { text: t('login.emailRequired') }
        : EMAIL_PATTERN.test(email.trim())
          ? undefined
          : { text: t('login.emailInvalid') },
      password: password ? undefined : { text: t('login.passwordRequired') },
    }),
    onSubmit: async ({ email, password }) => {
      setStepEnded(false);
      const answer = (await runLogIn({ email: email.trim(), password }))?.logIn;
      if (answer?.secondFactorRequired) {
        const factors = {
          app: answer.secondFactors.includes('APP'),
          passkey: answer.secondFactors.includes('PASSKEY'),
        };
        codeForm.reset();
        // without an app, the code can only be a recovery code (letters)
        setRecovery(!factors.app);
        setCodeStep(factors);
        return;
      }
      await enter(answer?.viewer?.role);
    },
  });
  const codeForm = useDomainForm({
    id: 'login-code',
    initialValues: { code: '' },
    check: ({ code }) => {
      const issue = secondFactorCodeIssue(code);
      return { code: issue ? encodeMessage(issue) : undefined };
    },
    onSubmit: async ({ code }) => {
      const answer = await runSecondFactor({ code: code.trim() });
      await enter(answer?.logInSecondFactor.role);
    },
    // the kit then shows the refusal as the code form's message, which the password step shows
    onServerError: (code) => {
      if (STEP_OVER.has(code)) backToPassword(true);
      return false;
    },
  });
  /** the other kind of code, the field focused again so that the phone shows the keyboard it needs */
  const switchKind = () => {
    setRecovery(!recovery);
    setTimeout(() => document.getElementById(codeForm.idOf('code'))?.focus());
  };
  const backToPassword = (ended: boolean) => {
    form.set('password', '');
    setStepEnded(ended);
    setCodeStep(null);
  };
  // each step's heading takes the focus when the step changes, so a screen reader starts from it
  const firstRender = useRef(true);
  const onCodeStep = codeStep !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is what changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById('page-title')?.focus();
  }, [onCodeStep]);
  const title = codeStep ? t('login.codeTitle') : t('login.title');
  useDocumentTitle(title);

  if (viewer && !form.submitting && !codeForm.submitting) return <Navigate to={destinationFor(viewer.role)} replace />;

  if (codeStep) {
    // a passkey-only account: the passkey, or a recovery code; an app only: its code, as before
    const appOnly = !codeStep.passkey;
    const lede = appOnly ? t('login.codeLede') : codeStep.app ? t('login.codeLedeBoth') : t('login.codeLedePasskey');
    return (
      <FormPage title={title} lede={lede} className="narrow">
        {codeStep.passkey ? (
          <PasskeyLogInStep
            or={codeStep.app ? t('login.passkeyOr') : t('login.passkeyOrRecovery')}
            onLoggedIn={enter}
            endsStep={(code) => STEP_OVER.has(code)}
            onStepOver={(message) => {
              // the password step shows why, as after a code (the code form's message)
              codeForm.showErrors({ '': message });
              backToPassword(true);
            }}
          />
        ) : null}
        <Form form={codeForm}>
          <InputField
            form={codeForm}
            name="code"
            label={codeStep.app ? t('login.code') : t('login.recoveryCode')}
            hint={codeStep.app ? t('login.codeHint') : t('login.recoveryCodeHint')}
            autoComplete={recovery ? 'off' : 'one-time-code'}
            inputProps={{
              inputMode: recovery ? 'text' : 'numeric',
              autoCapitalize: 'characters',
              spellCheck: false,
              maxLength: 40,
            }}
            required
            after={
              codeStep.app ? (
                <button type="button" className="link-button" onClick={switchKind}>
                  {recovery ? t('login.useAppCode') : t('login.useRecoveryCode')}
                </button>
              ) : null
            }
          />
          <SubmitButton form={codeForm} label={t('login.codeSubmit')} busyLabel={t('login.submitting')} />
        </Form>
        <p>
          <button type="button" className="link-button" onClick={() => backToPassword(false)}>
            {t('login.back')}
          </button>
        </p>
      </FormPage>
    );
  }

  return (
    <FormPage title={title} className="narrow">
      <FormAlert message={stepEnded ? codeForm.formMessage : null} />
      <Form form={form}>
        <EmailField form={form} name="email" label={t('login.email')} autoComplete="username" required />
        <PasswordField form={form} name="password" label={t('login.password')} required />
        <SubmitButton form={form} label={t('login.submit')} busyLabel={t('login.submitting')} />
      </Form>
      <p>
        <Link to={getHref('ForgotPassword', locale)}>{t('login.forgotPassword')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to={`/${locale}/${signUpPathSegment(city)}`}>{t('nav.signUp')}</Link>
      </p>
    </FormPage>
  );
}

/** Where a log-in lands without a `next`: the staff console, the operator console (decision 0308), or the dashboard. */
function homeRouteOf(role: string | undefined): 'AdminHome' | 'OperatorConsole' | 'Dashboard' {
  return role === 'ADMIN' ? 'AdminHome' : role === 'OPERATOR' ? 'OperatorConsole' : 'Dashboard';
}
