// For component tests that render on the server (the unit project has no DOM): server rendering cannot
// wait for a screen to load its own namespaces (useTranslation), so the test loads them first.
import type { i18n as I18n } from 'i18next';
import type { LocaleCode } from '../../domain/locale/locales.js';
import { createI18n, type Namespace } from './i18n.js';

/** An i18n instance for `locale` with `namespaces` loaded. */
export async function loadedI18n(locale: LocaleCode, namespaces: Namespace[]): Promise<I18n> {
  const i18n = await createI18n(locale);
  await i18n.loadNamespaces(namespaces);
  return i18n;
}
