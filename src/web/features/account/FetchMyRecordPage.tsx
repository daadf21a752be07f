// "Fetch my record" (spec §2.6, §8 accountAlreadyExists): the owner of a record the jurisdiction
// imported asks for an access code by e-mail; the page answers the same whatever the address.
import { useTranslation } from 'react-i18next';
import { emailIssue } from '../../../domain/account/account.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { EmailRequestPage } from '../../components/EmailRequestPage.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { RequestAccessCodeDocument } from './api/request-access-code.generated.js';

export function FetchMyRecordPage() {
  const { t } = useTranslation(['accessCode', 'validation', 'common']);
  return (
    <EmailRequestPage
      id="fetch-my-record"
      texts={{
        title: t('accessCode:fetch.title'),
        email: t('accessCode:fetch.email'),
        submit: t('accessCode:fetch.submit'),
        submitting: t('accessCode:fetch.submitting'),
        sent: t('accessCode:fetch.sent'),
      }}
      validate={(email) => {
        const issue = emailIssue(email); // spec §5: required and valid
        return issue ? encodeMessage(issue) : null;
      }}
      send={(email) => graphqlRequest(RequestAccessCodeDocument, { email })}
      footer={{ route: 'SignUpAccessCode', label: t('accessCode:fetch.enterCode') }}
    >
      {t('accessCode:fetch.intro')}
    </EmailRequestPage>
  );
}
