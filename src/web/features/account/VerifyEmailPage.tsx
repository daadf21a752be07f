// The link of the welcome e-mail: /{locale}/verify-email?token=…
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { useLocale } from '../../lib/locale-context.js';
import { VerifyEmailDocument } from './api/verify-email.generated.js';
import { EmailLinkPage } from './EmailLinkPage.js';

const verify = (token: string) => graphqlRequest(VerifyEmailDocument, { token });

export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <EmailLinkPage
      title={t('verify.title')}
      send={verify}
      done={() => (
        <>
          {t('verify.done')} <Link to={`/${locale}/`}>{t('verify.continue')}</Link>
        </>
      )}
    />
  );
}
