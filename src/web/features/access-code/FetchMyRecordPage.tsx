// "Fetch my record" (spec §2.6, §8 accountAlreadyExists): the owner of a record the jurisdiction
// imported asks for an access code by e-mail. The answer is the same whatever the e-mail, so the page
// does not tell who has a record; the code itself arrives by e-mail.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailIssue } from '../../../domain/account/account.rules.js';
import { useLocale } from '../../app/locale-context.js';
import { getHref } from '../../app/paths.js';
import { useMessage } from '../../components/use-message.js';
import { GraphQLRequestError } from '../../lib/graphql-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requestAccessCode } from './api.js';

export default function FetchMyRecordPage() {
  const { t } = useTranslation(['accessCode', 'validation', 'common']);
  const format = useMessage();
  const locale = useLocale();
  const emailId = useId();
  const formErrorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  useDocumentTitle(t('accessCode:fetch.title'));

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setFormError(null);
    const issue = emailIssue(email); // spec §5: required and valid
    if (issue) {
      setEmailError(format(issue));
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    setSubmitting(true);
    try {
      await requestAccessCode(email);
      setSent(true);
    } catch (error) {
      const code = error instanceof GraphQLRequestError ? error.code : 'INTERNAL';
      setFormError(t(`common:serverErrors.${code}`, { defaultValue: t('common:serverErrors.INTERNAL') }));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('accessCode:fetch.title')}</h1>
      {sent ? (
        <p ref={sentRef} className="notice" role="status" tabIndex={-1}>
          {t('accessCode:fetch.sent')}
        </p>
      ) : (
        <>
          <p>{t('accessCode:fetch.intro')}</p>
          <form noValidate onSubmit={onSubmit} aria-describedby={formError ? formErrorId : undefined}>
            {formError ? (
              <div id={formErrorId} className="alert alert-danger" role="alert">
                {formError}
              </div>
            ) : null}
            <div className="field">
              <label htmlFor={emailId}>{t('accessCode:fetch.email')}</label>
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
              {submitting ? t('accessCode:fetch.submitting') : t('accessCode:fetch.submit')}
            </button>
          </form>
        </>
      )}
      <p>
        <Link to={getHref('SignUpAccessCode', locale)}>{t('accessCode:fetch.enterCode')}</Link>
      </p>
    </section>
  );
}
