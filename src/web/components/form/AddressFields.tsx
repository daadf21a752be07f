// spec §2.6: the physical (home) address, and a separate mailing address when the owner unticks
// "my mailing address is the same". Shared by sign-up and My Details.
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/address/address.rules.js';
import { useMessage } from './use-message.js';
import { AddressSearchForm } from './address/AddressSearchForm.js';
import type { FieldErrors } from './form-errors.js';

export function HomeAndMailingAddress({
  idPrefix,
  country,
  mailingCountry = country,
  address,
  onAddressChange,
  mailingSame,
  onMailingSameChange,
  mailingAddress,
  onMailingAddressChange,
  errors,
}: {
  idPrefix: string;
  country: 'US' | 'CA';
  mailingCountry?: 'US' | 'CA';
  address: Address | null;
  onAddressChange: (address: Address | null) => void;
  mailingSame: boolean;
  onMailingSameChange: (same: boolean) => void;
  mailingAddress: Address | null;
  onMailingAddressChange: (address: Address | null) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation(['account', 'validation']);
  const format = useMessage();
  /** The first error of an address group, translated, for the address form to show. */
  const groupError = (prefix: string) => {
    const entry = Object.entries(errors).find(([path]) => path === prefix || path.startsWith(`${prefix}.`));
    return entry ? format(entry[1]) : null;
  };
  return (
    <>
      <AddressSearchForm
        country={country}
        value={address}
        onChange={onAddressChange}
        legend={t('signUp.address')}
        idPrefix={`${idPrefix}-address`}
        error={groupError('address')}
      />
      <div className="field field-checkbox">
        <input
          id={`${idPrefix}-mailing-same`}
          type="checkbox"
          checked={mailingSame}
          onChange={(event) => onMailingSameChange(event.target.checked)}
        />
        <label htmlFor={`${idPrefix}-mailing-same`}>{t('signUp.mailingSame')}</label>
      </div>
      {mailingSame ? null : (
        <AddressSearchForm
          country={mailingCountry}
          value={mailingAddress}
          onChange={onMailingAddressChange}
          allowAdditional
          legend={t('signUp.mailingAddress')}
          idPrefix={`${idPrefix}-mailing`}
          error={groupError('mailingAddress')}
        />
      )}
    </>
  );
}
