// issue 17 Refund: the amount (all that is left by default, or part of it) goes back to the card through
// the payment provider. One idempotency key per intended refund: a double click refunds once; a new key
// is made only after a refund went through. Nothing goes back before the administrator confirms the amount
// and the order in a dialog (Cancel sends nothing).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmountForInput } from '../../../domain/locale/money.js';
import { parseAmountToCents, refundRefusal } from '../../../domain/store/refund.rules.js';
import { ConfirmationModal, useConfirmation } from '../../components/ConfirmationModal.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { TextField } from '../../components/form/TextField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { serverErrorText } from '../../lib/graphql-client.js';
import type { AdminOrderFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useMoney } from '../../lib/money.js';
import { useNotifications } from '../../lib/notifications.js';
import { useRefundOrderMutation } from './api/refund-order.generated.js';

export function RefundForm({
  order,
  onRefunded,
}: {
  order: AdminOrderFieldsFragment;
  onRefunded: (order: AdminOrderFieldsFragment) => void;
}) {
  const { run: runRefundOrder } = useRefundOrderMutation();
  const { t } = useTranslation(['adminOrders', 'common', 'serverErrors']);
  const money = useMoney();
  const locale = useLocale();
  // the amount as the page writes a number (fr-CA "12,50"); a point or a comma is read alike
  const amountText = (cents: number) => formatAmountForInput(cents, locale);
  const { notify } = useNotifications();
  const key = useRef(crypto.randomUUID());
  const confirmation = useConfirmation();
  // the amount the dialog asks about, as the page writes money
  const [asked, setAsked] = useState('');
  const refundable = order.refundable.amountCents;
  const form = useDomainForm({
    id: 'refund',
    initialValues: { amount: amountText(refundable) },
    check: (values) => {
      const cents = parseAmountToCents(values.amount);
      const refusal = refundRefusal(cents ?? Number.NaN, refundable);
      return refusal ? { amount: { text: serverErrorText(t, refusal) } } : {};
    },
    fieldCodes: { REFUND_TOO_LARGE: 'amount', REFUND_AMOUNT_INVALID: 'amount' },
    onSubmit: async (values) => {
      const amountCents = parseAmountToCents(values.amount) ?? 0;
      setAsked(money({ amountCents, currency: order.total.currency }));
      if (!(await confirmation.ask())) return;
      const answer = await runRefundOrder({
        input: { orderNumber: order.number, amountCents, idempotencyKey: key.current },
      });
      key.current = crypto.randomUUID();
      if (!answer) return;
      notify({
        type: 'success',
        message: t('refund.done', { amount: money({ amountCents, currency: order.total.currency }) }),
      });
      onRefunded(answer.refundOrder);
      form.set('amount', amountText(answer.refundOrder.refundable.amountCents));
    },
  });
  if (refundable <= 0) return <p className="hint">{t('refund.nothingLeft')}</p>;
  return (
    <>
      <Form form={form} aria-labelledby="refund-heading" className="order-refund">
        <h2 id="refund-heading">{t('refund.heading')}</h2>
        <TextField
          form={form}
          name="amount"
          label={t('refund.amount', { currency: order.total.currency })}
          hint={t('refund.hint', { amount: money(order.refundable) })}
          inputProps={{ inputMode: 'text', maxLength: 12 }}
        />
        <SubmitButton
          form={form}
          label={t('refund.submit')}
          busyLabel={confirmation.modal.open ? undefined : t('refund.submitting')}
        />
      </Form>
      <ConfirmationModal
        {...confirmation.modal}
        title={t('refund.confirmTitle', { amount: asked })}
        message={t('refund.confirmMessage', { amount: asked, reference: order.reference })}
        confirmLabel={t('refund.confirm', { amount: asked })}
        cancelLabel={t('refund.cancel')}
      />
    </>
  );
}
