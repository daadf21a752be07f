// "Pay" and "Place order" share what their answer means (decision 0407): the order placed, or the basket
// paid by another submission (another tab, a double click): the page then names that order and its
// receipt instead of an error. Any other refusal is the form's to show.
import { GraphQLRequestError } from '../../../lib/graphql-client.js';

/** What happened to the basket elsewhere: paid (with its order), or changed since the page showed it. */
export type CheckoutElsewhere = { kind: 'paidElsewhere'; orderNumber: number } | { kind: 'changed' };

export type PlaceOrderOutcome =
  | { kind: 'paid'; orderNumber: number }
  | Extract<CheckoutElsewhere, { kind: 'paidElsewhere' }>;

/** Sends placeOrder; BASKET_PAID is an outcome, not an error. Null: no answer to act on (the request was dropped). */
export async function placeOrderRequest(
  send: () => Promise<{ placeOrder: { number: number } } | null>,
): Promise<PlaceOrderOutcome | null> {
  try {
    const placed = await send();
    return placed ? { kind: 'paid', orderNumber: placed.placeOrder.number } : null;
  } catch (error) {
    const orderNumber = Number((error as GraphQLRequestError).details?.orderNumber);
    if (error instanceof GraphQLRequestError && error.code === 'BASKET_PAID' && Number.isSafeInteger(orderNumber))
      return { kind: 'paidElsewhere', orderNumber };
    throw error;
  }
}
