// The production maps adapter (spec §7.3, PRODUCT.md §3): Google's Geocoding API. GET
// /maps/api/geocode/json with address, components (country, postal code) and key; the first result's
// geometry.location is the home, its postal_code component the code boundaries compare. The key stays
// on the server. status ZERO_RESULTS is "cannot place it" (null); OVER_QUERY_LIMIT, REQUEST_DENIED,
// INVALID_REQUEST and UNKNOWN_ERROR are provider failures.
import { z } from 'zod';
import type { AddressInput } from '../../../domain/address/address.rules.js';
import type { GeocodedPlace } from '../../../domain/jurisdiction/boundary.rules.js';
import { comparablePostalCode, type MapsProvider, MapsProviderError } from './maps-provider.js';

export const GOOGLE_MAPS_DEFAULT_BASE_URL = 'https://maps.googleapis.com';
export const GOOGLE_GEOCODE_PATH = '/maps/api/geocode/json';
/** inside the browser's 18 s API timeout (spec §9), like the address provider's */
export const GOOGLE_MAPS_TIMEOUT_MS = 8000;

const geocodeResponse = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.looseObject({
        place_id: z.string().optional(),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
        address_components: z
          .array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) }))
          .default([]),
      }),
    )
    .default([]),
});

/** One line for the Geocoding API: the street, city, state or province, postal code. */
export function geocodingText(address: AddressInput): string {
  const province = String(address.province ?? '').replace(/^(US|CA)_/, '');
  return [
    [address.civic, address.street].filter(Boolean).join(' '),
    address.cityName,
    [province, address.postalCode].filter(Boolean).join(' '),
  ]
    .map((part) => String(part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

export function createGoogleMapsProvider(options: {
  key: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): MapsProvider {
  const baseUrl = options.baseUrl ?? GOOGLE_MAPS_DEFAULT_BASE_URL;
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? GOOGLE_MAPS_TIMEOUT_MS;
  return {
    name: 'google',
    async geocode(address, { signal } = {}): Promise<GeocodedPlace | null> {
      const country = String(address.country ?? '').toUpperCase();
      const components = [
        country ? `country:${country}` : '',
        address.postalCode ? `postal_code:${address.postalCode}` : '',
      ]
        .filter(Boolean)
        .join('|');
      const url = new URL(GOOGLE_GEOCODE_PATH, baseUrl);
      url.search = new URLSearchParams({
        address: geocodingText(address),
        ...(components ? { components } : {}),
        key: options.key,
      }).toString();
      const timeout = AbortSignal.timeout(timeoutMs);
      let body: unknown;
      try {
        const response = await fetchImpl(url, { signal: signal ? AbortSignal.any([timeout, signal]) : timeout });
        if (!response.ok) throw new MapsProviderError('UNAVAILABLE', `HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof MapsProviderError) throw error;
        throw new MapsProviderError(timeout.aborted ? 'TIMEOUT' : 'UNAVAILABLE', String(error));
      }
      const parsed = geocodeResponse.safeParse(body);
      if (!parsed.success) throw new MapsProviderError('BAD_RESPONSE');
      const { status, results, error_message: message } = parsed.data;
      if (status === 'ZERO_RESULTS') return null;
      if (status !== 'OK') throw new MapsProviderError('REJECTED', `${status}${message ? `: ${message}` : ''}`);
      const first = results[0];
      if (!first) return null;
      const postal = first.address_components.find((component) => component.types.includes('postal_code'));
      return {
        point: [first.geometry.location.lng, first.geometry.location.lat],
        postalCode: comparablePostalCode({ postalCode: postal?.long_name ?? address.postalCode, country }),
      };
    },
  };
}
