// A page that asks for an e-mail address and always gives the same answer, so it does not tell who
// has an account or a record (QUALITY.md Security): "Forgot your password?" and "Fetch my record".
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Form, SubmitButton } from './form/Form.js';
import { EmailField } from './form/InputField.js';
import { useDomainForm } from './form/use-domain-form.js';
import type { FieldMessage } from './form/use-message.js';

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
  id,
  texts,
  validate,
  send,
  footer,
}: {
  id: string;
  texts: EmailRequestTexts;
  /** the typed address's error, or null */
  validate: (email: string) => FieldMessage | null;
  send: (email: string) => Promise<unknown>;
  footer: ReactNode;
}) {
  const sentRef = useRef<HTMLParagraphElement>(null);
  const [sent, setSent] = useState(false);
  const form = useDomainForm({
    id,
    initialValues: { email: '' },
    check: ({ email }) => ({ email: validate(email.trim()) ?? undefined }),
    onSubmit: async ({ email }) => {
      await send(email.trim());
      setSent(true);
    },
  });
  useDocumentTitle(texts.title);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

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
          <Form form={form}>
            <EmailField form={form} name="email" label={texts.email} required />
            <SubmitButton form={form} label={texts.submit} busyLabel={texts.submitting} />
          </Form>
        </>
      )}
      <p>{footer}</p>
    </section>
  );
}
