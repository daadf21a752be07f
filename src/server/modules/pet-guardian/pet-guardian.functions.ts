// What other modules call on an owner's pet guardians (issue 40: the pet-guardian module owns `pet_guardians`).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type PetGuardianRow, petGuardians } from '../../db/schema/index.js';

/** The account's guardians, in the owner's order. */
export function guardiansOf(db: DbOrTx, accountId: number): Promise<PetGuardianRow[]> {
  return db
    .select()
    .from(petGuardians)
    .where(eq(petGuardians.accountId, accountId))
    .orderBy(asc(petGuardians.position), asc(petGuardians.id));
}
