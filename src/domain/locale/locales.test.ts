import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryOfLocale, LOCALES, localeForCountry } from './locales.js';

describe('localeForCountry (decision 0021: a locale and its city agree)', () => {
  it.each([
    ['en_US', 'CA', ['en_CA', 'fr_CA'], 'en_CA'],
    ['es_US', 'CA', ['en_CA', 'fr_CA'], 'en_CA'],
    ['es_US', 'CA', ['fr_CA'], 'fr_CA'],
    ['en_CA', 'US', ['en_US', 'es_US'], 'en_US'],
    ['fr_CA', 'US', ['en_US', 'es_US'], 'en_US'],
    ['fr_CA', 'US', [], 'en_US'],
    ['fr_CA', 'CA', ['en_CA'], 'fr_CA'],
    ['es_US', 'US', ['en_US'], 'es_US'],
  ] as const)('%s in a city of %s offering %j → %s', (locale, country, offered, expected) => {
    expect(localeForCountry(locale, country, offered)).toBe(expected);
  });

  it("always answers a locale of the city's country", () => {
    for (const locale of LOCALES)
      for (const country of COUNTRIES) expect(countryOfLocale(localeForCountry(locale, country))).toBe(country);
  });
});
