// Stripe.js on the payment step only (PRODUCT.md §3, spec §7.3: "its script is loaded on demand with a
// public key"; decision 0405). `@stripe/stripe-js/pure` is imported dynamically, so neither it nor
// js.stripe.com is fetched before a card form with Stripe shows. Stripe's fraud signals stay on (Stripe
// asks for them; and with `setLoadParameters` set, stripe-js 10.2.1 never settles a second try after a
// failed load). A load that fails, or has not finished after LOAD_TIMEOUT_MS, is spec §8 "payment
// library missing".
import type { Stripe } from '@stripe/stripe-js';
import type { LocaleCode } from '../../../../domain/locale/locales.js';

let loading: Promise<Stripe> | null = null;

/** How long Stripe.js may take before the form says it is missing. */
export const LOAD_TIMEOUT_MS = 20_000;

/** Stripe.js with the publishable key; rejects when the script cannot be loaded (the next call tries again). */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  if (loading) return loading;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Stripe.js took too long')), LOAD_TIMEOUT_MS);
  });
  loading = Promise.race([
    import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey)),
    timeout,
  ])
    .finally(() => clearTimeout(timer))
    .then((stripe) => {
      if (!stripe) throw new Error('Stripe.js is not available');
      return stripe;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The language of Stripe's own texts in its fields (their placeholders and messages). */
export function stripeLocale(locale: LocaleCode): 'en' | 'en-CA' | 'es-419' | 'fr-CA' {
  return locale === 'fr_CA' ? 'fr-CA' : locale === 'es_US' ? 'es-419' : locale === 'en_CA' ? 'en-CA' : 'en';
}
