// "Forgot your password?": the reset link itself arrives by e-mail; the page answers the same
// whatever the address (EmailRequestPage).
import { EmailRequestPage } from '../../components/EmailRequestPage.js';
import { useRequestPasswordResetMutation } from './api/request-password-reset.generated.js';

export function ForgotPasswordPage() {
  const { run: runRequestPasswordReset } = useRequestPasswordResetMutation();
  return (
    <EmailRequestPage
      id="forgot-password"
      texts="passwordReset:forgot"
      send={(email) => runRequestPasswordReset({ email })}
      footer={{ route: 'Login', label: 'passwordReset:backToLogin' }}
    />
  );
}
