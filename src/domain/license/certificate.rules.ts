import { compareYmd, parseIsoDate, type Ymd } from '../dates/calendar.js';

// What the licence certificate says about the pet's rabies vaccination (issue 38 D36, decision 0507). A
// certificate exists only for a licence in force; the vaccination it names is the one staff verified,
// not a newer upload still waiting for them.

/** The pet's most recent rabies proof that staff approved (null: none), as the certificate reads it. */
export type VerifiedProof = {
  /** YYYY-MM-DD: the vaccination's expiry */
  expirationDate: string;
  /** YYYY-MM-DD in the jurisdiction's time zone: the day staff approved it; null when not recorded */
  verifiedOn: string | null;
} | null;

/**
 * - verified: staff verified the proof and the vaccination runs (until `expiresOn`)
 * - expired: staff verified it, but the vaccination ran out on `expiresOn`
 * - notRequired: the jurisdiction asks no proof for this pet (its species, or its age) and none is on file
 * - notOnFile: a proof is asked for, but none verified is on file (a licence recorded at the counter)
 */
export type CertificateRabies =
  | { kind: 'verified'; expiresOn: string; verifiedOn: string | null }
  | { kind: 'expired'; expiresOn: string; verifiedOn: string | null }
  | { kind: 'notRequired' }
  | { kind: 'notOnFile' };

export function certificateRabies(proof: VerifiedProof, proofRequired: boolean, today: Ymd): CertificateRabies {
  const expiry = parseIsoDate(proof?.expirationDate);
  if (proof && expiry) {
    const facts = { expiresOn: proof.expirationDate, verifiedOn: proof.verifiedOn };
    return compareYmd(expiry, today) < 0 ? { kind: 'expired', ...facts } : { kind: 'verified', ...facts };
  }
  return proofRequired ? { kind: 'notOnFile' } : { kind: 'notRequired' };
}
