// Steps 1 and 2 of turning an authenticator app on (issue 41: 3, decision 0111): the QR code and the same
// secret as a key to type by hand (grouped in fours, copyable), then the app's 6-digit code.
import { type RefObject, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeTotpCode } from '../../../domain/account/second-factor.rules.js';
import { dateFormatter } from '../../../domain/locale/date-format.js';
import { qrCodeOf } from '../../../domain/wallet-card/wallet-card.compose.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { InputField } from '../../components/form/InputField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import type { BeginTotpEnrolmentMutation } from '../../lib/graphql-types.generated.js';
import { useConfirmTotpEnrolmentMutation } from './api/confirm-totp-enrolment.generated.js';

export type Enrolment = BeginTotpEnrolmentMutation['beginTotpEnrolment'];

/** The otpauth URI as a QR code: an SVG picture with its text alternative, black on white whatever the theme. */
function QrCode({ uri, label }: { uri: string; label: string }) {
  const { path, modules } = useMemo(() => qrCodeOf(uri), [uri]);
  return (
    <svg className="second-factor-qr" viewBox={`0 0 ${modules} ${modules}`} role="img" aria-label={label}>
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" shapeRendering="crispEdges" />
    </svg>
  );
}

function ManualKey({ manualKey }: { manualKey: string }) {
  const { t } = useTranslation('secondFactor');
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(manualKey.replace(/ /g, ''));
      setCopied('copied');
    } catch {
      setCopied('copyFailed');
    }
  };
  return (
    <div className="second-factor-key">
      <p id="manual-key-intro">{t('scan.manual')}</p>
      <p className="second-factor-key-value">
        <span className="visually-hidden">{t('scan.manualLabel')}: </span>
        <code aria-describedby="manual-key-intro" data-testid="manual-key">
          {manualKey}
        </code>
      </p>
      <button type="button" className="button button-secondary" onClick={() => void copy()}>
        {t('scan.copy')}
      </button>
      <p role="status" className="second-factor-copied">
        {copied ? t(`scan.${copied}`) : ''}
      </p>
    </div>
  );
}

export function EnrolmentSteps({
  enrolment,
  headingRef,
  onConfirmed,
  onStartAgain,
  onCancel,
}: {
  enrolment: Enrolment;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onConfirmed: (codes: string[]) => void;
  onStartAgain: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['secondFactor', 'validation']);
  const locale = useLocale();
  const { city } = useSession();
  const { run: runConfirm } = useConfirmTotpEnrolmentMutation();
  const form = useDomainForm({
    id: 'confirm-app',
    initialValues: { code: '' },
    check: ({ code }) => ({
      code:
        code.trim() === ''
          ? { text: t('confirm.required') }
          : normalizeTotpCode(code)
            ? undefined
            : 'validation.secondFactor.appCodeFormat',
    }),
    onSubmit: async ({ code }) => {
      const answer = await runConfirm({ code });
      if (answer) onConfirmed(answer.confirmTotpEnrolment.recoveryCodes);
    },
  });
  const until = dateFormatter(locale, {
    hour: 'numeric',
    minute: '2-digit',
    ...(city?.timezone ? { timeZone: city.timezone } : {}),
  }).format(new Date(enrolment.expiresAt));

  return (
    <>
      <section className="account-section second-factor-step" aria-labelledby="scan-heading">
        <h2 id="scan-heading" ref={headingRef} tabIndex={-1}>
          {t('scan.heading')}
        </h2>
        <p>{t('scan.howTo')}</p>
        <div className="second-factor-scan">
          <QrCode uri={enrolment.otpauthUri} label={t('scan.qrAlt')} />
          <ManualKey manualKey={enrolment.manualKey} />
        </div>
        <p className="hint">{t('scan.expires', { time: until })}</p>
      </section>
      <section className="account-section second-factor-step" aria-labelledby="confirm-heading">
        <h2 id="confirm-heading">{t('confirm.heading')}</h2>
        <Form form={form}>
          <InputField
            form={form}
            name="code"
            label={t('confirm.label')}
            hint={t('confirm.hint')}
            autoComplete="one-time-code"
            required
            inputProps={{ inputMode: 'numeric', maxLength: 9, spellCheck: false }}
          />
          <div className="second-factor-actions">
            <SubmitButton form={form} label={t('confirm.button')} busyLabel={t('confirm.busy')} />
            <button type="button" className="button button-secondary" onClick={() => void onStartAgain()}>
              {t('confirm.startAgain')}
            </button>
            <button type="button" className="link-button" onClick={onCancel}>
              {t('confirm.cancel')}
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
