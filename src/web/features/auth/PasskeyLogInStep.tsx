// The log-in's second step with a passkey (issue 41: 3, decision 0116): when the account has one, "Use your
// passkey" above the code field, which stays for an app's or a recovery code. The step asks the server
// whether there is a passkey as it opens; the button asks again for a fresh challenge each time. A closed or
// timed-out prompt is a message above the button, and the code field stays usable.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSKEY_BROWSER_PROBLEMS } from '../../../domain/account/passkey.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import type { FieldMessage } from '../../components/form/use-message.js';
import { serverErrorText } from '../../lib/graphql-client.js';
import { cancelPasskeyPrompt, signWithPasskey } from '../../lib/passkey.js';
import { useBeginPasskeyLogInMutation } from './api/begin-passkey-log-in.generated.js';
import { useLogInWithPasskeyMutation } from './api/log-in-with-passkey.generated.js';

export function PasskeyLogInStep({
  onLoggedIn,
  endsStep,
  onStepOver,
}: {
  onLoggedIn: (role: string | undefined) => Promise<void>;
  /** whether a refusal ends the step (decision 0110) */
  endsStep: (code: string) => boolean;
  /** the step ended: the log-in page goes back to the password and shows why */
  onStepOver: (message: FieldMessage) => void;
}) {
  const { t } = useTranslation(['common', 'serverErrors']);
  const { run: runBegin } = useBeginPasskeyLogInMutation();
  const { run: runLogIn } = useLogInWithPasskeyMutation();
  /** null while the server is asked; false: the account has no passkey, the step shows the code only */
  const [offered, setOffered] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    runBegin().then(
      (answer) => live && setOffered(!!answer?.beginPasskeyLogIn),
      () => live && setOffered(false), // the code field is still there
    );
    return () => {
      live = false;
      cancelPasskeyPrompt();
    };
  }, [runBegin]);

  const form = useDomainForm({
    id: 'login-passkey',
    initialValues: {},
    onSubmit: async (): Promise<void> => {
      const options = (await runBegin())?.beginPasskeyLogIn;
      if (!options) {
        setOffered(false);
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

  if (!offered) return null;
  return (
    <div className="login-passkey">
      <Form form={form}>
        <SubmitButton form={form} label={t('login.passkeyButton')} busyLabel={t('login.passkeyBusy')} />
      </Form>
      <p className="login-passkey-or">{t('login.passkeyOr')}</p>
    </div>
  );
}
