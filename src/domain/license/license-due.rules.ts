// What My Dashboard's "Licenses due" card lists (issue 16): each active pet that needs something done
// about its licence, the most urgent first. Read from the one licence-and-proof state (decision 0505).
import type { Ymd } from '../dates/calendar.js';
import {
  type LicenceFacts,
  type ProofFacts,
  type ProofNeed,
  petStanding,
  proofAwaited,
} from './license-status.rules.js';

export type PetLicenseFacts = {
  id: string;
  name: string;
  active: boolean;
  /** newest term first, as the API gives them */
  licenses: readonly LicenceFacts[];
  /** the pet's most recent rabies proof (`Pet.mostRecentRabiesProof`); null or left out: none */
  proof?: ProofFacts;
  /** `Pet.rabiesProofRequired`: false where the jurisdiction asks no proof of the pet; left out: asked */
  proofRequired?: boolean;
};

export type LicenseDue =
  | { kind: 'late' | 'grace' | 'open'; petId: string; petName: string; termEnd: string }
  | { kind: 'proof'; petId: string; petName: string; proof: ProofNeed; reason: string | null }
  | { kind: 'unlicensed'; petId: string; petName: string };

const ORDER: Record<LicenseDue['kind'], number> = { late: 0, grace: 1, open: 2, proof: 3, unlicensed: 4 };

export function licensesDue(pets: readonly PetLicenseFacts[], today: Ymd): LicenseDue[] {
  const due: LicenseDue[] = [];
  for (const pet of pets) {
    if (!pet.active) continue;
    const { licence, proof } = petStanding(
      { licenses: pet.licenses, proof: pet.proof ?? null, proofRequired: pet.proofRequired },
      today,
    );
    const who = { petId: pet.id, petName: pet.name };
    const awaited = proofAwaited(licence);
    if (licence.kind === 'notLicensed' || licence.kind === 'revoked') due.push({ kind: 'unlicensed', ...who });
    else if (licence.kind === 'late') due.push({ kind: 'late', ...who, termEnd: licence.on });
    else if (licence.kind === 'expired') due.push({ kind: 'grace', ...who, termEnd: licence.on });
    else if (licence.kind === 'renewalOpen') due.push({ kind: 'open', ...who, termEnd: licence.until });
    else if (awaited)
      due.push({
        kind: 'proof',
        ...who,
        proof: awaited,
        reason: proof.kind === 'notAccepted' ? proof.reason : null,
      });
  }
  return due.sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
}
