// Route "SecondFactorSetup" (issue 41: 3, decision 0111): the account's two-step log-in. Off: what it is
// and "Set up an authenticator app"; then the QR code and key, the app's code, and the ten recovery codes
// shown once. On (an app or a passkey): since when, the codes left, new codes, and turning it off (password
// and a code or a passkey; its words name what goes: the app, the passkeys, the codes). Each step's heading
// takes focus as the step appears, so a screen reader starts reading there.
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import type { MySecondFactorsQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useBeginTotpEnrolmentMutation } from './api/begin-totp-enrolment.generated.js';
import { useLazyMySecondFactorsQuery, useMySecondFactorsQuery } from './api/my-second-factors.generated.js';
import { useRegenerateRecoveryCodesMutation } from './api/regenerate-recovery-codes.generated.js';
import { useRemoveSecondFactorMutation } from './api/remove-second-factor.generated.js';
import { type Enrolment, EnrolmentSteps } from './EnrolmentSteps.js';
import { browserHasPasskeys, PasskeySection } from './PasskeySection.js';
import { ProveFactorForm } from './ProveFactorForm.js';
import { RecoveryCodes } from './RecoveryCodes.js';
import { useTurnedOnDate } from './use-turned-on-date.js';
import './second-factor.css';

type Status = MySecondFactorsQuery['mySecondFactors'];

/** Where the screen is: the status (on or off), an enrolment's steps 1–2, or codes just made. */
type Step =
  | { kind: 'status' }
  | { kind: 'enrolling'; enrolment: Enrolment }
  | { kind: 'codes'; codes: readonly string[]; after: 'enrolment' | 'regeneration' | 'passkey' };

