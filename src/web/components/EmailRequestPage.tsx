// A page that asks for an e-mail address and always gives the same answer, so it does not tell who
// has an account or a record (QUALITY.md Security): "Forgot your password?" and "Fetch my record".
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { getHref, type RouteName } from '../../domain/shared/routes.js';
import { useLocale } from '../lib/locale-context.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Form, SubmitButton } from './form/Form.js';
import { EmailField } from './form/InputField.js';
import { useDomainForm } from './form/use-domain-form.js';
import type { FieldMessage } from './form/use-message.js';

export type EmailRequestTexts = {
  title: string;
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
  children,
}: {
  id: string;
  texts: EmailRequestTexts;
  /** the typed address's error, or null */
  validate: (email: string) => FieldMessage | null;
  send: (email: string) => Promise<unknown>;
  /** the link under the form, to where a person goes instead */
  footer: { route: RouteName; label: string };
  /** what the page says it is for, above the form */
  children: ReactNode;
}) {
  const locale = useLocale();
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
          <p>{children}</p>
          <Form form={form}>
            <EmailField form={form} name="email" label={texts.email} required />
            <SubmitButton form={form} label={texts.submit} busyLabel={texts.submitting} />
          </Form>
        </>
      )}
      <p>
        <Link to={getHref(footer.route, locale)}>{footer.label}</Link>
      </p>
    </section>
  );
}
