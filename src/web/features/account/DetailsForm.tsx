// My Details' personal details: the owner's details of sign-up, saved with the same domain schema.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myDetailsSchema } from '../../../domain/account/my-details.schemas.js';
import type { CountryCode } from '../../../domain/locale/locales.js';
import { addressForCountry, addressFromApi } from '../../components/form/address/address-form.js';
import { datePartsOf } from '../../components/form/DatePartsFields.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { useNotifications } from '../../lib/notifications.js';
import { useSession } from '../../lib/session.js';
import { useUpdateMyDetailsMutation } from './api/update-my-details.generated.js';
import type { MyAccountFieldsFragment as MyAccount } from '../../lib/graphql-types.generated.js';
import { HomeJurisdiction } from './HomeJurisdiction.js';
import {
  EMPTY_OWNER_DETAILS,
  OWNER_DETAILS_FORM,
  OwnerDetailsFields,
  ownerDetailsInput,
} from './OwnerDetailsFields.js';

export function DetailsForm({ account, onSaved }: { account: MyAccount; onSaved: (account: MyAccount) => void }) {
  const { run: runUpdateMyDetails } = useUpdateMyDetailsMutation();
  const { t } = useTranslation(['account', 'validation']);
  const { notify } = useNotifications();
  const { refresh, city } = useSession();
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
      const saved = (await runUpdateMyDetails({ input }))?.updateMyDetails;
      if (saved) onSaved(saved);
      await refresh();
      notify({ type: 'success', message: t('details.saved'), icon: { icon: 'check' } });
    },
  });
  const { address, mailingAddress } = form.values;
  const storedAddress = useMemo(() => addressFromApi(account.address), [account.address]);
  const storedMailing = useMemo(() => addressFromApi(account.mailingAddress), [account.mailingAddress]);
  // The address form's country is its address's own (decision 0304, issue 38 D14): an address put back
  // ("Keep my current address") takes its country with it, and the form keeps it while the address is
  // being edited (none is held then); the owner's choice of country counts only while no address is held.
  const [chosenCountry, setChosenCountry] = useState<CountryCode>(storedAddress?.country ?? city?.country ?? 'US');
  if (address && address.country !== chosenCountry) setChosenCountry(address.country);
  const country = address?.country ?? chosenCountry;
  const chooseCountry = (next: CountryCode) => {
    setChosenCountry(next);
    const held = addressForCountry(next, address, storedAddress);
    if (held !== address) form.set('address', held);
  };
  return (
    <Form form={form} aria-labelledby="details-heading">
      <h2 id="details-heading">{t('details.personal')}</h2>
      <OwnerDetailsFields
        form={form}
        country={country}
        mailingCountry={mailingAddress?.country ?? storedMailing?.country ?? country}
        onCountryChange={chooseCountry}
      />
      <HomeJurisdiction form={form} storedAddress={storedAddress} />
      <SubmitButton form={form} label={t('details.save')} busyLabel={t('details.saving')} />
    </Form>
  );
}
