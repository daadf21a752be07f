import { describe, expect, it } from 'vitest';
import { KING_COUNTY_TEST_POLICY } from '../license/license.fixtures.js';
import {
  brandBandColor,
  contrastRatio,
  DEFAULT_BRAND_COLOR,
  displayPhone,
  licenseFeeSummary,
  monogramOf,
} from './landing.rules.js';

// King County's demo policy: dogs 30.00–60.00, cats 20.00–35.00, seniors 50 % off
const policy = KING_COUNTY_TEST_POLICY;

describe('licenseFeeSummary (the landing page fees headline)', () => {
  it.each([
    ['King County', policy.fees, { from: 2000, to: 6000 }],
    [
      'same fee for every pet',
      { dog: { altered: 500, unaltered: 500 }, cat: { altered: 500, unaltered: 500 } },
      { from: 500, to: 500 },
    ],
    [
      'a free licence counts',
      { dog: { altered: 0, unaltered: 5000 }, cat: { altered: 0, unaltered: 5000 } },
      { from: 0, to: 5000 },
    ],
    [
      'a cat dearer than a dog',
      { dog: { altered: 1000, unaltered: 2000 }, cat: { altered: 900, unaltered: 9000 } },
      { from: 900, to: 9000 },
    ],
  ])('%s', (_name, fees, expected) => {
    expect(licenseFeeSummary({ ...policy, fees })).toMatchObject(expected);
  });

  it('carries the senior discount and the shortest term', () => {
    expect(licenseFeeSummary({ ...policy, termYears: [3, 1, 2] })).toEqual({
      from: 2000,
      to: 6000,
      seniorDiscountPercent: 50,
      shortestTermYears: 1,
    });
    expect(licenseFeeSummary({ ...policy, seniorDiscountPercent: 0, termYears: [] })?.shortestTermYears).toBe(1);
  });

  it('is null without a policy (noLicensing) or without a usable fee', () => {
    expect(licenseFeeSummary(null)).toBeNull();
    expect(licenseFeeSummary(undefined)).toBeNull();
    const broken = { dog: { altered: -1, unaltered: Number.NaN }, cat: { altered: 1.5, unaltered: -4 } };
    expect(licenseFeeSummary({ ...policy, fees: broken })).toBeNull();
  });
});

describe('brandBandColor', () => {
  it.each([
    ['#1b6ac9', '#1b6ac9'],
    ['#8A2BE2', '#8a2be2'],
    ['#c41e3a', '#c41e3a'],
    ['#ffff00', DEFAULT_BRAND_COLOR], // white text on yellow is unreadable
    ['#b5561a', '#b5561a'],
    ['red', DEFAULT_BRAND_COLOR],
    ['#123', DEFAULT_BRAND_COLOR],
    [null, DEFAULT_BRAND_COLOR],
    ['', DEFAULT_BRAND_COLOR],
  ])('%s → %s', (color, expected) => {
    expect(brandBandColor(color)).toBe(expected);
  });

  it('always gives white text at least 4.5:1', () => {
    for (const color of ['#000000', '#777777', '#767676', '#1b6ac9', '#ffffff']) {
      expect(contrastRatio(brandBandColor(color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

describe('monogramOf', () => {
  it.each([
    ['King County, WA', 'KC'],
    ['Toronto, ON', 'T'],
    ['Unlicensed Area, US', 'UA'],
    ['Saint-Jean-sur-Richelieu', 'SJ'],
    ['', '?'],
  ])('%s → %s', (name, expected) => {
    expect(monogramOf(name)).toBe(expected);
  });
});

describe('displayPhone', () => {
  it.each([
    ['2062963940', 'en', '(206) 296-3940'],
    ['4163922489', 'fr', '416\u00a0392-2489'],
    ['12345', 'en', '12345'],
  ] as const)('%s in %s → %s', (digits, language, expected) => {
    expect(displayPhone(digits, language)).toBe(expected);
  });
});
