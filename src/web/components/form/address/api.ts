// spec §7.3 via our API (the provider key stays on the server): one operation per function.
import type { AddressInput } from '../../../../domain/address/address.rules.js';
import type { CountryCode } from '../../../../domain/locale/locales.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';

export type AddressSuggestion = { id: string; text: string; description: string };
export type AddressLookup = AddressInput & { poBox: boolean };

const ADDRESS_SUGGESTIONS = /* GraphQL */ `
  query AddressSuggestions($text: String!, $country: String!) {
    addressSuggestions(text: $text, country: $country) { id text description }
  }
`;

export async function fetchAddressSuggestions(
  text: string,
  country: CountryCode,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const data = await graphqlRequest<{ addressSuggestions: AddressSuggestion[] }, { text: string; country: string }>(
    ADDRESS_SUGGESTIONS,
    { text, country },
    signal ? { signal } : {},
  );
  return data?.addressSuggestions ?? [];
}

const ADDRESS_DETAILS = /* GraphQL */ `
  query AddressDetails($id: String!) {
    addressDetails(id: $id) { unit civic street additional cityName province country postalCode label poBox }
  }
`;

export async function fetchAddressDetails(id: string, signal?: AbortSignal): Promise<AddressLookup | null> {
  const data = await graphqlRequest<{ addressDetails: AddressLookup | null }, { id: string }>(
    ADDRESS_DETAILS,
    { id },
    signal ? { signal } : {},
  );
  return data?.addressDetails ?? null;
}
