// Who takes card payments (spec §7.3, decision 0405): asked once per page load. The test processor is
// the answer whenever the server says so, or has no Stripe key.
import { useEffect, useState } from 'react';
import { useLazyPaymentProviderQuery } from '../api/payment-provider.generated.js';

export type PaymentProviderInfo = { name: string; testMode: boolean; publishableKey: string | null };

let asked: Promise<PaymentProviderInfo> | null = null;

function askServer(ask: ReturnType<typeof useLazyPaymentProviderQuery>['run']): Promise<PaymentProviderInfo> {
  asked ??= ask().then(
    (answer) => answer?.paymentProvider ?? { name: 'test', testMode: true, publishableKey: null },
    (error: unknown) => {
      asked = null;
      throw error;
    },
  );
  return asked;
}

/** null while the server has not said; a failed question is asked again on the next form. */
export function usePaymentProvider(): PaymentProviderInfo | null {
  const [provider, setProvider] = useState<PaymentProviderInfo | null>(null);
  const { run: runPaymentProvider } = useLazyPaymentProviderQuery();
  useEffect(() => {
    let current = true;
    askServer(runPaymentProvider).then(
      (answer) => current && setProvider(answer),
      // the server did not answer: the form offers the embedded fields, whose tokenising says what went wrong
      () => current && setProvider({ name: 'test', testMode: true, publishableKey: null }),
    );
    return () => {
      current = false;
    };
  }, [runPaymentProvider]);
  return provider;
}

/** Stripe's publishable key when Stripe takes payments, else null (the test processor's own fields). */
export const stripeKeyOf = (provider: PaymentProviderInfo | null) =>
  provider?.name === 'stripe' && provider.publishableKey ? provider.publishableKey : null;
