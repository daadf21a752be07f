// spec §2.10 the card fields (decision 0403): Card Number, Expiry, CVC with its help, Country, and
// Postal Code (ZIP in the US) with a placeholder of the country's shape. The checkout and Billing
// Details ("Replace card") both show them.
import { useTranslation } from 'react-i18next';
import { formatCardNumber, formatExpiry } from '../../../../domain/store/payment.rules.js';
import { Field } from '../../../components/form/Field.js';
import { InputField } from '../../../components/form/InputField.js';
import type { DomainForm } from '../../../components/form/use-domain-form.js';
import { CvcHelp } from './CvcHelp.js';
import type { CardValues } from './use-card-form.js';
import './checkout.css';

export function CardFields({ form }: { form: DomainForm<CardValues> }) {
  const { t } = useTranslation('store');
  const zip = form.values.country === 'US';
  return (
    <>
      <p className="test-mode">
        <strong>{t('checkout.testMode')}</strong> {t('checkout.testModeText')}
      </p>
      <InputField
        form={form}
        name="cardNumber"
        label={t('checkout.cardNumber')}
        autoComplete="cc-number"
        required
        filter={formatCardNumber}
        inputProps={{ inputMode: 'numeric', maxLength: 23, placeholder: '1234 1234 1234 1234' }}
      />
      <div className="card-row">
        <InputField
          form={form}
          name="expiry"
          label={t('checkout.expiry')}
          autoComplete="cc-exp"
          required
          filter={formatExpiry}
          inputProps={{ inputMode: 'numeric', maxLength: 7, placeholder: t('checkout.expiryPlaceholder') }}
        />
        <div className="cvc-field">
          <InputField
            form={form}
            name="cvc"
            label={t('checkout.cvc')}
            autoComplete="cc-csc"
            required
            filter={(text) => text.replace(/\D/g, '').slice(0, 4)}
            inputProps={{ inputMode: 'numeric', maxLength: 4 }}
          />
          <CvcHelp />
        </div>
      </div>
      <div className="card-row">
        <Field id={form.idOf('country')} label={t('checkout.country')}>
          {(control) => (
            <select
              {...control}
              autoComplete="country"
              value={form.values.country}
              onChange={(event) => form.set('country', event.target.value === 'CA' ? 'CA' : 'US')}
            >
              <option value="US">{t('checkout.countries.US')}</option>
              <option value="CA">{t('checkout.countries.CA')}</option>
            </select>
          )}
        </Field>
        <InputField
          form={form}
          name="postalCode"
          label={zip ? t('checkout.zip') : t('checkout.postalCode')}
          autoComplete="postal-code"
          required
          inputProps={{
            maxLength: zip ? 10 : 7,
            inputMode: zip ? 'numeric' : 'text',
            placeholder: zip ? t('checkout.zipPlaceholder') : t('checkout.postalCodePlaceholder'),
          }}
        />
      </div>
    </>
  );
}
