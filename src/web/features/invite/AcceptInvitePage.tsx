// Issue 41 (1, 3; decision 0113): a staff invite's one-time link. The person reads whose invite it is and
// for what, gives their name and chooses a password (the sign-up's rules and checklist); the account is
// created with the invite's role, they are logged in and sent to set up their second factor. A link that is
// malformed, expired or already used says so, and nothing is created.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../domain/locale/date-format.js';
import { createAcceptInviteSchema } from '../../../domain/operator/staff-invite.schemas.js';
import { getHref } from '../../../domain/shared/routes.js';
import { withEmailAddress } from '../../components/EmailAddress.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { NewPasswordField } from '../../components/form/NewPasswordField.js';
import { TextField } from '../../components/form/TextField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { usePasswordGuessCheck } from '../../components/form/use-password-guess-check.js';
import { LoadFailed } from '../../components/LoadFailed.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { FormPage } from '../../components/PageTemplates.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAcceptStaffInviteMutation } from './api/accept-staff-invite.generated.js';
import { useStaffInviteQuery } from './api/staff-invite.generated.js';

/** The server's token shape (32 random bytes, base64url); anything else cannot work. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function AcceptInvitePage() {
  const { t } = useTranslation(['operator', 'validation']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = TOKEN_PATTERN.test(token);
  const invite = useStaffInviteQuery({ token }, { enabled: wellFormed, select: (data) => data?.staffInvite ?? null });
  const [spent, setSpent] = useState(false);
  useDocumentTitle(t('invite.title'));
  const state = invite.state;
  const dead = !wellFormed || spent || (state.status === 'ready' && state.data === null);
  return (
    <FormPage title={t('invite.title')}>
      {dead ? (
        <InvalidLink />
      ) : state.status === 'loading' ? (
        <LoadingIndicator />
      ) : state.status === 'error' ? (
        <LoadFailed title={t('invite.loadFailed')} retry={t('invite.retry')} onRetry={invite.reload} />
      ) : state.data ? (
        <AcceptForm token={token} invite={state.data} onSpent={() => setSpent(true)} />
      ) : null}
    </FormPage>
  );
}

function InvalidLink() {
  const { t } = useTranslation('operator');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="alert alert-danger" role="alert" tabIndex={-1}>
      {t('invite.invalid')}
    </div>
  );
}

type Invite = { email: string; role: string; jurisdictionName?: string | null; expiresAt: string };

function AcceptForm({ token, invite, onSpent }: { token: string; invite: Invite; onSpent: () => void }) {
  const { t } = useTranslation(['operator', 'validation']);
  const locale = useLocale();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const { run: runAccept } = useAcceptStaffInviteMutation();
  const isGuessable = usePasswordGuessCheck();
  const form = useDomainForm({
    id: 'accept-invite',
    initialValues: { firstName: '', lastName: '', password: '' },
    schema: createAcceptInviteSchema(isGuessable),
    onSubmit: async (input) => {
      await runAccept({ token, input });
      await refresh({ urgent: true });
      // staff enrol a second factor before the console opens (decision 0109's plan)
      navigate(getHref('SecondFactorSetup', locale), { replace: true });
    },
    onServerError: (code) => {
      if (code !== 'INVITE_INVALID') return false;
      onSpent();
      return true;
    },
  });
  return (
    <>
      <p>
        {invite.role === 'OPERATOR'
          ? t('invite.forOperator')
          : t('invite.forAdmin', { jurisdiction: invite.jurisdictionName ?? '' })}
      </p>
      {/* a long address breaks after its "@" and before its dots, inside a 390 px screen */}
      <p>{withEmailAddress(t('invite.account', { email: invite.email }), invite.email)}</p>
      <p>{t('invite.until', { date: formatDate(new Date(invite.expiresAt), 'long', locale) })}</p>
      <p>{t('invite.intro')}</p>
      <Form form={form}>
        <TextField form={form} name="firstName" label={t('invite.firstName')} autoComplete="given-name" required />
        <TextField form={form} name="lastName" label={t('invite.lastName')} autoComplete="family-name" required />
        <NewPasswordField form={form} name="password" label={t('invite.password')} required />
        <SubmitButton form={form} label={t('invite.submit')} busyLabel={t('invite.submitting')} />
      </Form>
    </>
  );
}
