// The Approve half of a proof's review (issue 16): the §2.14 checklist the clerk checks, an optional
// corrected expiration date, then Approve. Approve needs every item checked (issue 38 D4, decision 0704):
// pressed with some unchecked, it asks for a reason instead, and the button becomes "Approve without the
// full checklist".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toIsoDate } from '../../../domain/dates/calendar.js';
import { validateDateParts } from '../../../domain/dates/date-parts.rules.js';
import {
  isChecklistComplete,
  RABIES_APPROVAL_REASON_MAX_LENGTH,
  type RabiesChecklistItem,
  rabiesProofApproval,
  uncheckedChecklistItems,
} from '../../../domain/rabies/proof-approval.rules.js';
import { RABIES_CHECKLIST } from '../../../domain/rabies/rabies.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { DatePartsFields, EMPTY_DATE_PARTS, givenDate } from '../../components/form/DatePartsFields.js';
import { CheckboxField } from '../../components/form/Field.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { TextAreaField } from '../../components/form/TextAreaField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { useNotifications } from '../../lib/notifications.js';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';
import type { ProofApprovalInput, QueuedProof } from './use-rabies-proof-queue.js';

export function ApproveProofForm({
  proof,
  onApprove,
}: {
  proof: QueuedProof;
  onApprove: (id: string, approval: ProofApprovalInput) => Promise<void>;
}) {
  const { t } = useTranslation(['admin', 'rabies']);
  const { notify } = useNotifications();
  // decision 0704: Approve was pressed with items unchecked, so the reason is asked for
  const [askedWhy, setAskedWhy] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  const approve = useDomainForm({
    id: `approve-${proof.id}`,
    initialValues: {
      checked: [] as RabiesChecklistItem[],
      expirationDate: EMPTY_DATE_PARTS,
      withoutChecklistReason: '',
    },
    check: (values) => {
      const given = givenDate(values.expirationDate);
      const issue = given ? validateDateParts(given, { required: true }).issues[0] : undefined;
      // the reason is checked once it is asked for, by the rule the server runs again
      const approval = askedWhy ? rabiesProofApproval(values) : null;
      const reasonIssue = approval && !approval.ok ? approval.issues[0] : undefined;
      return {
        // named as the server names it, so its refusal (a date not in the future) shows on this field
        expirationDate: issue ? encodeMessage(issue) : undefined,
        withoutChecklistReason: reasonIssue ? encodeMessage(reasonIssue) : undefined,
      };
    },
    onSubmit: async (values) => {
      const complete = isChecklistComplete(values.checked);
      if (!complete && !askedWhy) {
        // not an error: the clerk chooses to check the rest, or to give the reason
        setAskedWhy(true);
        focusAfterRender(approve.idOf('withoutChecklistReason'));
        return;
      }
      const given = givenDate(values.expirationDate);
      const parsed = given ? validateDateParts(given, { required: true }).value : null;
      await onApprove(proof.id, {
        expirationDate: parsed ? toIsoDate(parsed) : null,
        checked: values.checked,
        withoutChecklistReason: complete ? null : values.withoutChecklistReason.trim(),
      });
      notify({
        type: 'success',
        message: t(complete ? 'rabiesQueue.approved' : 'rabiesQueue.approvedWithoutChecklist', { pet: proof.petName }),
        icon: { icon: 'check' },
      });
    },
  });
  const checked = approve.values.checked;
  const withoutChecklist = askedWhy && !isChecklistComplete(checked);
  const checklistId = approve.idOf('checked');
  return (
    <>
      <fieldset id={checklistId} className="fieldset rabies-review-checklist">
        <legend>{t('rabiesQueue.checklistLegend')}</legend>
        {RABIES_CHECKLIST.map((item) => (
          <CheckboxField
            key={item}
            id={`${checklistId}-${item}`}
            label={t(`rabies:checklist.${item}`)}
            checked={checked.includes(item)}
            onChange={(on) =>
              approve.set('checked', on ? [...checked, item] : checked.filter((checkedItem) => checkedItem !== item))
            }
          />
        ))}
        <p className="hint" aria-live="polite">
          {t('rabiesQueue.checklistDone', { checked: checked.length, total: RABIES_CHECKLIST.length })}
        </p>
      </fieldset>
      <Form form={approve} aria-labelledby={`approve-${proof.id}-heading`}>
        <h3 id={`approve-${proof.id}-heading`}>{t('rabiesQueue.approveHeading')}</h3>
        <DatePartsFields form={approve} name="expirationDate" legend={t('rabiesQueue.correctDate')} />
        {withoutChecklist ? (
          <div className="rabies-review-without">
            <h4>{t('rabiesQueue.withoutHeading')}</h4>
            <p>
              {t('rabiesQueue.withoutText', {
                count: RABIES_CHECKLIST.length - checked.length,
                items: uncheckedChecklistItems(checked)
                  .map((item) => t(`rabies:checklist.${item}`))
                  .join(', '),
              })}
            </p>
            <TextAreaField
              form={approve}
              name="withoutChecklistReason"
              label={t('rabiesQueue.withoutReason')}
              hint={t('rabiesQueue.withoutReasonHint', { max: RABIES_APPROVAL_REASON_MAX_LENGTH })}
              rows={3}
              maxLength={RABIES_APPROVAL_REASON_MAX_LENGTH}
            />
          </div>
        ) : null}
        <div className="rabies-review-actions">
          <SubmitButton
            form={approve}
            label={t(withoutChecklist ? 'rabiesQueue.approveWithout' : 'rabiesQueue.approve')}
            busyLabel={t('rabiesQueue.approving')}
          />
          {withoutChecklist ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setAskedWhy(false);
                approve.setError('withoutChecklistReason', undefined);
                focusAfterRender(`${checklistId}-${uncheckedChecklistItems(checked)[0] ?? RABIES_CHECKLIST[0]}`);
              }}
            >
              {t('rabiesQueue.backToChecklist')}
            </button>
          ) : null}
        </div>
      </Form>
    </>
  );
}
