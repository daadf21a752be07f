import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { signUpPathSegment } from '../../../domain/jurisdiction/jurisdiction.js';
import { useLocale } from '../../lib/locale-context.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useSession } from '../../lib/session.js';
import { GraphQLRequestError } from '../../lib/graphql-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { logIn } from './api.js';
import { PasswordInput } from '../../components/form/PasswordInput.js';

type FieldErrors = { email?: string; password?: string };

/** Only same-site paths under a locale are followed after log-in (no open redirect). */
function safeNext(next: string | null, fallback: string): string {
  return next && /^\/[a-z]{2}_[A-Z]{2}\//.test(next) && !next.startsWith('//') ? next : fallback;
}

export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { viewer, city, refresh } = useSession();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const passwordId = useId();
  const formErrorId = useId();
  useDocumentTitle(t('login.title'));

  const destination = safeNext(params.get('next'), getHref('Dashboard', locale));
  if (viewer && !submitting) return <Navigate to={destination} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const errors: FieldErrors = {};
    if (!email) errors.email = t('login.emailRequired');
    if (!password) errors.password = t('login.passwordRequired');
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await logIn(email, password);
      await refresh();
      navigate(destination, { replace: true });
    } catch (error) {
      const code = error instanceof GraphQLRequestError ? error.code : 'INTERNAL';
      setFormError(t(`serverErrors.${code}`, { defaultValue: t('serverErrors.INTERNAL') }));
      setSubmitting(false);
      passwordRef.current?.focus();
    }
  };

  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('login.title')}</h1>
      <form noValidate onSubmit={onSubmit} aria-describedby={formError ? formErrorId : undefined}>
        {formError ? (
          <div id={formErrorId} className="alert alert-danger" role="alert">
            {formError}
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={emailId}>{t('login.email')}</label>
          <input
            ref={emailRef}
            id={emailId}
            name="email"
            type="email"
            autoComplete="username"
            required
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={fieldErrors.email ? `${emailId}-error` : undefined}
          />
          {fieldErrors.email ? (
            <p id={`${emailId}-error`} className="field-error">
              {fieldErrors.email}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={passwordId}>{t('login.password')}</label>
          <PasswordInput
            ref={passwordRef}
            id={passwordId}
            name="password"
            autoComplete="current-password"
            required
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? `${passwordId}-error` : undefined}
          />
          {fieldErrors.password ? (
            <p id={`${passwordId}-error`} className="field-error">
              {fieldErrors.password}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p>
        <Link to={getHref('ForgotPassword', locale)}>{t('login.forgotPassword')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to={`/${locale}/${signUpPathSegment(city)}`}>{t('nav.signUp')}</Link>
      </p>
    </section>
  );
}
