// spec §3 Address, sent and read field by field under the same names. The input is loose on purpose:
// the domain schema (src/domain/address) validates every field and reports every failing one at once.
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

export const AddressRef = builder.objectRef<StoredAddress>('Address').implement({
  description: 'spec §3 Address',
  fields: (t) => ({
    unit: t.exposeString('unit', { nullable: true }),
    civic: t.exposeString('civic', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    additional: t.exposeString('additional', { nullable: true }),
    cityName: t.exposeString('cityName'),
    province: t.exposeString('province'),
    country: t.exposeString('country'),
    postalCode: t.exposeString('postalCode'),
  }),
});
