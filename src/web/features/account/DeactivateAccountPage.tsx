// Route "DeactivateAccount" (spec §2.1, §2.12): the owner confirms with their password and the
// confirmation modal of §2.19; the account is deactivated, not erased, and every session ends.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { ConfirmationModal, useConfirmation } from '../../components/ConfirmationModal.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { PasswordField } from '../../components/form/PasswordField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useDeactivateAccountMutation } from './api/deactivate-account.generated.js';

export function DeactivateAccountPage() {
  const { run: runDeactivateAccount } = useDeactivateAccountMutation();
  const { t } = useTranslation(['account', 'validation']);
  const locale = useLocale();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const confirmation = useConfirmation();
  const form = useDomainForm({
    id: 'deactivate',
    initialValues: { password: '' },
    check: ({ password }) => ({ password: password ? undefined : 'validation.required' }),
    confirm: confirmation.ask,
    onSubmit: async ({ password }) => {
      await runDeactivateAccount({ password });
      notify({ type: 'info', message: t('deactivate.done'), dismissSecs: -1 });
      // The log-out screen forgets the session and goes home. Refreshing the session here instead
      // would re-render this log-in-only page without a viewer before the navigation commits.
      navigate(getHref('Logout', locale, { baseUrl: `/${locale}/` }), { replace: true });
    },
  });
  useDocumentTitle(t('deactivate.title'));

  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('deactivate.title')}</h1>
      <p>{t('deactivate.explain')}</p>
      <Form form={form}>
        <PasswordField form={form} name="password" label={t('details.currentPassword')} />
        <SubmitButton form={form} label={t('deactivate.button')} className="button button-danger" />
      </Form>
      <ConfirmationModal
        {...confirmation.modal}
        title={t('deactivate.confirmTitle')}
        message={t('deactivate.confirmMessage')}
        confirmLabel={t('deactivate.button')}
      />
    </section>
  );
}