function StatusBlock({ status }: { status: Status }) {
  const { t } = useTranslation('secondFactor');
  const turnedOn = useTurnedOnDate();
  // decision 0116: a passkey turns two-step log-in on too
  const since = status.totpConfirmedAt ?? status.passkeys[0]?.createdAt;
  return (
    <dl className="second-factor-status">
      <div>
        <dt>{t('status.label')}</dt>
        <dd data-testid="second-factor-status">
          {since ? t('status.on', { date: turnedOn(since) }) : t('status.off')}
        </dd>
      </div>
      {since ? (
        <div>
          <dt className="visually-hidden">{t('codes.listLabel')}</dt>
          <dd>{t('status.codesLeft', { count: status.recoveryCodesLeft })}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function StartEnrolment({ onStart }: { onStart: () => Promise<void> }) {
  const { t } = useTranslation('secondFactor');
  const form = useDomainForm({ id: 'start-app', initialValues: {}, onSubmit: onStart });
  return (
    <Form form={form} className="account-section">
      <p>{t('start.need')}</p>
      <SubmitButton form={form} label={t('start.button')} busyLabel={t('start.busy')} />
    </Form>
  );
}

/**
 * What turning two-step log-in off removes, in words (decision 0117): the app, the passkeys and the recovery
 * codes all go (removeSecondFactors), so the explanation and the button name what this account has.
 */
function turnOffWords(t: TFunction<'secondFactor'>, status: Status) {
  const count = status.passkeys.length;
  if (count === 0) return { explain: t('remove.explain'), button: t('remove.button') };
  return {
    explain: status.totpConfirmedAt ? t('remove.explainAll', { count }) : t('remove.explainPasskeys', { count }),
    button: t('remove.buttonPasskeys', { count }),
  };
}

function Enabled({
  status,
  onCodes,
  onRemoved,
}: {
  status: Status;
  onCodes: (codes: string[]) => void;
  onRemoved: (status: Status) => void;
}) {
  const { t } = useTranslation('secondFactor');
  const { viewer } = useSession();
  const { run: runRegenerate } = useRegenerateRecoveryCodesMutation();
  const { run: runRemove } = useRemoveSecondFactorMutation();
  // a passkey may prove these changes where the browser can use one (decision 0117)
  const passkeys = status.passkeys.length > 0 && browserHasPasskeys();
  const turnOff = turnOffWords(t, status);
  return (
    <>
      <ProveFactorForm
        id="regenerate-codes"
        heading={t('regenerate.heading')}
        explain={t('regenerate.explain')}
        button={t('regenerate.button')}
        busy={t('regenerate.busy')}
        passkeys={passkeys}
        onProven={async (input) => {
          const answer = await runRegenerate(input);
          if (answer) onCodes(answer.regenerateRecoveryCodes.recoveryCodes);
        }}
      />
      {viewer && viewer.role !== 'OWNER' ? (
        <section className="account-section" aria-labelledby="remove-heading">
          <h2 id="remove-heading">{t('remove.heading')}</h2>
          <p>{t('remove.staff')}</p>
        </section>
      ) : (
        <ProveFactorForm
          id="remove-factor"
          heading={t('remove.heading')}
          explain={turnOff.explain}
          button={turnOff.button}
          busy={t('remove.busy')}
          danger
          passkeys={passkeys}
          onProven={async (input) => {
            const answer = await runRemove(input);
            if (answer) onRemoved(answer.removeSecondFactor);
          }}
        />
      )}
    </>
  );
}

export function SecondFactorSetupPage() {
  const { t } = useTranslation(['secondFactor', 'common']);
  const locale = useLocale();
  const { notify } = useNotifications();
  const { state, setState } = useMySecondFactorsQuery();
  const { run: runStatus } = useLazyMySecondFactorsQuery();
  const { run: runBegin } = useBeginTotpEnrolmentMutation();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const titleRef = useRef<HTMLHeadingElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useDocumentTitle(t('title'));

  // each new step's heading takes focus (the first render keeps the page's own focus)
  useEffect(() => {
    if (!moved.current) return;
    (step.kind === 'status' ? titleRef : stepHeadingRef).current?.focus();
  }, [step]);
  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error' || !state.data) return <ErrorScreen />;
  const status = state.data.mySecondFactors;
  const setStatus = (next: Status) => setState({ status: 'ready', data: { mySecondFactors: next } });
  /** A new enrolment (again: a new secret and QR code); a refusal shows on the form that asked. */
  const startEnrolment = async () => {
    const answer = await runBegin();
    if (answer) go({ kind: 'enrolling', enrolment: answer.beginTotpEnrolment });
  };

  // a passkey is the recommended second factor: first where the browser can make one (decision 0116)
  const passkeysFirst = browserHasPasskeys();
  const passkeys = (
    <PasskeySection
      status={status}
      onAdded={async (codes) => {
        if (codes) return go({ kind: 'codes', codes, after: 'passkey' });
        const fresh = await runStatus();
        if (fresh) setStatus(fresh.mySecondFactors);
        notify({ type: 'success', message: t('passkey.addedDone'), icon: { icon: 'check' } });
      }}
      onRemoved={(next) => {
        setStatus(next);
        notify({ type: 'success', message: t('passkey.removed'), icon: { icon: 'check' } });
        go({ kind: 'status' });
      }}
    />
  );

  return (
    <section className="page-section account-page second-factor-page" aria-labelledby="page-title">
      <h1 id="page-title" ref={titleRef} tabIndex={-1}>
        {t('title')}
      </h1>
      <p className="second-factor-back">
        <Link to={getHref('ProfileSettings', locale)}>{t('back')}</Link>
      </p>
      {step.kind === 'codes' ? (
        <RecoveryCodes
          codes={step.codes}
          heading={
            step.after === 'enrolment'
              ? t('codes.heading')
              : step.after === 'passkey'
                ? t('passkey.codesHeading')
                : t('codes.newHeading')
          }
          headingRef={stepHeadingRef}
          onDone={async () => {
            const fresh = await runStatus();
            if (fresh) setStatus(fresh.mySecondFactors);
            notify({
              type: 'success',
              message:
                step.after === 'enrolment'
                  ? t('enabled')
                  : step.after === 'passkey'
                    ? t('passkey.addedDone')
                    : t('regenerate.done'),
              icon: { icon: 'check' },
            });
            go({ kind: 'status' });
          }}
        />
      ) : (
        <>
          <p>{t('intro')}</p>
          <StatusBlock status={status} />
          {step.kind === 'status' && passkeysFirst ? passkeys : null}
          {step.kind === 'enrolling' ? (
            <EnrolmentSteps
              enrolment={step.enrolment}
              headingRef={stepHeadingRef}
              onConfirmed={(codes) => go({ kind: 'codes', codes, after: 'enrolment' })}
              onStartAgain={startEnrolment}
              onCancel={() => go({ kind: 'status' })}
            />
          ) : (
            <>
              {status.totpConfirmedAt ? null : <StartEnrolment onStart={startEnrolment} />}
              {/* new codes and turning off belong to any factor, a passkey's too (decision 0117) */}
              {status.totpConfirmedAt || status.passkeys.length > 0 ? (
                <Enabled
                  status={status}
                  onCodes={(codes) => go({ kind: 'codes', codes, after: 'regeneration' })}
                  onRemoved={(next) => {
                    setStatus(next);
                    notify({ type: 'success', message: t('remove.done'), icon: { icon: 'check' } });
                    go({ kind: 'status' });
                  }}
                />
              ) : null}
            </>
          )}
          {step.kind === 'status' && !passkeysFirst ? passkeys : null}
        </>
      )}
    </section>
  );
}
