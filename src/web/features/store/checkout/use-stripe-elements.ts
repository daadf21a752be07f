// Stripe's hosted card fields (spec §2.10 "the card fields are hosted by a card payment provider";
// decision 0405): Card Number, Expiry and CVC as Stripe Elements mounted into our own field layout, each
// reporting its completeness and Stripe's message; the form's Postal Code stays ours. Stripe.js loads when
// `publishableKey` is given (the payment step), not before.
import type { Stripe, StripeCardNumberElement, StripeElementChangeEvent, StripeElementStyle } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import type { CountryCode, LocaleCode } from '../../../../domain/locale/locales.js';
import { loadStripeJs, stripeLocale } from './stripe-js.js';

export const STRIPE_FIELDS = ['cardNumber', 'expiry', 'cvc'] as const;
export type StripeField = (typeof STRIPE_FIELDS)[number];

/** The Element behind each of our fields. */
const ELEMENT_TYPE = { cardNumber: 'cardNumber', expiry: 'cardExpiry', cvc: 'cardCvc' } as const;

type MountedElement = {
  mount(target: string | HTMLElement): void;
  on(event: 'change', handler: (event: StripeElementChangeEvent) => void): unknown;
  focus(): unknown;
  destroy(): void;
};

/** The page's type inside Stripe's frames (they cannot read our stylesheet). */
const STYLE: StripeElementStyle = {
  base: { fontSize: '16px', lineHeight: '24px', color: '#1a1a1a', '::placeholder': { color: '#6b6b6b' } },
  invalid: { color: '#b00020' },
};

export type StripeLibrary = 'loading' | 'ready' | 'missing';

export type StripeElements = {
  library: StripeLibrary;
  complete: Record<StripeField, boolean>;
  /** Stripe's own message about a field (in the page's language), while it has one */
  errors: Partial<Record<StripeField, string>>;
  focus: (field: StripeField) => void;
  /** spec §4 tokenising: a PaymentMethod made of the fields, or Stripe's error */
  createPaymentMethod: (billing: {
    postalCode: string;
    country: CountryCode;
  }) => Promise<{ token: string; type: string } | { error: { message: string; field: StripeField | null } }>;
};

/** Stripe's error parameter → our field. */
function fieldOfParam(param: string | undefined): StripeField | null {
  if (param === 'number' || param === 'card_number') return 'cardNumber';
  if (param?.startsWith('exp')) return 'expiry';
  if (param === 'cvc') return 'cvc';
  return null;
}

export function useStripeElements({
  id,
  publishableKey,
  locale,
  onFieldComplete,
}: {
  /** the form's id: each field's container is `${id}-${field}` */
  id: string;
  /** null: nothing loads (the test processor's fields, or the form is not shown) */
  publishableKey: string | null;
  locale: LocaleCode;
  /** a field just became complete (spec §4: focus moves on to the next incomplete one) */
  onFieldComplete: (field: StripeField, complete: Record<StripeField, boolean>) => void;
}): StripeElements {
  const [library, setLibrary] = useState<StripeLibrary>('loading');
  const [complete, setComplete] = useState<Record<StripeField, boolean>>({
    cardNumber: false,
    expiry: false,
    cvc: false,
  });
  const [errors, setErrors] = useState<Partial<Record<StripeField, string>>>({});
  const stripe = useRef<Stripe | null>(null);
  const elements = useRef<Partial<Record<StripeField, MountedElement>>>({});
  const completeNow = useRef(complete);
  const onComplete = useRef(onFieldComplete);
  onComplete.current = onFieldComplete;

  useEffect(() => {
    if (!publishableKey) return;
    let current = true;
    setLibrary('loading');
    loadStripeJs(publishableKey).then(
      (loaded) => {
        if (!current) return;
        stripe.current = loaded;
        setLibrary('ready');
      },
      () => current && setLibrary('missing'),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  // mounted once the containers are on the page (the render after 'ready')
  useEffect(() => {
    const loaded = stripe.current;
    if (library !== 'ready' || !loaded || !publishableKey) return;
    const group = loaded.elements({ locale: stripeLocale(locale) });
    const made: Partial<Record<StripeField, MountedElement>> = {};
    for (const field of STRIPE_FIELDS) {
      const container = document.getElementById(`${id}-${field}`);
      if (!container) continue;
      const element = group.create(ELEMENT_TYPE[field] as 'cardNumber', {
        style: STYLE,
        ...(field === 'cardNumber' ? { showIcon: true } : {}),
      }) as unknown as MountedElement;
      element.mount(container);
      element.on('change', (event) => {
        const was = completeNow.current[field];
        completeNow.current = { ...completeNow.current, [field]: event.complete };
        setComplete(completeNow.current);
        setErrors((before) => {
          const { [field]: _previous, ...rest } = before;
          return event.error?.message ? { ...rest, [field]: event.error.message } : rest;
        });
        if (event.complete && !was) onComplete.current(field, completeNow.current);
      });
      made[field] = element;
    }
    elements.current = made;
    return () => {
      for (const element of Object.values(made)) element.destroy();
      elements.current = {};
      completeNow.current = { cardNumber: false, expiry: false, cvc: false };
      setComplete(completeNow.current);
    };
  }, [library, id, locale, publishableKey]);

  return {
    library,
    complete,
    errors,
    focus: (field) => void elements.current[field]?.focus(),
    createPaymentMethod: async ({ postalCode, country }) => {
      const loaded = stripe.current;
      const card = elements.current.cardNumber as unknown as StripeCardNumberElement | undefined;
      if (!loaded || !card) return { error: { message: '', field: null } };
      const result = await loaded.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { address: { postal_code: postalCode.trim(), country } },
      });
      if (result.error || !result.paymentMethod)
        return { error: { message: result.error?.message ?? '', field: fieldOfParam(result.error?.param) } };
      return { token: result.paymentMethod.id, type: result.paymentMethod.type };
    },
  };
}
