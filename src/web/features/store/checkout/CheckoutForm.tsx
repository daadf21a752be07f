// spec §2.10 card payment form (decision 0403), loaded only on the basket of a logged-in owner: Card
// Number, Expiry, CVC with its help, Country, and Postal Code (ZIP in the US) with a placeholder of
// the country's shape; "Test mode" says plainly that no real card is charged.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../domain/locale/money.js';
import { formatCardNumber, formatExpiry } from '../../../../domain/store/payment.rules.js';
import { Field } from '../../../components/form/Field.js';
import { Form, SubmitButton } from '../../../components/form/Form.js';
import { InputField } from '../../../components/form/InputField.js';
import type { BasketFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { useLocale } from '../../../lib/locale-context.js';
import { moneyOf } from '../money.js';
import { CvcHelp } from './CvcHelp.js';
import { useCheckout } from './use-checkout.js';
import './checkout.css';

export type CheckoutFormProps = {
  basket: BasketFieldsFragment;
  onPaid: (orderNumber: number) => void;
  onPriceChanged: () => void;
};

export function CheckoutForm({ basket, onPaid, onPriceChanged }: CheckoutFormProps) {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const country = basket.currency === 'CAD' ? 'CA' : 'US';
  const { form } = useCheckout({ basket, country, onPaid, onPriceChanged });
  const total = moneyOf(basket.total);
  const zip = form.values.country === 'US';
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h2 id="checkout-title">{t('checkout.title')}</h2>
      <p className="test-mode">
        <strong>{t('checkout.testMode')}</strong> {t('checkout.testModeText')}
      </p>
      <Form form={form} className="card-form">
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
        <SubmitButton
          form={form}
          label={t('checkout.pay', { total: formatMoney(total.amountCents, total.currency, locale) })}
          busyLabel={t('checkout.paying')}
        />
      </Form>
    </section>
  );
}
