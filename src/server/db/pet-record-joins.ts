// A pet's record (a licence, a rabies proof) read with the pet and the pet's owner, as staff lists and
// access checks need them: the owner's jurisdiction decides who may read it, the owner's name shows.
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { accounts, jurisdictions, pets } from './schema/index.js';

type PetRecord = { petId: AnyPgColumn; jurisdictionId: AnyPgColumn };

/** Joins `pets` and the pet's owner (`accounts`) to a query of the record (call `.$dynamic()` first). */
export function withPetAndOwner<Query extends PgSelect>(query: Query, record: Pick<PetRecord, 'petId'>) {
  return query.innerJoin(pets, eq(pets.id, record.petId)).innerJoin(accounts, eq(accounts.id, pets.accountId));
}

/**
 * Also joins the record's own jurisdiction (not the owner's: a licence or proof keeps the jurisdiction
 * it was issued in when its owner moves), whose name a staff list shows.
 */
export function withPetOwnerAndJurisdiction<Query extends PgSelect>(query: Query, record: PetRecord) {
  return withPetAndOwner(query, record).innerJoin(jurisdictions, eq(jurisdictions.id, record.jurisdictionId));
}
