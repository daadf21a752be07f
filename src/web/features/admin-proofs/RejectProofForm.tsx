// The Reject half of a proof's review (issue 16): a listed reason, or the clerk's own words (the owner is
// e-mailed either).
import { useTranslation } from 'react-i18next';
import {
  RABIES_REASON_MAX_LENGTH,
  RABIES_REJECTION_REASONS,
  rabiesRejectionReason,
} from '../../../domain/rabies/rabies.rules.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { SelectField } from '../../components/form/SelectField.js';
import { TextAreaField } from '../../components/form/TextAreaField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { useNotifications } from '../../lib/notifications.js';
import type { QueuedProof } from './use-rabies-proof-queue.js';

const OTHER = 'OTHER';

export function RejectProofForm({
  proof,
  onReject,
}: {
  proof: QueuedProof;
  onReject: (id: string, reason: string) => Promise<void>;
}) {
  const { t } = useTranslation(['admin', 'rabies']);
  const { notify } = useNotifications();
  const reject = useDomainForm({
    id: `reject-${proof.id}`,
    initialValues: { reason: '', text: '' },
    check: (values) => {
      const reason = values.reason === OTHER ? rabiesRejectionReason(values.text) : values.reason || null;
      const issue = encodeMessage(msg('validation.rabies.reasonRequired', { max: RABIES_REASON_MAX_LENGTH }));
      return reason ? {} : { [values.reason === OTHER ? 'text' : 'reason']: issue };
    },
    onSubmit: async (values) => {
      await onReject(proof.id, values.reason === OTHER ? values.text.trim() : values.reason);
      notify({ type: 'success', message: t('rabiesQueue.rejected', { pet: proof.petName }) });
    },
  });
  return (
    <Form form={reject} aria-labelledby={`reject-${proof.id}-heading`}>
      <h3 id={`reject-${proof.id}-heading`}>{t('rabiesQueue.rejectHeading')}</h3>
      <SelectField form={reject} name="reason" label={t('rabiesQueue.reason')}>
        <option value="">{t('rabiesQueue.reasonChoose')}</option>
        {RABIES_REJECTION_REASONS.map((code) => (
          <option key={code} value={code}>
            {t(`rabies:reasons.${code}`)}
          </option>
        ))}
        <option value={OTHER}>{t('rabiesQueue.reasonOther')}</option>
      </SelectField>
      {reject.values.reason === OTHER ? (
        <TextAreaField
          form={reject}
          name="text"
          label={t('rabiesQueue.reasonText')}
          hint={t('rabiesQueue.reasonHint')}
          rows={3}
          maxLength={RABIES_REASON_MAX_LENGTH}
        />
      ) : null}
      <SubmitButton
        form={reject}
        className="button button-danger"
        label={t('rabiesQueue.reject')}
        busyLabel={t('rabiesQueue.rejecting')}
      />
    </Form>
  );
}
