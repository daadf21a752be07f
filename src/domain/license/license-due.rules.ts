// What My Dashboard's "Licenses due" card lists (issue 16): each active pet that needs something done
// about its licence, the most urgent first.

export type PetLicenseFacts = {
  id: string;
  name: string;
  active: boolean;
  /** newest term first, as the API gives them */
  licenses: ReadonlyArray<{ status: string; termEnd: string; renewalState: string | null }>;
};

export type LicenseDue =
  | { kind: 'late' | 'grace' | 'open'; petId: string; petName: string; termEnd: string }
  | { kind: 'proof' | 'unlicensed'; petId: string; petName: string };

const ORDER: Record<LicenseDue['kind'], number> = { late: 0, grace: 1, open: 2, proof: 3, unlicensed: 4 };

export function licensesDue(pets: readonly PetLicenseFacts[]): LicenseDue[] {
  const due: LicenseDue[] = [];
  for (const pet of pets) {
    if (!pet.active) continue;
    const current = pet.licenses.find((license) => license.status !== 'REVOKED');
    const who = { petId: pet.id, petName: pet.name };
    if (!current) due.push({ kind: 'unlicensed', ...who });
    else if (current.renewalState === 'LATE') due.push({ kind: 'late', ...who, termEnd: current.termEnd });
    else if (current.renewalState === 'GRACE') due.push({ kind: 'grace', ...who, termEnd: current.termEnd });
    else if (current.renewalState === 'OPEN') due.push({ kind: 'open', ...who, termEnd: current.termEnd });
    else if (current.status === 'PENDING_PROOF') due.push({ kind: 'proof', ...who });
  }
  return due.sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
}
