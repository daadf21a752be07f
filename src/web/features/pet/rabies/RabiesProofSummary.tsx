// spec §2.14 after upload: "Rabies Vaccination Expiration Date:" with the date, the document (image or
// paged PDF), Remove with its loading state, the verification checklist, and staff's decision in the
// words of the one licence-and-proof state (decision 0505).
import { useTranslation } from 'react-i18next';
import { parseIsoDate } from '../../../../domain/dates/calendar.js';
import { formatCalendarDate } from '../../../../domain/locale/date-format.js';
import { proofState } from '../../../../domain/license/license-status.rules.js';
import { isPdfPath, RABIES_CHECKLIST } from '../../../../domain/rabies/rabies.rules.js';
import { DocumentViewer } from '../../../components/document-viewer/DocumentViewer.js';
import { useStandingTexts, useStandingToday } from '../../../components/licence-standing/use-standing-texts.js';
import { useLocale } from '../../../lib/locale-context.js';
import type { RabiesProof } from './rabies-proof.api.js';
import type { RabiesPet } from './use-rabies-proof.js';

export function RabiesProofSummary({
  pet,
  proof,
  removing,
  onRemove,
  onUploadNew,
}: {
  pet: RabiesPet;
  proof: RabiesProof;
  removing: boolean;
  onRemove: () => void;
  onUploadNew: () => void;
}) {
  const { t } = useTranslation('rabies');
  const locale = useLocale();
  const expiry = parseIsoDate(proof.expirationDate);
  const say = useStandingTexts();
  const state = proofState(proof, useStandingToday());
  return (
    <div className="rabies-proof-summary">
      <p className="rabies-proof-expiry">
        <strong>{t('uploader.expirationDate')}</strong>{' '}
        {expiry ? formatCalendarDate(expiry, locale) : proof.expirationDate}
      </p>
      <p className={`rabies-proof-status rabies-proof-status-${proof.status.toLowerCase()}`} role="status">
        <strong>{t('uploader.statusLabel')}</strong> {say.proof(state)}
      </p>
      {state.kind === 'notAccepted' ? (
        <div className="alert alert-danger">
          <button type="button" className="button" onClick={onUploadNew}>
            {t('uploader.uploadNew')}
          </button>
        </div>
      ) : null}
      <DocumentViewer
        url={proof.document.webPath}
        isPdf={isPdfPath(proof.document.webPath)}
        description={t('uploader.documentDescription', { name: pet.name })}
      />
      <div className="rabies-proof-checklist">
        <p>{t('uploader.checklistIntro')}</p>
        <ul>
          {RABIES_CHECKLIST.map((item) => (
            <li key={item}>{t(`checklist.${item}`)}</li>
          ))}
        </ul>
      </div>
      <p>
        <button
          type="button"
          className="button button-secondary"
          onClick={onRemove}
          disabled={removing}
          aria-label={t('uploader.removeLabel', { name: pet.name })}
        >
          {removing ? t('uploader.removing') : t('uploader.remove')}
        </button>
      </p>
    </div>
  );
}
