// What a jurisdiction's landing page says about itself (decision 0020): the fees headline computed from
// its licence policy (PRODUCT.md §4, never typed into text), and its brand colour made safe to show.
import type { LicensePolicy } from './jurisdiction.js';

/** The headline of a licence policy: the cheapest and dearest one-year fee, in minor units. */
export type LicenseFeeSummary = {
  /** the lowest fee of any species and status (an altered pet, usually) */
  from: number;
  /** the highest fee (an unaltered pet, usually); equal to `from` when every fee is the same */
  to: number;
  /** 0 when the jurisdiction gives none */
  seniorDiscountPercent: number;
  /** the shortest term offered, in years */
  shortestTermYears: number;
};

/**
 * The fees headline of a policy; null when the jurisdiction does not license (no policy) or the policy
 * holds no usable fee. A fee of 0 counts: it is free, and the headline says so.
 */
export function licenseFeeSummary(policy: LicensePolicy | null | undefined): LicenseFeeSummary | null {
  if (!policy) return null;
  const fees = [
    policy.fees.dog.altered,
    policy.fees.dog.unaltered,
    policy.fees.cat.altered,
    policy.fees.cat.unaltered,
  ].filter((fee) => Number.isSafeInteger(fee) && fee >= 0);
  if (fees.length === 0) return null;
  const terms = policy.termYears.filter((term) => term >= 1);
  return {
    from: Math.min(...fees),
    to: Math.max(...fees),
    seniorDiscountPercent: Math.max(0, Math.min(100, Math.round(policy.seniorDiscountPercent || 0))),
    shortestTermYears: terms.length > 0 ? Math.min(...terms) : 1,
  };
}

/** The brand colour the landing page falls back to: the portal's own primary colour (app.css --color-primary). */
export const DEFAULT_BRAND_COLOR = '#0b4f71';

const HEX = /^#([0-9a-f]{6})$/i;

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A jurisdiction's brand colour as a band behind white text: its own colour when it is a #rrggbb colour
 * that white text can be read on (WCAG 1.4.3, 4.5:1), else the default. A colour too light for white
 * text is not darkened: the default keeps the page readable and the jurisdiction can set a darker one.
 */
export function brandBandColor(color: string | null | undefined): string {
  if (!color || !HEX.test(color.trim())) return DEFAULT_BRAND_COLOR;
  const hex = color.trim().toLowerCase();
  return contrastRatio(hex, '#ffffff') >= 4.5 ? hex : DEFAULT_BRAND_COLOR;
}

/** Up to two initials of a jurisdiction's name for its monogram ("King County, WA" → "KC"). */
export function monogramOf(name: string): string {
  const words = name
    .split(',')[0]
    ?.split(/[\s-]+/)
    .filter((word) => /^\p{L}/u.test(word));
  const letters = (words ?? []).slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

/** A help line's ten digits as the locale writes them: "(206) 296-3940", in French "416 392-2489". */
export function displayPhone(digits: string, language: 'en' | 'es' | 'fr'): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (!match) return digits;
  return language === 'fr' ? `${match[1]}\u00a0${match[2]}-${match[3]}` : `(${match[1]}) ${match[2]}-${match[3]}`;
}
