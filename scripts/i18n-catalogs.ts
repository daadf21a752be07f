// Reads the translation catalogs and the keys the web app uses (node-only; for tests and reports).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type CountryCode,
  countryOfLocale,
  LOCALE_FALLBACKS,
  LOCALES,
  type LocaleCode,
  languageOfLocale,
} from '../src/domain/locale/locales.js';
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

/** A node whose keys are all locale codes: one text, or one tree of texts, per locale. */
function isByLocale(value: object): value is Partial<Record<LocaleCode, unknown>> {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (LOCALES as readonly string[]).includes(key));
}

/** The locales a country's visitors read (decision 0021): a Canadian page is never shown in en-US. */
function localesSeenIn(country: CountryCode | undefined): readonly LocaleCode[] {
  return country ? LOCALES.filter((locale) => countryOfLocale(locale) === country) : LOCALES;
}

/** Fields that hold a code, not words: an anchor, a slug, a group's key, a colour, an address. */
const CODE_FIELDS = new Set(['id', 'slug', 'group', 'kind', 'imageKey', 'color', 'backgroundColor', 'url', 'href']);

function stringsUnder(value: unknown, path: string, locale: LocaleCode, into: CatalogText[]): void {
  if (typeof value === 'string') {
    if (value.trim() !== '')
      into.push({ locale, key: path, text: /<[a-z][^>]*>/i.test(value) ? readable(value) : value });
  } else if (typeof value === 'function') {
    // a text made from values (the certificate's "Verified by staff on {date}"): read with a placeholder
    // for each value, and with none (its text for a missing date)
    for (const [argument, name] of [
      ['{{}}', 'filled'],
      [null, 'empty'],
    ] as const) {
      let text: unknown;
      try {
        text = (value as (...values: unknown[]) => unknown)(
          ...Array.from({ length: Math.max(1, value.length) }, () => argument),
        );
      } catch {
        continue;
      }
      if (typeof text === 'string' && text.trim() !== '') into.push({ locale, key: `${path}(${name})`, text });
    }
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) stringsUnder(item, `${path}.${segmentOf(item, index)}`, locale, into);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (!CODE_FIELDS.has(key)) stringsUnder(inner, `${path}.${key}`, locale, into);
    }
  }
}

/** An array item's name in a key: its slug or id when it has one, else its index. */
function segmentOf(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const { slug, id } = item as { slug?: unknown; id?: unknown };
    if (typeof slug === 'string') return slug;
    if (typeof id === 'string') return id;
  }
  return String(index);
}

/**
 * Every translated text in a module's data, as a person sees it: wherever an object is keyed by locale
 * (`{ en_US, es_US, fr_CA }`, a product's name, the certificate's words, a jurisdiction's move terms),
 * each locale reads its own text or its own language's fallback (en-CA shows en-US's), and every string
 * under it is that locale's text (HTML as read). Under an object with a `country`, only that country's
 * locales are read: a Canadian jurisdiction's English, stored under en_US, is read as en-CA. Strings
 * outside a by-locale object (slugs, names, colours) are not translated text and are not read.
 */
export function localizedTexts(value: unknown, path: string, country?: CountryCode): CatalogText[] {
  const texts: CatalogText[] = [];
  const walk = (node: unknown, at: string, inCountry: CountryCode | undefined) => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, `${at}.${segmentOf(item, index)}`, inCountry);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const own = (node as { country?: unknown }).country;
    const here = own === 'US' || own === 'CA' ? own : inCountry;
    if (isByLocale(node)) {
      for (const locale of localesSeenIn(here)) {
        const chain = [locale, ...LOCALE_FALLBACKS[locale]].filter(
          (code) => languageOfLocale(code) === languageOfLocale(locale),
        );
        const source = chain.find((code) => node[code] !== undefined && node[code] !== null && node[code] !== '');
        if (source) stringsUnder(node[source], `${at}.${source}`, locale, texts);
      }
      return;
    }
    for (const [key, inner] of Object.entries(node)) walk(inner, `${at}.${key}`, here);
  };
  walk(value, path, country);
  return texts;
}

