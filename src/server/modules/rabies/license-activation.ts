// The one place rabies verification touches licences (PRODUCT.md §4): a licence waiting for proof
// becomes ACTIVE when staff approve the proof, in the approval's own transaction. Kept apart from the
// use cases so the licensing module can take it over.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { petLicenses } from '../../db/schema/index.js';

/** Sets the pet's PENDING_PROOF licences ACTIVE; returns those that changed (the approval's e-mail names them). */
export async function activateLicensesAwaitingProof(
  tx: DbOrTx,
  petId: number,
): Promise<Array<{ number: string; termEnd: string }>> {
  return tx
    .update(petLicenses)
    .set({ status: 'ACTIVE', updatedAt: sql`now()` })
    .where(and(eq(petLicenses.petId, petId), eq(petLicenses.status, 'PENDING_PROOF')))
    .returning({ number: petLicenses.number, termEnd: petLicenses.termEnd });
}
