// Issue 38 (decision 0505, "Staff screens"): what the one licence-and-proof state function
// (`domain/license/license-status.rules.ts`) needs, as the staff console reads it — each licence with its
// status and renewal calendar as of today in its jurisdiction, which licence is the pet's current one, and
// the pet's most recent rabies proof, and whether the owner's jurisdiction asks a proof of the pet at all
// ("Not required"). The owner's record, the pet's record and the search read these (`staffStandingsOf`).
import { inArray } from 'drizzle-orm';
import { parseIsoDate } from '../../../domain/dates/calendar.js';
import { effectiveLicenseStatus, type RenewalState, renewalState } from '../../../domain/license/license-fee.rules.js';
import { currentLicence } from '../../../domain/license/license-status.rules.js';
import { todayForJurisdiction } from '../../../domain/jurisdiction/jurisdiction-day.rules.js';
import type { AppServices } from '../../app-services.js';
import { counterPayments } from '../../db/schema/index.js';
import { jurisdictionsByIds } from '../jurisdiction/jurisdiction.functions.js';
import { licensesOfPets } from '../license/license.functions.js';
import { withTheirPets } from '../pet/pet.functions.js';
import { latestRabiesProofsOf, rabiesProofHistoryOf } from '../rabies/rabies.functions.js';
import { type ProofRequiredPet, petProofRequired } from '../../../domain/license/proof-required.rules.js';

export type StaffLicense = {
  id: number;
  number: string;
  tagNumber: string | null;
  /** as shown today: an active licence past its term has EXPIRED */
  status: string;
  termStart: string;
  termEnd: string;
  /** NOT_YET, OPEN, GRACE or LATE by the jurisdiction's policy; null without one */
  renewalState: RenewalState | null;
  /** the pet's current licence (`currentLicence`: the newest not revoked) */
  current: boolean;
  petId: number;
  petName: string;
  jurisdictionName: string;
  revokedReason: string | null;
  /** how a counter sale was paid: CASH or CHEQUE (null: bought online) */
  counterPayment: { method: string; reference: string | null; amountCents: number; currency: string } | null;
};

export type StaffProof = {
  id: number;
  status: string;
  expirationDate: string;
  uploadedAt: Date;
  decidedAt: Date | null;
  rejectionReason: string | null;
  /** the owner removed it (it no longer waits for staff, nor counts as the pet's proof) */
  removedAt: Date | null;
};

/** Every licence of the pets, newest term first (as the owner's `Pet.licenses`), as of today. */
export async function staffLicensesOf(services: AppServices, petIds: number[]): Promise<StaffLicense[]> {
  if (petIds.length === 0) return [];
  const { db } = services;
  const licenses = await withTheirPets(db, await licensesOfPets(db, petIds));
  const ids = licenses.map((license) => license.id);
  const [cities, payments] = await Promise.all([
    jurisdictionsByIds(
      db,
      licenses.map((license) => license.jurisdictionId),
    ),
    ids.length === 0 ? [] : db.select().from(counterPayments).where(inArray(counterPayments.licenseId, ids)),
  ]);
  // as a left join of the counter payments would: one row per payment, one without for a licence bought online
  const rows = licenses.flatMap(({ pet, ...license }) => {
    const city = cities.get(license.jurisdictionId);
    if (!city) return [];
    const paid = payments.filter((payment) => payment.licenseId === license.id);
    return (paid.length > 0 ? paid : [null]).map((payment) => ({
      license,
      petName: pet.name,
      jurisdictionName: city.name,
      timezone: city.timezone,
      policy: city.licensePolicy,
      payment,
    }));
  });
  const currentIds = new Set(
    petIds.map(
      (petId) => currentLicence(rows.filter((row) => row.license.petId === petId).map((row) => row.license))?.id,
    ),
  );
  return rows.map(({ license, petName, jurisdictionName, timezone, policy, payment }) => {
    const today = todayForJurisdiction(services.now(), timezone);
    const termEnd = parseIsoDate(license.termEnd) ?? today;
    return {
      id: license.id,
      number: license.number,
      tagNumber: license.tagNumber,
      status: effectiveLicenseStatus(license.status, termEnd, today),
      termStart: license.termStart,
      termEnd: license.termEnd,
      renewalState: policy ? renewalState(policy, termEnd, today) : null,
      current: currentIds.has(license.id),
      petId: license.petId,
      petName,
      jurisdictionName,
      revokedReason: license.revokedReason,
      counterPayment: payment
        ? {
            method: payment.method,
            reference: payment.reference,
            amountCents: payment.amountCents,
            currency: payment.currency,
          }
        : null,
    };
  });
}

/** Every rabies proof of a pet, newest first, removed ones included (the staff record's history). */
export function staffProofsOf(services: AppServices, petId: number): Promise<StaffProof[]> {
  return rabiesProofHistoryOf(services.db, petId);
}

/**
 * Each pet's most recent rabies proof that its owner has not removed, as `Pet.mostRecentRabiesProof`
 * reads it for the owner: the proof the state function words.
 */
export function latestStaffProofsOf(services: AppServices, petIds: number[]): Promise<Map<number, StaffProof>> {
  return latestRabiesProofsOf(services.db, petIds);
}

/** A pet as its standing is read: its id, what the proof rule reads, and its owner's jurisdiction. */
export type StandingPet = ProofRequiredPet & { id: number; jurisdictionId: number | null };

/** What the one state function needs of each pet (decision 0505), read at once. */
export type StaffStandings = {
  /** every licence of the pets, newest term first */
  licenses: StaffLicense[];
  /** each pet's most recent proof not removed */
  proofs: Map<number, StaffProof>;
  /** each pet: whether its owner's jurisdiction asks a rabies proof of it today (false: "Not required") */
  proofRequired: Map<number, boolean>;
};

/**
 * The pets' licences, most recent proofs and whether a proof is asked of each, as the owner's screens read
 * them (`Pet.licenses`, `Pet.mostRecentRabiesProof`, `Pet.rabiesProofRequired`): the staff console words
 * the same state.
 */
export async function staffStandingsOf(services: AppServices, pets: readonly StandingPet[]): Promise<StaffStandings> {
  const petIds = [...new Set(pets.map((pet) => pet.id))];
  const now = services.now();
  const [licenses, proofs, required] = await Promise.all([
    staffLicensesOf(services, petIds),
    latestStaffProofsOf(services, petIds),
    Promise.all(
      pets.map(async (pet) => {
        const city = pet.jurisdictionId === null ? null : await services.jurisdictions.byId(pet.jurisdictionId);
        return [pet.id, petProofRequired(city, pet, now)] as const;
      }),
    ),
  ]);
  return { licenses, proofs, proofRequired: new Map(required) };
}
