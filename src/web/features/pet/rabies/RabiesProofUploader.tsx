// spec §2.14 Rabies proof uploader (issue 16): before upload, the expiration date labelled with the
// pet's name and the "Upload a file" button; after, the date, the document, Remove, the verification
// checklist and what staff decided. "No proof required" when the caller says so (the licence policy).
import { useTranslation } from 'react-i18next';
import { petPronoun, RABIES_ACCEPT } from '../../../../domain/rabies/rabies.rules.js';
import { DatePartsFields } from '../../../components/form/DatePartsFields.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import type { RabiesProof } from './rabies-proof.api.js';
import { RabiesProofSummary } from './RabiesProofSummary.js';
import { type RabiesPet, useRabiesProof } from './use-rabies-proof.js';
import { LabelledSection } from '../../../components/LabelledSection.js';
import './rabies.css';

export type RabiesProofUploaderProps = {
  pet: RabiesPet;
  /** the licence is a renewal: the label asks for the "new" vaccination */
  renewal?: boolean;
  /** false: the jurisdiction needs no proof for this pet ("No proof required") */
  proofRequired?: boolean;
  /** the jurisdiction's IANA time zone: "today" of the date rules */
  timeZone: string;
  /** the jurisdiction accepts an expiration date in the past */
  allowPastRabies?: boolean;
  onChange?: (proof: RabiesProof | null) => void;
  /** issue 38 D23: the typed, valid expiry (YYYY-MM-DD) before a file is sent, else null */
  onExpiryChange?: (expiry: string | null) => void;
};

export function RabiesProofUploader({
  pet,
  renewal = false,
  proofRequired = true,
  timeZone,
  allowPastRabies,
  onChange,
  onExpiryChange,
}: RabiesProofUploaderProps) {
  const { t } = useTranslation('rabies');
  if (!proofRequired)
    return (
      <LabelledSection className="rabies-proof" heading={t('uploader.heading')}>
        <p className="info-note">{t('uploader.noProofRequired')}</p>
      </LabelledSection>
    );
  return (
    <RequiredProof
      pet={pet}
      renewal={renewal}
      timeZone={timeZone}
      allowPastRabies={allowPastRabies}
      onChange={onChange}
      onExpiryChange={onExpiryChange}
    />
  );
}

function RequiredProof({
  pet,
  renewal,
  timeZone,
  allowPastRabies,
  onChange,
  onExpiryChange,
}: Omit<RabiesProofUploaderProps, 'proofRequired'>) {
  const { t } = useTranslation('rabies');
  const state = useRabiesProof({ pet, timeZone, allowPastRabies, onChange, onExpiryChange });
  const legend = renewal
    ? t(`uploader.dateLegendRenewal_${petPronoun(pet.gender)}`, { name: pet.name })
    : t('uploader.dateLegend', { name: pet.name });
  const helpId = `rabies-${pet.id}-help`;
  const neededId = `rabies-${pet.id}-date-needed`;
  return (
    <LabelledSection
      className="rabies-proof"
      aria-busy={state.uploading || state.removing}
      heading={t('uploader.heading')}
    >
      {state.formShown ? (
        <div className="rabies-proof-form">
          <DatePartsFields
            form={state.form}
            name="expiry"
            legend={legend}
            hint={t('uploader.dateHint')}
            onLeave={state.leaveDate}
          />
          <p id={helpId} className="hint">
            {t('uploader.help')}
          </p>
          {state.dateNeeded ? (
            // decision 1011: what the disabled button waits for, said before any error is
            <p id={neededId} className="hint">
              {t('uploader.dateNeeded')}
            </p>
          ) : null}
          <input
            ref={state.fileInput}
            type="file"
            accept={RABIES_ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => state.upload(event.target.files?.[0])}
          />
          <button
            type="button"
            className="button"
            disabled={state.uploadDisabled}
            aria-describedby={state.dateNeeded ? `${helpId} ${neededId}` : helpId}
            aria-label={t('uploader.uploadLabel', { name: pet.name })}
            onClick={state.chooseFile}
          >
            {t('uploader.upload')}
          </button>
          <FormAlert message={state.failure} />
        </div>
      ) : state.uploading ? (
        <p role="status">{t('uploader.uploading')}</p>
      ) : state.proof && !state.failure ? (
        <RabiesProofSummary
          pet={pet}
          proof={state.proof}
          removing={state.removing}
          onRemove={state.remove}
          onUploadNew={state.uploadNew}
        />
      ) : (
        <div className="rabies-proof-failed">
          <FormAlert message={state.failure ?? { text: t('uploader.failed') }} />
          <button type="button" className="button button-secondary" onClick={state.tryAgain}>
            {t('uploader.tryAgain')}
          </button>
        </div>
      )}
    </LabelledSection>
  );
}
