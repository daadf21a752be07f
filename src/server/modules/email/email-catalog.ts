// The e-mail text of a locale (locales/*.ts), resolved per key along the same fallback chain as the web
// app's catalogs (LOCALE_FALLBACKS: fr_CA → en_CA → en_US, es_US → en_US, en_CA → en_US).
import { LOCALE_FALLBACKS, LOCALES, type LocaleCode } from '../../../domain/locale/locales.js';
import { en_CA } from './locales/en_CA.js';
import { type EmailCatalog, type EmailCatalogOverrides, en_US } from './locales/en_US.js';
import { es_US } from './locales/es_US.js';
import { fr_CA } from './locales/fr_CA.js';

const CATALOGS: Record<LocaleCode, EmailCatalogOverrides> = { en_US, en_CA, es_US, fr_CA };

function resolveCatalog(locale: LocaleCode): EmailCatalog {
  // en_US ends every chain and has every key; each locale nearer the front overrides key by key
  const chain = [locale, ...LOCALE_FALLBACKS[locale]].reverse();
  const sections = Object.keys(en_US) as Array<keyof EmailCatalog>;
  return Object.fromEntries(
    sections.map((section) => [section, Object.assign({}, ...chain.map((code) => CATALOGS[code][section] ?? {}))]),
  ) as EmailCatalog;
}

const RESOLVED = Object.fromEntries(LOCALES.map((locale) => [locale, resolveCatalog(locale)])) as Record<
  LocaleCode,
  EmailCatalog
>;

/** Every key of the e-mails in `locale`, each from the first locale of its chain that has it. */
export function emailText(locale: LocaleCode): EmailCatalog {
  return RESOLVED[locale];
}

/** Fills {{name}} placeholders; a placeholder without a value is a bug in the template, not a blank. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`e-mail text needs {{${name}}}`);
    return String(value);
  });
}
