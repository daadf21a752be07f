// issue 17: a settings section edited one locale at a time — its heading, hint and the language chooser
// (the jurisdiction's locales), then the editor of the chosen locale, keyed by it so each starts afresh.
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isLocaleCode,
  LOCALE_FALLBACKS,
  LOCALE_SWITCHER_LABELS,
  type LocaleCode,
} from '../../../domain/locale/locales.js';
import type { JurisdictionSettingsFieldsFragment } from '../../lib/graphql-types.generated.js';
import { LabelledSection } from '../../components/LabelledSection.js';

/** A section of the settings screen: the jurisdiction's settings, and what to do with a saved version. */
export type SettingsSectionProps = {
  settings: JurisdictionSettingsFieldsFragment;
  onSaved: (settings: JurisdictionSettingsFieldsFragment) => void;
};

/** The editor of one locale inside a LocaleSection. */
export type LocaleEditorProps = SettingsSectionProps & { locale: string };

export function LocaleSelect({
  id,
  locales,
  value,
  onChange,
}: {
  id: string;
  locales: readonly string[];
  value: string;
  onChange: (locale: string) => void;
}) {
  const { t } = useTranslation('adminSettings');
  return (
    <div className="field">
      <label htmlFor={id}>{t('info.locale')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {locales.map((code) => (
          <option key={code} value={code} lang={code.replace('_', '-')}>
            {LOCALE_SWITCHER_LABELS[code as LocaleCode]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A section edited one locale at a time: `Editor` draws the chosen locale's editor, afresh for each. */
export function LocaleSection({
  name,
  heading,
  hint,
  settings,
  onSaved,
  Editor,
}: SettingsSectionProps & {
  /** the ids' prefix: `${name}-heading`, `${name}-locale` */
  name: string;
  heading: string;
  hint: string;
  Editor: ComponentType<LocaleEditorProps>;
}) {
  const [locale, setLocale] = useState<string>(settings.offeredLocales[0] ?? 'en_US');
  return (
    <LabelledSection className="admin-settings-section" heading={heading}>
      <p className="hint">{hint}</p>
      <LocaleSelect id={`${name}-locale`} locales={settings.offeredLocales} value={locale} onChange={setLocale} />
      <Editor key={locale} settings={settings} locale={locale} onSaved={onSaved} />
    </LabelledSection>
  );
}

/**
 * The locale whose text owners reading `locale` are shown: `locale` itself when it has its own, else the first
 * of its fallbacks that has one (spec §1, as the server's inLocale); null when none has any.
 */
export function shownLocale(locale: string, hasOwn: (candidate: LocaleCode) => boolean): LocaleCode | null {
  if (!isLocaleCode(locale)) return null;
  return [locale, ...LOCALE_FALLBACKS[locale]].find(hasOwn) ?? null;
}

/** Said above an editor whose locale has no text of its own: what owners read instead, and what saving does. */
export function FallbackNote({ locale, from, kind }: { locale: string; from: LocaleCode; kind: 'text' | 'faq' }) {
  const { t } = useTranslation('adminSettings');
  const names = { locale: LOCALE_SWITCHER_LABELS[locale as LocaleCode] ?? locale, from: LOCALE_SWITCHER_LABELS[from] };
  return <p className="hint fallback-note">{t(kind === 'faq' ? 'fallbackNoteFaq' : 'fallbackNote', names)}</p>;
}
