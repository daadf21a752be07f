// The licence tag number (PRODUCT.md §4, decision 0501): the jurisdiction's prefix and its gap-free tag
// sequence (formatTagNumber), engraved on the licence tag ("KC000002"). Issue 38 D16b (decision 0805): a
// finder may type it on the HomeSafe page instead of the HomeSafe tag code, so it is read as loosely.

/** Letters of the prefix (licenseNumberPrefix: a policy's 1–6, or a slug's initials) and the sequence's digits. */
const LICENSE_TAG_PATTERN = /^[A-Z]{1,8}\d{6,10}$/;
/** Spaces and hyphens (any of Unicode's) are ignored, as on a tag code; letters in either case. */
const SEPARATORS = /[\s\u2010-\u2015-]/g;

/**
 * The canonical licence tag number of what a person typed ("kc 000002", "KC-000002" → "KC000002"), or null
 * when it cannot be one: one to eight letters, then six to ten digits.
 */
export function normalizeLicenseTagNumber(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const number = value.replace(SEPARATORS, '').toUpperCase();
  return LICENSE_TAG_PATTERN.test(number) ? number : null;
}
