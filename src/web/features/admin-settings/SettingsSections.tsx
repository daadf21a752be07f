// issue 38 D33 (decision 0706): the settings screen's sections, each its own page of the screen with its
// own address (?section=faq), listed at the top with what each holds. Every section's form stays mounted
// while another is shown, so what a clerk typed in one is still there after a look at another; each keeps
// its own Save and its own confirmation.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

export const SETTINGS_SECTIONS = ['general', 'info', 'faq', 'move'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The section the address names, the first one otherwise. */
export function useSettingsSection(): SettingsSection {
  const [params] = useSearchParams();
  return SETTINGS_SECTIONS.find((section) => section === params.get('section')) ?? 'general';
}

export const settingsSectionId = (section: SettingsSection) => `settings-section-${section}`;

export function SettingsSectionsNav({ current }: { current: SettingsSection }) {
  const { t } = useTranslation('adminSettings');
  return (
    <nav className="settings-sections" aria-label={t('sections.label')}>
      <ul>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              to={`?section=${section}`}
              aria-current={section === current ? 'page' : undefined}
              aria-describedby={`${settingsSectionId(section)}-summary`}
            >
              {t(`sections.${section}`)}
            </Link>
            <span id={`${settingsSectionId(section)}-summary`} className="hint">
              {t(`sections.${section}Summary`)}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * After a section was chosen (not when the page opens), focus goes to its heading, so that a screen reader
 * says which section is now shown and the keyboard goes on from there (WCAG 2.4.3).
 */
export function useFocusSectionOnChange(section: SettingsSection) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.getElementById(settingsSectionId(section))?.querySelector('h2');
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [section]);
}
