// spec §7.3 Address-autocomplete service; PRODUCT.md §3 External services: one interface, a real
// adapter (Loqate) and an embedded default (local gazetteer). Server only: the key never reaches the browser.
import type { AddressLookupResult } from '../../../domain/address/address.rules.js';
import type { CountryCode } from '../../../domain/locale/locales.js';

/** One Find result (spec §3: Items[] with Id, Text, Description; only Type "Address" is kept). */
export type AddressSuggestion = {
  id: string;
  text: string;
  description: string;
};

export type FindOptions = {
  /** how many suggestions at most (the provider may return fewer) */
  limit?: number;
  signal?: AbortSignal;
};

export interface AddressProvider {
  readonly name: 'local' | 'loqate';
  find(text: string, country: CountryCode, options?: FindOptions): Promise<AddressSuggestion[]>;
  /** spec §7.3: Retrieve by the chosen item's id; the first item is read. null when nothing is found. */
  retrieve(id: string, options?: { signal?: AbortSignal }): Promise<AddressLookupResult | null>;
}

export type AddressProviderErrorCode =
  /** the provider did not answer in time */
  | 'TIMEOUT'
  /** network failure or an HTTP error status */
  | 'UNAVAILABLE'
  /** an answer that is not the documented JSON */
  | 'BAD_RESPONSE'
  /** the provider answered with an error item (bad key, no credit, refused origin, …) */
  | 'REJECTED';

/** A provider failure, coded; `providerCode` and `detail` are for logs only, never for the client. */
export class AddressProviderError extends Error {
  readonly code: AddressProviderErrorCode;
  readonly providerCode: string | undefined;
  readonly detail: string | undefined;

  constructor(
    code: AddressProviderErrorCode,
    options: { providerCode?: string; detail?: string; cause?: unknown } = {},
  ) {
    super(`address provider: ${code}${options.providerCode ? ` (${options.providerCode})` : ''}`, {
      cause: options.cause,
    });
    this.name = 'AddressProviderError';
    this.code = code;
    this.providerCode = options.providerCode;
    this.detail = options.detail;
  }
}
