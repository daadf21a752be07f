import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/domain/locale/locales.js';
import { APP_ERROR_MESSAGES } from '../src/server/shared/app-error.js';
import { catalogKeys, keysUsedInWebCode, namespaces, serverErrorTextsUnloaded } from './i18n-catalogs.js';

describe('translation catalogs', () => {
  it('have every key the web code uses in en-US', () => {
    // a plural key is used by its base name and stored as key_one / key_other (i18next JSON v4)
    const has = (keys: Set<string>, key: string) => keys.has(key) || keys.has(`${key}_other`);
    const missing = keysUsedInWebCode().filter(({ namespace, key }) => !has(catalogKeys('en_US', namespace), key));
    expect(missing).toEqual([]);
  });

  it('are loaded by every file that uses them (a screen loads its own namespaces)', () => {
    const unloaded = keysUsedInWebCode().filter(({ loaded }) => !loaded);
    expect(unloaded).toEqual([]);
  });

  it('are asked for by every file that shows a server error text (the catalog is not loaded at start)', () => {
    expect(serverErrorTextsUnloaded()).toEqual([]);
  });

  it('translate every server error code (exhaustive over the AppError table)', () => {
    const codes = Object.keys(APP_ERROR_MESSAGES);
    for (const locale of ['en_US', 'es_US', 'fr_CA'] as const) {
      // the connection errors in `common` (they show when nothing more loads), the rest in `serverErrors`
      const common = catalogKeys(locale, 'common');
      const own = catalogKeys(locale, 'serverErrors');
      expect(
        codes.filter((code) => !own.has(code) && !common.has(`serverErrors.${code}`)),
        locale,
      ).toEqual([]);
    }
  });

  it('have no key in another locale that en-US lacks (a typo would never show)', () => {
    for (const namespace of namespaces()) {
      const reference = catalogKeys('en_US', namespace);
      for (const locale of LOCALES) {
        // a grammatical-gender variant (i18next's context: `key_male`, `key_female`) of a key en-US has is
        // not a typo: English needs no variant, and i18next falls back to the plain key
        const extra = [...catalogKeys(locale, namespace)].filter(
          (key) => !reference.has(key) && !reference.has(key.replace(/_(male|female)$/, '')),
        );
        expect(extra, `${locale}/${namespace}`).toEqual([]);
      }
    }
  });

  it('translate the whole page shell in all four locales', () => {
    const shellSections = ['shell', 'nav', 'header', 'footer', 'error', 'notFound'];
    const reference = [...catalogKeys('en_US', 'common')].filter((key) =>
      shellSections.includes(key.split('.')[0] as string),
    );
    for (const locale of ['es_US', 'fr_CA'] as const) {
      const own = catalogKeys(locale, 'common');
      expect(
        reference.filter((key) => !own.has(key)),
        locale,
      ).toEqual([]);
    }
  });
});
