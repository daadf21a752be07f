// issue 17: an information page of one locale, edited as HTML in a plain textarea; the server sanitises
// it on save (updateInfoContent, decision 0601) and again when it is shown.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INFO_PAGES } from '../../../domain/jurisdiction/jurisdiction.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { TextField } from '../../components/form/TextField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { useNotifications } from '../../lib/notifications.js';
import { useUpdateInfoPageMutation } from './api/update-info-page.generated.js';
import { HtmlField } from './HtmlPreview.js';
import {
  FallbackNote,
  type LocaleEditorProps,
  LocaleSelect,
  type SettingsSectionProps,
  shownLocale,
} from './LocaleSection.js';
import { LabelledSection } from '../../components/LabelledSection.js';

export function InfoPageForm({ settings, onSaved }: SettingsSectionProps) {
  const { t } = useTranslation('adminSettings');
  const [key, setKey] = useState<string>(INFO_PAGES[0]);
  const [locale, setLocale] = useState<string>(settings.offeredLocales[0] ?? 'en_US');
  return (
    <LabelledSection className="admin-settings-section" heading={t('info.heading')}>
      <p className="hint">{t('info.hint')}</p>
      <div className="admin-filters">
        <div className="field">
          <label htmlFor="info-page">{t('info.page')}</label>
          <select id="info-page" value={key} onChange={(event) => setKey(event.target.value)}>
            {INFO_PAGES.map((page) => (
              <option key={page} value={page}>
                {t(`info.pages.${page}`)}
              </option>
            ))}
          </select>
        </div>
        <LocaleSelect id="info-locale" locales={settings.offeredLocales} value={locale} onChange={setLocale} />
      </div>
      <InfoPageEditor key={`${key}-${locale}`} settings={settings} pageKey={key} locale={locale} onSaved={onSaved} />
    </LabelledSection>
  );
}

function InfoPageEditor({ settings, pageKey, locale, onSaved }: LocaleEditorProps & { pageKey: string }) {
  const { run: runUpdateInfoPage } = useUpdateInfoPageMutation();
  const { t } = useTranslation('adminSettings');
  const { notify } = useNotifications();
  // a locale without this page of its own starts from the one its owners are shown now (its fallback's)
  const own = (candidate: string) =>
    settings.infoPages.find((page) => page.key === pageKey && page.locale === candidate);
  const from = shownLocale(locale, (candidate) => !!own(candidate));
  const current = from ? own(from) : undefined;
  const form = useDomainForm({
    id: 'info',
    initialValues: { title: current?.title ?? '', html: current?.html ?? '' },
    onSubmit: async (values) => {
      const answer = await runUpdateInfoPage({
        jurisdictionId: settings.id,
        version: settings.version,
        locale,
        page: { key: pageKey, title: values.title, html: values.html },
      });
      if (!answer) return;
      onSaved(answer.updateInfoPage);
      notify({ type: 'success', message: t('saved') });
    },
    fieldCodes: {},
  });
  return (
    <Form form={form} aria-label={t('info.heading')} className="admin-settings-form">
      {from && from !== locale ? <FallbackNote locale={locale} from={from} kind="text" /> : null}
      <TextField form={form} name="title" label={t('info.title')} inputProps={{ maxLength: 120 }} />
      <HtmlField
        form={form}
        name="html"
        label={t('info.html')}
        rows={10}
        jurisdictionId={settings.id}
        title={form.values.title}
      />
      <SubmitButton form={form} label={t('info.save')} busyLabel={t('saving')} />
    </Form>
  );
}
