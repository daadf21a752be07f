// The card fields' form (spec §2.10, §4 Payment form; decisions 0403, 0405): completeness reported per
// field, focus moved on to the next incomplete field, then the card tokenised (tokenCreated /
// tokenFailed) and the token handed to `onToken`. Two providers, one form: the embedded test
// processor's own fields (checked with the domain's card rules, tokenised by `tokenizeTestCard`), or,
// when the server says Stripe takes payments, Stripe's hosted fields (Stripe.js loaded only then) whose
// token is a PaymentMethod. The Country and Postal Code fields are ours in both.
import { useEffect, useRef } from 'react';
import type { CountryCode } from '../../../../domain/locale/locales.js';
import {
  CARD_FIELDS,
  type CardField,
  cardFieldIssue,
  nextIncompleteField,
} from '../../../../domain/store/payment.rules.js';
import { encodeMessage } from '../../../../domain/shared/messages.js';
import { useDomainForm } from '../../../components/form/use-domain-form.js';
import type { FieldMessage } from '../../../components/form/use-message.js';
import { GraphQLRequestError } from '../../../lib/graphql-client.js';
import { useLocale } from '../../../lib/locale-context.js';
import { useTokenizeTestCardMutation } from '../api/tokenize-test-card.generated.js';
import { stripeKeyOf, usePaymentProvider } from './use-payment-provider.js';
import { STRIPE_FIELDS, type StripeElements, type StripeField, useStripeElements } from './use-stripe-elements.js';

export type CardValues = { cardNumber: string; expiry: string; cvc: string; country: CountryCode; postalCode: string };

function today() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

const isStripeField = (field: CardField): field is StripeField => (STRIPE_FIELDS as readonly string[]).includes(field);

export function useCardForm({
  id,
  country,
  onToken,
  onServerError,
  active = true,
}: {
  id: string;
  country: CountryCode;
  /** spec §4 tokenCreated: what the token is for (pay, save) */
  onToken: (token: string) => Promise<unknown>;
  onServerError?: (code: string) => boolean;
  /** the form shows (Billing Details: after "Replace card"); Stripe.js loads only then */
  active?: boolean;
}) {
  const { run: runTokenizeTestCard } = useTokenizeTestCardMutation();
  const locale = useLocale();
  const provider = usePaymentProvider();
  const stripeKey = stripeKeyOf(provider);
  const postalComplete = useRef(false);
  const hosted = useStripeElements({
    id,
    publishableKey: active ? stripeKey : null,
    locale,
    onFieldComplete: (field, stripeComplete) => {
      const next = nextIncompleteField(field, { ...stripeComplete, postalCode: postalComplete.current });
      if (next) focusField(next);
    },
  });
  const useHosted = stripeKey !== null;

  const form = useDomainForm<CardValues>({
    id,
    initialValues: { cardNumber: '', expiry: '', cvc: '', country, postalCode: '' },
    check: (values) => {
      const errors: Partial<Record<string, FieldMessage>> = {};
      for (const field of CARD_FIELDS) {
        if (useHosted && isStripeField(field)) {
          if (hosted.complete[field]) continue;
          const stripeMessage = hosted.errors[field];
          // an empty hosted field says what the test field says; a wrong one, what Stripe says
          const issue = cardFieldIssue(field, { ...values, cardNumber: '', expiry: '', cvc: '' }, today());
          if (stripeMessage) errors[field] = { text: stripeMessage };
          else if (issue) errors[field] = encodeMessage(issue);
          continue;
        }
        const issue = cardFieldIssue(field, values, today());
        if (issue) errors[field] = encodeMessage(issue);
      }
      return errors;
    },
    ...(onServerError ? { onServerError } : {}),
    onSubmit: async (_input, values) => {
      if (useHosted) {
        if (hosted.library !== 'ready')
          throw new GraphQLRequestError('payment library missing', 'PAYMENT_LIBRARY_MISSING');
        const made = await hosted.createPaymentMethod({ postalCode: values.postalCode, country: values.country });
        // tokenFailed: Stripe's message next to its field (or above the form), and no token
        if ('error' in made) {
          const message = made.error.message ? { text: made.error.message } : null;
          if (message) form.showErrors(made.error.field ? { [made.error.field]: message } : { '': message });
          else throw new GraphQLRequestError('tokenisation failed', 'CARD_TOKEN_INVALID');
          return;
        }
        await onToken(made.token);
        return;
      }
      // a failed tokenisation (tokenFailed) throws: the form shows why, and there is no token
      const tokenized = await runTokenizeTestCard({ input: values });
      if (tokenized) await onToken(tokenized.tokenizeTestCard.token);
    },
  });

  function focusField(field: CardField) {
    if (useHosted && isStripeField(field)) hosted.focus(field);
    else document.getElementById(form.idOf(field))?.focus();
  }

  // spec §4: completeness per field; when the field being typed in completes, focus goes on
  const complete = Object.fromEntries(
    CARD_FIELDS.map((field) => [
      field,
      useHosted && isStripeField(field) ? hosted.complete[field] : cardFieldIssue(field, form.values, today()) === null,
    ]),
  ) as Record<CardField, boolean>;
  postalComplete.current = complete.postalCode;
  const previous = useRef(complete);
  useEffect(() => {
    const active = document.activeElement?.id;
    for (const field of CARD_FIELDS) {
      if (complete[field] && !previous.current[field] && active === form.idOf(field)) {
        const next = nextIncompleteField(field, complete);
        if (next) focusField(next);
      }
    }
    previous.current = complete;
  });

  /** what the fields show: still asking the server, the test processor's fields, or Stripe's */
  const mode: CardFormMode = provider === null ? 'loading' : useHosted ? 'hosted' : 'test';
  return { form, complete, mode, hosted: useHosted ? hosted : null };
}

export type CardFormMode = 'loading' | 'test' | 'hosted';
export type HostedFields = StripeElements;
