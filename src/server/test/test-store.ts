// Shopping done by a test through the API, as the web app does it: a collar in the basket, a test card's
// token, an order placed, a smart tracker plan in the basket; and a test app that pays through the local
// fake Stripe (decision 0405).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../integrations/payments/stripe.fake.js';
import { type GraphQLTestClient, type StartedTestApp, startTestApp, stopTestApp, useStarted } from './test-app.js';

/** The Money type's fields: as a test selects them, and as the answer reads. */
export const MONEY = 'amountCents currency';
export type Money = { amountCents: number; currency: string };

/** The test processor's card that is always approved (decision 0403). */
const APPROVED = '4242 4242 4242 4242';
export const TEST_CARD = { cardNumber: APPROVED, expiry: '12 / 39', cvc: '123', country: 'US', postalCode: '98101' };

const PRODUCTS = '{ storeProducts { id slug } }';
const ADD_TO_BASKET = 'mutation ($input: AddToBasketInput!) { addToBasket(input: $input) { total { amountCents } } }';

/** `quantity` red size-M reflective collars in the client's basket: the basket's total after, and the collar's id. */
export async function addCollarToBasket(
  client: GraphQLTestClient,
  quantity = 1,
): Promise<{ total: number; collar: string }> {
  const products = (await client.request<{ storeProducts: Array<{ id: string; slug: string }> }>(PRODUCTS)).body.data!
    .storeProducts;
  const collar = products.find((product) => product.slug === 'reflective-nylon-collar')!.id;
  const added = await client.request<{ addToBasket: { total: { amountCents: number } } }>(ADD_TO_BASKET, {
    input: {
      productId: collar,
      quantity,
      options: [
        { kind: 'size', value: 'M' },
        { kind: 'color', value: 'red' },
      ],
    },
  });
  expect(added.body.errors).toBeUndefined();
  return { total: added.body.data!.addToBasket.total.amountCents, collar };
}

const TOKENIZE = 'mutation ($input: TestCardInput!) { tokenizeTestCard(input: $input) { token } }';

/** A token of the test processor for `cardNumber` (the approved card unless named). */
export async function testCardToken(client: GraphQLTestClient, cardNumber = TEST_CARD.cardNumber): Promise<string> {
  const answer = await client.request<{ tokenizeTestCard: { token: string } }>(TOKENIZE, {
    input: { ...TEST_CARD, cardNumber },
  });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.tokenizeTestCard.token;
}

const BASKET_VERSION = '{ basket { version } }';

/** The version of the client's basket now (Basket.version), as the basket page reads it. */
export async function basketVersion(client: GraphQLTestClient): Promise<string> {
  return (await client.request<{ basket: { version: string } }>(BASKET_VERSION)).body.data!.basket.version;
}

/**
 * placeOrder's input as the web app sends it (decision 0407): a new idempotency key and the basket's version
 * now, unless `input` names them.
 */
export async function placeOrderInput(
  client: GraphQLTestClient,
  input: Record<string, unknown>,
): Promise<Record<string, unknown> & { idempotencyKey: string; basketVersion: string }> {
  return { idempotencyKey: randomUUID(), basketVersion: await basketVersion(client), ...input };
}

const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number total { amountCents } } }';

/** Pays for the client's basket (its total is `expectedTotalCents`) with `cardToken`; the order, which must be placed. */
export async function placePaidOrder(
  client: GraphQLTestClient,
  cardToken: string,
  expectedTotalCents: number,
): Promise<{ number: number; total: { amountCents: number } }> {
  const placed = await client.request<{ placeOrder: { number: number; total: { amountCents: number } } }>(PLACE, {
    input: await placeOrderInput(client, { cardToken, expectedTotalCents }),
  });
  expect(placed.body.errors).toBeUndefined();
  return placed.body.data!.placeOrder;
}

const TRACKER_CONTEXT =
  '{ petTrackingDeviceAddToOrderContext { subscriptionOptions { productId label } petOptions { value } } }';
const ADD_TRACKER =
  'mutation ($input: AddPetTrackingDeviceToOrderInput!) { addPetTrackingDeviceToOrder(input: $input) { continueToCheckoutUrl } }';

/** The owner's first pet's smart tracker plan `label` (Monthly, Yearly) in their basket; the basket's total after. */
export async function addTrackerPlanToBasket(owner: GraphQLTestClient, label = 'Yearly'): Promise<number> {
  const context = (
    await owner.request<{
      petTrackingDeviceAddToOrderContext: {
        subscriptionOptions: Array<{ productId: string; label: string }>;
        petOptions: Array<{ value: string }>;
      };
    }>(TRACKER_CONTEXT)
  ).body.data!.petTrackingDeviceAddToOrderContext;
  const plan = context.subscriptionOptions.find((option) => option.label === label)!;
  const petId = context.petOptions.find((option) => option.value)!.value;
  await owner.request(ADD_TRACKER, { input: { products: [{ productId: plan.productId, petId }] } });
  return basketTotal(owner);
}

const BASKET_TOTAL = '{ basket { total { amountCents } } }';

/** The total of the client's basket, in cents. */
export async function basketTotal(client: GraphQLTestClient): Promise<number> {
  return (await client.request<{ basket: { total: { amountCents: number } } }>(BASKET_TOTAL)).body.data!.basket.total
    .amountCents;
}

/** Pays for the client's whole basket with the approved test card; the order, which must be placed. */
export async function payForBasket(
  client: GraphQLTestClient,
): Promise<{ number: number; total: { amountCents: number } }> {
  return placePaidOrder(client, await testCardToken(client), await basketTotal(client));
}

const SAVE_CARD =
  'mutation ($cardToken: String!) { saveCard(cardToken: $cardToken) { restartFailure savedCard { last4 } subscriptions { id status currentPeriodEnd } } }';

/** What saving a card answers: the card, the owner's plans, and why a past-due plan did not restart. */
export type SavedCard = {
  saveCard: {
    restartFailure: string | null;
    savedCard: { last4: string };
    subscriptions: Array<{ id: string; status: string; currentPeriodEnd: string }>;
  };
};

/** Saves `cardToken` as the owner's card (Billing Details), which restarts a PAST_DUE plan (decision 0405). */
export function saveCard(owner: GraphQLTestClient, cardToken: string) {
  return owner.request<SavedCard>(SAVE_CARD, { cardToken });
}

/** A test app of a describe block that pays through a local fake Stripe, started before its tests. */
export function useFakeStripeTestApp(): { fake: FakeStripe; testApp: StartedTestApp } {
  const fake = useStarted(
    () => startFakeStripe(),
    (started) => started.close(),
  );
  const testApp = useStarted(
    () =>
      startTestApp({
        env: {
          PAYMENT_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: fake.secretKey,
          STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
          STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
          STRIPE_API_URL: fake.url,
        },
      }),
    stopTestApp,
  );
  return { fake, testApp };
}
