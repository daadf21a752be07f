// One waiting proof under review (issue 16): the document beside the §2.14 checklist the clerk checks,
// then Approve (the expiration date may be corrected; `ApproveProofForm`, with the checklist rule of
// decision 0704) or Reject with a listed reason or their own words (`RejectProofForm`). The proof's
// status is the one state's (issue 38, decision 0505): "Awaiting check — uploaded Nov 30, 2026".
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isPdfPath } from '../../../domain/rabies/rabies.rules.js';
import { DocumentViewer } from '../../components/document-viewer/DocumentViewer.js';
import { ApproveProofForm } from './ApproveProofForm.js';
import { RejectProofForm } from './RejectProofForm.js';
import type { ProofApprovalInput, QueuedProof } from './use-rabies-proof-queue.js';
import { useStaffStanding } from '../../components/staff/use-staff-standing.js';

export function RabiesProofReview({
  proof,
  formatDay,
  takeFocus,
  onApprove,
  onReject,
}: {
  proof: QueuedProof;
  formatDay: (iso: string) => string;
  /** the clerk chose this proof (or decided the one before): its heading takes focus, brought into view */
  takeFocus: boolean;
  onApprove: (id: string, approval: ProofApprovalInput) => Promise<void>;
  onReject: (id: string, reason: string) => Promise<void>;
}) {
  const { t } = useTranslation(['admin', 'rabies']);
  const standing = useStaffStanding();
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only (a new proof is a new review)
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, []);
  const species = t(`rabiesQueue.species_${proof.species}`);
  return (
    <section className="rabies-review" aria-labelledby="rabies-review-heading">
      <h2 id="rabies-review-heading" ref={heading} tabIndex={-1}>
        {t('rabiesQueue.detailHeading', {
          pet: proof.petName,
          species,
          breed: proof.breed ?? t('rabiesQueue.unknownBreed'),
        })}
      </h2>
      <p>
        {t('rabiesQueue.ownerLine', {
          name: proof.ownerName,
          email: proof.ownerEmail,
          jurisdiction: proof.jurisdictionName,
        })}
        <br />
        {t('rabiesQueue.statusLine', { status: standing.proofOf(proof, { dated: true }) })}
        <br />
        {t('rabiesQueue.expiryLine', { date: formatDay(proof.expirationDate) })}
      </p>
      <div className="rabies-review-body">
        <DocumentViewer
          url={proof.webPath}
          isPdf={isPdfPath(proof.webPath)}
          description={t('rabiesQueue.documentDescription', { pet: proof.petName })}
        />
        <div className="rabies-review-decide">
          <ApproveProofForm proof={proof} onApprove={onApprove} />
          <RejectProofForm proof={proof} onReject={onReject} />
        </div>
      </div>
    </section>
  );
}
