import type { CountryCode } from '../locale/locales.js';
import { countryOfRegion, prefixRegion, type RegionCode, regionShortCode } from '../locale/regions.js';
import { type FieldIssue, issueAt, msg } from '../shared/messages.js';
import { charCount, trimToNull } from '../shared/text.rules.js';

// spec §3 Address, §4 Address form, §5 Address, §9 Addresses.

/** spec §9: maximum characters per field. */
export const ADDRESS_LIMITS = { unit: 16, civic: 16, street: 64, additional: 100, cityName: 50 } as const;
/** spec §5 / §9: address search starts at 4 characters, 350 ms after the last keystroke. */
export const ADDRESS_SEARCH_MIN_CHARS = 4;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 350;
/** spec §5 / §9: the unit field is validated 700 ms after the last keystroke. */
export const UNIT_VALIDATION_DEBOUNCE_MS = 700;
export const ZIP_LENGTH = 5;

/** An address as a form or the API holds it (spec §3: sent and read field by field, same names). */
export type AddressInput = {
  id?: string | number | null;
  unit?: string | number | null;
  civic?: string | number | null;
  street?: string | null;
  additional?: string | null;
  cityName?: string | null;
  province?: string | null;
  country?: string | null;
  postalCode?: string | number | null;
  /** the read-only multi-line label of a retrieved address (spec §2.8) */
  label?: string | null;
};

export type Address = {
  id: string | null;
  unit: string | null;
  /** null only when relaxed by a filled additional line (spec §5) */
  civic: string | null;
  street: string | null;
  additional: string | null;
  cityName: string;
  province: RegionCode;
  country: CountryCode;
  postalCode: string;
};

export type AddressRuleOptions = {
  /** Whether the additional / PO Box line is offered (a mailing address), spec §4 / §5. */
  additionalAllowed: boolean;
};

/** spec §9: ZIP is 5 digits. */
export function isValidZip(text: string): boolean {
  return /^\d{5}$/.test(text.trim());
}

/**
 * spec §5 / §9: a Canadian postal code's format, "A1A 0A0" — the one example every postal-code hint and
 * message shows (the address form, checkout's card fields), passed to the texts as `{{format}}`.
 */
export const POSTAL_CODE_FORMAT = 'A1A 0A0';

/** spec §9: postal code A1A 0A0, normalised to upper case with one space; null when not one. */
export function normalizePostalCode(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : null;
}

/** spec §5: a US postal code taken from the lookup is cut to 5 characters ("12345-6789" → "12345"). */
export function postalCodeFromLookup(code: string, country: CountryCode): string {
  const trimmed = code.trim();
  return country === 'US' ? trimmed.slice(0, ZIP_LENGTH) : (normalizePostalCode(trimmed) ?? trimmed);
}

const PO_BOX =
  /\b(?:p\.?\s*o\.?\s*b(?:ox)?|post(?:al)?\s+office\s+box|case\s+postale|c\.?\s*p\.?\s+\d+|apartado(?:\s+postal)?)\b/i;

/** Whether a line names a post-office box (English, French and Spanish spellings). */
export function isPoBoxText(text: string | null | undefined): boolean {
  return !!text && PO_BOX.test(text);
}

/** spec §5: a PO-box-only address has a PO box and no physical civic number and street. */
export function isPoBoxOnly(address: AddressInput): boolean {
  const civic = trimToNull(address.civic);
  const street = trimToNull(address.street);
  const lines = [civic, street, trimToNull(address.additional), trimToNull(address.label)];
  const hasPhysical = !!civic && !!street && !isPoBoxText(street) && !isPoBoxText(civic);
  return lines.some(isPoBoxText) && !hasPhysical;
}

/** The country written, or derived from a 4-character province code (spec §3). */
export function addressCountry(address: AddressInput): CountryCode | null {
  const written = trimToNull(address.country)?.toUpperCase();
  if (written === 'US' || written === 'CA') return written;
  return countryOfRegion(address.province);
}

/** Every rule of spec §5 Address; paths are the field names. */
export function addressIssues(address: AddressInput, options: AddressRuleOptions): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const text = (field: keyof typeof ADDRESS_LIMITS) => trimToNull(address[field]);
  const limit = (field: keyof typeof ADDRESS_LIMITS) => {
    const value = text(field);
    if (value && charCount(value) > ADDRESS_LIMITS[field]) {
      issues.push(issueAt([field], msg('validation.maxChars', { numLimit: ADDRESS_LIMITS[field] })));
      return false;
    }
    return true;
  };

  const unit = text('unit');
  if (unit && !/^[\p{L}\p{Nd} .]+$/u.test(unit))
    issues.push(issueAt(['unit'], msg('validation.invalidCharacters', { field: 'unit' })));
  else limit('unit');

  // spec §5: civic and street stop being required when the additional line is allowed and filled
  const relaxed = options.additionalAllowed && !!text('additional');
  for (const field of ['civic', 'street'] as const) {
    if (!text(field) && !relaxed) issues.push(issueAt([field], msg('validation.required')));
    else limit(field);
  }
  limit('additional');

  if (!text('cityName')) issues.push(issueAt(['cityName'], msg('validation.required')));
  else limit('cityName');

  const country = addressCountry(address);
  if (!country) {
    issues.push(issueAt(['country'], msg('validation.required')));
  } else {
    if (!prefixRegion(address.province, country)) {
      issues.push(
        issueAt(
          ['province'],
          msg(country === 'US' ? 'validation.address.stateRequired' : 'validation.address.provinceRequired'),
        ),
      );
    }
    const postal = trimToNull(address.postalCode);
    if (!postal) issues.push(issueAt(['postalCode'], msg('validation.required')));
    else if (country === 'US' ? !isValidZip(postal) : !normalizePostalCode(postal)) {
      issues.push(
        issueAt(
          ['postalCode'],
          country === 'US'
            ? msg('validation.address.zipInvalid')
            : msg('validation.address.postalCodeInvalid', { format: POSTAL_CODE_FORMAT }),
        ),
      );
    }
  }

  if (!options.additionalAllowed && isPoBoxOnly(address)) issues.push(issueAt([], msg('validation.address.poBoxOnly')));
  return issues;
}

