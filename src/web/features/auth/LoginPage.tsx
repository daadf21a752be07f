import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { EMAIL_PATTERN } from '../../../domain/account/account.rules.js';
import { signUpPathSegment } from '../../../domain/jurisdiction/jurisdiction.js';
import { getHref } from '../../../domain/shared/routes.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { FormPage } from '../../components/PageTemplates.js';
import { EmailField } from '../../components/form/InputField.js';
import { PasswordField } from '../../components/form/PasswordField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useLogInMutation } from './api/log-in.generated.js';

/** Only same-site paths under a locale are followed after log-in (no open redirect). */
function safeNext(next: string | null, fallback: string): string {
  return next && /^\/[a-z]{2}_[A-Z]{2}\//.test(next) && !next.startsWith('//') ? next : fallback;
}

export function LoginPage() {
  const { run: runLogIn } = useLogInMutation();
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { viewer, city, refresh } = useSession();
  // where a page sent the person to log in, or their home: the staff console for an administrator
  const destinationFor = (role: string | undefined) =>
    safeNext(params.get('next'), getHref(role === 'ADMIN' ? 'AdminHome' : 'Dashboard', locale));
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
      const loggedIn = await runLogIn({ email: email.trim(), password });
      await refresh({ urgent: true });
      navigate(destinationFor(loggedIn?.logIn.role), { replace: true });
    },
  });
  useDocumentTitle(t('login.title'));

  if (viewer && !form.submitting) return <Navigate to={destinationFor(viewer.role)} replace />;

  return (
    <FormPage title={t('login.title')} className="narrow">
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
