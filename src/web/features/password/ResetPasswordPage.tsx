// "Reset password" from the e-mailed link: a new password with the live checklist (spec §2.6); success
// logs the owner in. A link that is malformed, expired or already used says so and offers a new one.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { passwordIssue } from '../../../domain/account/password.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { useLocale } from '../../lib/locale-context.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useSession } from '../../lib/session.js';
import { FieldError } from '../../components/form/FieldError.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PasswordChecklist } from '../../components/form/PasswordChecklist.js';
import { PasswordInput } from '../../components/form/PasswordInput.js';
import { resetPassword } from './api.js';
import { errorCode, serverErrorText, serverFieldError } from './password-errors.js';

/** The server's token shape (32 random bytes, base64url); anything else cannot work. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function ResetPasswordPage() {
  const { t } = useTranslation(['passwordReset', 'validation', 'common']);
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { refresh } = useSession();
  const token = params.get('token') ?? '';
  const passwordId = useId();
  const formErrorId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const invalidRef = useRef<HTMLDivElement>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(!TOKEN_PATTERN.test(token));
  const [submitting, setSubmitting] = useState(false);
  useDocumentTitle(t('passwordReset:reset.title'));

  useEffect(() => {
    if (linkInvalid) invalidRef.current?.focus();
  }, [linkInvalid]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const issue = passwordIssue(password);
    if (issue) {
      setPasswordError(encodeMessage(issue));
      passwordRef.current?.focus();
      return;
    }
    setPasswordError(undefined);
    setSubmitting(true);
    try {
      await resetPassword(token, password);
      await refresh();
      navigate(getHref('Dashboard', locale), { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (errorCode(error) === 'RESET_TOKEN_INVALID') {
        setLinkInvalid(true);
        return;
      }
      const fieldError = serverFieldError(error, 'password');
      if (fieldError) {
        setPasswordError(fieldError);
        passwordRef.current?.focus();
        return;
      }
      setFormError(serverErrorText(t, error));
    }
  };

  if (linkInvalid) {
    return (
      <section className="page-section narrow" aria-labelledby="page-title">
        <h1 id="page-title">{t('passwordReset:reset.title')}</h1>
        <div ref={invalidRef} className="alert alert-danger" role="alert" tabIndex={-1}>
          {t('passwordReset:reset.invalidLink')}
        </div>
        <p>
          <Link to={getHref('ForgotPassword', locale)}>{t('passwordReset:reset.askAgain')}</Link>
        </p>
      </section>
    );
  }

  const describedBy = [`${passwordId}-checklist`, passwordError ? `${passwordId}-error` : ''].filter(Boolean);
  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('passwordReset:reset.title')}</h1>
      <p>{t('passwordReset:reset.intro')}</p>
      <form noValidate onSubmit={onSubmit} aria-describedby={formError ? formErrorId : undefined}>
        {formError ? (
          <div id={formErrorId} className="alert alert-danger" role="alert">
            {formError}
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={passwordId}>{t('passwordReset:reset.password')}</label>
          <PasswordInput
            ref={passwordRef}
            id={passwordId}
            name="password"
            value={password}
            autoComplete="new-password"
            required
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={describedBy.join(' ')}
          />
          <FieldError id={`${passwordId}-error`} message={passwordError} />
          <PasswordChecklist id={`${passwordId}-checklist`} password={password} />
        </div>
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? t('passwordReset:reset.submitting') : t('passwordReset:reset.submit')}
        </button>
      </form>
    </section>
  );
}
