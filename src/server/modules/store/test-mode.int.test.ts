import { describe, expect, it } from 'vitest';
import { dogPayload } from '../../../domain/pet/pet-form.fixtures.js';
import { createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import { type GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { addCollarToBasket, placeOrderInput, testCardToken, useFakeStripeTestApp } from '../../test/test-store.js';

// Issue 36 (3): an order the embedded test processor took (orders.payment_provider = 'test') says so:
// Order.paidInTestMode for the receipt and Order History, and the receipt e-mail's first paragraph,
// "Test mode — no money is taken", in the owner's language. An order with nothing to pay took no payment,
// and one Stripe took took money.
const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number paidInTestMode } }';
const MY_ORDERS = '{ myOrders { number paidInTestMode } }';
const MY_ORDER = 'query ($number: Int!) { myOrder(number: $number) { number paidInTestMode } }';
const ADD_PET = 'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }';
const ADD_LICENSE =
  'mutation ($petId: ID!) { addLicenseToBasket(petId: $petId, termYears: 1) { total { amountCents } } }';

type Placed = { placeOrder: { number: number; paidInTestMode: boolean } };

describe('an order paid with the embedded test processor', () => {
  const testApp = useTestApp();
  const sql = async (text: string, values: unknown[] = []) => (await testApp.database.pool.query(text, values)).rows;

  async function owner(email: string, locale = 'en_US'): Promise<GraphQLTestClient> {
    await createTestOwner(testApp.services, email, TEST_PASSWORD, { birthdate: { year: 1980, month: 1, day: 1 } });
    await sql('update accounts set locale = $1 where email = $2', [locale, email]);
    return logInClient(testApp.url, email, TEST_PASSWORD);
  }
  const receiptTo = async (email: string) =>
    (
      await sql("select text_body, html_body from email_outbox where template = 'order-receipt' and to_address = $1", [
        email,
      ])
    )[0] as { text_body: string; html_body: string };

  it('is paidInTestMode on the order, in Order History and on the receipt; its e-mail says first that no money is taken', async () => {
    const client = await owner('test-mode@example.com');
    const { total } = await addCollarToBasket(client);
    const placed = await client.request<Placed>(PLACE, {
      input: await placeOrderInput(client, { cardToken: await testCardToken(client), expectedTotalCents: total }),
    });
    expect(placed.body.errors).toBeUndefined();
    const { number, paidInTestMode } = placed.body.data!.placeOrder;
    expect(paidInTestMode).toBe(true);
    expect((await sql('select payment_provider from orders where number = $1', [number]))[0]).toEqual({
      payment_provider: 'test',
    });
    const history = await client.request<{ myOrders: Array<{ number: number; paidInTestMode: boolean }> }>(MY_ORDERS);
    expect(history.body.data?.myOrders).toEqual([{ number, paidInTestMode: true }]);
    const receipt = await client.request<{ myOrder: { paidInTestMode: boolean } }>(MY_ORDER, { number });
    expect(receipt.body.data?.myOrder.paidInTestMode).toBe(true);

    const email = await receiptTo('test-mode@example.com');
    // the greeting, then the statement, before the order's own words
    expect(email.text_body.split('\n\n')[1]).toBe('Test mode — no money is taken: no card was charged for this order.');
    expect(email.html_body).toContain('Test mode — no money is taken');
  });

  it("says it in the owner's language", async () => {
    const client = await owner('modo-de-prueba@example.com', 'es_US');
    const { total } = await addCollarToBasket(client);
    const placed = await client.request<Placed>(PLACE, {
      input: await placeOrderInput(client, { cardToken: await testCardToken(client), expectedTotalCents: total }),
    });
    expect(placed.body.data?.placeOrder.paidInTestMode).toBe(true);
    expect((await receiptTo('modo-de-prueba@example.com')).text_body).toContain(
      'Modo de prueba: no se cobra dinero. No se cobró ninguna tarjeta por este pedido.',
    );
  });

  it('an order with nothing to pay took no payment: not paidInTestMode, and its e-mail does not say test mode', async () => {
    const client = await owner('test-mode-free@example.com');
    const pet = await client.request<{ addPet: { id: string } }>(ADD_PET, { input: dogPayload('Helper') });
    const petId = pet.body.data!.addPet.id;
    await sql('update pets set service_animal_verified_at = now() where id = $1', [petId]);
    const added = await client.request<{ addLicenseToBasket: { total: { amountCents: number } } }>(ADD_LICENSE, {
      petId,
    });
    expect(added.body.data?.addLicenseToBasket.total.amountCents).toBe(0);
    const placed = await client.request<Placed>(PLACE, {
      input: await placeOrderInput(client, { expectedTotalCents: 0 }),
    });
    expect(placed.body.errors).toBeUndefined();
    expect(placed.body.data?.placeOrder.paidInTestMode).toBe(false);
    const history = await client.request<{ myOrders: Array<{ paidInTestMode: boolean }> }>(MY_ORDERS);
    expect(history.body.data?.myOrders).toEqual([expect.objectContaining({ paidInTestMode: false })]);
    const email = await receiptTo('test-mode-free@example.com');
    expect(email.text_body).toContain("Nothing was charged: this order's total is zero.");
    expect(email.text_body).not.toContain('Test mode');
  });
});

describe('an order paid through Stripe', () => {
  const { fake, testApp } = useFakeStripeTestApp();

  it('is not paidInTestMode, and its e-mail does not say test mode', async () => {
    const email = 'stripe-not-test-mode@example.com';
    await createTestOwner(testApp.services, email, TEST_PASSWORD, { birthdate: { year: 1980, month: 1, day: 1 } });
    const client = await logInClient(testApp.url, email, TEST_PASSWORD);
    const { total } = await addCollarToBasket(client);
    const placed = await client.request<Placed>(PLACE, {
      input: await placeOrderInput(client, {
        cardToken: fake.createPaymentMethod('pm_card_visa'),
        expectedTotalCents: total,
      }),
    });
    expect(placed.body.errors).toBeUndefined();
    expect(placed.body.data?.placeOrder.paidInTestMode).toBe(false);
    const receipt = await testApp.database.pool.query(
      "select text_body from email_outbox where template = 'order-receipt' and to_address = $1",
      [email],
    );
    expect(receipt.rows[0].text_body).toContain('Paid with Visa •••• 4242.');
    expect(receipt.rows[0].text_body).not.toContain('Test mode');
  });
});
