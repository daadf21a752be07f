// spec §2.10 card payment form on the basket (decision 0403), loaded only for a logged-in owner: the
// card fields, "Save this card" (a smart tracker plan keeps it anyway: it renews on it), and "Pay"; a card
// kept from an earlier order is offered first ("Pay with Visa ending in 4242", issue 38 D3).
// A basket whose total is zero (a service animal's licence, decision 0504) asks for no card: "Nothing to
// pay" and "Place order". While the embedded test processor takes payments both say first "Test mode — no
// money is taken" (issue 36).
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderNeedsCard, savedCardUsable } from '../../../../domain/store/payment.rules.js';
import { ChoiceField } from '../../../components/form/ChoiceField.js';
import { CheckboxField } from '../../../components/form/Field.js';
import { Form, SubmitButton } from '../../../components/form/Form.js';
import { useDomainForm } from '../../../components/form/use-domain-form.js';
import type { BasketFieldsFragment, MyBillingQuery } from '../../../lib/graphql-types.generated.js';
import { useMoney } from '../../../lib/money.js';
import { useLazyMyBillingQuery } from '../api/my-billing.generated.js';
import { usePlaceOrderMutation } from '../api/place-order.generated.js';
import { CardFields, cardFormReady } from './CardFields.js';
import { type CheckoutElsewhere, placeOrderRequest } from './place-order-request.js';
import { useCheckout } from './use-checkout.js';
import { LabelledSection } from '../../../components/LabelledSection.js';
import { TestModeNotice } from '../../../components/TestModeNotice.js';
import { usePaymentProvider } from './use-payment-provider.js';
import './checkout.css';

export type CheckoutFormProps = {
  basket: BasketFieldsFragment;
  onPaid: (orderNumber: number) => void;
  onPriceChanged: () => void;
  /** the basket was paid or changed in another tab or on another device (decision 0407) */
  onElsewhere: (what: CheckoutElsewhere) => void;
};

export function CheckoutForm(props: CheckoutFormProps) {
  return orderNeedsCard(props.basket.total.amountCents) ? <CardCheckout {...props} /> : <NothingToPay {...props} />;
}

/** Issue 36: the payment step's one clear statement while the embedded test processor takes payments. */
function PaymentTestMode() {
  const provider = usePaymentProvider();
  return provider?.testMode ? <TestModeNotice /> : null;
}

/**
 * One "place the order" form with no card fields: the total the page showed, one idempotency key per attempt
 * (a refusal ends the attempt, so the next press is a new one), and the server's price or basket changes
 * handed back to the page (decision 0407). Nothing to pay sends no card; the kept card sends `useSavedCard`.
 */
function usePlaceOrderForm(
  id: string,
  { basket, onPaid, onPriceChanged, onElsewhere }: CheckoutFormProps,
  payment: { useSavedCard?: true },
) {
  const { run: runPlaceOrder } = usePlaceOrderMutation();
  const attemptKey = useRef(crypto.randomUUID());
  return useDomainForm<Record<string, never>>({
    id,
    initialValues: {},
    onServerError: (code) => {
      attemptKey.current = crypto.randomUUID();
      if (code === 'PRICE_CHANGED') onPriceChanged();
      if (code === 'BASKET_CHANGED') onElsewhere({ kind: 'changed' });
      return code === 'BASKET_CHANGED';
    },
    onSubmit: async () => {
      const placed = await placeOrderRequest(() =>
        runPlaceOrder({
          input: {
            idempotencyKey: attemptKey.current,
            basketVersion: basket.version,
            expectedTotalCents: basket.total.amountCents,
            ...payment,
          },
        }),
      );
      if (placed?.kind === 'paid') onPaid(placed.orderNumber);
      else if (placed) onElsewhere(placed);
    },
  });
}

/** Decision 0504: nothing to pay, so no card: the order is placed with the total the page showed (zero). */
function NothingToPay(props: CheckoutFormProps) {
  const { t } = useTranslation('store');
  const money = useMoney();
  const form = usePlaceOrderForm('free-order', props, {});
  const { basket } = props;
  return (
    <LabelledSection className="checkout" heading={t('checkout.title')}>
      <PaymentTestMode />
      <Form form={form} className="card-form">
        <p>{t('checkout.nothingToPay', { total: money(basket.total) })}</p>
        <SubmitButton form={form} label={t('checkout.placeOrder')} busyLabel={t('checkout.placing')} />
      </Form>
    </LabelledSection>
  );
}

