// The rabies vaccination on file for a pet, as licensing needs it: the expiry of the most recent proof
// (it limits the licence's term) and of the most recent proof staff approved (it makes a licence ACTIVE).
import type { Ymd } from '../../../domain/dates/calendar.js';
import type { DbOrTx } from '../../db/client.js';

/** The expiry of the pet's most recent rabies proof that was not removed, approved or not. */
export async function latestRabiesExpiry(_db: DbOrTx, _petId: number): Promise<Ymd | null> {
  return null;
}

/** The expiry of the pet's most recent approved rabies proof. */
export async function approvedRabiesExpiry(_db: DbOrTx, _petId: number): Promise<Ymd | null> {
  return null;
}
