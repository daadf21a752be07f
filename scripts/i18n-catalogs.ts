// Reads the translation catalogs and the keys the web app uses (node-only; for tests and reports).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALE_FALLBACKS, LOCALES, type LocaleCode, languageOfLocale } from '../src/domain/locale/locales.js';
import type { CatalogText } from './i18n-glossary.js';

export const LOCALES_DIR = 'src/web/i18n/locales';
export const EMAIL_LOCALES_DIR = 'src/server/modules/email/locales';

export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flattenKeys(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

export function catalogKeys(locale: LocaleCode, namespace: string, dir = LOCALES_DIR): Set<string> {
  try {
    return new Set(flattenKeys(JSON.parse(readFileSync(join(dir, locale, `${namespace}.json`), 'utf8'))));
  } catch {
    return new Set();
  }
}

export function namespaces(dir = LOCALES_DIR): string[] {
  return readdirSync(join(dir, 'en_US')).map((file) => file.replace(/\.json$/, ''));
}

/** key → text of a nested catalog object. */
export function flattenTexts(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (!value || typeof value !== 'object') return {};
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, inner]) => flattenTexts(inner, prefix ? `${prefix}.${key}` : key)),
  );
}

/** One web catalog file's texts, flat; empty when the locale has no such file. */
export function webCatalog(locale: LocaleCode, namespace: string, dir = LOCALES_DIR): Record<string, string> {
  const file = join(dir, locale, `${namespace}.json`);
  return existsSync(file) ? flattenTexts(JSON.parse(readFileSync(file, 'utf8'))) : {};
}

/** One locale's e-mail texts (locales/<locale>.ts exports a const named after the locale), flat. */
export async function emailCatalog(locale: LocaleCode, dir = EMAIL_LOCALES_DIR): Promise<Record<string, string>> {
  const file = resolve(dir, `${locale}.ts`);
  if (!existsSync(file)) return {};
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
  return flattenTexts(module[locale] ?? {});
}

export type CatalogDirs = { web?: string; email?: string };

/**
 * Every text as a person sees it in each locale, web ("ns:key") and e-mail ("email:section.key"): the
 * locale's own text, or the fallback's where that is the same language (en-CA shows en-US's text; an
 * fr-CA key that falls back to English is reported as untranslated, not checked against French rules).
 */
export async function textsAsSeen({
  web = LOCALES_DIR,
  email = EMAIL_LOCALES_DIR,
}: CatalogDirs = {}): Promise<CatalogText[]> {
  const catalogs: Array<{ prefix: string; byLocale: Record<LocaleCode, Record<string, string>> }> = [];
  for (const namespace of namespaces(web)) {
    const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, webCatalog(locale, namespace, web)]));
    catalogs.push({ prefix: namespace, byLocale: byLocale as Record<LocaleCode, Record<string, string>> });
  }
  const emails = await Promise.all(LOCALES.map(async (locale) => [locale, await emailCatalog(locale, email)]));
  catalogs.push({
    prefix: 'email',
    byLocale: Object.fromEntries(emails) as Record<LocaleCode, Record<string, string>>,
  });

  const texts: CatalogText[] = [];
  for (const { prefix, byLocale } of catalogs) {
    for (const locale of LOCALES) {
      const chain = [locale, ...LOCALE_FALLBACKS[locale]].filter(
        (code) => languageOfLocale(code) === languageOfLocale(locale),
      );
      const keys = new Set(chain.flatMap((code) => Object.keys(byLocale[code])));
      for (const key of keys) {
        const source = chain.find((code) => key in byLocale[code]) as LocaleCode;
        texts.push({ locale, key: `${prefix}:${key}`, text: byLocale[source][key] as string });
      }
    }
  }
  return texts;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/**
 * Static keys passed to t('…') in the web app, each with its namespace: an explicit `ns:` prefix,
 * else the file's `useTranslation('ns')`, else common. (Dynamic keys are checked by their own tests.)
 */
export function keysUsedInWebCode(): Array<{ namespace: string; key: string; file: string; loaded: boolean }> {
  const found: Array<{ namespace: string; key: string; file: string; loaded: boolean }> = [];
  for (const file of sourceFiles('src/web')) {
    const text = readFileSync(file, 'utf8');
    const fileNamespace = /useTranslation\(\s*\[?\s*'([a-zA-Z]+)'/.exec(text)?.[1] ?? 'common';
    // the namespaces this file asks i18next for (common is loaded at start)
    const requested = new Set(['common']);
    for (const call of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
      for (const name of (call[1] ?? '').matchAll(/'([a-zA-Z]+)'/g)) requested.add(name[1] as string);
    }
    for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.:-]+)'/g)) {
      const raw = match[1] as string;
      const [namespace, key] = raw.includes(':') ? (raw.split(':') as [string, string]) : [fileNamespace, raw];
      found.push({ namespace, key, file, loaded: requested.has(namespace) });
    }
  }
  return found;
}

