// spec §2.10 the card fields (decisions 0403, 0405): Card Number, Expiry, CVC with its help, Country,
// and Postal Code (ZIP in the US) with a placeholder of the country's shape. The checkout and Billing
// Details ("Replace card") both show them: the test processor's own inputs, or Stripe's hosted fields
// in the same places under the same labels. Stripe.js that will not load is spec §8 "payment library
// missing": an error instead of the form. With the test processor they give its card numbers; the form
// that holds them shows <TestModeNotice> (issue 36).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { POSTAL_CODE_FORMAT } from '../../../../domain/address/address.rules.js';
import { formatCardNumber, formatExpiry } from '../../../../domain/store/payment.rules.js';
import { Field } from '../../../components/form/Field.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { InputField } from '../../../components/form/InputField.js';
import type { DomainForm } from '../../../components/form/use-domain-form.js';
import { serverErrorText } from '../../../lib/graphql-client.js';
import { CvcHelp } from './CvcHelp.js';
import type { CardFormMode, CardValues, HostedFields } from './use-card-form.js';
import './checkout.css';

/**
 * A hosted field: our label and error around the container Stripe mounts its frame into (the frame's
 * input is labelled by Stripe; the container only holds it).
 */
function HostedField({
  form,
  name,
  label,
  after,
}: {
  form: DomainForm<CardValues>;
  name: 'cardNumber' | 'expiry' | 'cvc';
  label: string;
  after?: ReactNode;
}) {
  const invalid = !!form.errors[name];
  return (
    <Field id={form.idOf(name)} label={label} error={form.errors[name]} after={after}>
      {(control) => <div id={control.id} className={invalid ? 'hosted-field hosted-field-invalid' : 'hosted-field'} />}
    </Field>
  );
}

/** The test processor's own card inputs: digits only, formatted as typed. */
const CARD_INPUTS = {
  cardNumber: { autoComplete: 'cc-number', filter: formatCardNumber, maxLength: 23 },
  expiry: { autoComplete: 'cc-exp', filter: formatExpiry, maxLength: 7 },
  cvc: { autoComplete: 'cc-csc', filter: (text: string) => text.replace(/\D/g, '').slice(0, 4), maxLength: 4 },
} as const;

/** A card field: Stripe's hosted frame in hosted mode, else the test processor's own required input. */
function CardField({
  form,
  hosted,
  name,
  placeholder,
  after,
}: {
  form: DomainForm<CardValues>;
  hosted: boolean;
  name: keyof typeof CARD_INPUTS;
  placeholder?: string;
  /** under the field (the CVC's help) */
  after?: ReactNode;
}) {
  const { t } = useTranslation(['store', 'serverErrors']);
  const label = t(`checkout.${name}`);
  if (hosted) return <HostedField form={form} name={name} label={label} after={after} />;
  const { autoComplete, filter, maxLength } = CARD_INPUTS[name];
  return (
    <InputField
      form={form}
      name={name}
      label={label}
      autoComplete={autoComplete}
      required
      filter={filter}
      inputProps={{ inputMode: 'numeric', maxLength, ...(placeholder ? { placeholder } : {}) }}
      after={after}
    />
  );
}

/** Whether the card form can be shown: false while Stripe.js loads, or when it could not be loaded. */
export const cardFormReady = (mode: CardFormMode, hosted: HostedFields | null) =>
  mode === 'test' || (mode === 'hosted' && hosted?.library === 'ready');

export function CardFields({
  form,
  mode = 'test',
  hosted = null,
}: {
  form: DomainForm<CardValues>;
  mode?: CardFormMode;
  hosted?: HostedFields | null;
}) {
  const { t } = useTranslation(['store', 'serverErrors']);
  const zip = form.values.country === 'US';
  const hostedMode = mode === 'hosted';
  if (mode === 'hosted' && hosted?.library === 'missing')
    return <FormAlert message={{ text: serverErrorText(t, 'PAYMENT_LIBRARY_MISSING') }} />;
  if (mode === 'loading' || (mode === 'hosted' && hosted?.library !== 'ready'))
    return (
      <p className="hint" role="status">
        {t('checkout.loadingCardForm')}
      </p>
    );
  return (
    <>
      {/* the test processor's numbers; the form around says "Test mode — no money is taken" (TestModeNotice) */}
      {mode === 'test' ? <p className="hint test-cards">{t('checkout.testCards')}</p> : null}
      <CardField form={form} hosted={hostedMode} name="cardNumber" placeholder="1234 1234 1234 1234" />
      <div className="card-row card-row-aligned">
        <CardField form={form} hosted={hostedMode} name="expiry" placeholder={t('checkout.expiryPlaceholder')} />
        <CardField form={form} hosted={hostedMode} name="cvc" after={<CvcHelp />} />
      </div>
      <div className="card-row card-row-address">
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
            placeholder: zip ? t('checkout.zipPlaceholder') : POSTAL_CODE_FORMAT,
          }}
        />
      </div>
    </>
  );
}
