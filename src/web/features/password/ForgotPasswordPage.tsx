// "Forgot your password?": asks for the e-mail and always gives the same answer, so the page does not
// tell who has an account (QUALITY.md Security). The link itself arrives by e-mail.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../app/locale-context.js';
import { getHref } from '../../app/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requestPasswordReset } from './api.js';
import { serverErrorText } from './password-errors.js';

export default function ForgotPasswordPage() {
  const { t } = useTranslation(['passwordReset', 'validation', 'common']);
  const locale = useLocale();
  const emailId = useId();
  const formErrorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  useDocumentTitle(t('passwordReset:forgot.title'));

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setFormError(null);
    if (!email) {
      setEmailError(t('passwordReset:forgot.emailRequired'));
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    setSubmitting(true);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      setFormError(serverErrorText(t, error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('passwordReset:forgot.title')}</h1>
      {sent ? (
        <p ref={sentRef} className="notice" role="status" tabIndex={-1}>
          {t('passwordReset:forgot.sent')}
        </p>
      ) : (
        <>
          <p>{t('passwordReset:forgot.intro')}</p>
          <form noValidate onSubmit={onSubmit} aria-describedby={formError ? formErrorId : undefined}>
            {formError ? (
              <div id={formErrorId} className="alert alert-danger" role="alert">
                {formError}
              </div>
            ) : null}
            <div className="field">
              <label htmlFor={emailId}>{t('passwordReset:forgot.email')}</label>
              <input
                ref={emailRef}
                id={emailId}
                name="email"
                type="email"
                autoComplete="email"
                required
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${emailId}-error` : undefined}
              />
              {emailError ? (
                <p id={`${emailId}-error`} className="field-error">
                  {emailError}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? t('passwordReset:forgot.submitting') : t('passwordReset:forgot.submit')}
            </button>
          </form>
        </>
      )}
      <p>
        <Link to={getHref('Login', locale)}>{t('passwordReset:backToLogin')}</Link>
      </p>
    </section>
  );
}
