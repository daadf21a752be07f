import { describe, expect, it } from 'vitest';
import { APP_ERROR_CODES, CLIENT_ERROR_CODES } from './error-codes.js';

// Test-only read of the web catalogs: every error code the server may send has its text in every
// locale that is translated in full (en_CA falls back to en_US per key), and no stale code remains.
// The connection errors live in `common` (they must show when nothing more loads), the rest in the
// `serverErrors` catalog, loaded when needed (issue 12: P5).
type Catalog = Record<string, string>;
const own = import.meta.glob<Catalog>('../../web/i18n/locales/*/serverErrors.json', { eager: true, import: 'default' });
const common = import.meta.glob<{ serverErrors?: Catalog }>('../../web/i18n/locales/*/common.json', {
  eager: true,
  import: 'default',
});
const CONNECTION_ERRORS = ['NETWORK', 'TIMEOUT', 'INTERNAL'];

const ofLocale = <T>(files: Record<string, T>, locale: string) =>
  Object.entries(files).find(([path]) => path.includes(`/${locale}/`))?.[1];

describe('server error texts', () => {
  it.each(['en_US', 'es_US', 'fr_CA'])('%s has exactly one text per error code', (locale) => {
    const kept = ofLocale(common, locale)?.serverErrors ?? {};
    const loaded = ofLocale(own, locale) ?? {};
    expect(Object.keys(kept).sort()).toEqual([...CONNECTION_ERRORS].sort());
    expect(Object.keys(loaded).filter((code) => code in kept)).toEqual([]);
    const texts = { ...loaded, ...kept };
    expect(Object.keys(texts).sort()).toEqual([...APP_ERROR_CODES, ...CLIENT_ERROR_CODES].sort());
    for (const code of [...APP_ERROR_CODES, ...CLIENT_ERROR_CODES])
      expect(texts[code], `${locale} ${code}`).toBeTruthy();
  });
});
