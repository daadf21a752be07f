// Issue 38 (decision 0505, "No proof required"): whether a pet's jurisdiction asks a rabies proof of it
// today, by the rule a licence is issued with (`rabiesProofRequired`: the species the policy names, from
// its minimum age). The owner's `Pet.rabiesProofRequired` and the staff console's standing read it here,
// so My Pets, the pet's page and the staff screens say "No proof required" exactly when a licence bought
// now would not wait for one; and a licence that waits for a proof its policy no longer asks is put in
// force when the policy changes.
import { and, eq, inArray } from 'drizzle-orm';
import { parseIsoDate } from '../../../domain/dates/calendar.js';
import type { LicensePolicy } from '../../../domain/jurisdiction/jurisdiction.js';
import { rabiesProofRequired } from '../../../domain/license/license-fee.rules.js';
import { todayForJurisdiction } from '../../../domain/rabies/rabies.rules.js';
import type { DbOrTx } from '../../db/client.js';
import { petLicenses, pets } from '../../db/schema/index.js';

/** A pet as the rule reads it. */
export type ProofRequiredPet = { species: string; birthday: string | null };

/**
 * The rule for one pet in a jurisdiction (null: unknown) on `now`'s day there. A jurisdiction that
 * licenses no pets (no policy, or `noLicensing`) says nothing against a proof: it stays asked, as before.
 */
export function petProofRequired(
  city: { licensePolicy: LicensePolicy | null; noLicensing: boolean; timezone: string } | null | undefined,
  pet: ProofRequiredPet,
  now: Date,
): boolean {
  if (!city?.licensePolicy || city.noLicensing) return true;
  const today = todayForJurisdiction(now, city.timezone);
  return rabiesProofRequired(city.licensePolicy, pet.species, parseIsoDate(pet.birthday), today);
}

/** A licence put in force because its policy no longer asks a proof of its pet. */
export type LicenseActivatedWithoutProof = { id: number; number: string; petId: number; ownerAccountId: number };

/**
 * Decision 0505 addendum: the jurisdiction's licences that wait for a rabies proof (PENDING_PROOF) of a pet
 * its new policy asks none of (the species no longer named, or the minimum age raised past the pet's) are
 * put in force (ACTIVE), as an approved proof would, in the caller's transaction (the policy's own save):
 * nothing is left waiting for a proof nobody asks. Returns those activated, for the caller's audit.
 */
export async function activateLicensesNoLongerAwaitingProof(
  db: DbOrTx,
  city: { id: number; licensePolicy: LicensePolicy | null; noLicensing: boolean; timezone: string },
  now: Date,
): Promise<LicenseActivatedWithoutProof[]> {
  if (!city.licensePolicy || city.noLicensing) return [];
  const waiting = await db
    .select({
      id: petLicenses.id,
      number: petLicenses.number,
      petId: pets.id,
      ownerAccountId: pets.accountId,
      species: pets.species,
      birthday: pets.birthday,
    })
    .from(petLicenses)
    .innerJoin(pets, eq(pets.id, petLicenses.petId))
    .where(and(eq(petLicenses.jurisdictionId, city.id), eq(petLicenses.status, 'PENDING_PROOF')))
    .for('update', { of: petLicenses });
  const activated = waiting.filter((licence) => !petProofRequired(city, licence, now));
  if (activated.length === 0) return [];
  await db
    .update(petLicenses)
    .set({ status: 'ACTIVE', updatedAt: now })
    .where(
      inArray(
        petLicenses.id,
        activated.map((licence) => licence.id),
      ),
    );
  return activated.map(({ id, number, petId, ownerAccountId }) => ({ id, number, petId, ownerAccountId }));
}
