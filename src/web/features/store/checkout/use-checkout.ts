// The card payment form's state (spec §2.10, §4 Payment form; decision 0403): the test processor's own
// fields checked one by one with the domain's card rules, completeness reported per field, focus moved
// on to the next incomplete field, then the card tokenised (tokenCreated / tokenFailed) and the basket
// paid once per attempt: one idempotency key until the server refuses, a new one after.
import { useEffect, useRef, useState } from 'react';
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
import { graphqlRequest } from '../../../lib/graphql-client.js';
import type { BasketFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { PlaceOrderDocument } from '../api/place-order.generated.js';
import { TokenizeTestCardDocument } from '../api/tokenize-test-card.generated.js';

export type CardValues = { cardNumber: string; expiry: string; cvc: string; country: CountryCode; postalCode: string };

function today() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

export function useCheckout({
  basket,
  country,
  onPaid,
  onPriceChanged,
}: {
  basket: BasketFieldsFragment;
  country: CountryCode;
  onPaid: (orderNumber: number) => void;
  onPriceChanged: () => void;
}) {
  const attemptKey = useRef(crypto.randomUUID());
  const [tokenFailed, setTokenFailed] = useState(false);
  const form = useDomainForm<CardValues>({
    id: 'card',
    initialValues: { cardNumber: '', expiry: '', cvc: '', country, postalCode: '' },
    check: (values) => {
      const errors: Partial<Record<string, FieldMessage>> = {};
      for (const field of CARD_FIELDS) {
        const issue = cardFieldIssue(field, values, today());
        if (issue) errors[field] = encodeMessage(issue);
      }
      return errors;
    },
    onServerError: (code) => {
      // a refusal ends this attempt: the next "Pay" is a new one
      attemptKey.current = crypto.randomUUID();
      if (code === 'PRICE_CHANGED') onPriceChanged();
      return false;
    },
    onSubmit: async (_input, values) => {
      setTokenFailed(false);
      const tokenized = await graphqlRequest(TokenizeTestCardDocument, { input: values }).catch((error: unknown) => {
        setTokenFailed(true); // spec §4: tokenFailed, and no token
        throw error;
      });
      if (!tokenized) return;
      const paid = await graphqlRequest(PlaceOrderDocument, {
        input: {
          idempotencyKey: attemptKey.current,
          cardToken: tokenized.tokenizeTestCard.token,
          expectedTotalCents: basket.total.amountCents,
        },
      });
      if (paid) onPaid(paid.placeOrder.number);
    },
  });

  // spec §4: completeness per field; when the field being typed in completes, focus goes on
  const complete = Object.fromEntries(
    CARD_FIELDS.map((field) => [field, cardFieldIssue(field, form.values, today()) === null]),
  ) as Record<CardField, boolean>;
  const previous = useRef(complete);
  useEffect(() => {
    const active = document.activeElement?.id;
    for (const field of CARD_FIELDS) {
      if (complete[field] && !previous.current[field] && active === form.idOf(field)) {
        const next = nextIncompleteField(field, complete);
        if (next) document.getElementById(form.idOf(next))?.focus();
      }
    }
    previous.current = complete;
  });

  return { form, complete, tokenFailed };
}
