// Paying for the basket (decision 0403): the card form's token and one idempotency key per attempt
// (a new one after the server refuses), the total the page showed, and "save this card".
import { useRef, useState } from 'react';
import type { CountryCode } from '../../../../domain/locale/locales.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import type { BasketFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { PlaceOrderDocument } from '../api/place-order.generated.js';
import { useCardForm } from './use-card-form.js';

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
  const [saveCard, setSaveCard] = useState(false);
  const card = useCardForm({
    id: 'card',
    country,
    onServerError: (code) => {
      // a refusal ends this attempt: the next "Pay" is a new one
      attemptKey.current = crypto.randomUUID();
      if (code === 'PRICE_CHANGED') onPriceChanged();
      return false;
    },
    onToken: async (token) => {
      const paid = await graphqlRequest(PlaceOrderDocument, {
        input: {
          idempotencyKey: attemptKey.current,
          cardToken: token,
          expectedTotalCents: basket.total.amountCents,
          saveCard,
        },
      });
      if (paid) onPaid(paid.placeOrder.number);
    },
  });
  return { ...card, saveCard, setSaveCard };
}
