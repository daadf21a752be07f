// Add or edit one pet guardian: names, relationship, e-mail and phones (spec §2.7 phone input). The
// domain schema checks the form here and again on the server; every error shows next to its field.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { petGuardianSchema } from '../../../domain/pet-guardian/pet-guardian.schemas.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { PhoneNumbersInput } from '../../components/form/PhoneNumbersInput.js';
import { EmailField } from '../../components/form/InputField.js';
import { TextField } from '../../components/form/TextField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { useAddPetGuardianMutation } from './api/add-pet-guardian.generated.js';

import { useUpdatePetGuardianMutation } from './api/update-pet-guardian.generated.js';
import type { PetGuardianFieldsFragment as PetGuardian } from '../../lib/graphql-types.generated.js';

export function PetGuardianForm({
  guardian,
  onSaved,
  onCancel,
}: {
  /** null to add a new guardian */
  guardian: PetGuardian | null;
  onSaved: (saved: PetGuardian) => void;
  onCancel: () => void;
}) {
  const { run: runAddPetGuardian } = useAddPetGuardianMutation();
  const { run: runUpdatePetGuardian } = useUpdatePetGuardianMutation();
  const { t } = useTranslation(['petGuardians', 'validation']);
  const form = useDomainForm({
    id: 'pet-guardian',
    initialValues: () => ({
      firstName: guardian?.firstName ?? '',
      lastName: guardian?.lastName ?? '',
      relationship: guardian?.relationship ?? '',
      email: guardian?.email ?? '',
      phones: guardian?.phones.length ? guardian.phones.map((phone) => ({ ...phone })) : [{ type: 'M', number: '' }],
    }),
    schema: petGuardianSchema,
    onSubmit: async (input) => {
      const saved = guardian
        ? (await runUpdatePetGuardian({ id: guardian.id, input }))?.updatePetGuardian
        : (await runAddPetGuardian({ input }))?.addPetGuardian;
      if (saved) onSaved(saved);
    },
  });
  const name = guardian ? `${guardian.firstName} ${guardian.lastName}` : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first field, once the form opens
  useEffect(() => {
    document.getElementById(form.idOf('firstName'))?.focus();
  }, []);

  return (
    <section className="pet-guardian-form" aria-labelledby="pet-guardian-form-title">
      <h2 id="pet-guardian-form-title">
        {guardian ? t('petGuardians:form.editTitle', { name }) : t('petGuardians:form.addTitle')}
      </h2>
      <Form form={form}>
        <TextField form={form} name="firstName" label={t('petGuardians:form.firstName')} />
        <TextField form={form} name="lastName" label={t('petGuardians:form.lastName')} />
        <TextField
          form={form}
          name="relationship"
          label={t('petGuardians:form.relationship')}
          hint={t('petGuardians:form.relationshipHint')}
        />
        <EmailField form={form} name="email" label={t('petGuardians:form.email')} autoComplete="off" />
        <PhoneNumbersInput form={form} name="phones" />
        <SubmitButton form={form} label={t('petGuardians:form.save')} busyLabel={t('petGuardians:form.saving')} />{' '}
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('petGuardians:form.cancel')}
        </button>
      </Form>
    </section>
  );
}