/** A module's exported data, read by `localizedTexts` ("prefix:EXPORT.path"); functions are skipped. */
async function moduleTexts(file: string, prefix: string): Promise<CatalogText[]> {
  const module = (await import(/* @vite-ignore */ pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
  return Object.entries(module).flatMap(([name, value]) =>
    typeof value === 'function' ? [] : localizedTexts(value, `${prefix}:${name}`),
  );
}

export const SEED_DIR = 'src/server/seed';

/**
 * The demo content (issues 11: 9, 20, 39): every seed module's translated data — the jurisdictions'
 * information pages, FAQ and move terms, the products, the tracker plans — plus the jurisdictions' own
 * link titles, each English in its country's spelling (decision 0021 never shows a Canadian city in en-US).
 */
export async function seedTexts(dir = SEED_DIR): Promise<CatalogText[]> {
  const files = readdirSync(dir).filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file));
  const texts = (await Promise.all(files.map((file) => moduleTexts(join(dir, file), 'seed')))).flat();
  const { DEMO_JURISDICTIONS } = await import('../src/server/seed/demo-jurisdictions.js');
  for (const city of DEMO_JURISDICTIONS) {
    const english: LocaleCode = city.country === 'CA' ? 'en_CA' : 'en_US';
    for (const column of [
      'htmlLicensingLinkTitle',
      'htmlHomesafeLinkTitle',
      'htmlSafeAndHappyFundLinkTitle',
    ] as const) {
      const text = city[column];
      if (text) texts.push({ locale: english, key: `seed:DEMO_JURISDICTIONS.${city.slug}.${column}`, text });
    }
  }
  return texts;
}

/** Texts the server writes into documents and pages outside the catalogs (issue 39). */
export const SERVER_TEXT_FILES = {
  certificate: 'src/server/modules/license/certificate-texts.ts',
  tracker: 'src/server/modules/store/tracker-texts.ts',
} as const;

/** The licence certificate's PDF words and the tracker block's texts, as each locale reads them. */
export async function serverTexts(): Promise<CatalogText[]> {
  const texts = await Promise.all(Object.entries(SERVER_TEXT_FILES).map(([prefix, file]) => moduleTexts(file, prefix)));
  return texts.flat();
}

/**
 * Every e-mail as sent, template words included ("2 × Médaille ronde : 18,99 $"), rendered in each
 * locale from `emailSamples` (values written as their callers write them), one text per paragraph:
 * the catalogs alone do not show what a template writes between their texts (issue 39).
 */
export async function sentEmailTexts(): Promise<CatalogText[]> {
  const { EMAIL_TEMPLATE_NAMES, renderTemplate } = await import('../src/server/modules/email/email-templates.js');
  const { emailSamples } = await import('../src/server/modules/email/email-samples.fixtures.js');
  const texts: CatalogText[] = [];
  for (const locale of LOCALES) {
    const samples = emailSamples(locale);
    for (const name of EMAIL_TEMPLATE_NAMES) {
      const render = renderTemplate as (
        n: typeof name,
        l: LocaleCode,
        d: (typeof samples)[typeof name],
      ) => { text: string };
      const { text } = render(name, locale, samples[name]);
      text.split(/\n+/).forEach((line, index) => {
        if (line.trim()) texts.push({ locale, key: `sent:${name}.${index}`, text: line });
      });
    }
  }
  return texts;
}

/** The API's own en-US messages (`APP_ERROR_MESSAGES`): API clients and logs read them (issue 11: 9). */
export async function apiTexts(): Promise<CatalogText[]> {
  const { APP_ERROR_MESSAGES } = await import('../src/server/shared/app-error.js');
  return Object.entries(APP_ERROR_MESSAGES).map(([code, text]) => ({ locale: 'en_US', key: `api:${code}`, text }));
}
