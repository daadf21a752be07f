// The link of the welcome e-mail: /{locale}/verify-email?token=…
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/locale-context.js';
import { FormAlert } from '../../components/form/FormAlert.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { graphqlRequest, serverErrorText } from '../../lib/graphql-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { VerifyEmailDocument } from './api/verify-email.generated.js';
import { useEmailLinkOnOpen } from './use-email-link.js';

const verify = (token: string) => graphqlRequest(VerifyEmailDocument, { token });

export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const state = useEmailLinkOnOpen(verify);
  useDocumentTitle(t('verify.title'));
  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('verify.title')}</h1>
      {state.status === 'working' ? <LoadingIndicator /> : null}
      {state.status === 'done' ? (
        <p role="status">
          {t('verify.done')} <Link to={`/${locale}/`}>{t('verify.continue')}</Link>
        </p>
      ) : null}
      {state.status === 'failed' ? <FormAlert message={{ text: serverErrorText(t, state.code) }} /> : null}
    </section>
  );
}
