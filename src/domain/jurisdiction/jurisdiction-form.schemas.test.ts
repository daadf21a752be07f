import { describe, expect, it } from 'vitest';
import { safeParseDomain } from '../shared/schema.helpers.js';
import {
  brandColorIssue,
  canonicalTimeZone,
  jurisdictionFormSchema,
  logoUrlIssue,
  slugIssue,
} from './jurisdiction-form.schemas.js';
import { licensingOfTemplate } from './license-policy-templates.js';

const FORM = {
  name: 'Gatineau, QC',
  slug: 'gatineau-qc',
  country: 'CA',
  locales: ['fr_CA', 'en_CA'],
  timezone: 'America/Toronto',
  supportPhone: '8197477000',
  supportEmail: '',
  logoUrl: '',
  brandColor: '',
  boundaryColor: '',
  licensing: 'CANADIAN_CITY',
};

describe('the operator’s jurisdiction form (decision 0308)', () => {
  it('takes a good form, the languages in the portal’s order, blanks as nothing', () => {
    const parsed = safeParseDomain(jurisdictionFormSchema({ hasPolicy: false }), FORM);
    expect(parsed.success && parsed.data).toMatchObject({
      locales: ['en_CA', 'fr_CA'],
      supportEmail: null,
      brandColor: null,
    });
  });

  it('knows slugs, time zones, colours white text reads on, and logo addresses', () => {
    expect(slugIssue('king-county-wa')).toBeNull();
    for (const bad of ['King', 'a--b', '-a', 'a_b', 'é'])
      expect(slugIssue(bad)?.key).toBe('validation.jurisdiction.slugFormat');
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('UTC')).toBeNull();
    expect(canonicalTimeZone('Mars/Base')).toBeNull();
    expect(brandColorIssue('#0b4f71')).toBeNull();
    expect(brandColorIssue('#ffcc00')?.key).toBe('validation.jurisdiction.brandColorContrast');
    expect(brandColorIssue('0b4f71')?.key).toBe('validation.jurisdiction.colorFormat');
    expect(logoUrlIssue('https://example.org/logo.svg')).toBeNull();
    expect(logoUrlIssue('/logos/ottawa.svg')).toBeNull();
    for (const bad of ['http://example.org/a.png', '//evil.example/a.png', 'javascript:alert(1)'])
      expect(logoUrlIssue(bad)?.key).toBe('validation.jurisdiction.logoUrl');
  });

  it('refuses languages of another country, and a template for one that has a policy', () => {
    const us = safeParseDomain(jurisdictionFormSchema({ hasPolicy: false }), { ...FORM, country: 'US' });
    expect(us.success).toBe(false);
    expect(!us.success && us.error.issues.map((issue) => issue.path.join('.'))).toEqual(['locales']);
    expect(safeParseDomain(jurisdictionFormSchema({ hasPolicy: true }), FORM).success).toBe(false);
    expect(safeParseDomain(jurisdictionFormSchema({ hasPolicy: true }), { ...FORM, licensing: 'KEEP' }).success).toBe(
      true,
    );
    expect(safeParseDomain(jurisdictionFormSchema({ hasPolicy: false }), { ...FORM, licensing: 'KEEP' }).success).toBe(
      false,
    );
  });

  it('gives a template’s policy, a copy each time, or none', () => {
    expect(licensingOfTemplate('NONE')).toEqual({ noLicensing: true, licensePolicy: null });
    const first = licensingOfTemplate('US_COUNTY').licensePolicy;
    expect(first?.termYears).toEqual([1, 2]);
    expect(first?.seniorDiscountPercent).toBe(50);
    first?.termYears.push(3);
    expect(licensingOfTemplate('US_COUNTY').licensePolicy?.termYears).toEqual([1, 2]);
  });
});
