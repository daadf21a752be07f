// The log-in's second step with a passkey (issue 41: 3, decisions 0116 and 0117): when the account has one
// (the log-in's answer says so), "Use your passkey" first, above the code field, which stays for an app's or a
// recovery code. The button asks the server for a fresh challenge each time. A closed or timed-out prompt is a
// message above the button, and the code field stays usable.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSKEY_BROWSER_PROBLEMS } from '../../../domain/account/passkey.rules.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import type { FieldMessage } from '../../components/form/use-message.js';
import { serverErrorText } from '../../lib/graphql-client.js';
import { cancelPasskeyPrompt, signWithPasskey } from '../../lib/passkey.js';
import { useBeginPasskeyLogInMutation } from './api/begin-passkey-log-in.generated.js';
import { useLogInWithPasskeyMutation } from './api/log-in-with-passkey.generated.js';

export function PasskeyLogInStep({
  or,
  onLoggedIn,
  endsStep,
  onStepOver,
}: {
  /** what the code field below takes instead, in words that name the account's other factors */
  or: string;
  onLoggedIn: (role: string | undefined) => Promise<void>;
  /** whether a refusal ends the step (decision 0110) */
  endsStep: (code: string) => boolean;
  /** the step ended: the log-in page goes back to the password and shows why */
  onStepOver: (message: FieldMessage) => void;
}) {
  const { t } = useTranslation(['secondFactor', 'serverErrors']);
  const { run: runBegin } = useBeginPasskeyLogInMutation();
  const { run: runLogIn } = useLogInWithPasskeyMutation();
  useEffect(() => () => cancelPasskeyPrompt(), []);

  const form = useDomainForm({
    id: 'login-passkey',
    initialValues: {},
    onSubmit: async (): Promise<void> => {
      const options = (await runBegin())?.beginPasskeyLogIn;
      if (!options) {
        // removed since the password was checked: the code field is still there
        form.showErrors({ '': encodeMessage(msg('validation.passkey.notFound')) });
        return;
      }
      const signed = await signWithPasskey(options);
      if (!signed.ok) {
        form.showErrors({ '': encodeMessage(PASSKEY_BROWSER_PROBLEMS[signed.problem]) });
        return;
      }
      const answer = await runLogIn({ response: JSON.stringify(signed.response) });
      await onLoggedIn(answer?.logInWithPasskey.role);
    },
    onServerError: (code) => {
      if (!endsStep(code)) return false;
      onStepOver({ text: serverErrorText(t, code) });
      return true;
    },
  });

  return (
    <div className="login-passkey">
      <Form form={form}>
        <SubmitButton form={form} label={t('logIn.passkeyButton')} busyLabel={t('logIn.passkeyBusy')} />
      </Form>
      <p className="login-passkey-or">{or}</p>
    </div>
  );
}
