// Stripe.js on the payment step only (PRODUCT.md §3, spec §7.3: "its script is loaded on demand with a
// public key"; decision 0405). `@stripe/stripe-js/pure` is imported dynamically, so neither it nor
// js.stripe.com is fetched before a card form with Stripe shows; without fraud signals, it loads no
// other page of Stripe's. A load that fails is spec §8 "payment library missing".
import type { Stripe } from '@stripe/stripe-js';
import type { LocaleCode } from '../../../../domain/locale/locales.js';

let loading: Promise<Stripe> | null = null;

/** Stripe.js with the publishable key; rejects when the script cannot be loaded (the next call tries again). */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  loading ??= import('@stripe/stripe-js/pure')
    .then(({ loadStripe }) => {
      try {
        loadStripe.setLoadParameters({ advancedFraudSignals: false });
      } catch {
        // set already by an earlier attempt: the same parameters
      }
      return loadStripe(publishableKey);
    })
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
