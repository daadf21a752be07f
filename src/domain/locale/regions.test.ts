import { describe, expect, it } from 'vitest';
import { CA_REGIONS, countryOfRegion, prefixRegion, REGION_NAMES, REGIONS, regionsOf, US_REGIONS } from './regions.js';

describe('regions (spec §9)', () => {
  it('has 50 states + DC and 13 provinces/territories, unique, named', () => {
    expect(US_REGIONS).toHaveLength(51);
    expect(CA_REGIONS).toHaveLength(13);
    expect(new Set(REGIONS).size).toBe(64);
    for (const region of REGIONS) {
      expect(region).toMatch(/^(US|CA)_[A-Z]{2}$/);
      expect(REGION_NAMES[region]).toBeTruthy();
    }
    expect(regionsOf('CA')).toBe(CA_REGIONS);
  });

  it.each([
    ['ON', 'CA', 'CA_ON'],
    ['on', 'CA', 'CA_ON'],
    ['AL', 'US', 'US_AL'],
    ['DC', 'US', 'US_DC'],
    ['US_AL', 'US', 'US_AL'],
    ['CA-QC', 'CA', 'CA_QC'],
    ['ON', 'US', null],
    ['US_AL', 'CA', null],
    ['ZZ', 'US', null],
    ['', 'US', null],
    [null, 'US', null],
  ] as const)('prefixRegion(%j, %s) = %j', (code, country, expected) => {
    expect(prefixRegion(code, country)).toBe(expected);
  });

  it.each([
    ['CA_ON', 'CA'],
    ['US_TX', 'US'],
    ['CAON', 'CA'],
    ['ON', null],
    ['XX_ON', null],
    ['US_ON', null],
    ['CA_ONT', null],
    [undefined, null],
  ] as const)('countryOfRegion(%j) = %j', (code, expected) => {
    expect(countryOfRegion(code)).toBe(expected);
  });
});
