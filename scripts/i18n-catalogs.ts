// Reads the translation catalogs and the keys the web app uses (node-only; for tests and reports).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type LocaleCode } from '../src/domain/locale/locales.js';

export const LOCALES_DIR = 'src/web/i18n/locales';

export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flattenKeys(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

export function catalogKeys(locale: LocaleCode, namespace: string): Set<string> {
  try {
    return new Set(flattenKeys(JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8'))));
  } catch {
    return new Set();
  }
}

export function namespaces(): string[] {
  return readdirSync(join(LOCALES_DIR, 'en_US')).map((file) => file.replace(/\.json$/, ''));
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

/** Per locale, keys present in en-US but missing in that locale's own catalog (they fall back). */
export function untranslated(): Record<LocaleCode, string[]> {
  const report = {} as Record<LocaleCode, string[]>;
  for (const locale of LOCALES) {
    report[locale] = namespaces().flatMap((namespace) => {
      const reference = catalogKeys('en_US', namespace);
      const own = catalogKeys(locale, namespace);
      return [...reference].filter((key) => !own.has(key)).map((key) => `${namespace}:${key}`);
    });
  }
  return report;
}
