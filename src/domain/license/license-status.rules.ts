import { compareYmd, parseIsoDate, type Ymd } from '../dates/calendar.js';

// One licence-and-proof state, said the same everywhere (issue 38, decision 0505): My Pets, the pet's
// page, the dashboard ("Licenses due", "Your next steps"), the licence page and the receipt all read
// the state of a pet's licence and of its rabies proof from these functions, and word each state with
// the same texts (`licensing:standing.*`).

/**
 * How long staff of a jurisdiction usually take to check a rabies proof, in working days (decision 0505).
 * No jurisdiction setting holds it yet; the receipt, the dashboard and the proof's status say it.
 */
export const PROOF_CHECK_WORKING_DAYS = 2;

/** A rabies proof as the API reads it (`Pet.mostRecentRabiesProof`); null: none on file. */
export type ProofFacts = {
  /** PENDING, APPROVED or REJECTED (RABIES_PROOF_STATUSES) */
  status: string;
  /** YYYY-MM-DD: the vaccination's expiry */
  expirationDate: string;
  rejectionReason?: string | null;
} | null;

/** A licence as the API reads it (`Pet.licenses`): its status is already the shown one (EXPIRED past its term). */
export type LicenceFacts = {
  number: string;
  /** PENDING_PROOF, ACTIVE, EXPIRED or REVOKED */
  status: string;
  /** YYYY-MM-DD */
  termEnd: string;
  /** NOT_YET, OPEN, GRACE or LATE; null when unknown */
  renewalState?: string | null;
};

/**
 * The proof: not required (the jurisdiction asks none of this pet) / none / received, awaiting check /
 * accepted until … / expired on … / not accepted: reason.
 */
export type ProofState =
  | { kind: 'notRequired' }
  | { kind: 'none' }
  | { kind: 'received'; expiresOn: string }
  | { kind: 'accepted'; until: string }
  | { kind: 'expired'; on: string }
  | { kind: 'notAccepted'; reason: string | null };

/** What a licence that waits for proof waits for: a proof, staff's check, or a new proof after a refusal. */
export type ProofNeed = 'missing' | 'received' | 'notAccepted';

/**
 * The licence: not licensed / awaiting proof / active until … / renewal open / expired (in the grace
 * period) / late (the late fee is due) / revoked (only when one licence is asked about, as on a receipt).
 * `awaitingProof` on a renewal-open licence: it is not active yet, and its renewal window is open.
 */
export type LicenceState =
  | { kind: 'notLicensed' }
  | { kind: 'awaitingProof'; number: string; termEnd: string; proof: ProofNeed }
  | { kind: 'active'; number: string; until: string }
  | { kind: 'renewalOpen'; number: string; until: string; awaitingProof: ProofNeed | null }
  | { kind: 'expired'; number: string; on: string }
  | { kind: 'late'; number: string; on: string }
  | { kind: 'revoked'; number: string };

export type LicenceKind = LicenceState['kind'];

/** What the owner can do about the pet's licence now. */
export type OwnerAction = 'license' | 'renew' | 'uploadProof' | 'uploadNewProof' | 'waitForCheck' | 'none';

/**
 * What the licence page is: "License X" (none yet), "Renew X's license" (renewal open, expired, late),
 * or "X's license" (a licence whose renewal is not open yet: what the owner can do is about its proof).
 */
export type LicencePageKind = 'license' | 'renew' | 'view';

export type PetStanding = {
  licence: LicenceState;
  proof: ProofState;
  action: OwnerAction;
  page: LicencePageKind;
};

/**
 * The state of a rabies proof on `today` (a verified vaccination that has run out has expired). `required`
 * false: the pet's jurisdiction asks no proof of it (its licence policy, by species and age:
 * `rabiesProofRequired`, as the server says in `Pet.rabiesProofRequired`), so there is none to ask for,
 * whatever is on file: "No proof required".
 */
export function proofState(proof: ProofFacts | undefined, today: Ymd, required = true): ProofState {
  if (!required) return { kind: 'notRequired' };
  if (!proof) return { kind: 'none' };
  if (proof.status === 'REJECTED') return { kind: 'notAccepted', reason: proof.rejectionReason?.trim() || null };
  if (proof.status === 'APPROVED') {
    const expiry = parseIsoDate(proof.expirationDate);
    return expiry && compareYmd(expiry, today) < 0
      ? { kind: 'expired', on: proof.expirationDate }
      : { kind: 'accepted', until: proof.expirationDate };
  }
  return { kind: 'received', expiresOn: proof.expirationDate };
}

/**
 * What a licence waiting for proof needs, from the proof's state. A verified proof beside a licence still
 * waiting (its vaccination ends before the term starts, or has run out) needs a newer one. `notRequired`
 * never reaches here from `petStanding` (a licence waiting for proof asks for one, decision 0505 addendum).
 */
function proofNeed(proof: ProofState): ProofNeed {
  if (proof.kind === 'received') return 'received';
  if (proof.kind === 'notAccepted') return 'notAccepted';
  return 'missing';
}

