// Issue 38 (decision 0505, "No proof required"): whether a pet's jurisdiction asks a rabies proof of it
// today, by the rule a licence is issued with (`rabiesProofRequired`: the species the policy names, from
// its minimum age). The owner's `Pet.rabiesProofRequired` and the staff console's standing read it, so My
// Pets, the pet's page and the staff screens say "No proof required" exactly when a licence bought now
// would not wait for one.
import { parseIsoDate } from '../dates/calendar.js';
import type { LicensePolicy } from '../jurisdiction/jurisdiction.js';
import { todayForJurisdiction } from '../jurisdiction/jurisdiction-day.rules.js';
import { rabiesProofRequired } from './license-fee.rules.js';

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
