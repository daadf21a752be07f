// What sign-up and My Details both ask of an owner (spec §2.6): names, phones, an optional birthdate,
// the home address and a mailing address when it differs. One block of values, one of fields.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '../../../domain/locale/locales.js';
import {
  ADDRESS_GROUPS,
  AddressFields,
  type AddressValues,
  mailingAddressOf,
} from '../../components/form/AddressFields.js';
import { type DateParts, DatePartsFields, EMPTY_DATE_PARTS, givenDate } from '../../components/form/DatePartsFields.js';
import { type PhoneEntry, PhoneNumbersInput } from '../../components/form/PhoneNumbersInput.js';
import { TextField } from '../../components/form/TextField.js';
import type { DomainForm } from '../../components/form/use-domain-form.js';

export type OwnerDetailsValues = AddressValues & {
  firstName: string;
  lastName: string;
  phones: PhoneEntry[];
  birthdate: DateParts;
};

export const EMPTY_OWNER_DETAILS: OwnerDetailsValues = {
  firstName: '',
  lastName: '',
  phones: [{ type: 'M', number: '' }],
  birthdate: EMPTY_DATE_PARTS,
  address: null,
  mailingSame: true,
  mailingAddress: null,
};

/** The owner's details as the domain schema and the API take them. */
export function ownerDetailsInput(values: OwnerDetailsValues) {
  const { firstName, lastName, phones, birthdate, address } = values;
  return {
    firstName,
    lastName,
    phones,
    birthdate: givenDate(birthdate),
    address,
    mailingAddress: mailingAddressOf(values),
  };
}

/** The form options both forms share: the address groups, and a mailing address once it is asked for. */
export const OWNER_DETAILS_FORM = {
  groups: ADDRESS_GROUPS,
  check: (values: OwnerDetailsValues) => ({
    mailingAddress: values.mailingSame || values.mailingAddress ? undefined : 'validation.address.required',
  }),
};

export function OwnerDetailsFields({
  form,
  country,
  mailingCountry,
  onCountryChange,
  children,
}: {
  form: DomainForm<OwnerDetailsValues>;
  country: CountryCode;
  mailingCountry?: CountryCode;
  /** My Details asks the home's country (AddressFields) */
  onCountryChange?: (country: CountryCode) => void;
  /** what a form asks between the names and the phones (sign-up: e-mail and password) */
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField form={form} name="firstName" label={t('signUp.firstName')} autoComplete="given-name" required />
      <TextField form={form} name="lastName" label={t('signUp.lastName')} autoComplete="family-name" required />
      {children}
      <PhoneNumbersInput form={form} name="phones" />
      <DatePartsFields form={form} name="birthdate" legend={t('signUp.birthdate')} hint={t('signUp.birthdateHint')} />
      <AddressFields
        form={form}
        country={country}
        {...(mailingCountry ? { mailingCountry } : {})}
        onCountryChange={onCountryChange}
      />
    </>
  );
}