/**
 * Paying by card (issue 38 D3): the card kept from an earlier order is offered first, while it has not
 * expired ("Visa ending in 4242, expires 08/29"), with "Another card" for the card form.
 */
function CardCheckout(props: CheckoutFormProps) {
  const { t } = useTranslation('store');
  const savedCard = useUsableSavedCard();
  const [choice, setChoice] = useState<'saved' | 'new' | null>(null);
  const paying = choice ?? (savedCard ? 'saved' : 'new');
  return (
    <LabelledSection className="checkout" heading={t('checkout.title')}>
      <PaymentTestMode />
      {savedCard === undefined ? (
        <p className="hint">{t('checkout.loadingCardForm')}</p>
      ) : (
        <>
          {savedCard ? (
            <ChoiceField
              id="checkout-card-choice"
              legend={t('checkout.payWith')}
              inline={false}
              choices={[
                { value: 'saved', label: t('billing.card', savedCardWords(t, savedCard)) },
                { value: 'new', label: t('checkout.anotherCard') },
              ]}
              value={paying}
              onChange={setChoice}
            />
          ) : null}
          {paying === 'saved' && savedCard ? <SavedCardPayment {...props} /> : <NewCardPayment {...props} />}
        </>
      )}
    </LabelledSection>
  );
}

type SavedCard = NonNullable<MyBillingQuery['myBilling']['savedCard']>;

/** The card kept on Billing Details while it is good this month; null for none, undefined while asking. */
function useUsableSavedCard(): SavedCard | null | undefined {
  const { run: runMyBilling } = useLazyMyBillingQuery();
  const [card, setCard] = useState<SavedCard | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    runMyBilling().then(
      (answer) => {
        const saved = answer?.myBilling.savedCard ?? null;
        const now = new Date();
        if (current)
          setCard(
            saved && savedCardUsable(saved, { year: now.getFullYear(), month: now.getMonth() + 1 }) ? saved : null,
          );
      },
      // the card form still works without the saved card
      () => current && setCard(null),
    );
    return () => {
      current = false;
    };
  }, [runMyBilling]);
  return card;
}

function savedCardWords(t: TFunction<'store'>, card: SavedCard) {
  return {
    brand: t(`checkout.brands.${card.brand}`, { defaultValue: t('checkout.brands.unknown') }),
    last4: card.last4,
    expiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`,
  };
}

/** "Pay" with the kept card: no card fields; the server authorises the card it keeps (decision 0407). */
function SavedCardPayment(props: CheckoutFormProps) {
  const { t } = useTranslation('store');
  const money = useMoney();
  const form = usePlaceOrderForm('saved-card-payment', props, { useSavedCard: true });
  const { basket } = props;
  return (
    <Form form={form} className="card-form">
      <SubmitButton
        form={form}
        label={t('checkout.pay', { total: money(basket.total) })}
        busyLabel={t('checkout.paying')}
      />
    </Form>
  );
}

function NewCardPayment({ basket, onPaid, onPriceChanged, onElsewhere }: CheckoutFormProps) {
  const { t } = useTranslation('store');
  const country = basket.currency === 'CAD' ? 'CA' : 'US';
  const { form, mode, hosted, saveCard, setSaveCard } = useCheckout({
    basket,
    country,
    onPaid,
    onPriceChanged,
    onElsewhere,
  });
  const ready = cardFormReady(mode, hosted);
  // a smart tracker plan is a pet's line that is neither a licence nor a designed wallet card
  const hasPlan = basket.lines.some((line) => line.petName !== null && !line.license && !line.walletCardId);
  const money = useMoney();
  return (
    <Form form={form} className="card-form">
      <CardFields form={form} mode={mode} hosted={hosted} />
      {!ready ? null : hasPlan ? (
        <p className="hint">{t('checkout.cardKeptForPlan')}</p>
      ) : (
        <CheckboxField
          id={form.idOf('saveCard')}
          label={t('checkout.saveCard')}
          checked={saveCard}
          onChange={setSaveCard}
        />
      )}
      {ready ? (
        <SubmitButton
          form={form}
          label={t('checkout.pay', { total: money(basket.total) })}
          busyLabel={t('checkout.paying')}
        />
      ) : null}
    </Form>
  );
}
