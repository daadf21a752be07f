// "Reset password" from the e-mailed link: a new password with the live checklist (spec §2.6); success
// logs the owner in. A link that is malformed, expired or already used says so and offers a new one.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { passwordIssue } from '../../../domain/account/password.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { getHref } from '../../../domain/shared/routes.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { NewPasswordField } from '../../components/form/NewPasswordField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { usePasswordGuessCheck } from '../../components/form/use-password-guess-check.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useResetPasswordMutation } from './api/reset-password.generated.js';

/** The server's token shape (32 random bytes, base64url); anything else cannot work. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function ResetPasswordPage() {
  const { run: runResetPassword } = useResetPasswordMutation();
  const { t } = useTranslation(['passwordReset', 'validation', 'common']);
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { refresh } = useSession();
  const token = params.get('token') ?? '';
  const invalidRef = useRef<HTMLDivElement>(null);
  const [linkInvalid, setLinkInvalid] = useState(!TOKEN_PATTERN.test(token));
  const isGuessable = usePasswordGuessCheck();
  const form = useDomainForm({
    id: 'reset-password',
    initialValues: { password: '' },
    check: ({ password }) => {
      const issue = passwordIssue(password, isGuessable);
      return { password: issue ? encodeMessage(issue) : undefined };
    },
    onSubmit: async ({ password }) => {
      await runResetPassword({ token, password });
      await refresh({ urgent: true });
      navigate(getHref('Dashboard', locale), { replace: true });
    },
    onServerError: (code) => {
      if (code !== 'RESET_TOKEN_INVALID') return false;
      setLinkInvalid(true);
      return true;
    },
  });
  useDocumentTitle(t('passwordReset:reset.title'));

  useEffect(() => {
    if (linkInvalid) invalidRef.current?.focus();
  }, [linkInvalid]);

  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('passwordReset:reset.title')}</h1>
      {linkInvalid ? (
        <>
          <div ref={invalidRef} className="alert alert-danger" role="alert" tabIndex={-1}>
            {t('passwordReset:reset.invalidLink')}
          </div>
          <p>
            <Link to={getHref('ForgotPassword', locale)}>{t('passwordReset:reset.askAgain')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('passwordReset:reset.intro')}</p>
          <Form form={form}>
            <NewPasswordField form={form} name="password" label={t('passwordReset:reset.password')} required />
            <SubmitButton
              form={form}
              label={t('passwordReset:reset.submit')}
              busyLabel={t('passwordReset:reset.submitting')}
            />
          </Form>
        </>
      )}
    </section>
  );
}
