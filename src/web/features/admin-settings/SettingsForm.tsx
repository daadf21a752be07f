// issue 17 Jurisdiction settings: the display flags and link titles of spec §3 City, locales, support
// phone, merchandise tax and the licence policy, saved at once (checked by the domain schema, refused
// when someone saved since the page was read).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { jurisdictionSettingsSchema } from '../../../domain/jurisdiction/jurisdiction-settings.schemas.js';
import { LICENSE_TERMS } from '../../../domain/jurisdiction/jurisdiction-settings.schemas.js';
import { LOCALE_SWITCHER_LABELS, type LocaleCode } from '../../../domain/locale/locales.js';
import { CheckboxField } from '../../components/form/Field.js';
import { FieldError } from '../../components/form/FieldError.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { TextField } from '../../components/form/TextField.js';
import { type DomainForm, useDomainForm } from '../../components/form/use-domain-form.js';
import { useLocale } from '../../lib/locale-context.js';
import type { JurisdictionSettingsFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useNotifications } from '../../lib/notifications.js';
import { useUpdateJurisdictionSettingsMutation } from './api/update-jurisdiction-settings.generated.js';
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

type ListName = 'locales' | 'termYears';

/** The checkboxes that choose a list setting's items (the languages, the licence terms), its error below them. */
function ChecklistFieldset<Name extends ListName>({
  form,
  name,
  legend,
  items,
  idOf,
  labelOf,
}: {
  form: DomainForm<SettingsValues>;
  name: Name;
  legend: string;
  items: ReadonlyArray<SettingsValues[Name][number]>;
  /** an item's checkbox id within the form */
  idOf: (item: SettingsValues[Name][number]) => string;
  labelOf: (item: SettingsValues[Name][number]) => ReactNode;
}) {
  form.labelField(name, legend);
  const chosen: ReadonlyArray<SettingsValues[Name][number]> = form.values[name];
  const toggle = (item: SettingsValues[Name][number], on: boolean) =>
    form.set(name, (on ? [...chosen, item] : chosen.filter((x) => x !== item)) as SettingsValues[Name]);
  return (
    <fieldset className="fieldset" id={form.idOf(name)}>
      <legend>{legend}</legend>
      {items.map((item) => (
        <CheckboxField
          key={item}
          id={form.idOf(idOf(item))}
          label={labelOf(item)}
          checked={chosen.includes(item)}
          onChange={(on) => toggle(item, on)}
        />
      ))}
      <FieldError id={`${form.idOf(name)}-error`} message={form.errors[name]} />
    </fieldset>
  );
}

export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: JurisdictionSettingsFieldsFragment;
  onSaved: (settings: JurisdictionSettingsFieldsFragment) => void;
}) {
  const { run: runUpdateJurisdictionSettings } = useUpdateJurisdictionSettingsMutation();
  const { t } = useTranslation(['adminSettings', 'common']);
  const { notify } = useNotifications();
  const locale = useLocale();
  const form = useDomainForm<SettingsValues, ReturnType<typeof inputOf>>({
    id: 'settings',
    initialValues: () => valuesOf(settings, locale),
    schema: jurisdictionSettingsSchema,
    toInput: inputOf,
    onSubmit: async (input) => {
      const answer = await runUpdateJurisdictionSettings({
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
      <ChecklistFieldset
        form={form}
        name="locales"
        legend={t('general.locales')}
        items={settings.offeredLocales}
        idOf={(locale) => `locale-${locale}`}
        labelOf={(locale) => (
          <span lang={locale.replace('_', '-')}>{LOCALE_SWITCHER_LABELS[locale as LocaleCode]}</span>
        )}
      />
      <TextField
        form={form}
        name="supportPhone"
        type="tel"
        label={t('general.supportPhone')}
        hint={t('general.supportPhoneHint')}
      />
      <TextField
        form={form}
        name="merchandiseTaxBasisPoints"
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
      <ChecklistFieldset
        form={form}
        name="termYears"
        legend={t('policy.termYears')}
        items={LICENSE_TERMS}
        idOf={(years) => `term-${years}`}
        labelOf={(years) => t('policy.years', { count: years })}
      />
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
