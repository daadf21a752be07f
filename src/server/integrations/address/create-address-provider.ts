// Picks the address adapter from the configuration: Loqate when ADDRESS_PROVIDER=loqate, the embedded
// gazetteer otherwise (docs/decisions/0102-address-provider.md).
import type { AddressProvider } from './address-provider.js';
import { type AddressesOnFile, createLocalGazetteerProvider } from './local-gazetteer.provider.js';
import { createLoqateProvider } from './loqate.provider.js';

export type AddressProviderConfig = {
  provider: 'local' | 'loqate';
  loqateKey?: string | undefined;
  loqateBaseUrl?: string | undefined;
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
