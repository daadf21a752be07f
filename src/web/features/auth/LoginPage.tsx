import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { EMAIL_PATTERN } from '../../../domain/account/account.rules.js';
import { signUpPathSegment } from '../../../domain/jurisdiction/jurisdiction.js';
import { getHref } from '../../../domain/shared/routes.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { FormAlert } from '../../components/form/FormAlert.js';
import { EmailField } from '../../components/form/InputField.js';
import { PasswordField } from '../../components/form/PasswordField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import type { FieldMessage } from '../../components/form/use-message.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { FormPage } from '../../components/PageTemplates.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useLogInMutation } from './api/log-in.generated.js';
import { lazyNamed } from '../../lib/lazy-named.js';

/** Only same-site paths under a locale are followed after log-in (no open redirect). */
function safeNext(next: string | null, fallback: string): string {
  return next && /^\/[a-z]{2}_[A-Z]{2}\//.test(next) && !next.startsWith('//') ? next : fallback;
}

/**
 * The second step (a code, a passkey) in its own chunk: most log-ins have none, and the first page stays
 * light (QUALITY.md P5); it starts loading when the password is sent.
 */
const LogInSecondStep = lazyNamed(() => import('./LogInSecondStep.js'), 'LogInSecondStep');

export function LoginPage() {
  const { run: runLogIn } = useLogInMutation();
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { viewer, city, refresh } = useSession();
  /**
   * the password was right and the account has a second factor: its code is asked (decision 0110), in words
   * that name the factors the account has, a passkey first (decision 0117); null on the password step
   */
  const [codeStep, setCodeStep] = useState<{ app: boolean; passkey: boolean } | null>(null);
  /** the code step ended with a refusal: why, shown above the password form */
  const [stepEnded, setStepEnded] = useState<FieldMessage | null>(null);
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
      setStepEnded(null);
      // the second step's code and texts load beside the password's check, in case the account has one
      void LogInSecondStep.preload();
      void i18n.loadNamespaces('secondFactor');
      const answer = (await runLogIn({ email: email.trim(), password }))?.logIn;
      if (answer?.secondFactorRequired) {
        const factors = {
          app: answer.secondFactors.includes('APP'),
          passkey: answer.secondFactors.includes('PASSKEY'),
        };
        setCodeStep(factors);
        return;
      }
      await enter(answer?.viewer?.role);
    },
  });
  /** back to the password; `ended`: the second step was refused for good, and this is why */
  const backToPassword = (ended: FieldMessage | null) => {
    form.set('password', '');
    setStepEnded(ended);
    setCodeStep(null);
  };
  // back on the password step, its heading takes the focus, so a screen reader starts from it (the second
  // step's heading takes it when that step shows: LogInSecondStep)
  const firstRender = useRef(true);
  const onCodeStep = codeStep !== null;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!onCodeStep) document.getElementById('page-title')?.focus();
  }, [onCodeStep]);
  useDocumentTitle(codeStep ? undefined : t('login.title'));

  if (viewer && !form.submitting && !codeStep) return <Navigate to={destinationFor(viewer.role)} replace />;

  if (codeStep)
    return (
      <Suspense fallback={<LoadingIndicator />}>
        <LogInSecondStep
          factors={codeStep}
          onLoggedIn={enter}
          onStepOver={backToPassword}
          onBack={() => backToPassword(null)}
        />
      </Suspense>
    );

  return (
    <FormPage title={t('login.title')} className="narrow">
      <FormAlert message={stepEnded} />
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
