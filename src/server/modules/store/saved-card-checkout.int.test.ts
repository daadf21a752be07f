import { describe, expect, it } from 'vitest';
import { DEMO_COUNTY_OWNER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { codeOf, logInClient, useTestApp } from '../../test/test-app.js';
import { addCollarToBasket, placeOrderInput, saveCard, testCardToken } from '../../test/test-store.js';

// issue 38 D3: "Save this card for next time" is offered back: an order is paid with the kept card, no new token.
const PLACE =
  'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number cardBrand cardLast4 total { amountCents } } }';
type Placed = { placeOrder: { number: number; cardBrand: string; cardLast4: string; total: { amountCents: number } } };

describe('paying with the saved card', () => {
  const testApp = useTestApp();
  const logInAs = (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD);
  const tokenFor = testCardToken;

  it('pays an order with the card kept from an earlier one, without a new card token', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const { total } = await addCollarToBasket(owner);
    const first = await owner.request<Placed>(PLACE, {
      input: await placeOrderInput(owner, {
        cardToken: await tokenFor(owner),
        expectedTotalCents: total,
        saveCard: true,
      }),
    });
    expect(first.body.errors).toBeUndefined();

    const again = await addCollarToBasket(owner);
    const second = await owner.request<Placed>(PLACE, {
      input: await placeOrderInput(owner, { useSavedCard: true, expectedTotalCents: again.total }),
    });
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data?.placeOrder).toMatchObject({ cardBrand: 'visa', cardLast4: '4242' });
    expect(second.body.data?.placeOrder.number).toBe(first.body.data!.placeOrder.number + 1);
  });

  it('refuses the saved card of an owner who has none with CARD_REQUIRED, and charges nothing', async () => {
    const other = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    const { total } = await addCollarToBasket(other);
    const refused = await other.request<Placed>(PLACE, {
      input: await placeOrderInput(other, { useSavedCard: true, expectedTotalCents: total }),
    });
    expect(codeOf(refused)).toBe('CARD_REQUIRED');
    const orders = await other.request<{ myOrders: unknown[] }>('{ myOrders { number } }');
    expect(orders.body.data?.myOrders).toEqual([]);
    // the card saved on Billing Details is the one offered next
    expect((await saveCard(other, await tokenFor(other))).body.errors).toBeUndefined();
    const paid = await other.request<Placed>(PLACE, {
      input: await placeOrderInput(other, { useSavedCard: true, expectedTotalCents: total }),
    });
    expect(paid.body.errors).toBeUndefined();
  });

  it('refuses a saved card and a new token together, before anything is written', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const { total } = await addCollarToBasket(owner);
    const both = await owner.request<Placed>(PLACE, {
      input: await placeOrderInput(owner, {
        useSavedCard: true,
        cardToken: await tokenFor(owner),
        expectedTotalCents: total,
      }),
    });
    expect(codeOf(both)).toBe('VALIDATION_FAILED');
    expect(
      (await owner.request<{ basket: { total: { amountCents: number } } }>('{ basket { total { amountCents } } }')).body
        .data?.basket.total.amountCents,
    ).toBe(total);
  });
});
