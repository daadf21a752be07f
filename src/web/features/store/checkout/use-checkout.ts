// Paying for the basket (decisions 0403, 0407): the card form's token and one idempotency key per attempt
// (a new one after the server refuses), the total and the basket version the page showed, and "save this
// card". A basket paid or changed elsewhere (another tab, another device) is the page's to say.
import { useRef, useState } from 'react';
import type { CountryCode } from '../../../../domain/locale/locales.js';
import { placeOrderRequest } from './place-order-request.js';
import type { BasketFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { usePlaceOrderMutation } from '../api/place-order.generated.js';
import { useCardForm } from './use-card-form.js';
import type { CheckoutElsewhere } from './place-order-request.js';

export function useCheckout({
  basket,
  country,
  onPaid,
  onPriceChanged,
  onElsewhere,
}: {
  basket: BasketFieldsFragment;
  country: CountryCode;
  onPaid: (orderNumber: number) => void;
  onPriceChanged: () => void;
  onElsewhere: (what: CheckoutElsewhere) => void;
}) {
  const { run: runPlaceOrder } = usePlaceOrderMutation();
  const attemptKey = useRef(crypto.randomUUID());
  const [saveCard, setSaveCard] = useState(false);
  const card = useCardForm({
    id: 'card',
    country,
    onServerError: (code) => {
      // a refusal ends this attempt: the next "Pay" is a new one
      attemptKey.current = crypto.randomUUID();
      if (code === 'PRICE_CHANGED') onPriceChanged();
      if (code === 'BASKET_CHANGED') onElsewhere({ kind: 'changed' });
      return code === 'BASKET_CHANGED';
    },
    onToken: async (token) => {
      const placed = await placeOrderRequest(() =>
        runPlaceOrder({
          input: {
            idempotencyKey: attemptKey.current,
            basketVersion: basket.version,
            cardToken: token,
            expectedTotalCents: basket.total.amountCents,
            saveCard,
          },
        }),
      );
      if (placed?.kind === 'paid') onPaid(placed.orderNumber);
      else if (placed) onElsewhere(placed);
    },
  });
  return { ...card, saveCard, setSaveCard };
}
