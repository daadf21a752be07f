// What other modules call on a pet's rabies proofs inside their own transaction (issue 40: the rabies
// module owns `rabies_proofs`). The vaccination on file, as licensing needs it: the expiry of the most
// recent proof (it limits the licence's term) and of the most recent proof staff approved (it makes a
// licence ACTIVE). Removed proofs do not count; a rejected one does not limit the term either.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { parseIsoDate, type Ymd } from '../../../domain/dates/calendar.js';
import type { DbOrTx } from '../../db/client.js';
import { rabiesProofs } from '../../db/schema/index.js';

async function latestExpiry(db: DbOrTx, petId: number, statuses: Array<'PENDING' | 'APPROVED'>): Promise<Ymd | null> {
  const [row] = await db
    .select({ expirationDate: rabiesProofs.expirationDate })
    .from(rabiesProofs)
    .where(and(eq(rabiesProofs.petId, petId), isNull(rabiesProofs.removedAt), inArray(rabiesProofs.status, statuses)))
    .orderBy(desc(rabiesProofs.createdAt), desc(rabiesProofs.id))
    .limit(1);
  return parseIsoDate(row?.expirationDate ?? null);
}

/** The expiry of the pet's most recent rabies proof that was not removed nor rejected. */
export function latestRabiesExpiry(db: DbOrTx, petId: number): Promise<Ymd | null> {
  return latestExpiry(db, petId, ['PENDING', 'APPROVED']);
}

/** The expiry of the pet's most recent approved rabies proof. */
export function approvedRabiesExpiry(db: DbOrTx, petId: number): Promise<Ymd | null> {
  return latestExpiry(db, petId, ['APPROVED']);
}

/** The pet's most recent approved rabies proof: its expiry and when staff approved it (the certificate's). */
export async function verifiedRabiesProof(
  db: DbOrTx,
  petId: number,
): Promise<{ expirationDate: string; decidedAt: Date | null } | null> {
  const [row] = await db
    .select({ expirationDate: rabiesProofs.expirationDate, decidedAt: rabiesProofs.decidedAt })
    .from(rabiesProofs)
    .where(and(eq(rabiesProofs.petId, petId), isNull(rabiesProofs.removedAt), eq(rabiesProofs.status, 'APPROVED')))
    .orderBy(desc(rabiesProofs.createdAt), desc(rabiesProofs.id))
    .limit(1);
  return row ?? null;
}