/** The state of one licence (null: none), with the pet's most recent proof. */
export function licenceState(licence: LicenceFacts | null | undefined, proof: ProofState): LicenceState {
  if (!licence) return { kind: 'notLicensed' };
  const { number, status, termEnd } = licence;
  if (status === 'REVOKED') return { kind: 'revoked', number };
  if (licence.renewalState === 'LATE') return { kind: 'late', number, on: termEnd };
  if (licence.renewalState === 'GRACE' || status === 'EXPIRED') return { kind: 'expired', number, on: termEnd };
  const waiting = status === 'PENDING_PROOF' ? proofNeed(proof) : null;
  if (licence.renewalState === 'OPEN') return { kind: 'renewalOpen', number, until: termEnd, awaitingProof: waiting };
  if (waiting) return { kind: 'awaitingProof', number, termEnd, proof: waiting };
  return { kind: 'active', number, until: termEnd };
}

/**
 * A licence listed beside the pet's others (the staff console's records and search, decision 0505): the
 * pet's current licence is in its renewal calendar; an older one is worded by its own status only, since a
 * newer licence followed it (its renewal is not open, nor late: it was renewed).
 */
export function listedLicenceState(licence: LicenceFacts & { current: boolean }, proof: ProofState): LicenceState {
  return licenceState(licence.current ? licence : { ...licence, renewalState: null }, proof);
}

/** The pet's current licence: the newest that is not revoked (a renewal bought ahead comes first). */
export function currentLicence<Licence extends { status: string }>(
  licences: readonly Licence[] | null | undefined,
): Licence | null {
  return licences?.find((licence) => licence.status !== 'REVOKED') ?? null;
}

function actionOf(licence: LicenceState, proof: ProofState): OwnerAction {
  switch (licence.kind) {
    case 'notLicensed':
    case 'revoked':
      return 'license';
    case 'renewalOpen':
    case 'expired':
    case 'late':
      return 'renew';
    case 'awaitingProof':
      return licence.proof === 'missing'
        ? 'uploadProof'
        : licence.proof === 'notAccepted'
          ? 'uploadNewProof'
          : 'waitForCheck';
    case 'active':
      return proof.kind === 'notAccepted' ? 'uploadNewProof' : 'none';
  }
}

function pageOf(licence: LicenceState): LicencePageKind {
  if (licence.kind === 'notLicensed' || licence.kind === 'revoked') return 'license';
  if (licence.kind === 'renewalOpen' || licence.kind === 'expired' || licence.kind === 'late') return 'renew';
  return 'view';
}

/**
 * A pet's licence and proof as every screen says them: its current licence (newest not revoked; only
 * revoked ones: not licensed), its most recent proof, what the owner can do, and what the licence page is.
 * `proofRequired` false (`Pet.rabiesProofRequired`: the owner's jurisdiction asks no proof of this pet):
 * the proof is "not required" and nothing asks for one — unless the current licence still waits for a
 * proof (issued under a policy that asked one, as where the owner lived before): that licence asks for it
 * (decision 0505, "No proof required"). Left out: required, as before.
 */
export function petStanding(
  pet: {
    licenses: readonly LicenceFacts[] | null | undefined;
    proof: ProofFacts | undefined;
    proofRequired?: boolean;
  },
  today: Ymd,
): PetStanding {
  const current = currentLicence(pet.licenses ?? []);
  const required = pet.proofRequired !== false || current?.status === 'PENDING_PROOF';
  const proof = proofState(pet.proof, today, required);
  const licence = licenceState(current, proof);
  return { licence, proof, action: actionOf(licence, proof), page: pageOf(licence) };
}

/** The proof a licence still waits for, whatever its renewal window (null: it waits for none). */
export function proofAwaited(licence: LicenceState): ProofNeed | null {
  if (licence.kind === 'awaitingProof') return licence.proof;
  if (licence.kind === 'renewalOpen') return licence.awaitingProof;
  return null;
}

/**
 * The licence needs the owner before it is in force: none, expired or late, or a proof to upload (the
 * dashboard's "License your pet" is to do).
 */
export function licenceNeedsOwner(state: PetStanding): boolean {
  const { kind } = state.licence;
  if (kind === 'notLicensed' || kind === 'revoked' || kind === 'expired' || kind === 'late') return true;
  const awaited = proofAwaited(state.licence);
  return awaited === 'missing' || awaited === 'notAccepted';
}

/** The licence waits for staff only: its proof is received, there is nothing for the owner to do. */
export function licenceAwaitsStaff(state: PetStanding): boolean {
  return proofAwaited(state.licence) === 'received';
}

/**
 * D13: what the licence page offers beside an owner refusal. Without a birthdate on file, the owner is
 * asked to add one; with one on file that makes them under 18, only to check it (never "add" a saved one).
 */
export function ownerRefusalLink(refusal: string | null | undefined): 'addBirthdate' | 'checkBirthdate' | null {
  if (refusal === 'LICENSE_OWNER_BIRTHDATE_REQUIRED') return 'addBirthdate';
  if (refusal === 'LICENSE_OWNER_UNDER_18') return 'checkBirthdate';
  return null;
}
