// The link sent to a new e-mail address: /{locale}/confirm-email-change?token=… makes it the log-in
// (issue 10: 2). It works in any browser, logged in or not.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { FormAlert } from '../../components/form/FormAlert.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { graphqlRequest, serverErrorText } from '../../lib/graphql-client.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ConfirmEmailChangeDocument } from './api/confirm-email-change.generated.js';
import { useEmailLinkOnOpen } from './use-email-link.js';

const confirm = async (token: string) =>
  (await graphqlRequest(ConfirmEmailChangeDocument, { token }))?.confirmEmailChange ?? '';

export function ConfirmEmailChangePage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { viewer, refresh } = useSession();
  // afterwards, refresh: a logged-in owner's e-mail changed under them
  const state = useEmailLinkOnOpen(confirm, refresh);
  useDocumentTitle(t('emailChange.confirmTitle'));
  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('emailChange.confirmTitle')}</h1>
      {state.status === 'working' ? <LoadingIndicator /> : null}
      {state.status === 'done' ? (
        <p role="status">
          {t('emailChange.confirmed', { email: state.result })}{' '}
          <Link to={getHref(viewer ? 'MyDetails' : 'Login', locale)}>
            {viewer ? t('emailChange.toMyDetails') : t('emailChange.logIn')}
          </Link>
        </p>
      ) : null}
      {state.status === 'failed' ? <FormAlert message={{ text: serverErrorText(t, state.code) }} /> : null}
    </section>
  );
}
