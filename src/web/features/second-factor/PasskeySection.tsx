// The passkeys of the two-step log-in screen (issue 41: 3, decision 0116): the list (name, when added, when
// last used), "Remove" with the password and a code or a passkey (ProveFactorForm, decision 0117), and "Add a
// passkey": a name, the password and (when the account has a second factor already) a code or one of its
// passkeys, then the browser's own prompt. A first
// passkey brings the ten recovery codes, which the page shows as after an app's setup.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSKEY_BROWSER_PROBLEMS, passkeyNicknameIssue } from '../../../domain/account/passkey.rules.js';
import { secondFactorCodeIssue } from '../../../domain/account/second-factor.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { InputField } from '../../components/form/InputField.js';
import { PasswordField } from '../../components/form/PasswordField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import type { MySecondFactorsQuery } from '../../lib/graphql-types.generated.js';
import { createPasskey } from '../../lib/passkey.js';
import { useBeginPasskeyRegistrationMutation } from './api/begin-passkey-registration.generated.js';
import { useFinishPasskeyRegistrationMutation } from './api/finish-passkey-registration.generated.js';
import { useRemovePasskeyMutation } from './api/remove-passkey.generated.js';
import { FactorCodeField, PasskeyProofButton, ProveFactorForm } from './ProveFactorForm.js';
import { usePasskeyProof } from './use-passkey-proof.js';
import { useTurnedOnDate } from './use-turned-on-date.js';

type Status = MySecondFactorsQuery['mySecondFactors'];

/** Whether this browser can make a passkey at all (the library says the same before a ceremony). */
export const browserHasPasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

function AddPasskey({
  hasFactor,
  hasPasskey,
  onAdded,
}: {
  hasFactor: boolean;
  /** one of the account's passkeys may prove the change instead of a code (decision 0117) */
  hasPasskey: boolean;
  onAdded: (recoveryCodes: readonly string[] | null) => Promise<void> | void;
}) {
  const { t } = useTranslation('secondFactor');
  const { run: runBegin } = useBeginPasskeyRegistrationMutation();
  const { run: runFinish } = useFinishPasskeyRegistrationMutation();
  const proof = usePasskeyProof();
  const form = useDomainForm({
    id: 'add-passkey',
    initialValues: { nickname: '', password: '', code: '' },
    check: ({ nickname, password, code }) => {
      const nicknameIssue = passkeyNicknameIssue(nickname);
      const codeIssue = hasFactor && !proof.byPasskey() ? secondFactorCodeIssue(code) : null;
      return {
        nickname: nicknameIssue ? encodeMessage(nicknameIssue) : undefined,
        password: password ? undefined : { text: t('prove.passwordRequired') },
        code: codeIssue ? encodeMessage(codeIssue) : undefined,
      };
    },
    onSubmit: async ({ nickname, password, code }): Promise<void> => {
      const factor = !hasFactor ? {} : proof.byPasskey() ? await proof.signProof(form) : { code: code.trim() };
      if (!factor) return;
      const begun = await runBegin({ password, ...factor });
      if (!begun) return;
      const made = await createPasskey(begun.beginPasskeyRegistration);
      if (!made.ok) {
        form.showErrors({ '': encodeMessage(PASSKEY_BROWSER_PROBLEMS[made.problem]) });
        return;
      }
      const finished = await runFinish({ response: JSON.stringify(made.response), nickname });
      if (!finished) return;
      form.reset();
      await onAdded(finished.finishPasskeyRegistration.recoveryCodes ?? null);
    },
  });
  return (
    <Form form={form} className="passkey-add">
      <InputField
        form={form}
        name="nickname"
        label={t('passkey.nickname')}
        hint={t('passkey.nicknameHint')}
        autoComplete="off"
        required
        inputProps={{ maxLength: 60 }}
      />
      <p>{hasPasskey ? t('prove.explainPasskey') : hasFactor ? t('prove.explain') : t('passkey.passwordOnly')}</p>
      <PasswordField form={form} name="password" label={t('prove.password')} required />
      {hasFactor ? (
        <FactorCodeField
          form={form}
          label={t('prove.code')}
          after={hasPasskey ? <PasskeyProofButton onClick={() => proof.submitWithPasskey(form)} /> : null}
        />
      ) : null}
      <SubmitButton form={form} label={t('passkey.add')} busyLabel={t('passkey.adding')} />
    </Form>
  );
}

export function PasskeySection({
  status,
  onAdded,
  onRemoved,
}: {
  status: Status;
  /** a passkey was added; `recoveryCodes` when it was the account's first second factor */
  onAdded: (recoveryCodes: readonly string[] | null) => Promise<void> | void;
  onRemoved: (status: Status) => void;
}) {
  const { t } = useTranslation('secondFactor');
  const dateOf = useTurnedOnDate();
  const { run: runRemove } = useRemovePasskeyMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const supported = browserHasPasskeys();
  const hasFactor = !!status.totpConfirmedAt || status.passkeys.length > 0;
  const toRemove = status.passkeys.find((passkey) => passkey.id === removing);

  return (
    <section className="account-section passkey-section" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">
        {t('passkey.heading')}
        {supported ? <span className="passkey-recommended">{t('passkey.recommended')}</span> : null}
      </h2>
      <p>{t('passkey.explain')}</p>
      {status.passkeys.length > 0 ? (
        <ul className="passkey-list" aria-label={t('passkey.listLabel')}>
          {status.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <div>
                <strong>{passkey.nickname}</strong>
                <span>{t('passkey.added', { date: dateOf(passkey.createdAt) })}</span>
                <span>
                  {passkey.lastUsedAt
                    ? t('passkey.lastUsed', { date: dateOf(passkey.lastUsedAt) })
                    : t('passkey.neverUsed')}
                </span>
              </div>
              <button
                type="button"
                className="button button-secondary"
                aria-expanded={removing === passkey.id}
                aria-controls={removing === passkey.id ? 'remove-passkey-heading' : undefined}
                onClick={() => {
                  setRemoving(removing === passkey.id ? null : passkey.id);
                  setTimeout(() => document.getElementById('remove-passkey-password')?.focus());
                }}
              >
                {t('passkey.remove', { nickname: passkey.nickname })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {toRemove ? (
        <>
          <ProveFactorForm
            key={toRemove.id}
            id="remove-passkey"
            heading={t('passkey.removeHeading', { nickname: toRemove.nickname })}
            explain={
              status.passkeys.length === 1 && !status.totpConfirmedAt
                ? t('passkey.removeLast')
                : t('passkey.removeExplain')
            }
            button={t('passkey.removeButton')}
            busy={t('passkey.removing')}
            danger
            passkeys={supported}
            onProven={async (input) => {
              const answer = await runRemove({ id: toRemove.id, ...input });
              if (!answer) return;
              setRemoving(null);
              onRemoved(answer.removePasskey);
            }}
          />
          <p>
            <button type="button" className="link-button" onClick={() => setRemoving(null)}>
              {t('passkey.cancelRemove')}
            </button>
          </p>
        </>
      ) : null}
      {toRemove ? null : (
        <>
          <h3>{t('passkey.addHeading')}</h3>
          {supported ? (
            <AddPasskey hasFactor={hasFactor} hasPasskey={status.passkeys.length > 0} onAdded={onAdded} />
          ) : (
            <p>{t('passkey.unsupported')}</p>
          )}
        </>
      )}
    </section>
  );
}
