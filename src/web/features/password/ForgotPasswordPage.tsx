// "Forgot your password?": the reset link itself arrives by e-mail; the page answers the same
// whatever the address (EmailRequestPage).
import { EmailRequestPage } from '../../components/EmailRequestPage.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { RequestPasswordResetDocument } from './api/request-password-reset.generated.js';

export function ForgotPasswordPage() {
  return (
    <EmailRequestPage
      id="forgot-password"
      texts="passwordReset:forgot"
      send={(email) => graphqlRequest(RequestPasswordResetDocument, { email })}
      footer={{ route: 'Login', label: 'passwordReset:backToLogin' }}
    />
  );
}
