// "Fetch my record" (spec §2.6, §8 accountAlreadyExists): the owner of a record the jurisdiction
// imported asks for an access code by e-mail; the page answers the same whatever the address.
import { EmailRequestPage } from '../../components/EmailRequestPage.js';
import { useRequestAccessCodeMutation } from './api/request-access-code.generated.js';

export function FetchMyRecordPage() {
  const { run: runRequestAccessCode } = useRequestAccessCodeMutation();
  return (
    <EmailRequestPage
      id="fetch-my-record"
      texts="accessCode:fetch"
      send={(email) => runRequestAccessCode({ email })}
      footer={{ route: 'SignUpAccessCode', label: 'accessCode:fetch.enterCode' }}
    />
  );
}
