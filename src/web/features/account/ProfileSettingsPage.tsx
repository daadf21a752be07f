// Profile Settings: preferred language (e-mails and the portal after log-in), which optional
// e-mails to receive, the password (with the checklist) and a way to deactivate the account.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NOTIFICATION_PREFERENCES } from '../../../domain/account/my-details.schemas.js';
import { LOCALE_SWITCHER_LABELS, LOCALE_SWITCHER_ORDER, type LocaleCode } from '../../../domain/locale/locales.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { getHref } from '../../../domain/shared/routes.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { type MyAccount, updateProfileSettings } from './api.js';
import { useMyAccount } from './use-my-account.js';

function SettingsForm({ account }: { account: MyAccount }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const languageId = useId();
  const [preferred, setPreferred] = useState(account.locale as LocaleCode);
  const [preferences, setPreferences] = useState(account.notificationPreferences);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await updateProfileSettings({ locale: preferred, notificationPreferences: preferences });
      notify({ type: 'success', message: t('settings.saved'), icon: { icon: 'check' } });
      if (preferred !== locale) navigate(getHref('ProfileSettings', preferred));
    } catch {
      notify({ type: 'danger', message: t('common:serverErrors.INTERNAL'), dismissSecs: -1 });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="settings-heading" className="account-section">
      <h2 id="settings-heading">{t('settings.preferences')}</h2>
      <div className="field">
        <label htmlFor={languageId}>{t('settings.language')}</label>
        <select id={languageId} value={preferred} onChange={(event) => setPreferred(event.target.value as LocaleCode)}>
          {LOCALE_SWITCHER_ORDER.map((code) => (
            <option key={code} value={code} lang={code.replace('_', '-')}>
              {LOCALE_SWITCHER_LABELS[code]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="fieldset">
        <legend>{t('settings.emails')}</legend>
        {NOTIFICATION_PREFERENCES.map((name) => (
          <div className="field field-checkbox" key={name}>
            <input
              id={`settings-${name}`}
              type="checkbox"
              checked={preferences[name]}
              onChange={(event) => setPreferences({ ...preferences, [name]: event.target.checked })}
            />
            <label htmlFor={`settings-${name}`}>{t(`settings.${name}`)}</label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={saving}>
        {t('settings.save')}
      </button>
    </form>
  );
}

export function ProfileSettingsPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [state] = useMyAccount();
  useDocumentTitle(t('common:nav.profileSettings'));
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorScreen />;
  return (
    <section className="page-section account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('common:nav.profileSettings')}</h1>
      <SettingsForm account={state.account} />
      <div className="account-section">
        <ChangePasswordForm />
      </div>
      <div className="account-section">
        <h2>{t('deactivate.title')}</h2>
        <p>{t('deactivate.teaser')}</p>
        <Link to={getHref('DeactivateAccount', locale)}>{t('deactivate.title')}</Link>
      </div>
    </section>
  );
}
