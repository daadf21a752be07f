// My Details' personal details: the owner's details of sign-up, saved with the same domain schema.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { myDetailsSchema } from '../../../domain/account/my-details.schemas.js';
import { addressFromApi } from '../../components/form/address/address-form.js';
import { datePartsOf } from '../../components/form/DatePartsFields.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
import { useNotifications } from '../../lib/notifications.js';
import { useSession } from '../../lib/session.js';
import { UpdateMyDetailsDocument } from './api/update-my-details.generated.js';
import type { MyAccountFieldsFragment as MyAccount } from '../../lib/graphql-types.generated.js';
import { HomeJurisdiction } from './HomeJurisdiction.js';
import {
  EMPTY_OWNER_DETAILS,
  OWNER_DETAILS_FORM,
  OwnerDetailsFields,
  ownerDetailsInput,
} from './OwnerDetailsFields.js';

export function DetailsForm({ account, onSaved }: { account: MyAccount; onSaved: (account: MyAccount) => void }) {
  const { t } = useTranslation(['account', 'validation']);
  const { notify } = useNotifications();
  const { refresh } = useSession();
  const form = useDomainForm({
    id: 'details',
    initialValues: () => ({
      ...EMPTY_OWNER_DETAILS,
      firstName: account.firstName,
      lastName: account.lastName,
      phones: account.phones.length ? account.phones : EMPTY_OWNER_DETAILS.phones,
      birthdate: datePartsOf(account.birthdate),
      address: addressFromApi(account.address),
      mailingSame: !account.mailingAddress,
      mailingAddress: addressFromApi(account.mailingAddress),
      jurisdictionId: null as string | null,
      movingAgreed: null as boolean | null,
    }),
    schema: myDetailsSchema,
    toInput: (values) => ({
      ...ownerDetailsInput(values),
      jurisdictionId: values.jurisdictionId,
      movingAgreed: values.movingAgreed,
    }),
    ...OWNER_DETAILS_FORM,
    onSubmit: async (input) => {
      const saved = (await graphqlRequest(UpdateMyDetailsDocument, { input }))?.updateMyDetails;
      if (saved) onSaved(saved);
      await refresh();
      notify({ type: 'success', message: t('details.saved'), icon: { icon: 'check' } });
    },
  });
  const { address, mailingAddress } = form.values;
  const storedAddress = useMemo(() => addressFromApi(account.address), [account.address]);
  return (
    <Form form={form} aria-labelledby="details-heading">
      <h2 id="details-heading">{t('details.personal')}</h2>
      <OwnerDetailsFields
        form={form}
        country={address?.country ?? 'US'}
        mailingCountry={mailingAddress?.country ?? address?.country ?? 'US'}
      />
      <HomeJurisdiction form={form} storedAddress={storedAddress} />
      <SubmitButton form={form} label={t('details.save')} busyLabel={t('details.saving')} />
    </Form>
  );
}
