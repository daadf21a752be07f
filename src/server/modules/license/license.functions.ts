// What other modules call on a licence inside their own transaction (issue 40: the licence module owns
// pet_licenses; nobody else writes it). Use cases, with an actor, are in license.service.ts.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type PetLicenseRow, petLicenses } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';

/** The licence `id`, unlocked; null when there is none. */
export async function licenseById(db: DbOrTx, id: number): Promise<PetLicenseRow | null> {
  const [license] = await db.select().from(petLicenses).where(eq(petLicenses.id, id));
  return license ?? null;
}

/**
 * Staff revoke a licence with a reason (PRODUCT.md §4): it stops counting at once. Locks the row in the
 * caller's transaction; LICENSE_ALREADY_REVOKED when it already was. Returns the status it had.
 */
export async function revokeLicenseInTransaction(
  tx: DbOrTx,
  { licenseId, reason }: { licenseId: number; reason: string },
): Promise<PetLicenseRow['status']> {
  const [locked] = await tx
    .select({ status: petLicenses.status })
    .from(petLicenses)
    .where(eq(petLicenses.id, licenseId))
    .for('update');
  if (!locked) throw new AppError('NOT_FOUND');
  if (locked.status === 'REVOKED') throw new AppError('LICENSE_ALREADY_REVOKED');
  await tx
    .update(petLicenses)
    .set({ status: 'REVOKED', revokedReason: reason, updatedAt: new Date() })
    .where(eq(petLicenses.id, licenseId));
  return locked.status;
}

/**
 * Staff approved the pet's rabies proof (PRODUCT.md §4): its licences waiting for proof become ACTIVE,
 * in the approval's own transaction. Returns those that changed (the approval's e-mail names them).
 */
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
