// issue 17: a licence sold at the counter — the term, cash or cheque (with its number); the server
// quotes it with the owner's own rules (a term the jurisdiction does not offer, an owner under 18, the
// household limit are refused with their messages) and records the payment.
import { useTranslation } from 'react-i18next';
import { COUNTER_PAYMENT_METHODS, counterSaleSchema } from '../../../domain/admin/staff.rules.js';
import { ChoiceField } from '../../components/form/ChoiceField.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { TextField } from '../../components/form/TextField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import type { AdminPetFieldsFragment, CounterPaymentMethod } from '../../lib/graphql-types.generated.js';
import { useAdminIssueCounterLicenseMutation } from './api/admin-issue-counter-license.generated.js';

const TERMS = ['1', '2', '3'] as const;

export function CounterSaleForm({
  pet,
  onSold,
}: {
  pet: AdminPetFieldsFragment;
  onSold: (pet: AdminPetFieldsFragment) => void;
}) {
  const { run: runAdminIssueCounterLicense } = useAdminIssueCounterLicenseMutation();
  const { t } = useTranslation('admin');
  const form = useDomainForm({
    id: 'staff-counter-sale',
    initialValues: () => ({ termYears: '1', method: '' as CounterPaymentMethod | '', reference: '' }),
    schema: counterSaleSchema,
    onSubmit: async (sale) => {
      const saved = (
        await runAdminIssueCounterLicense({
          petId: pet.id,
          sale: {
            termYears: Number(sale.termYears),
            method: sale.method as CounterPaymentMethod,
            reference: sale.reference,
          },
        })
      )?.adminIssueCounterLicense;
      if (saved) {
        form.reset();
        onSold(saved);
      }
    },
  });
  const { values } = form;
  // the radio groups' legends name their errors in the summary
  form.labelField('termYears', t('counter.term'));
  form.labelField('method', t('counter.method'));
  return (
    <Form form={form}>
      <ChoiceField
        id={form.idOf('termYears')}
        legend={t('counter.term')}
        error={form.errors.termYears}
        inline
        choices={TERMS.map((years) => ({ value: years, label: t('counter.years', { count: Number(years) }) }))}
        value={values.termYears}
        onChange={(years) => form.set('termYears', years)}
      />
      <ChoiceField
        id={form.idOf('method')}
        legend={t('counter.method')}
        error={form.errors.method}
        inline
        choices={COUNTER_PAYMENT_METHODS.map((method) => ({ value: method, label: t(`counter.methods.${method}`) }))}
        value={values.method}
        onChange={(method) => form.set('method', method)}
      />
      {values.method === 'CHEQUE' ? <TextField form={form} name="reference" label={t('counter.reference')} /> : null}
      <SubmitButton form={form} label={t('counter.submit')} busyLabel={t('counter.selling')} />
    </Form>
  );
}
