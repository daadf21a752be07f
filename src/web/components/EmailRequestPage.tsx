// A page that asks for an e-mail address and always gives the same answer, so it does not tell who
// has an account or a record (QUALITY.md Security): "Forgot your password?" and "Fetch my record".
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailIssue } from '../../domain/account/account.rules.js';
import { encodeMessage } from '../../domain/shared/messages.js';
import { getHref, type RouteName } from '../../domain/shared/routes.js';
import { useLocale } from '../lib/locale-context.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Form, SubmitButton } from './form/Form.js';
import { EmailField } from './form/InputField.js';
import { useDomainForm } from './form/use-domain-form.js';

export function EmailRequestPage({
  id,
  texts: section,
  send,
  footer,
}: {
  id: string;
  /**
   * where the page's texts are, e.g. `passwordReset:forgot`: its `title`, `intro`, `email`, `submit`,
   * `submitting` and `sent` (the one answer, whatever the e-mail)
   */
  texts: string;
  send: (email: string) => Promise<unknown>;
  /** the link under the form, to where a person goes instead: a route and the key of its label */
  footer: { route: RouteName; label: string };
}) {
  // the page's own namespace, and validation's for the e-mail's error
  const { t } = useTranslation([section.split(':')[0] ?? 'common', 'validation', 'common']);
  const text = (name: string) => t(`${section}.${name}`);
  const texts = { title: text('title'), email: text('email'), submit: text('submit'), sent: text('sent') };
  const locale = useLocale();
  const sentRef = useRef<HTMLParagraphElement>(null);
  const [sent, setSent] = useState(false);
  const form = useDomainForm({
    id,
    initialValues: { email: '' },
    check: ({ email }) => {
      const issue = emailIssue(email.trim()); // spec §5: required and valid
      return { email: issue ? encodeMessage(issue) : undefined };
    },
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
          <p>{text('intro')}</p>
          <Form form={form}>
            <EmailField form={form} name="email" label={texts.email} required />
            <SubmitButton form={form} label={texts.submit} busyLabel={text('submitting')} />
          </Form>
        </>
      )}
      <p>
        <Link to={getHref(footer.route, locale)}>{t(footer.label)}</Link>
      </p>
    </section>
  );
}