/** The stored shape of a valid address (call after addressIssues found nothing). */
export function normalizeAddress(address: AddressInput): Address {
  const country = addressCountry(address) ?? 'US';
  const postal = trimToNull(address.postalCode) ?? '';
  return {
    id: trimToNull(address.id),
    unit: trimToNull(address.unit),
    civic: trimToNull(address.civic),
    street: trimToNull(address.street),
    additional: trimToNull(address.additional),
    cityName: trimToNull(address.cityName) ?? '',
    province: prefixRegion(address.province, country) ?? (country === 'US' ? 'US_AL' : 'CA_AB'),
    country,
    postalCode: country === 'US' ? postal : (normalizePostalCode(postal) ?? postal),
  };
}

/** spec §4: the fields that, missing after a retrieve, force manual mode and validation. */
export const MANUAL_MODE_REQUIRED_FIELDS = ['cityName', 'civic', 'street', 'postalCode', 'province', 'label'] as const;
export type ManualModeField = (typeof MANUAL_MODE_REQUIRED_FIELDS)[number];

/**
 * The required fields a retrieved address lacks. Civic and street are not required where the
 * additional line is offered and filled (spec §5, as addressIssues reads it): a PO box chosen for a
 * mailing address is whole (issue 11: 4), not a form to complete.
 */
export function missingManualModeFields(
  address: AddressInput,
  options: AddressRuleOptions = { additionalAllowed: false },
): ManualModeField[] {
  const relaxed = options.additionalAllowed && !!trimToNull(address.additional);
  return MANUAL_MODE_REQUIRED_FIELDS.filter(
    (field) => !trimToNull(address[field]) && !(relaxed && (field === 'civic' || field === 'street')),
  );
}

/**
 * spec §4 Address form: after a retrieved address is filled in, missing required fields force
 * manual mode; so does a PO box when the additional line is not allowed, with the PO Box warning.
 */
export function retrievedAddressMode(
  address: AddressInput,
  options: AddressRuleOptions,
): { mode: 'suggestion' | 'manual'; missing: ManualModeField[]; poBoxWarning: boolean } {
  const missing = missingManualModeFields(address, options);
  const poBoxWarning = !options.additionalAllowed && isPoBoxOnly(address);
  return { mode: missing.length > 0 || poBoxWarning ? 'manual' : 'suggestion', missing, poBoxWarning };
}

/** spec §4: a valid manual form rebuilds the read-only label (one line per row). */
export function buildAddressLabel(address: Address): string {
  const streetLine = [
    address.unit ? `${address.unit}-` : '',
    [address.civic, address.street].filter(Boolean).join(' '),
  ].join('');
  // "Seattle, WA 98101", as the suggestions write it (issue 11: 8)
  const cityLine = `${address.cityName}, ${regionShortCode(address.province)} ${address.postalCode}`;
  return [streetLine, address.additional ?? '', cityLine].filter((line) => line.trim() !== '').join('\n');
}

/** spec §3 Address lookup result (Retrieve), the fields we read. */
export type AddressLookupResult = {
  CountryIso2?: string;
  PostalCode?: string;
  SubBuilding?: string;
  BuildingName?: string;
  City?: string;
  BuildingNumber?: string;
  Street?: string;
  ProvinceCode?: string;
  Label?: string;
  POBoxNumber?: string;
  Line1?: string;
};

/** spec §3: a PO Box result is detected by its PO box number or a PO box first line. */
export function isPoBoxLookupResult(result: AddressLookupResult): boolean {
  return !!result.POBoxNumber?.trim() || isPoBoxText(result.Line1);
}

/**
 * Maps a Retrieve result onto the address fields. The spec does not show the mapping apart from
 * the US postal-code cut; this one follows the provider's field meanings.
 */
export function addressFromLookup(result: AddressLookupResult): AddressInput {
  const country: CountryCode | null = result.CountryIso2 === 'CA' ? 'CA' : result.CountryIso2 === 'US' ? 'US' : null;
  const poBox = result.POBoxNumber?.trim();
  return {
    unit: trimToNull(result.SubBuilding),
    civic: trimToNull(result.BuildingNumber),
    street: trimToNull(result.Street),
    additional: poBox ? `PO Box ${poBox}` : null,
    cityName: trimToNull(result.City),
    province: country ? prefixRegion(result.ProvinceCode, country) : null,
    country,
    postalCode: result.PostalCode && country ? postalCodeFromLookup(result.PostalCode, country) : null,
    label: trimToNull(result.Label),
  };
}
