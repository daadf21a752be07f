// spec §7.3 Maps service; PRODUCT.md §3 (maps row): geocoding of a home address behind one interface,
// a Google-Maps-style adapter (Geocoding API, place ids) and an embedded default with no network.
// Which jurisdictions contain the place is decided here, on our own stored boundaries
// (src/domain/jurisdiction/boundary.rules.ts), whichever provider placed the address.
import type { AddressInput } from '../../../domain/address/address.rules.js';
import type { GeocodedPlace } from '../../../domain/jurisdiction/boundary.rules.js';

export interface MapsProvider {
  readonly name: 'embedded' | 'google';
  /** Where a home address is; null when the service cannot place it (an unknown ZIP, say). */
  geocode(address: AddressInput, options?: { signal?: AbortSignal }): Promise<GeocodedPlace | null>;
}

export type MapsProviderErrorCode = 'TIMEOUT' | 'UNAVAILABLE' | 'BAD_RESPONSE' | 'REJECTED';

/** A provider failure, coded; `detail` is for logs only, never for the client. */
export class MapsProviderError extends Error {
  constructor(
    readonly code: MapsProviderErrorCode,
    readonly detail?: string,
  ) {
    super(`maps provider: ${code}${detail ? ` (${detail})` : ''}`);
    this.name = 'MapsProviderError';
  }
}

/** The address's postal code as the boundaries compare it: a 5-digit ZIP, or a Canadian code without its space. */
export function comparablePostalCode(address: Pick<AddressInput, 'postalCode' | 'country'>): string | null {
  const raw = String(address.postalCode ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();
  if (!raw) return null;
  if (/^\d{5}/.test(raw)) return raw.slice(0, 5);
  if (/^[A-Z]\d[A-Z]/.test(raw)) return raw.slice(0, 6);
  return null;
}
