// "Forgot your password?": the reset link itself arrives by e-mail; the page answers the same
// whatever the address (EmailRequestPage).
import { useTranslation } from 'react-i18next';
import { EmailRequestPage } from '../../components/EmailRequestPage.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { RequestPasswordResetDocument } from './api/request-password-reset.generated.js';

export function ForgotPasswordPage() {
  const { t } = useTranslation(['passwordReset', 'validation', 'common']);
  return (
    <EmailRequestPage
      id="forgot-password"
      texts={{
        title: t('passwordReset:forgot.title'),
        email: t('passwordReset:forgot.email'),
        submit: t('passwordReset:forgot.submit'),
        submitting: t('passwordReset:forgot.submitting'),
        sent: t('passwordReset:forgot.sent'),
      }}
      validate={(email) => (email ? null : { text: t('passwordReset:forgot.emailRequired') })}
      send={(email) => graphqlRequest(RequestPasswordResetDocument, { email })}
      footer={{ route: 'Login', label: t('passwordReset:backToLogin') }}
    >
      {t('passwordReset:forgot.intro')}
    </EmailRequestPage>
  );
}
