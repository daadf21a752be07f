// Pure helpers of the address form (spec §4, §5): drafts in, the domain schema decides. The schema (and
// zod) loads with the first draft checked, not with the page: a sixth of sign-up's scripts (issue 12: P6).
import type { Address, AddressInput } from '../../../../domain/address/address.rules.js';
import type { CountryCode } from '../../../../domain/locale/locales.js';
import { countryOfRegion, isRegionCode } from '../../../../domain/locale/regions.js';

/** The manual form's fields, in the spec §2.8 order. */
export const MANUAL_FIELDS = ['civic', 'street', 'unit', 'additional', 'cityName', 'province', 'postalCode'] as const;
export type ManualField = (typeof MANUAL_FIELDS)[number];
export type AddressDraft = Record<ManualField, string>;

export const EMPTY_DRAFT: AddressDraft = {
  civic: '',
  street: '',
  unit: '',
  additional: '',
  cityName: '',
  province: '',
  postalCode: '',
};

const asText = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/** A draft from a stored or retrieved address; the additional line is dropped where it is not offered. */
export function draftFromAddress(address: AddressInput | Address, allowAdditional: boolean): AddressDraft {
  return {
    civic: asText(address.civic),
    street: asText(address.street),
    unit: asText(address.unit),
    additional: allowAdditional ? asText(address.additional) : '',
    cityName: asText(address.cityName),
    province: asText(address.province),
    postalCode: asText(address.postalCode),
  };
}

export type DraftValidation =
  | { ok: true; address: Address }
  | {
      ok: false;
      /** encoded message keys (see domain/shared/messages.ts), the first per field */
      fieldErrors: Partial<Record<ManualField, string>>;
      /** messages about the address as a whole (PO box only, missing country) */
      formErrors: string[];
    };

const loadSchemas = () =>
  Promise.all([
    import('../../../../domain/address/address.schemas.js'),
    import('../../../../domain/shared/schema.helpers.js'),
  ]);

/** Starts loading what validateDraft needs (when the person starts on an address). */
export function preloadDraftValidation(): void {
  loadSchemas().catch(() => {}); // validateDraft asks again, and reports its failure
}

/** Parses a draft with the domain's address schema (a mailing address may be a PO box, spec §2.6). */
export async function validateDraft(
  draft: AddressDraft,
  country: CountryCode,
  allowAdditional: boolean,
): Promise<DraftValidation> {
  const [{ addressSchema, mailingAddressSchema }, { safeParseDomain }] = await loadSchemas();
  const schema = allowAdditional ? mailingAddressSchema : addressSchema;
  const result = safeParseDomain(schema, { ...draft, additional: allowAdditional ? draft.additional : '', country });
  if (result.success) return { ok: true, address: result.data };
  const fieldErrors: Partial<Record<ManualField, string>> = {};
  const formErrors: string[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (MANUAL_FIELDS as readonly string[]).includes(field)) {
      fieldErrors[field as ManualField] ??= issue.message;
    } else if (!formErrors.includes(issue.message)) {
      formErrors.push(issue.message);
    }
  }
  return { ok: false, fieldErrors, formErrors };
}

/** The first field with an error, in form order (spec §5 General: focus the first error). */
export function firstInvalidField(fieldErrors: Partial<Record<ManualField, string>>): ManualField | undefined {
  return MANUAL_FIELDS.find((field) => fieldErrors[field]);
}

/** A stored address as the API gives it (strings), in the domain's shape; its country is its region's. */
export function addressFromApi(
  address: (Omit<Address, 'id' | 'province' | 'country'> & { province: string }) | null | undefined,
): Address | null {
  const country = countryOfRegion(address?.province);
  if (!address || !country || !isRegionCode(address.province)) return null;
  return { ...address, id: null, province: address.province, country };
}

/**
 * The address a form holds once the owner chooses `country` (My Details' "Country of your home"): the one it
 * holds when it is of that country; else the stored one when it is (choosing its country again puts the
 * current address back, as "Keep my current address" does); else none, to be found in that country.
 */
export function addressForCountry(country: CountryCode, held: Address | null, stored: Address | null): Address | null {
  if (held?.country === country) return held;
  return stored?.country === country ? stored : null;
}
