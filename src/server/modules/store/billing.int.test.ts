import { describe, expect, it } from 'vitest';
import { DEMO_COUNTY_OWNER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { payForBasket, testCardToken } from '../../test/test-store.js';

// issue 15, Billing Details (decision 0404): a plan bought for a pet starts a subscription and keeps the
// card it renews on; the owner replaces or removes the card and cancels a plan; nobody else can.
const CONTEXT =
  '{ petTrackingDeviceAddToOrderContext { subscriptionOptions { productId label } petOptions { value label } } }';
const ADD_DEVICE =
  'mutation addPetTrackingDeviceToOrder($input: AddPetTrackingDeviceToOrderInput!) { addPetTrackingDeviceToOrder(input: $input) { devicesCurrentlyInBasket { orderItemId } } }';
const BILLING_FIELDS =
  'savedCard { brand last4 expMonth expYear } subscriptions { id petName planLabel interval status currentPeriodEnd price { amountCents currency } }';
const BILLING = `{ myBilling { ${BILLING_FIELDS} } }`;
const SAVE = `mutation ($cardToken: String!) { saveCard(cardToken: $cardToken) { ${BILLING_FIELDS} } }`;
const REMOVE = `mutation { removeSavedCard { ${BILLING_FIELDS} } }`;
const CANCEL = `mutation ($id: ID!) { cancelSubscription(id: $id) { ${BILLING_FIELDS} } }`;

type Billing = {
  savedCard: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  subscriptions: Array<{
    id: string;
    petName: string;
    planLabel: string;
    interval: string;
    status: string;
    currentPeriodEnd: string;
  }>;
};

describe('billing details', () => {
  const testApp = useTestApp();
  const logInAs = (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD);
  const token = testCardToken;

  it('a yearly plan bought for a pet is a subscription renewing on the card it was paid with', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    expect((await owner.request<{ myBilling: Billing }>(BILLING)).body.data?.myBilling).toEqual({
      savedCard: null,
      subscriptions: [],
    });
    const context = (
      await owner.request<{
        petTrackingDeviceAddToOrderContext: {
          subscriptionOptions: Array<{ productId: string; label: string }>;
          petOptions: Array<{ value: string; label: string }>;
        };
      }>(CONTEXT)
    ).body.data!.petTrackingDeviceAddToOrderContext;
    const yearly = context.subscriptionOptions[1]!;
    const pet = context.petOptions.find((option) => option.value)!;
    const added = await owner.request(ADD_DEVICE, {
      input: { products: [{ productId: yearly.productId, petId: pet.value }] },
    });
    expect(added.body.errors).toBeUndefined();
    await payForBasket(owner);

    const history = await owner.request<{ myOrders: Array<{ lines: Array<{ petName: string | null }> }> }>(
      '{ myOrders { lines { petName } } }',
    );
    expect(history.body.data?.myOrders[0]?.lines[0]?.petName).toBe(pet.label); // the receipt names the pet
    const billing = (await owner.request<{ myBilling: Billing }>(BILLING)).body.data!.myBilling;
    expect(billing.savedCard).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 });
    expect(billing.subscriptions).toHaveLength(1);
    const [subscription] = billing.subscriptions;
    expect(subscription).toMatchObject({
      petName: pet.label,
      planLabel: yearly.label,
      interval: 'YEARLY',
      status: 'ACTIVE',
    });
    const days = (Date.parse(subscription!.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);

    // nobody else sees or cancels it
    const stranger = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    expect((await stranger.request<{ myBilling: Billing }>(BILLING)).body.data?.myBilling.subscriptions).toEqual([]);
    const refused = await stranger.request(CANCEL, { id: subscription!.id });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const cancelled = (await owner.request<{ cancelSubscription: Billing }>(CANCEL, { id: subscription!.id })).body
      .data!.cancelSubscription;
    expect(cancelled.subscriptions[0]?.status).toBe('CANCELLED');
    const again = await owner.request(CANCEL, { id: subscription!.id });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('replaces and removes the saved card; a spent or foreign token is refused; a visitor is refused', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const replaced = await owner.request<{ saveCard: Billing }>(SAVE, {
      cardToken: await token(owner, '5555 5555 5555 4444'),
    });
    expect(replaced.body.data?.saveCard.savedCard).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const stranger = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    const foreign = await owner.request(SAVE, { cardToken: await token(stranger) });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('CARD_TOKEN_INVALID');
    const removed = await owner.request<{ removeSavedCard: Billing }>(REMOVE);
    expect(removed.body.data?.removeSavedCard.savedCard).toBeNull();
    const visitor = new GraphQLTestClient(testApp.url);
    for (const query of [BILLING, REMOVE]) {
      expect((await visitor.request(query)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
