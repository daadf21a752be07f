// What other modules call on a pet inside their own transaction (issue 40: the pet module owns `pets`).
// One of an account's own pets, read (or locked) for something of the pet's (its photo, its rabies proof,
// its licence, its wallet card): another owner's pet answers NOT_FOUND, exactly like a missing one, and
// a retired pet takes nothing new.
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { accounts, jurisdictions, type PetRow, pets } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';

/** The pet's row, locked `FOR UPDATE` with `lock` (inside the caller's transaction). */
export async function ownPet(db: DbOrTx, accountId: number, petId: number, lock = false): Promise<PetRow> {
  const query = db
    .select()
    .from(pets)
    .where(and(eq(pets.id, petId), eq(pets.accountId, accountId)));
  const [pet] = await (lock ? query.for('update') : query);
  if (!pet) throw new AppError('NOT_FOUND');
  return pet;
}

/**
 * The same, for an upload: a retired pet is PET_INACTIVE. An upload checks before its bytes are read and
 * again, locked, before they are stored (the pet may have been retired meanwhile).
 */
export async function ownActivePet(db: DbOrTx, accountId: number, petId: number, lock = false) {
  const pet = await ownPet(db, accountId, petId, lock);
  if (pet.retiredAt) throw new AppError('PET_INACTIVE');
  return pet;
}

/** ownActivePet for the id a client sent (a path segment): the pet's row id; an id no row can have is NOT_FOUND. */
export async function ownActivePetId(db: DbOrTx, accountId: number, id: unknown): Promise<number> {
  const pet = await ownActivePet(db, accountId, rowIdOf(id));
  return pet.id;
}

// ——— a pet's record (a licence, a rabies proof) read with the pet and its owner, as staff lists and access checks need them ———

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
