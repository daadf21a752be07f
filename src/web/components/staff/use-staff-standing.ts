// Issue 38 (decision 0505, "Staff screens"): the staff console says a pet's licence and rabies proof as the
// owner's screens do — the state from `license-status.rules.ts`, the words from `licensing:standing.*` —
// in a staff variant where the owner's wording does not fit: a licence's status beside its number (not
// "KC-2026-000001, active until …" in the number's own row), and a proof awaiting check by the day it was
// uploaded ("Awaiting check — uploaded Nov 30, 2026"), not by how long "our staff" take.
import { useTranslation } from 'react-i18next';
import {
  type LicenceFacts,
  type LicenceState,
  listedLicenceState,
  type PetStanding,
  type ProofFacts,
  type ProofState,
  proofState,
} from '../../../domain/license/license-status.rules.js';
import { formatDate } from '../../../domain/locale/date-format.js';
import { usePetStanding, useStandingTexts, useStandingToday } from '../licence-standing/use-standing-texts.js';
import { useIsoDate } from '../../lib/dates.js';
import { useLocale } from '../../lib/locale-context.js';

/** A proof as the staff console reads it: the state's facts and when it was uploaded. */
export type StaffProofFacts = NonNullable<ProofFacts> & { uploadedAt: string };

/** A licence as the staff console lists it: the state's facts and whether it is the pet's current one. */
export type StaffLicenceFacts = LicenceFacts & { current: boolean };

/**
 * A pet as the staff console reads it: its licences (newest first), most recent proof and whether its
 * owner's jurisdiction asks one (`rabiesProofRequired`; left out: asked).
 */
export type StaffPetFacts = {
  licenses: readonly LicenceFacts[];
  mostRecentRabiesProof?: StaffProofFacts | null;
  rabiesProofRequired?: boolean | null;
};

export function useStaffStanding() {
  const { t } = useTranslation('licensing');
  const owners = useStandingTexts();
  const standingOf = usePetStanding();
  const today = useStandingToday();
  const locale = useLocale();
  const formatDay = useIsoDate();

  /** The licence's status, beside its number: "Not active yet: rabies proof awaiting check". */
  const licence = (state: LicenceState): string => {
    switch (state.kind) {
      case 'notLicensed':
        return owners.licence(state);
      case 'awaitingProof':
        return t(`standing.staff.licence.awaitingProof_${state.proof}`);
      case 'renewalOpen':
        return state.awaitingProof
          ? t(`standing.staff.licence.renewalOpenAwaitingProof_${state.awaitingProof}`, {
              date: formatDay(state.until),
            })
          : t('standing.staff.licence.renewalOpen', { date: formatDay(state.until) });
      case 'active':
        return t('standing.staff.licence.active', { date: formatDay(state.until) });
      case 'expired':
      case 'late':
        return t(`standing.staff.licence.${state.kind}`, { date: formatDay(state.on) });
      case 'revoked':
        return t('standing.staff.licence.revoked');
    }
  };

  /**
   * The proof's state: "Awaiting check — uploaded Nov 30, 2026" (without the day where a column beside it
   * shows it), "Not required" where the jurisdiction asks none of the pet, else the owner's words
   * ("Verified, valid until …", "Not accepted: …", "Not on file").
   */
  const proof = (state: ProofState, uploadedAt?: string | null): string => {
    if (state.kind === 'notRequired') return t('standing.staff.proof.notRequired');
    if (state.kind !== 'received') return owners.proof(state);
    return uploadedAt
      ? t('standing.staff.proof.received', { date: formatDate(new Date(uploadedAt), 'short', locale) })
      : t('standing.staff.proof.receivedUndated');
  };

  return {
    licence,
    proof,
    /** The pet's current licence and most recent proof, as the owner's screens read them (a record, a pet hit). */
    pet: (pet: StaffPetFacts) => {
      const standing: PetStanding = standingOf({ ...pet, rabiesProofRequired: pet.rabiesProofRequired ?? undefined });
      return {
        standing,
        licence: licence(standing.licence),
        proof: proof(standing.proof, pet.mostRecentRabiesProof?.uploadedAt),
      };
    },
    /** One licence of a pet's list (a record's table, a search hit), with the pet's most recent proof. */
    listed: (license: StaffLicenceFacts, petProof: StaffProofFacts | null | undefined) =>
      licence(listedLicenceState(license, proofState(petProof ?? null, today))),
    /**
     * One proof by itself: a row of the pet's history (its upload day in a column beside it), or `dated`
     * where nothing else says when it was uploaded (the queue).
     */
    proofOf: (row: StaffProofFacts, { dated = false } = {}) =>
      proof(proofState(row, today), dated ? row.uploadedAt : null),
  };
}
