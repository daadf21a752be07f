// Profile Settings "Change password": the current password, then a new one with the live checklist
// (spec §2.6). The server ends every other session and keeps this one logged in on a new token.
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordIssue } from '../../../domain/account/password.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { FieldError } from '../../components/form/FieldError.js';
import { PasswordChecklist } from '../../components/form/PasswordChecklist.js';
import { PasswordInput } from '../../components/form/PasswordInput.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { ChangePasswordDocument } from './api/change-password.generated.js';
import { errorCode, serverErrorText, serverFieldError } from '../password/password-errors.js';

export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation(['passwordReset', 'validation', 'common']);
  const headingId = useId();
  const currentId = useId();
  const nextId = useId();
  const formErrorId = useId();
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  /** plain text (a translated server code), not a message key */
  const [currentError, setCurrentError] = useState<string | null>(null);
  /** an encoded message key, as the domain rules and the server report it */
  const [nextError, setNextError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    setFormError(null);
    const missingCurrent = current ? null : t('passwordReset:change.currentRequired');
    const issue = passwordIssue(next);
    setCurrentError(missingCurrent);
    setNextError(issue ? encodeMessage(issue) : undefined);
    if (missingCurrent || issue) {
      (missingCurrent ? currentRef : nextRef).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await graphqlRequest(ChangePasswordDocument, { currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setDone(true);
      onChanged?.();
    } catch (error) {
      const code = errorCode(error);
      if (code === 'WRONG_PASSWORD') {
        setCurrentError(serverErrorText(t, error));
        currentRef.current?.focus();
      } else if (serverFieldError(error, 'newPassword')) {
        setNextError(serverFieldError(error, 'newPassword'));
        nextRef.current?.focus();
      } else {
        setFormError(serverErrorText(t, error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const nextDescribedBy = [`${nextId}-checklist`, nextError ? `${nextId}-error` : ''].filter(Boolean).join(' ');
  return (
    <section className="change-password" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('passwordReset:change.title')}</h2>
      <form noValidate onSubmit={onSubmit} aria-describedby={formError ? formErrorId : undefined}>
        {done ? (
          <p className="notice" role="status">
            {t('passwordReset:change.success')}
          </p>
        ) : null}
        {formError ? (
          <div id={formErrorId} className="alert alert-danger" role="alert">
            {formError}
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={currentId}>{t('passwordReset:change.currentPassword')}</label>
          <PasswordInput
            ref={currentRef}
            id={currentId}
            name="currentPassword"
            value={current}
            autoComplete="current-password"
            required
            onChange={(event) => setCurrent(event.target.value)}
            aria-invalid={currentError ? true : undefined}
            aria-describedby={currentError ? `${currentId}-error` : undefined}
          />
          {currentError ? (
            <p id={`${currentId}-error`} className="field-error">
              {currentError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={nextId}>{t('passwordReset:change.newPassword')}</label>
          <PasswordInput
            ref={nextRef}
            id={nextId}
            name="newPassword"
            value={next}
            autoComplete="new-password"
            required
            onChange={(event) => setNext(event.target.value)}
            aria-invalid={nextError ? true : undefined}
            aria-describedby={nextDescribedBy}
          />
          <FieldError id={`${nextId}-error`} message={nextError} />
          <PasswordChecklist id={`${nextId}-checklist`} password={next} />
        </div>
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? t('passwordReset:change.submitting') : t('passwordReset:change.submit')}
        </button>
      </form>
    </section>
  );
}
