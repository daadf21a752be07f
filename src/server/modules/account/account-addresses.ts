// The one mapping between a domain Address and the addresses table (spec §3 Address): sign-up, My
// Details and the demo accounts all store an owner's addresses through it.
import { and, eq } from 'drizzle-orm';
import type { Address } from '../../../domain/address/address.rules.js';
import type { DbOrTx } from '../../db/client.js';
import { type AddressKind, addresses } from '../../db/schema/index.js';

function addressColumns(address: Address) {
  return {
    unit: address.unit,
    civic: address.civic,
    street: address.street,
    additional: address.additional,
    cityName: address.cityName,
    province: address.province,
    country: address.country,
    postalCode: address.postalCode,
    updatedAt: new Date(),
  };
}

export type OwnerAddresses = {
  address: Address;
  /** null: the mailing address is the physical one (spec §2.6 "same as" checkbox) */
  mailingAddress: Address | null;
};

/** Writes the physical address and the mailing address, or removes a mailing address no longer given. */
export async function storeAddresses(db: DbOrTx, accountId: number, given: OwnerAddresses): Promise<void> {
  const upsert = (kind: AddressKind, address: Address) =>
    db
      .insert(addresses)
      .values({ accountId, kind, ...addressColumns(address) })
      .onConflictDoUpdate({ target: [addresses.accountId, addresses.kind], set: addressColumns(address) });
  await upsert('PHYSICAL', given.address);
  if (given.mailingAddress) await upsert('MAILING', given.mailingAddress);
  else await db.delete(addresses).where(and(eq(addresses.accountId, accountId), eq(addresses.kind, 'MAILING')));
}
