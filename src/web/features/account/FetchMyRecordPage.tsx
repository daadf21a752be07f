// "Fetch my record" (spec §2.6, §8 accountAlreadyExists): the owner of a record the jurisdiction
// imported asks for an access code by e-mail; the page answers the same whatever the address.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailIssue } from '../../../domain/account/account.rules.js';
import { useLocale } from '../../lib/locale-context.js';
import { getHref } from '../../../domain/shared/routes.js';
import { EmailRequestPage } from '../../components/EmailRequestPage.js';
import { useMessage } from '../../components/form/use-message.js';
import { GraphQLRequestError } from '../../lib/graphql-client.js';
import { requestAccessCode } from './access-code-api.js';

export function FetchMyRecordPage() {
  const { t } = useTranslation(['accessCode', 'validation', 'common']);
  const format = useMessage();
  const locale = useLocale();
  return (
    <EmailRequestPage
      texts={{
        title: t('accessCode:fetch.title'),
        intro: t('accessCode:fetch.intro'),
        email: t('accessCode:fetch.email'),
        submit: t('accessCode:fetch.submit'),
        submitting: t('accessCode:fetch.submitting'),
        sent: t('accessCode:fetch.sent'),
      }}
      validate={(email) => {
        const issue = emailIssue(email); // spec §5: required and valid
        return issue ? format(issue) : null;
      }}
      send={requestAccessCode}
      errorText={(error) => {
        const code = error instanceof GraphQLRequestError ? error.code : 'INTERNAL';
        return t(`common:serverErrors.${code}`, { defaultValue: t('common:serverErrors.INTERNAL') });
      }}
      footer={<Link to={getHref('SignUpAccessCode', locale)}>{t('accessCode:fetch.enterCode')}</Link>}
    />
  );
}
