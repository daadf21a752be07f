// spec §3 Address, sent and read field by field under the same names. The input is loose on purpose:
// the domain schema (src/domain/address) validates every field and reports every failing one at once.
import type { AddressInput as AddressDomainInput } from '../../../domain/address/address.rules.js';
import type { AddressRow } from '../../db/schema/index.js';
import { builder } from '../builder.js';

export const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    id: t.string(),
    unit: t.string(),
    civic: t.string(),
    street: t.string(),
    additional: t.string(),
    cityName: t.string(),
    province: t.string(),
    country: t.string(),
    postalCode: t.string(),
    label: t.string(),
  }),
});

type StoredAddress = Pick<
  AddressRow,
  'unit' | 'civic' | 'street' | 'additional' | 'cityName' | 'province' | 'country' | 'postalCode'
>;

/** A stored address or one read back from the provider (spec §3, §7.3); the provider's may hold numbers. */
type AddressPartsShape = Omit<AddressDomainInput, 'id' | 'label'>;

/** an address part as text; null when it is missing */
export const addressText = (value: string | number | null | undefined) => (value == null ? null : String(value));

// one interface so the web app reads the parts of either with one fragment (AddressFields)
export const AddressParts = builder.interfaceRef<AddressPartsShape>('AddressParts').implement({
  description: 'The fields of spec §3 Address, same names; any may be missing from an address read back',
  fields: (t) => {
    const part = (key: keyof AddressPartsShape, description?: string) =>
      t.string({ nullable: true, description, resolve: (address) => addressText(address[key]) });
    return {
      unit: part('unit'),
      civic: part('civic'),
      street: part('street'),
      additional: part('additional'),
      cityName: part('cityName'),
      province: part('province', 'as {COUNTRY}_{CODE}'),
      country: part('country'),
      postalCode: part('postalCode'),
    };
  },
});

export const AddressRef = builder.objectRef<StoredAddress>('Address').implement({
  description: 'spec §3 Address',
  interfaces: [AddressParts],
  // a stored address always has these (spec §3): non-null here, as the interface allows
  fields: (t) => ({
    cityName: t.exposeString('cityName'),
    province: t.exposeString('province'),
    country: t.exposeString('country'),
    postalCode: t.exposeString('postalCode'),
  }),
});
