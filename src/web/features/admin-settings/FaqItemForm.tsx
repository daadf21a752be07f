// issue 17 (decision 0601): one FAQ question — its group (when new), question, anchor and HTML answer,
// checked by the domain's FAQ item rule; the answer can be previewed as owners will see it.
import { useTranslation } from 'react-i18next';
import { FAQ_QUESTION_MAX, faqItemSchema } from '../../../domain/jurisdiction/info-content.schemas.js';
import { FAQ_GROUPS, type FaqGroupKey } from '../../../domain/jurisdiction/jurisdiction.js';
import { Form } from '../../components/form/Form.js';
import { SelectField } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { StaffFormActions } from '../../components/staff/StaffFormActions.js';
import { HtmlField } from './HtmlPreview.js';

export type FaqDraft = { group: FaqGroupKey; id: string; question: string; answer: string };

export function FaqItemForm({
  jurisdictionId,
  item,
  onSave,
  onRemove,
  onCancel,
}: {
  jurisdictionId: string;
  item: FaqDraft;
  onSave: (item: FaqDraft) => Promise<void>;
  onRemove?: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminSettings');
  const isNew = item.id === '';
  const form = useDomainForm({
    id: `faq-${item.id || 'new'}`,
    initialValues: () => ({ ...item }),
    schema: faqItemSchema,
    onSubmit: async (input, values) => onSave({ ...input, group: values.group }),
    fieldCodes: {},
  });
  return (
    <Form
      form={form}
      aria-label={isNew ? t('faq.add') : t('faq.editing', { question: item.question })}
      className="admin-settings-form faq-editor-item"
    >
      {isNew ? (
        <SelectField form={form} name="group" label={t('faq.group')}>
          {FAQ_GROUPS.map((group) => (
            <option key={group} value={group}>
              {t(`faq.groups.${group}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField form={form} name="question" label={t('faq.question')} inputProps={{ maxLength: FAQ_QUESTION_MAX }} />
      <TextField form={form} name="id" label={t('faq.anchor')} hint={t('faq.anchorHint')} />
      <HtmlField
        form={form}
        name="answer"
        label={t('faq.answer')}
        rows={6}
        jurisdictionId={jurisdictionId}
        title={form.values.question}
      />
      <StaffFormActions form={form} label={t('faq.save')} busyLabel={t('saving')} onCancel={onCancel}>
        {onRemove ? (
          <button type="button" className="button button-secondary" onClick={() => void onRemove()}>
            {t('faq.remove')}
          </button>
        ) : null}
      </StaffFormActions>
    </Form>
  );
}
