// "Forgot your password?": the reset link itself arrives by e-mail; the page answers the same
// whatever the address (EmailRequestPage).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { EmailRequestPage } from '../../components/EmailRequestPage.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { useLocale } from '../../lib/locale-context.js';
import { RequestPasswordResetDocument } from './api/request-password-reset.generated.js';

export function ForgotPasswordPage() {
  const { t } = useTranslation(['passwordReset', 'validation', 'common']);
  const locale = useLocale();
  return (
    <EmailRequestPage
      id="forgot-password"
      texts={{
        title: t('passwordReset:forgot.title'),
        intro: t('passwordReset:forgot.intro'),
        email: t('passwordReset:forgot.email'),
        submit: t('passwordReset:forgot.submit'),
        submitting: t('passwordReset:forgot.submitting'),
        sent: t('passwordReset:forgot.sent'),
      }}
      validate={(email) => (email ? null : { text: t('passwordReset:forgot.emailRequired') })}
      send={(email) => graphqlRequest(RequestPasswordResetDocument, { email })}
      footer={<Link to={getHref('Login', locale)}>{t('passwordReset:backToLogin')}</Link>}
    />
  );
}
