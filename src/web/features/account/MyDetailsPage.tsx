// My Details: names, phones, physical and mailing address, birthdate, the mobile number's verification
// (decision 0803) and the sign-in e-mail (changing it needs the current password). Validated with the same domain schema as the server.
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ChangeEmailForm } from './ChangeEmailForm.js';
import { DetailsForm } from './DetailsForm.js';
import { MobileVerification } from './MobileVerification.js';
import { useMyAccount } from './use-my-account.js';

export function MyDetailsPage() {
  const { t } = useTranslation(['account', 'validation']);
  const [state, replace] = useMyAccount();
  useDocumentTitle(t('common:nav.myDetails'));
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorScreen />;
  const account = state.account;
  return (
    <section className="page-section account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('common:nav.myDetails')}</h1>
      <DetailsForm account={account} onSaved={replace} />
      <MobileVerification account={account} onChanged={replace} />
      <ChangeEmailForm account={account} onChanged={replace} />
    </section>
  );
}
