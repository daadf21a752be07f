// A rabies proof staff rejected (issue 16, decision 0220): which pet, why (a listed reason in the
// owner's language, or the clerk's own words as written), and the link to the pet to upload another.
import { isRabiesRejectionCode } from '../../../../domain/rabies/rabies.rules.js';
import { fill } from '../email-catalog.js';
import { actionEmail, proofCheckTime } from '../email-layout.js';

export type RabiesProofRejectedEmailData = {
  firstName: string;
  petName: string;
  /** a RABIES_REJECTION_REASONS code, or the clerk's words */
  reason: string;
  petUrl: string;
};

export const renderRabiesProofRejectedEmail = actionEmail(
  'rabiesProofRejected',
  (text, data: RabiesProofRejectedEmailData, locale) => ({
    paragraphs: [
      fill(text.rejected, { pet: data.petName }),
      fill(text.reason, { reason: isRabiesRejectionCode(data.reason) ? text[data.reason] : data.reason }),
      text.again,
      // the wait the web app states for a proof received (license-status.rules.ts, decision 0505)
      fill(text.checked, { checkTime: proofCheckTime(locale) }),
    ],
    url: data.petUrl,
  }),
);
