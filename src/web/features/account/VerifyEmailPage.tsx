// The link of the welcome e-mail: /{locale}/verify-email?token=…
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/locale-context.js';
import { useVerifyEmailMutation } from './api/verify-email.generated.js';
import { EmailLinkPage } from './EmailLinkPage.js';

export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { run: runVerifyEmail } = useVerifyEmailMutation();
  return (
    <EmailLinkPage
      title={t('verify.title')}
      send={(token) => runVerifyEmail({ token })}
      done={() => (
        <>
          {t('verify.done')} <Link to={`/${locale}/`}>{t('verify.continue')}</Link>
        </>
      )}
    />
  );
}
