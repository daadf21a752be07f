// One of an account's own pets, read (or locked) for a write to something of the pet's (its photo, its
// rabies proof): another owner's pet answers NOT_FOUND, exactly like a missing one, and a retired pet
// takes no new upload.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../shared/app-error.js';
import { rowIdOf } from '../shared/row-id.js';
import type { DbOrTx } from './client.js';
import { pets } from './schema/index.js';

/** The pet's id and retirement, locked `FOR UPDATE` with `lock` (inside the caller's transaction). */
export async function ownPet(db: DbOrTx, accountId: number, petId: number, lock = false) {
  const query = db
    .select({ id: pets.id, retiredAt: pets.retiredAt })
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
