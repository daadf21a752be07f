// Issue 41 (1; decision 0308): the site operator's jurisdiction form — create one, or edit what the operator
// owns of it (name, languages, time zone, help line, logo and colours, whether it licenses). One schema for the
// form and the server. What its administrators edit (pages, link titles, tax, the policy's figures) stays in
// jurisdiction-settings.schemas.ts; the help line's phone is that schema's own field, reused here.
import { z } from 'zod';
import { emailIssue } from '../account/account.rules.js';
import { COUNTRIES, countryOfLocale, LOCALES, type CountryCode, type LocaleCode } from '../locale/locales.js';
import { type Message, msg } from '../shared/messages.js';
import {
  checkedBy,
  keyed,
  looseText,
  reportIssues,
  requiredText,
  trimmedTextCheckedBy,
} from '../shared/schema.helpers.js';
import { maxCharsIssue } from '../shared/text.rules.js';
import { jurisdictionSettingsSchema } from './jurisdiction-settings.schemas.js';
import { contrastRatio } from './landing.rules.js';
import { LICENSE_POLICY_TEMPLATE_IDS } from './license-policy-templates.js';

export const JURISDICTION_NAME_MAX = 120;
export const SLUG_MAX = 60;
export const LOGO_URL_MAX = 500;
/** WCAG 1.4.3: white text on the landing page's band needs 4.5:1 (landing.rules brandBandColor). */
export const BRAND_COLOR_MIN_CONTRAST = 4.5;

/** A slug: lowercase letters and digits in words joined by single dashes ("king-county-wa"). */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function slugIssue(slug: string): Message | null {
  if (slug === '') return msg('validation.required');
  return maxCharsIssue(slug, SLUG_MAX) ?? (SLUG_PATTERN.test(slug) ? null : msg('validation.jurisdiction.slugFormat'));
}

/** The IANA name of a time zone (Area/Location) as Intl spells it, or null when Intl knows no such zone. */
export function canonicalTimeZone(name: string): string | null {
  if (!name.includes('/')) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Time zones the form suggests for a country (any IANA zone is accepted). */
export const TIME_ZONE_SUGGESTIONS: Record<CountryCode, readonly string[]> = {
  US: [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'Pacific/Honolulu',
  ],
  CA: [
    'America/St_Johns',
    'America/Halifax',
    'America/Toronto',
    'America/Winnipeg',
    'America/Regina',
    'America/Edmonton',
    'America/Vancouver',
  ],
};

/** A #rrggbb colour, or nothing. */
function colorIssue(color: string): Message | null {
  return color === '' || HEX_COLOR.test(color) ? null : msg('validation.jurisdiction.colorFormat');
}

/** The landing page's band: a #rrggbb colour white text reads on, or nothing (the portal's own colour). */
export function brandColorIssue(color: string): Message | null {
  const format = colorIssue(color);
  if (format || color === '') return format;
  return contrastRatio(color.toLowerCase(), '#ffffff') >= BRAND_COLOR_MIN_CONTRAST
    ? null
    : msg('validation.jurisdiction.brandColorContrast');
}

/** A logo: an https address, or a path on this site ("/logos/…"), or nothing (a monogram of the name). */
export function logoUrlIssue(url: string): Message | null {
  if (url === '') return null;
  const tooLong = maxCharsIssue(url, LOGO_URL_MAX);
  if (tooLong) return tooLong;
  if (/\s/.test(url)) return msg('validation.jurisdiction.logoUrl');
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return null;
  try {
    return new URL(url).protocol === 'https:' ? null : msg('validation.jurisdiction.logoUrl');
  } catch {
    return msg('validation.jurisdiction.logoUrl');
  }
}

/** The locales of `locales` that are not of `country` (a US jurisdiction offers no fr_CA). */
export function localesNotOfCountry(locales: readonly LocaleCode[], country: CountryCode): LocaleCode[] {
  return locales.filter((locale) => countryOfLocale(locale) !== country);
}

/**
 * Whether it licenses, and from what: a template's policy (only a jurisdiction with no policy yet starts from
 * one), `KEEP` its current policy (one that has one: its administrators edit it), or `NONE`, licensing nothing.
 */
export const LICENSING_CHOICES = [...LICENSE_POLICY_TEMPLATE_IDS, 'KEEP'] as const;
export type LicensingChoice = (typeof LICENSING_CHOICES)[number];

const optional = (rule: (text: string) => Message | null) =>
  trimmedTextCheckedBy(looseText, rule).transform((text) => text || null);

/**
 * The form. `hasPolicy`: the jurisdiction edited has a licence policy already (a new one has none): then it
 * keeps it or licenses nothing; without one, it starts from a template or licenses nothing.
 */
export function jurisdictionFormSchema({ hasPolicy }: { hasPolicy: boolean }) {
  return z
    .object(
      {
        name: requiredText(JURISDICTION_NAME_MAX),
        slug: trimmedTextCheckedBy(looseText, slugIssue),
        country: z.enum(COUNTRIES, keyed(msg('validation.required'))),
        locales: checkedBy(z.array(z.enum(LOCALES, keyed(msg('validation.invalidValue')))), (value) =>
          value.length === 0 ? msg('validation.required') : null,
        ).transform((value) => LOCALES.filter((locale) => value.includes(locale))),
        timezone: trimmedTextCheckedBy(looseText, (text) =>
          text === ''
            ? msg('validation.required')
            : canonicalTimeZone(text)
              ? null
              : msg('validation.jurisdiction.timeZone'),
        ).transform((text) => canonicalTimeZone(text) ?? text),
        supportPhone: jurisdictionSettingsSchema.shape.supportPhone,
        supportEmail: optional((text) => (text === '' ? null : emailIssue(text))),
        logoUrl: optional(logoUrlIssue),
        brandColor: optional(brandColorIssue).transform((color) => color?.toLowerCase() ?? null),
        boundaryColor: optional(colorIssue).transform((color) => color?.toLowerCase() ?? null),
        licensing: checkedBy(z.enum(LICENSING_CHOICES, keyed(msg('validation.required'))), (choice) =>
          choice === 'NONE' || (choice === 'KEEP') === hasPolicy ? null : msg('validation.invalidValue'),
        ),
      },
      keyed(msg('validation.invalidValue')),
    )
    .superRefine((form, ctx) => {
      if (localesNotOfCountry(form.locales, form.country).length > 0)
        reportIssues(ctx, [{ ...msg('validation.jurisdiction.localeOfCountry'), path: ['locales'] }]);
    });
}

export type JurisdictionFormInput = z.input<ReturnType<typeof jurisdictionFormSchema>>;
export type JurisdictionForm = z.output<ReturnType<typeof jurisdictionFormSchema>>;
