// A page that asks for an e-mail address and always gives the same answer, so it does not tell who
// has an account or a record (QUALITY.md Security): "Forgot your password?" and "Fetch my record".
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.js';

export type EmailRequestTexts = {
  title: string;
  intro: string;
  email: string;
  submit: string;
  submitting: string;
  /** the one answer, whatever the e-mail */
  sent: string;
};

export function EmailRequestPage({
  texts,
  validate,
  send,
  errorText,
  footer,
}: {
  texts: EmailRequestTexts;
  /** the translated error of the typed address, or null */
  validate: (email: string) => string | null;
  send: (email: string) => Promise<unknown>;
  errorText: (error: unknown) => string;
  footer: ReactNode;
}) {
  const emailId = useId();
  const formErrorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  useDocumentTitle(texts.title);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setFormError(null);
    const problem = validate(email);
    setEmailError(problem);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await send(email);
      setSent(true);
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{texts.title}</h1>
      {sent ? (
        <p ref={sentRef} className="notice" role="status" tabIndex={-1}>
          {texts.sent}
        </p>
      ) : (
        <>
          <p>{texts.intro}</p>
          <form noValidate onSubmit={onSubmit} aria-describedby={formError ? formErrorId : undefined}>
            {formError ? (
              <div id={formErrorId} className="alert alert-danger" role="alert">
                {formError}
              </div>
            ) : null}
            <div className="field">
              <label htmlFor={emailId}>{texts.email}</label>
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
              {submitting ? texts.submitting : texts.submit}
            </button>
          </form>
        </>
      )}
      <p>{footer}</p>
    </section>
  );
}
