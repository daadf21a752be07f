import { describe, expect, it } from 'vitest';
import { dogPayload } from '../../../domain/pet/pet-form.fixtures.js';
import { createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import { codeOf, type GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { MONEY, placeOrderInput, testCardToken } from '../../test/test-store.js';

// decision 0504: an order whose total is zero (a verified service animal's licence) is placed without a
// card — nothing charged, no card on the order, the licence issued, a receipt that says so — and an order
// that costs something is refused without one, changing nothing.
const ADD_PET = 'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }';
const ADD = `mutation ($petId: ID!) { addLicenseToBasket(petId: $petId, termYears: 1) { total { ${MONEY} } lines { license { fee { exemption { ${MONEY} } total { ${MONEY} } } } } } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number cardBrand cardLast4 total { ${MONEY} } lines { license { number } } } }`;

describe('an order with nothing to pay', () => {
  const testApp = useTestApp();
  const sql = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);

  async function ownerWithDog(email: string, name: string): Promise<{ client: GraphQLTestClient; petId: string }> {
    await createTestOwner(testApp.services, email, TEST_PASSWORD, { birthdate: { year: 1980, month: 1, day: 1 } });
    const client = await logInClient(testApp.url, email, TEST_PASSWORD);
    const pet = await client.request<{ addPet: { id: string } }>(ADD_PET, { input: dogPayload(name) });
    return { client, petId: pet.body.data!.addPet.id };
  }
  const counts = async () =>
    (
      await sql(
        'select (select count(*) from orders)::int as orders, (select count(*) from pet_licenses)::int as licences, (select count(*) from basket_lines)::int as lines',
      )
    ).rows[0];

  it("a service animal's licence is ordered without a card: nothing charged, the licence issued", async () => {
    const { client, petId } = await ownerWithDog('free-order@example.com', 'Helper');
    await sql('update pets set service_animal_verified_at = now() where id = $1', [petId]);
    const added = await client.request<{
      addLicenseToBasket: { total: { amountCents: number }; lines: Array<{ license: unknown }> };
    }>(ADD, { petId });
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data!.addLicenseToBasket.total.amountCents).toBe(0);
    expect(added.body.data!.addLicenseToBasket.lines[0]!.license).toMatchObject({
      fee: { exemption: { amountCents: 6000 }, total: { amountCents: 0 } },
    });

    const placed = await client.request<{
      placeOrder: { number: number; cardBrand: string | null; lines: Array<{ license: { number: string } }> };
    }>(PLACE, { input: await placeOrderInput(client, { expectedTotalCents: 0 }) });
    expect(placed.body.errors).toBeUndefined();
    expect(placed.body.data!.placeOrder).toMatchObject({ cardBrand: null, cardLast4: null, total: { amountCents: 0 } });
    expect(placed.body.data!.placeOrder.lines[0]!.license.number).toMatch(/^KC-\d{4}-\d{6}$/);
    const order = (
      await sql('select payment_provider, charge_id from orders where number = $1', [
        placed.body.data!.placeOrder.number,
      ])
    ).rows[0];
    expect(order).toEqual({ payment_provider: 'none', charge_id: null });
    const receipt = await sql(
      "select text_body from email_outbox where template = 'order-receipt' and to_address = 'free-order@example.com'",
    );
    expect(receipt.rows[0].text_body).toContain("Nothing was charged: this order's total is zero.");
  });

  it('refuses an order that costs something without a card, and changes nothing', async () => {
    const { client, petId } = await ownerWithDog('paid-order@example.com', 'Payer');
    expect((await client.request(ADD, { petId })).body.errors).toBeUndefined();
    const before = await counts();
    // the total the page showed, without a card: refused
    const refused = await client.request(PLACE, { input: await placeOrderInput(client, { expectedTotalCents: 6000 }) });
    expect(codeOf(refused)).toBe('CARD_REQUIRED');
    // a page that believed the total was zero: the price changed (then the card form shows)
    const stale = await client.request(PLACE, { input: await placeOrderInput(client, { expectedTotalCents: 0 }) });
    expect(codeOf(stale)).toBe('PRICE_CHANGED');
    expect(await counts()).toEqual(before);

    // with a card it is paid as always
    const paid = await client.request(PLACE, {
      input: await placeOrderInput(client, { cardToken: await testCardToken(client), expectedTotalCents: 6000 }),
    });
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data).toMatchObject({ placeOrder: { cardBrand: 'visa', cardLast4: '4242' } });
  });
});
