// issue 17 Jurisdiction settings: the display flags and link titles of spec §3 City, locales, support
// phone, merchandise tax and the licence policy, saved at once (checked by the domain schema, refused
// when someone saved since the page was read).
import { useTranslation } from 'react-i18next';
import { jurisdictionSettingsSchema } from '../../../../domain/jurisdiction/jurisdiction-settings.schemas.js';
import { LICENSE_TERMS } from '../../../../domain/jurisdiction/jurisdiction-settings.schemas.js';
import { LOCALE_SWITCHER_LABELS, type LocaleCode } from '../../../../domain/locale/locales.js';
import { CheckboxField } from '../../../components/form/Field.js';
import { FieldError } from '../../../components/form/FieldError.js';
import { Form, SubmitButton } from '../../../components/form/Form.js';
import { TextField } from '../../../components/form/TextField.js';
import { useDomainForm } from '../../../components/form/use-domain-form.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import type { JurisdictionSettingsFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { useNotifications } from '../../../lib/notifications.js';
import { UpdateJurisdictionSettingsDocument } from './api/update-jurisdiction-settings.generated.js';
import {
  FEES,
  FLAGS,
  inputOf,
  LINK_TITLES,
  POLICY_FLAGS,
  type SettingsValues,
  valuesOf,
  WHOLE_NUMBERS,
} from './settings-values.js';

export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: JurisdictionSettingsFieldsFragment;
  onSaved: (settings: JurisdictionSettingsFieldsFragment) => void;
}) {
  const { t } = useTranslation(['adminSettings', 'common']);
  const { notify } = useNotifications();
  const form = useDomainForm<SettingsValues, ReturnType<typeof inputOf>>({
    id: 'settings',
    initialValues: () => valuesOf(settings),
    schema: jurisdictionSettingsSchema,
    toInput: inputOf,
    onSubmit: async (input) => {
      const answer = await graphqlRequest(UpdateJurisdictionSettingsDocument, {
        jurisdictionId: settings.id,
        version: settings.version,
        settings: input as never,
      });
      if (!answer) return;
      onSaved(answer.updateJurisdictionSettings);
      notify({ type: 'success', message: t('saved') });
    },
  });
  const box = (name: keyof SettingsValues & string, label: string) => (
    <CheckboxField
      key={name}
      id={form.idOf(name)}
      label={label}
      checked={form.values[name] as boolean}
      onChange={(checked) => form.set(name, checked as never)}
      error={form.errors[name]}
    />
  );
  const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));
  return (
    <Form form={form} aria-labelledby="settings-heading" className="admin-settings-form">
      <h2 id="settings-heading">{t('general.heading')}</h2>
      <fieldset className="fieldset">
        <legend>{t('general.pages')}</legend>
        {FLAGS.map((name) => box(name, t(`general.${name}`)))}
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t('general.linkTitles')}</legend>
        <p className="hint">{t('general.linkTitlesHint')}</p>
        {LINK_TITLES.map((name) => (
          <TextField key={name} form={form} name={name} label={t(`general.${name}`)} inputProps={{ maxLength: 120 }} />
        ))}
      </fieldset>
      <fieldset className="fieldset" id={form.idOf('locales')}>
        <legend>{t('general.locales')}</legend>
        {settings.offeredLocales.map((locale) => (
          <CheckboxField
            key={locale}
            id={form.idOf(`locale-${locale}`)}
            label={<span lang={locale.replace('_', '-')}>{LOCALE_SWITCHER_LABELS[locale as LocaleCode]}</span>}
            checked={form.values.locales.includes(locale)}
            onChange={(on) => form.set('locales', toggle(form.values.locales, locale, on))}
          />
        ))}
        <FieldError id={`${form.idOf('locales')}-error`} message={form.errors.locales} />
      </fieldset>
      <TextField
        form={form}
        name="supportPhone"
        type="tel"
        label={t('general.supportPhone')}
        hint={t('general.supportPhoneHint')}
      />
      <TextField
        form={form}
        name="merchandiseTax"
        label={t('general.merchandiseTax')}
        hint={t('general.merchandiseTaxHint')}
        inputProps={{ inputMode: 'text', maxLength: 6 }}
      />
      <h2>{t('policy.heading')}</h2>
      <fieldset className="fieldset">
        <legend>{t('policy.fees', { currency: settings.currency })}</legend>
        {FEES.map((name) => (
          <TextField key={name} form={form} name={name} label={t(`policy.${name}`)} inputProps={{ maxLength: 10 }} />
        ))}
      </fieldset>
      <fieldset className="fieldset" id={form.idOf('termYears')}>
        <legend>{t('policy.termYears')}</legend>
        {LICENSE_TERMS.map((years) => (
          <CheckboxField
            key={years}
            id={form.idOf(`term-${years}`)}
            label={t('policy.years', { count: years })}
            checked={form.values.termYears.includes(years)}
            onChange={(on) => form.set('termYears', toggle(form.values.termYears, years, on))}
          />
        ))}
        <FieldError id={`${form.idOf('termYears')}-error`} message={form.errors.termYears} />
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t('policy.rules')}</legend>
        {WHOLE_NUMBERS.map((name) => (
          <TextField
            key={name}
            form={form}
            name={name}
            label={t(`policy.${name}`)}
            inputProps={{ inputMode: 'numeric', maxLength: 6 }}
          />
        ))}
        <TextField
          form={form}
          name="maxPetsPerHousehold"
          label={t('policy.maxPetsPerHousehold')}
          hint={t('policy.maxPetsHint')}
          inputProps={{ inputMode: 'numeric', maxLength: 3 }}
        />
        {POLICY_FLAGS.map((name) => box(name, t(`policy.${name}`)))}
      </fieldset>
      <SubmitButton form={form} label={t('save')} busyLabel={t('saving')} />
    </Form>
  );
}