/**
 * Web files that show a server error's text (`serverErrorText`) without asking for its catalog: a
 * component lists `serverErrors` in a `useTranslation` (or `SERVER_ERRORS_NAMESPACE`); the form kit
 * awaits `loadServerErrorTexts` instead (issue 12: P5).
 */
export function serverErrorTextsUnloaded(): string[] {
  const awaitsTheCatalog = new Set(['src/web/lib/graphql-client.ts', 'src/web/components/form/use-domain-form.ts']);
  return sourceFiles('src/web').filter((file) => {
    if (awaitsTheCatalog.has(file.replaceAll('\\', '/'))) return false;
    const text = readFileSync(file, 'utf8');
    if (!/\bserverErrorText\(/.test(text)) return false;
    const calls = [...text.matchAll(/useTranslation\(([^)]*)\)/g)].map((call) => call[1] ?? '');
    return !calls.some((args) => args.includes("'serverErrors'") || args.includes('SERVER_ERRORS_NAMESPACE'));
  });
}

/** Per locale, keys present in en-US but missing in that locale's own catalog (they fall back). */
export function untranslated(dir = LOCALES_DIR): Record<LocaleCode, string[]> {
  const report = {} as Record<LocaleCode, string[]>;
  for (const locale of LOCALES) {
    report[locale] = namespaces(dir).flatMap((namespace) => {
      const reference = catalogKeys('en_US', namespace, dir);
      const own = catalogKeys(locale, namespace, dir);
      return [...reference].filter((key) => !own.has(key)).map((key) => `${namespace}:${key}`);
    });
  }
  return report;
}

/** The same for the e-mail catalogs ("email:section.key"). */
export async function untranslatedEmail(dir = EMAIL_LOCALES_DIR): Promise<Record<LocaleCode, string[]>> {
  const reference = Object.keys(await emailCatalog('en_US', dir));
  const report = {} as Record<LocaleCode, string[]>;
  for (const locale of LOCALES) {
    const own = await emailCatalog(locale, dir);
    report[locale] = reference.filter((key) => !(key in own)).map((key) => `email:${key}`);
  }
  return report;
}

/** HTML as a person reads it: tags as spaces, the few entities the seed writes decoded. */
function readable(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * The demo jurisdictions' texts (information pages, their link labels, the FAQ; issues 11: 9, 20), as visitors read
 * them: a Canadian jurisdiction's English, stored under en_US (the end of every fallback chain), is read
 * as en-CA, since decision 0021 never shows a Canadian city in en-US.
 */
export async function seedTexts(): Promise<CatalogText[]> {
  const { DEMO_JURISDICTIONS } = await import('../src/server/seed/demo-jurisdictions.js');
  const texts: CatalogText[] = [];
  for (const city of DEMO_JURISDICTIONS) {
    const english: LocaleCode = city.country === 'CA' ? 'en_CA' : 'en_US';
    for (const [page, byLocale] of Object.entries(city.infoPages ?? {})) {
      for (const [stored, content] of Object.entries(byLocale ?? {})) {
        if (!content) continue;
        const locale = stored === 'en_US' ? english : (stored as LocaleCode);
        const key = `seed:${city.slug}.${page}.${stored}`;
        texts.push({ locale, key: `${key}.title`, text: content.title });
        texts.push({ locale, key: `${key}.html`, text: readable(content.html) });
        if (content.linkTitle) texts.push({ locale, key: `${key}.linkTitle`, text: content.linkTitle });
      }
    }
    // the FAQ (issue 20, decision 0601): each question and answer
    for (const [stored, groups] of Object.entries(city.faq ?? {})) {
      const locale = stored === 'en_US' ? english : (stored as LocaleCode);
      for (const group of groups ?? []) {
        for (const item of group.items) {
          const key = `seed:${city.slug}.faq.${stored}.${item.id}`;
          texts.push({ locale, key: `${key}.question`, text: item.question });
          texts.push({ locale, key: `${key}.answer`, text: readable(item.answer) });
        }
      }
    }
    for (const column of [
      'htmlLicensingLinkTitle',
      'htmlHomesafeLinkTitle',
      'htmlSafeAndHappyFundLinkTitle',
    ] as const) {
      const text = city[column];
      if (text) texts.push({ locale: english, key: `seed:${city.slug}.${column}`, text });
    }
  }
  return texts;
}

/** The API's own en-US messages (`APP_ERROR_MESSAGES`): API clients and logs read them (issue 11: 9). */
export async function apiTexts(): Promise<CatalogText[]> {
  const { APP_ERROR_MESSAGES } = await import('../src/server/shared/app-error.js');
  return Object.entries(APP_ERROR_MESSAGES).map(([code, text]) => ({ locale: 'en_US', key: `api:${code}`, text }));
}
