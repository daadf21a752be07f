// i18next with one catalog file per locale and namespace, loaded lazily; per-key fallback so
// partly translated locales (es-US, fr-CA) show en-US text where a key is missing (spec §1).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogLoader } from './catalog-loader.js';
import {
  DEFAULT_LOCALE,
  LOCALE_FALLBACKS,
  LOCALES,
  type LocaleCode,
  fromLocaleTag,
  toLocaleTag,
} from '../../domain/locale/locales.js';

export const NAMESPACES = [
  'common',
  'home',
  'serverErrors',
  'validation',
  'address',
  'account',
  'accessCode',
  'passwordReset',
  'petGuardians',
  'accessibility',
  'jurisdiction',
  'pet',
  'store',
  'licensing',
  'rabies',
  'admin',
  'homesafe',
  'fund',
  'walletCard',
  'adminOrders',
  'adminSettings',
  'adminReports',
  'operator',
  'secondFactor',
  'legal',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

function catalogOfTag(tag: string, namespace: string) {
  return catalogLoader(fromLocaleTag(tag as Parameters<typeof fromLocaleTag>[0]), namespace);
}

const fallbackLng = Object.fromEntries(
  LOCALES.map((locale) => [toLocaleTag(locale), LOCALE_FALLBACKS[locale].map(toLocaleTag)]),
) as Record<string, string[]>;

/**
 * Starts loading the shell's texts of `locale` and its fallbacks at once (main.tsx), beside the first
 * screen's chunk, instead of after the first render (decision 1406); createI18n then finds them loaded.
 * `namespaces`: the first screen's own catalogs, which it would otherwise ask for only once rendered.
 */
export function preloadTexts(locale: LocaleCode, namespaces: readonly Namespace[] = []): void {
  for (const code of [locale, ...LOCALE_FALLBACKS[locale]]) {
    for (const namespace of ['common', ...namespaces]) void catalogLoader(code, namespace)?.();
  }
}

export async function createI18n(locale: LocaleCode): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use({
      type: 'backend',
      init() {},
      read(tag: string, namespace: string, callback: (error: unknown, data?: Record<string, unknown>) => void) {
        const load = catalogOfTag(tag, namespace);
        if (!load) return callback(null, {});
        load().then(
          (module) => callback(null, module.default),
          (error) => callback(error),
        );
      },
    })
    .use(initReactI18next)
    .init({
      lng: toLocaleTag(locale),
      fallbackLng: { ...fallbackLng, default: [toLocaleTag(DEFAULT_LOCALE)] },
      supportedLngs: LOCALES.map(toLocaleTag),
      load: 'currentOnly',
      // only the shell's catalog up front; a screen's own namespaces load with it (useTranslation)
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
}

/**
 * A text in another locale than the page's, its catalogs (and their fallbacks) loaded first: a notice
 * that outlives a language switch speaks the new language (issue 11: 3, Profile Settings → Español).
 */
export async function textInLocale(i18n: I18n, locale: LocaleCode, namespace: Namespace, key: string): Promise<string> {
  await i18n.loadNamespaces(namespace);
  await i18n.loadLanguages([locale, ...LOCALE_FALLBACKS[locale]].map(toLocaleTag));
  return i18n.getFixedT(toLocaleTag(locale), namespace)(key);
}
