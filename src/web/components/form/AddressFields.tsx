// spec §2.6: the physical (home) address, and a separate mailing address when the owner unticks
// "my mailing address is the same". Sign-up and My Details share it.
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/address/address.rules.js';
import type { CountryCode } from '../../../domain/locale/locales.js';
import { AddressSearchForm } from './address/AddressSearchForm.js';
import { CheckboxField } from './Field.js';
import type { DomainForm } from './use-domain-form.js';
import { useMessage } from './use-message.js';

export type AddressValues = { address: Address | null; mailingSame: boolean; mailingAddress: Address | null };

/** The groups whose errors show once, on the address form (useDomainForm's `groups`). */
export const ADDRESS_GROUPS = ['address', 'mailingAddress'] as const;

/** What the API and the domain schema take: no mailing address when it is the home address. */
export function mailingAddressOf(values: AddressValues): Address | null {
  return values.mailingSame ? null : values.mailingAddress;
}

export function AddressFields({
  form,
  country,
  mailingCountry = country,
  onCountryChange,
}: {
  form: DomainForm<AddressValues>;
  country: CountryCode;
  mailingCountry?: CountryCode;
  /** the owner chooses the home's country (My Details: "Country of your home"); sign-up keeps the site's */
  onCountryChange?: (country: CountryCode) => void;
}) {
  const { t } = useTranslation(['account', 'validation']);
  const format = useMessage();
  /** The first error of an address group, translated, for the address form to show. */
  const groupError = (prefix: string) => {
    const entry = Object.entries(form.errors).find(([path]) => path === prefix || path.startsWith(`${prefix}.`));
    return entry ? format(entry[1]) : null;
  };
  const { values } = form;
  form.labelField('address', t('signUp.address'));
  form.labelField('mailingAddress', t('signUp.mailingAddress'));
  return (
    <>
      <AddressSearchForm
        country={country}
        value={values.address}
        onChange={(address) => form.set('address', address)}
        legend={t('signUp.address')}
        idPrefix={form.idOf('address')}
        error={groupError('address')}
        countryChoice={
          onCountryChange ? { label: t('account:details.homeCountry'), onChange: onCountryChange } : undefined
        }
      />
      <CheckboxField
        id={form.idOf('mailingSame')}
        label={t('signUp.mailingSame')}
        checked={values.mailingSame}
        onChange={(same) => form.set('mailingSame', same)}
      />
      {values.mailingSame ? null : (
        <AddressSearchForm
          country={mailingCountry}
          value={values.mailingAddress}
          onChange={(address) => form.set('mailingAddress', address)}
          allowAdditional
          legend={t('signUp.mailingAddress')}
          idPrefix={form.idOf('mailingAddress')}
          error={groupError('mailingAddress')}
        />
      )}
    </>
  );
}
