// Issue 38 (decision 0505, "No proof required"): a licence that waits for a proof its policy no longer asks
// (the rule: src/domain/license/proof-required.rules.ts) is put in force when the policy changes.
import { and, eq, inArray } from 'drizzle-orm';
import type { LicensePolicy } from '../../../domain/jurisdiction/jurisdiction.js';
import { petProofRequired } from '../../../domain/license/proof-required.rules.js';
import type { AppServices } from '../../app-services.js';
import { petLicenses, pets } from '../../db/schema/index.js';

/** A licence put in force because its policy no longer asks a proof of its pet. */
export type LicenseActivatedWithoutProof = { id: number; number: string; petId: number; ownerAccountId: number };

/**
 * Decision 0505 addendum: the jurisdiction's licences that wait for a rabies proof (PENDING_PROOF) of a pet
 * its new policy asks none of (the species no longer named, or the minimum age raised past the pet's) are
 * put in force (ACTIVE), as an approved proof would, in the caller's transaction (the policy's own save):
 * nothing is left waiting for a proof nobody asks. Returns those activated, for the caller's audit.
 */
export async function activateLicensesNoLongerAwaitingProof(
  services: AppServices,
  {
    input: { city },
  }: { input: { city: { id: number; licensePolicy: LicensePolicy | null; noLicensing: boolean; timezone: string } } },
): Promise<LicenseActivatedWithoutProof[]> {
  if (!city.licensePolicy || city.noLicensing) return [];
  const { db } = services;
  const now = services.now();
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
