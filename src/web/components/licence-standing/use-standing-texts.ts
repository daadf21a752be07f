// The words of the one licence-and-proof state (decision 0505): every screen that shows a pet's licence
// or rabies proof (My Pets, the pet's page, the dashboard, the licence page, the receipt) takes its
// state from `petStanding` and its wording from here, so that a state reads the same everywhere.
import { useTranslation } from 'react-i18next';
import { localDateIn, type Ymd } from '../../../domain/dates/calendar.js';
import {
  type LicenceFacts,
  type LicenceState,
  PROOF_CHECK_WORKING_DAYS,
  type PetStanding,
  type ProofFacts,
  type ProofState,
  petStanding,
} from '../../../domain/license/license-status.rules.js';
import { isRabiesRejectionCode } from '../../../domain/rabies/rabies.rules.js';
import { useIsoDate } from '../../lib/dates.js';

/**
 * Today where the owner is (the browser's time zone): whether a verified vaccination has run out. The
 * licence's own status and renewal state come from the server, in the jurisdiction's time zone.
 */
export function useStandingToday(): Ymd {
  return localDateIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * A pet as the API reads it: its licences (newest first), most recent rabies proof and whether its
 * jurisdiction asks a proof of it (`Pet.rabiesProofRequired`; left out: asked).
 */
export type PetStandingFacts = {
  licenses: readonly LicenceFacts[];
  mostRecentRabiesProof?: ProofFacts;
  rabiesProofRequired?: boolean;
};

/** The pet's licence and proof state today. */
export function usePetStanding() {
  const today = useStandingToday();
  return (pet: PetStandingFacts): PetStanding =>
    petStanding(
      {
        licenses: pet.licenses,
        proof: pet.mostRecentRabiesProof ?? null,
        proofRequired: pet.rabiesProofRequired,
      },
      today,
    );
}

export function useStandingTexts() {
  const { t } = useTranslation(['licensing', 'rabies']);
  const formatDate = useIsoDate();
  /** "usually within 2 working days" */
  const checkTime = t('licensing:standing.checkTime', { count: PROOF_CHECK_WORKING_DAYS });
  const reasonText = (reason: string | null) =>
    reason && isRabiesRejectionCode(reason) ? t(`rabies:reasons.${reason}`) : reason;

  /** The licence in a line: "KC-2026-000001, not active yet: rabies proof received, awaiting check". */
  const licence = (state: LicenceState): string => {
    switch (state.kind) {
      case 'notLicensed':
        return t('licensing:standing.licence.notLicensed');
      case 'awaitingProof':
        return t(`licensing:standing.licence.awaitingProof_${state.proof}`, { number: state.number });
      case 'active':
        return t('licensing:standing.licence.active', { number: state.number, date: formatDate(state.until) });
      case 'renewalOpen':
        return t(
          state.awaitingProof
            ? 'licensing:standing.licence.renewalOpenAwaitingProof'
            : 'licensing:standing.licence.renewalOpen',
          { number: state.number, date: formatDate(state.until) },
        );
      case 'expired':
      case 'late':
        return t(`licensing:standing.licence.${state.kind}`, { number: state.number, date: formatDate(state.on) });
      case 'revoked':
        return t('licensing:standing.licence.revoked', { number: state.number });
    }
  };

  /** The proof in a line: "Not accepted: The document cannot be read", "No proof required". */
  const proof = (state: ProofState): string => {
    switch (state.kind) {
      case 'notRequired':
        return t('licensing:standing.proof.notRequired');
      case 'none':
        return t('licensing:standing.proof.none');
      case 'received':
        return t('licensing:standing.proof.received', { checkTime });
      case 'accepted':
        return t('licensing:standing.proof.accepted', { date: formatDate(state.until) });
      case 'expired':
        return t('licensing:standing.proof.expired', { date: formatDate(state.on) });
      case 'notAccepted':
        return state.reason
          ? t('licensing:standing.proof.notAccepted', { reason: reasonText(state.reason) })
          : t('licensing:standing.proof.notAcceptedNoReason');
    }
  };

  /**
   * What the owner can do now, in a sentence (the licence page, the dashboard's "Licenses due"), or null
   * when the licence line says it all (renew, license).
   */
  const next = (name: string, standing: PetStanding): string | null => {
    const reason = standing.proof.kind === 'notAccepted' ? reasonText(standing.proof.reason) : null;
    switch (standing.action) {
      case 'uploadProof':
        return t('licensing:standing.next.uploadProof', { name, checkTime });
      case 'waitForCheck':
        return t('licensing:standing.next.waitForCheck', { name, checkTime });
      case 'uploadNewProof':
        return reason
          ? t('licensing:standing.next.uploadNewProof', { name, reason })
          : t('licensing:standing.next.uploadNewProofNoReason', { name });
      case 'none':
        return standing.licence.kind === 'active'
          ? t('licensing:standing.next.nothing', { name, date: formatDate(standing.licence.until) })
          : null;
      default:
        return null;
    }
  };

  /** A licence line of a receipt: when the licence becomes active, or how it stands. */
  const receipt = (name: string, standing: { licence: LicenceState; proof: ProofState }): string => {
    const { licence: state } = standing;
    const awaited =
      state.kind === 'awaitingProof' ? state.proof : state.kind === 'renewalOpen' ? state.awaitingProof : null;
    if (awaited === 'received') return t('licensing:standing.receipt.received', { name, checkTime });
    if (awaited === 'missing') return t('licensing:standing.receipt.missing', { name, checkTime });
    if (awaited === 'notAccepted') {
      const reason = standing.proof.kind === 'notAccepted' ? reasonText(standing.proof.reason) : null;
      return reason
        ? t('licensing:standing.receipt.notAccepted', { name, reason, checkTime })
        : t('licensing:standing.receipt.notAcceptedNoReason', { name, checkTime });
    }
    return licence(state);
  };

  return { checkTime, licence, proof, next, receipt };
}
