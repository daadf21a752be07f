import { describe, expect, it } from 'vitest';
import { APP_ERROR_CODES, CLIENT_ERROR_CODES } from './error-codes.js';

// Test-only read of the web catalogs: every error code the server may send has its text in every
// locale that is translated in full (en_CA falls back to en_US per key), and no stale code remains.
const files = import.meta.glob<{ serverErrors?: Record<string, string> }>('../../web/i18n/locales/*/common.json', {
  eager: true,
  import: 'default',
});

describe('server error texts', () => {
  it.each(['en_US', 'es_US', 'fr_CA'])('%s has exactly one text per error code', (locale) => {
    const entry = Object.entries(files).find(([path]) => path.includes(`/${locale}/`));
    const texts = entry?.[1].serverErrors ?? {};
    expect(Object.keys(texts).sort()).toEqual([...APP_ERROR_CODES, ...CLIENT_ERROR_CODES].sort());
    for (const code of [...APP_ERROR_CODES, ...CLIENT_ERROR_CODES])
      expect(texts[code], `${locale} ${code}`).toBeTruthy();
  });
});
