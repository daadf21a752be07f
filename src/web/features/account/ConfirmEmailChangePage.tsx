// The link sent to a new e-mail address: /{locale}/confirm-email-change?token=… makes it the log-in
// (issue 10: 2). It works in any browser, logged in or not.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useConfirmEmailChangeMutation } from './api/confirm-email-change.generated.js';
import { EmailLinkPage } from './EmailLinkPage.js';

export function ConfirmEmailChangePage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { viewer, refresh } = useSession();
  const { run: runConfirmEmailChange } = useConfirmEmailChangeMutation();
  return (
    <EmailLinkPage
      title={t('emailChange.confirmTitle')}
      send={async (token) => (await runConfirmEmailChange({ token }))?.confirmEmailChange ?? ''}
      // afterwards, refresh: a logged-in owner's e-mail changed under them
      afterDone={refresh}
      done={(email) => (
        <>
          {t('emailChange.confirmed', { email })}{' '}
          <Link to={getHref(viewer ? 'MyDetails' : 'Login', locale)}>
            {viewer ? t('emailChange.toMyDetails') : t('emailChange.logIn')}
          </Link>
        </>
      )}
    />
  );
}
