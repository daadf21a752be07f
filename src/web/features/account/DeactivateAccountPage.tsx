// Route "DeactivateAccount" (spec §2.1, §2.12): the owner confirms with their password and the
// confirmation modal of §2.19; the account is deactivated, not erased, and every session ends.
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { getHref } from '../../../domain/shared/routes.js';
import { ConfirmationModal } from '../../components/ConfirmationModal.js';
import { errorProps, FieldError } from '../../components/form/FieldError.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PasswordInput } from '../../components/form/PasswordInput.js';
import { deactivateAccount } from './api.js';
import { serverFieldErrors } from '../../components/form/form-errors.js';

export function DeactivateAccountPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const passwordId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(t('deactivate.title'));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('validation.required');
      passwordRef.current?.focus();
      return;
    }
    setError(undefined);
    setConfirming(true);
  };

  const onConfirm = async () => {
    setConfirming(false);
    try {
      await deactivateAccount(password);
      notify({ type: 'info', message: t('deactivate.done'), dismissSecs: -1 });
      // The log-out screen forgets the session and goes home. Refreshing the session here instead
      // would re-render this log-in-only page without a viewer before the navigation commits.
      navigate(getHref('Logout', locale, { baseUrl: `/${locale}/` }), { replace: true });
    } catch (caught) {
      setError(serverFieldErrors(caught)?.password ?? 'validation.unexpected');
      passwordRef.current?.focus();
    }
  };

  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('deactivate.title')}</h1>
      <p>{t('deactivate.explain')}</p>
      <form noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={passwordId}>{t('details.currentPassword')}</label>
          <PasswordInput
            ref={passwordRef}
            id={passwordId}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...errorProps(passwordId, error)}
          />
          <FieldError id={`${passwordId}-error`} message={error} />
        </div>
        <button type="submit" className="button button-danger">
          {t('deactivate.button')}
        </button>
      </form>
      <ConfirmationModal
        open={confirming}
        title={t('deactivate.confirmTitle')}
        message={t('deactivate.confirmMessage')}
        confirmLabel={t('deactivate.button')}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
