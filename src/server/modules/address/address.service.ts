// Address search for the address form (spec §2.8, §5, §7.3), proxied so the provider key stays here.
import {
  ADDRESS_SEARCH_MIN_CHARS,
  type AddressInput,
  addressFromLookup,
  isPoBoxLookupResult,
} from '../../../domain/address/address.rules.js';
import { COUNTRIES, type CountryCode } from '../../../domain/locale/locales.js';
import { charCount, filterTypedText } from '../../../domain/shared/text.rules.js';
import type { AppServices } from '../../app-services.js';
import { AddressProviderError, type AddressSuggestion } from '../../integrations/address/address-provider.js';
import { AppError } from '../../shared/app-error.js';
import type { PublicCall } from '../../shared/use-case.js';

/** The spec is silent on a maximum; a search longer than any address is refused (decision 0102). */
const ADDRESS_SEARCH_MAX_CHARS = 200;
const ADDRESS_ID_MAX_CHARS = 2000;

/** What addressDetails answers: the address fields (spec §3, same names) and whether it is a PO box. */
export type AddressLookup = AddressInput & { poBox: boolean };

function parseCountry(country: string): CountryCode {
  const upper = country.trim().toUpperCase();
  if (!(COUNTRIES as readonly string[]).includes(upper)) throw new AppError('VALIDATION_FAILED', { field: 'country' });
  return upper as CountryCode;
}

/** The provider's own code and text go to the log only (decision 0102). */
function providerFailure(services: AppServices, error: unknown): never {
  if (error instanceof AddressProviderError) {
    services.log.warn(
      { code: error.code, providerCode: error.providerCode, detail: error.detail },
      'address provider failed',
    );
    throw new AppError('INTERNAL', { service: 'address' });
  }
  throw error;
}

/** spec §5: search starts at 4 characters; fewer give no suggestions. */
export async function suggestAddresses(
  services: AppServices,
  { input }: PublicCall<{ text: string; country: string }>,
): Promise<AddressSuggestion[]> {
  const countryCode = parseCountry(input.country);
  // read as the search input would have let it be typed: no "/" (spec §5 General), so no suggestion
  // echoes a street the address form then refuses (issue 11: 8, "12 Mystery / Lane")
  const query = filterTypedText(input.text).replace(/\s+/g, ' ').trim();
  if (charCount(query) < ADDRESS_SEARCH_MIN_CHARS) return [];
  if (charCount(query) > ADDRESS_SEARCH_MAX_CHARS) throw new AppError('VALIDATION_FAILED', { field: 'text' });
  try {
    return await services.addressProvider.find(query, countryCode);
  } catch (error) {
    providerFailure(services, error);
  }
}

/** spec §7.3 Retrieve, mapped to the address fields by the domain (US postal code cut to 5, §5). */
export async function addressDetails(
  services: AppServices,
  { input: { id } }: PublicCall<{ id: string }>,
): Promise<AddressLookup | null> {
  if (id.length === 0 || id.length > ADDRESS_ID_MAX_CHARS) throw new AppError('VALIDATION_FAILED', { field: 'id' });
  try {
    const result = await services.addressProvider.retrieve(id);
    return result ? { ...addressFromLookup(result), poBox: isPoBoxLookupResult(result) } : null;
  } catch (error) {
    providerFailure(services, error);
  }
}
