// Address search for the address form (spec §2.8, §5, §7.3), proxied so the provider key stays here.
import type { FastifyBaseLogger } from 'fastify';
import {
  ADDRESS_SEARCH_MIN_CHARS,
  type AddressInput,
  addressFromLookup,
  isPoBoxLookupResult,
} from '../../../domain/address/address.rules.js';
import { COUNTRIES, type CountryCode } from '../../../domain/locale/locales.js';
import { charCount } from '../../../domain/shared/text.rules.js';
import {
  type AddressProvider,
  AddressProviderError,
  type AddressSuggestion,
} from '../../integrations/address/address-provider.js';
import {
  type AddressesOnFile,
  createLocalGazetteerProvider,
} from '../../integrations/address/local-gazetteer.provider.js';
import { createLoqateProvider } from '../../integrations/address/loqate.provider.js';
import { AppError } from '../../shared/app-error.js';

/** The spec is silent on a maximum; a search longer than any address is refused (decision 0102). */
export const ADDRESS_SEARCH_MAX_CHARS = 200;
export const ADDRESS_ID_MAX_CHARS = 2000;

export type AddressProviderConfig = {
  provider: 'local' | 'loqate';
  loqateKey?: string;
  loqateBaseUrl?: string;
  addressesOnFile?: AddressesOnFile;
};

export function createAddressProvider(config: AddressProviderConfig): AddressProvider {
  if (config.provider === 'loqate') {
    if (!config.loqateKey) throw new Error('ADDRESS_PROVIDER=loqate needs LOQATE_KEY');
    return createLoqateProvider({
      key: config.loqateKey,
      ...(config.loqateBaseUrl ? { baseUrl: config.loqateBaseUrl } : {}),
    });
  }
  return createLocalGazetteerProvider(config.addressesOnFile ? { addressesOnFile: config.addressesOnFile } : {});
}

// The provider in use, set once at start (app-services may not carry it yet); the gazetteer by default.
let currentProvider: AddressProvider | undefined;

export function setAddressProvider(provider: AddressProvider): void {
  currentProvider = provider;
}

export function getAddressProvider(): AddressProvider {
  currentProvider ??= createLocalGazetteerProvider();
  return currentProvider;
}

/** What addressDetails answers: the address fields (spec §3, same names) and whether it is a PO box. */
export type AddressLookup = AddressInput & { poBox: boolean };

type Deps = { provider?: AddressProvider; log?: FastifyBaseLogger };

function parseCountry(country: string): CountryCode {
  const upper = country.trim().toUpperCase();
  if (!(COUNTRIES as readonly string[]).includes(upper)) throw new AppError('VALIDATION_FAILED', { field: 'country' });
  return upper as CountryCode;
}

function providerFailure(error: unknown, log: FastifyBaseLogger | undefined): never {
  if (error instanceof AddressProviderError) {
    log?.warn({ code: error.code, providerCode: error.providerCode, detail: error.detail }, 'address provider failed');
    throw new AppError('INTERNAL', { service: 'address' });
  }
  throw error;
}

/** spec §5: search starts at 4 characters; fewer give no suggestions. */
export async function suggestAddresses(
  { text, country }: { text: string; country: string },
  deps: Deps = {},
): Promise<AddressSuggestion[]> {
  const countryCode = parseCountry(country);
  const query = text.replace(/\s+/g, ' ').trim();
  if (charCount(query) < ADDRESS_SEARCH_MIN_CHARS) return [];
  if (charCount(query) > ADDRESS_SEARCH_MAX_CHARS) throw new AppError('VALIDATION_FAILED', { field: 'text' });
  try {
    return await (deps.provider ?? getAddressProvider()).find(query, countryCode);
  } catch (error) {
    providerFailure(error, deps.log);
  }
}

/** spec §7.3 Retrieve, mapped to the address fields by the domain (US postal code cut to 5, §5). */
export async function addressDetails({ id }: { id: string }, deps: Deps = {}): Promise<AddressLookup | null> {
  if (id.length === 0 || id.length > ADDRESS_ID_MAX_CHARS) throw new AppError('VALIDATION_FAILED', { field: 'id' });
  try {
    const result = await (deps.provider ?? getAddressProvider()).retrieve(id);
    return result ? { ...addressFromLookup(result), poBox: isPoBoxLookupResult(result) } : null;
  } catch (error) {
    providerFailure(error, deps.log);
  }
}
