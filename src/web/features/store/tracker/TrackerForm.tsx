// spec §2.18, §4, §5: the block's form in two steps, a pet, then a subscription by radio (label, billed
// text, extras badges, save percent), each saying that the device is included. The pet defaults to the option marked selected, else the first
// real pet; a single subscription is chosen already. The required messages are the context's texts.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultTrackerPet,
  defaultTrackerSubscription,
  trackerFormIssues,
} from '../../../../domain/store/smart-tracker.rules.js';
import { Field } from '../../../components/form/Field.js';
import { FieldError } from '../../../components/form/FieldError.js';
import { Form } from '../../../components/form/Form.js';
import { useDomainForm } from '../../../components/form/use-domain-form.js';
import type { FieldMessage } from '../../../components/form/use-message.js';
import { TrackerAlert } from './TrackerAlert.js';
import type { TrackerContext } from './use-tracker-block.js';

type Values = { petId: string; productId: string };

export function TrackerForm({
  context,
  busy,
  errors,
  showCancel,
  onAdd,
  onCancel,
  focusOnOpen,
}: {
  context: TrackerContext;
  busy: boolean;
  /** the server's answer to a failed add: a warning alert in the form (spec §8) */
  errors: FieldMessage[];
  showCancel: boolean;
  onAdd: (values: Values) => Promise<boolean>;
  onCancel: () => void;
  focusOnOpen: boolean;
}) {
  const { t } = useTranslation('store');
  const form = useDomainForm<Values>({
    id: 'tracker',
    initialValues: () => ({
      petId: defaultTrackerPet(context.petOptions) ?? '',
      productId: defaultTrackerSubscription(context.subscriptionOptions) ?? '',
    }),
    // spec §5: the context's selectPetText / selectSubscriptionText, the catalog's words without them
    check: (values) => {
      const messages: Partial<Record<string, FieldMessage>> = {};
      for (const issue of trackerFormIssues(values)) {
        const field = String(issue.path[0]);
        const text = field === 'petId' ? context.selectPetText : context.selectSubscriptionText;
        messages[field] = { text: text || t(`tracker.required.${field}`) };
      }
      return messages;
    },
    onSubmit: async (values) => {
      if (await onAdd(values)) form.reset();
    },
  });
  const { values, errors: fieldErrors } = form;
  const petSelect = useRef<HTMLSelectElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens by a person's action
  useEffect(() => {
    if (focusOnOpen) petSelect.current?.focus();
  }, []);
  const planId = form.idOf('productId');
  const planError = fieldErrors.productId;
  form.labelField('productId', context.stepTwoText);
  return (
    <Form form={form} className="tracker-form" aria-label={t('tracker.formLabel')}>
      <TrackerAlert messages={errors} />
      <Field {...form.fieldProps('petId', context.stepOneText)}>
        {(control) => (
          <select
            {...control}
            ref={petSelect}
            value={values.petId}
            disabled={busy}
            onChange={(event) => form.set('petId', event.target.value)}
          >
            {context.petOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset
        id={planId}
        className="fieldset tracker-plans"
        aria-invalid={planError ? true : undefined}
        aria-describedby={planError ? `${planId}-error` : undefined}
      >
        <legend>{context.stepTwoText}</legend>
        <div className="tracker-plan-list">
          {context.subscriptionOptions.map((option) => (
            <label key={option.productId} className="tracker-plan">
              <input
                type="radio"
                name="tracker-plan"
                value={option.productId}
                checked={values.productId === option.productId}
                disabled={busy}
                onChange={() => form.set('productId', option.productId)}
              />
              <span className="tracker-plan-text">
                <span className="tracker-plan-label">{option.label}</span>
                <span className="tracker-plan-billed">{option.billed}</span>
                {/* decision 0402: a plan's price is the device and its subscription (review D24) */}
                <span className="tracker-plan-device">{t('tracker.deviceIncluded')}</span>
                {option.extras.length > 0 || option.savePercent ? (
                  <span className="tracker-plan-badges">
                    {option.savePercent ? (
                      <span className="tracker-badge tracker-badge-save">
                        {t('tracker.savePercent', { percent: option.savePercent })}
                      </span>
                    ) : null}
                    {option.extras.map((extra) => (
                      <span
                        key={extra.text}
                        className="tracker-badge"
                        style={{ color: extra.color, backgroundColor: extra.backgroundColor }}
                      >
                        {extra.text}
                      </span>
                    ))}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${planId}-error`} message={planError} />
      </fieldset>
      <p className="tracker-actions">
        <button type="submit" className="button" disabled={busy}>
          {context.submitNewOrderItemFormButtonText || t('tracker.defaults.submit')}
        </button>
        {showCancel ? (
          <button type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
            {context.cancelNewOrderItemButtonText || t('tracker.defaults.cancel')}
          </button>
        ) : null}
      </p>
    </Form>
  );
}
