// Loqate Capture (Find / Retrieve), spec §7.3: GET with Key, Text, IsMiddleware, Origin and
// Countries; Find items filtered to Type "Address"; Retrieve by Id, first item read. The key stays
// on the server: the browser talks to our GraphQL API only (PRODUCT.md §3).
import { z } from 'zod';
import type { AddressLookupResult } from '../../../domain/address/address.rules.js';
import type { CountryCode } from '../../../domain/locale/locales.js';
import {
  type AddressProvider,
  AddressProviderError,
  type AddressSuggestion,
  type FindOptions,
} from './address-provider.js';
import { DEFAULT_SUGGESTION_LIMIT } from './local-gazetteer.provider.js';

export const LOQATE_DEFAULT_BASE_URL = 'https://api.addressy.com';
export const LOQATE_FIND_PATH = '/Capture/Interactive/Find/v1.1/json3.ws';
export const LOQATE_RETRIEVE_PATH = '/Capture/Interactive/Retrieve/v1.2/json3.ws';
/** Well inside the browser's 18 s API timeout (spec §9), so a slow provider still gets an answer out. */
export const LOQATE_TIMEOUT_MS = 8000;

export type LoqateOptions = {
  key: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

// Loqate writes every value as a string; numbers are let in so a provider change does not break us.
const field = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? undefined : String(value)));
const loqateItem = z.looseObject({
  Error: field,
  Description: field,
  Cause: field,
  Id: field,
  Type: field,
  Text: field,
  CountryIso2: field,
  PostalCode: field,
  SubBuilding: field,
  BuildingName: field,
  City: field,
  BuildingNumber: field,
  Street: field,
  ProvinceCode: field,
  Label: field,
  POBoxNumber: field,
  Line1: field,
});
const loqateResponse = z.object({ Items: z.array(loqateItem) });
type LoqateItem = z.infer<typeof loqateItem>;

/** The spec §3 Retrieve fields of one item (absent and empty values left out). */
const RETRIEVE_FIELDS = [
  'CountryIso2',
  'PostalCode',
  'SubBuilding',
  'BuildingName',
  'City',
  'BuildingNumber',
  'Street',
  'ProvinceCode',
  'Label',
  'POBoxNumber',
  'Line1',
] as const satisfies ReadonlyArray<keyof AddressLookupResult>;

export function lookupResultFromItem(item: LoqateItem): AddressLookupResult {
  const result: AddressLookupResult = {};
  for (const name of RETRIEVE_FIELDS) {
    const value = item[name];
    if (value !== undefined && value !== '') result[name] = value;
  }
  return result;
}

export function createLoqateProvider(options: LoqateOptions): AddressProvider {
  if (!options.key) throw new Error('Loqate needs a key (LOQATE_KEY)');
  const baseUrl = (options.baseUrl ?? LOQATE_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? LOQATE_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;

  async function call(path: string, params: Record<string, string>, signal?: AbortSignal): Promise<LoqateItem[]> {
    const url = `${baseUrl}${path}?${new URLSearchParams(params).toString()}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'GET',
        headers: { accept: 'application/json' },
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      });
    } catch (error) {
      if (timeout.aborted) throw new AddressProviderError('TIMEOUT', { cause: error });
      if (signal?.aborted) throw error;
      throw new AddressProviderError('UNAVAILABLE', { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new AddressProviderError('UNAVAILABLE', { detail: `HTTP ${response.status}` });
    }
    let parsed: z.infer<typeof loqateResponse>;
    try {
      parsed = loqateResponse.parse(await response.json());
    } catch (error) {
      if (timeout.aborted) throw new AddressProviderError('TIMEOUT', { cause: error });
      throw new AddressProviderError('BAD_RESPONSE', { cause: error });
    }
    // An error is answered as a single item carrying Error, Description, Cause and Resolution.
    const failure = parsed.Items.find((item) => item.Error !== undefined);
    if (failure) {
      throw new AddressProviderError('REJECTED', {
        providerCode: failure.Error,
        detail: [failure.Description, failure.Cause].filter(Boolean).join(': '),
      });
    }
    return parsed.Items;
  }

  return {
    name: 'loqate',
    async find(text: string, country: CountryCode, findOptions: FindOptions = {}): Promise<AddressSuggestion[]> {
      // spec §7.3: exactly these parameters; IsMiddleware because our server calls on the visitor's behalf
      const items = await call(
        LOQATE_FIND_PATH,
        { Key: options.key, Text: text, IsMiddleware: 'true', Origin: country, Countries: country },
        findOptions.signal,
      );
      return items
        .filter((item) => item.Type === 'Address' && item.Id)
        .slice(0, findOptions.limit ?? DEFAULT_SUGGESTION_LIMIT)
        .map((item) => ({ id: item.Id ?? '', text: item.Text ?? '', description: item.Description ?? '' }));
    },
    async retrieve(id: string, retrieveOptions: { signal?: AbortSignal } = {}): Promise<AddressLookupResult | null> {
      const items = await call(LOQATE_RETRIEVE_PATH, { Key: options.key, Id: id }, retrieveOptions.signal);
      // spec §7.3: the first item is read (Canadian addresses come once per language)
      const first = items[0];
      return first ? lookupResultFromItem(first) : null;
    },
  };
}
