// Profile Settings: preferred language (e-mails and the portal after log-in), which optional
// e-mails to receive, the password (with the checklist) and a way to deactivate the account.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NOTIFICATION_PREFERENCES, profileSettingsSchema } from '../../../domain/account/my-details.schemas.js';
import { formatPhoneForLocale } from '../../../domain/account/phone.rules.js';
import {
  countryOfLocale,
  isLocaleCode,
  LOCALE_SWITCHER_ORDER,
  localeForCountry,
} from '../../../domain/locale/locales.js';
import { LocaleOptions } from '../../components/LocaleOptions.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useSession } from '../../lib/session.js';
import { getHref } from '../../../domain/shared/routes.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { TwoStepLogInSection } from './TwoStepLogInSection.js';
import { CheckboxField, Field } from '../../components/form/Field.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { textInLocale } from '../../i18n/i18n.js';

import { useUpdateProfileSettingsMutation } from './api/update-profile-settings.generated.js';
import { useMyAccount } from './use-my-account.js';
import type { MyAccountFieldsFragment as MyAccount } from '../../lib/graphql-types.generated.js';

function SettingsForm({ account }: { account: MyAccount }) {
  const { run: runUpdateProfileSettings } = useUpdateProfileSettingsMutation();
  const { t, i18n } = useTranslation(['account', 'validation']);
  const locale = useLocale();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { city } = useSession();
  // decision 0021: the languages of the owner's country (a locale agrees with the city's country); an
  // account that holds another (an API sign-up) shows the one it is read in
  const locales = LOCALE_SWITCHER_ORDER.filter((option) => !city || countryOfLocale(option) === city.country);
  const stored = isLocaleCode(account.locale) ? account.locale : locale;
  const form = useDomainForm({
    id: 'settings',
    initialValues: {
      locale: (city ? localeForCountry(stored, city.country, city.locales) : stored) as string,
      notificationPreferences: account.notificationPreferences,
    },
    schema: profileSettingsSchema,
    onSubmit: async (input) => {
      await runUpdateProfileSettings({ input });
      const switched = input.locale !== locale && isLocaleCode(input.locale) ? input.locale : null;
      // the notice outlives the switch to the new language, so it speaks that language (issue 11: 3)
      const saved = switched ? await textInLocale(i18n, switched, 'account', 'settings.saved') : t('settings.saved');
      notify({ type: 'success', message: saved, icon: { icon: 'check' } });
      if (switched) navigate(getHref('ProfileSettings', switched));
    },
  });
  const preferences = form.values.notificationPreferences;
  // decision 0502: text messages go to the first mobile number of My Details, and only to one; decision
  // 0803: only once it is verified there
  const mobile = account.textMessageNumber?.number;

  return (
    <Form form={form} aria-labelledby="settings-heading" className="account-section">
      <h2 id="settings-heading">{t('settings.preferences')}</h2>
      <Field id={form.idOf('locale')} label={t('settings.language')} error={form.errors.locale}>
        {(control) => (
          <select {...control} value={form.values.locale} onChange={(event) => form.set('locale', event.target.value)}>
            <LocaleOptions locales={locales} />
          </select>
        )}
      </Field>
      <fieldset className="fieldset">
        <legend>{t('settings.emails')}</legend>
        {NOTIFICATION_PREFERENCES.map((name) => (
          <CheckboxField
            key={name}
            id={form.idOf(name)}
            label={t(`settings.${name}`)}
            checked={preferences[name]}
            onChange={(checked) => form.set('notificationPreferences', { ...preferences, [name]: checked })}
          />
        ))}
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t('settings.texts')}</legend>
        <CheckboxField
          id={form.idOf('smsReminders')}
          label={t('settings.smsReminders')}
          checked={preferences.smsReminders}
          onChange={(checked) => form.set('notificationPreferences', { ...preferences, smsReminders: checked })}
          hint={
            mobile && account.textMessageNumber?.verified ? (
              t('settings.smsNumber', { number: formatPhoneForLocale(mobile, locale) })
            ) : mobile ? (
              <>
                {t('settings.smsUnverified', { number: formatPhoneForLocale(mobile, locale) })}{' '}
                <Link to={getHref('MyDetails', locale)}>{t('settings.smsVerify')}</Link>
              </>
            ) : (
              <>
                {t('settings.smsNoMobile')} <Link to={getHref('MyDetails', locale)}>{t('settings.smsAddMobile')}</Link>
              </>
            )
          }
        />
      </fieldset>
      <SubmitButton form={form} label={t('settings.save')} />
    </Form>
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
      <TwoStepLogInSection />
      <div className="account-section">
        <h2>{t('deactivate.title')}</h2>
        <p>{t('deactivate.teaser')}</p>
        <Link to={getHref('DeactivateAccount', locale)}>{t('deactivate.title')}</Link>
      </div>
    </section>
  );
}
