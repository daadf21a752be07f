import { describe, expect, it } from 'vitest';
import { DEMO_COUNTY_OWNER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { codeOf, GraphQLTestClient, logInClient, useTestApp, useTwoTestApps } from '../../test/test-app.js';
import {
  addCollarToBasket,
  MONEY,
  type Money,
  placeOrderInput,
  TEST_CARD,
  testCardToken,
} from '../../test/test-store.js';

// issue 15, checkout (decision 0403): the test processor, exactly-once orders, refusals that change
// nothing, order history and receipts.
const BASKET = `{ basket { count total { ${MONEY} } lines { id unitPrice { ${MONEY} } currentPrice { ${MONEY} } } } }`;
const TOKENIZE = 'mutation ($input: TestCardInput!) { tokenizeTestCard(input: $input) { token type } }';
const ORDER_FIELDS = `number reference status total { ${MONEY} } subtotal { ${MONEY} } tax { ${MONEY} } cardBrand cardLast4 lines { productName quantity engraving options { kind value } lineTotal { ${MONEY} } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER_FIELDS} } }`;
const MY_ORDERS = `{ myOrders { ${ORDER_FIELDS} } }`;
const MY_ORDER = `query ($number: Int!) { myOrder(number: $number) { ${ORDER_FIELDS} } }`;

type Order = {
  number: number;
  reference: string;
  total: Money;
  cardBrand: string;
  cardLast4: string;
  lines: unknown[];
};

const place = async (client: GraphQLTestClient, input: Record<string, unknown>) =>
  client.request<{ placeOrder: Order }>(PLACE, { input: await placeOrderInput(client, input) });

describe('checkout', () => {
  const testApp = useTestApp();
  const logInAs = (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD);
  const count = async (table: string) =>
    Number((await testApp.database.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n);

  it('pays for the basket with the test processor: one order, the basket emptied, a receipt e-mailed', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const { total } = await addCollarToBasket(owner, 2);
    // King County: 2 × 19.99 = 39.98, tax 10.25 % = 4.10, total 44.08
    expect(total).toBe(4408);
    const token = await testCardToken(owner);
    expect(token).toMatch(/^tok_test_/);
    const paid = await place(owner, { cardToken: token, expectedTotalCents: total });
    expect(paid.body.errors).toBeUndefined();
    const order = paid.body.data!.placeOrder;
    expect(order).toMatchObject({
      total: { amountCents: 4408, currency: 'USD' },
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(order.reference).toMatch(/^PP-\d{6}$/);
    expect((await owner.request<{ basket: { count: number } }>(BASKET)).body.data?.basket.count).toBe(0);
    const receipt = await testApp.database.pool.query(
      "select subject, text_body from email_outbox where template = 'order-receipt' order by id desc limit 1",
    );
    expect(receipt.rows[0]?.subject).toBe('Your Pawport order receipt');
    expect(receipt.rows[0]?.text_body).toContain(`order ${order.reference}`);
    expect(receipt.rows[0]?.text_body).toContain('Total paid: $44.08');
    const history = (await owner.request<{ myOrders: Order[] }>(MY_ORDERS)).body.data!.myOrders;
    expect(history[0]?.number).toBe(order.number);
    expect(
      (await owner.request<{ myOrder: Order }>(MY_ORDER, { number: order.number })).body.data?.myOrder.lines,
    ).toHaveLength(1);
    // another owner sees nothing of it
    const stranger = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    expect(
      (await stranger.request<{ myOrder: Order | null }>(MY_ORDER, { number: order.number })).body.data?.myOrder,
    ).toBeNull();
    expect((await stranger.request<{ myOrders: Order[] }>(MY_ORDERS)).body.data?.myOrders).toEqual([]);
  });

  it('declined and insufficient-funds cards, a stranger’s token, a tampered or changed price: each refused, the basket intact', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const { total } = await addCollarToBasket(owner, 2);
    const ordersBefore = await count('orders');
    const declined = await place(owner, {
      cardToken: await testCardToken(owner, '4000 0000 0000 0002'),
      expectedTotalCents: total,
    });
    expect(codeOf(declined)).toBe('CARD_DECLINED');
    const poor = await place(owner, {
      cardToken: await testCardToken(owner, '4000000000009995'),
      expectedTotalCents: total,
    });
    expect(codeOf(poor)).toBe('CARD_INSUFFICIENT_FUNDS');
    const stranger = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    const stolen = await place(owner, { cardToken: await testCardToken(stranger), expectedTotalCents: total });
    expect(codeOf(stolen)).toBe('CARD_TOKEN_INVALID');
    const tampered = await place(owner, { cardToken: await testCardToken(owner), expectedTotalCents: 1 });
    expect(codeOf(tampered)).toBe('PRICE_CHANGED');
    // the same submission again gets the same answer; the same key with another card is refused (Stripe's contract)
    const declinedInput = await placeOrderInput(owner, {
      cardToken: await testCardToken(owner, '4000000000000002'),
      expectedTotalCents: total,
    });
    expect(codeOf(await place(owner, declinedInput))).toBe('CARD_DECLINED');
    expect(codeOf(await place(owner, declinedInput))).toBe('CARD_DECLINED');
    expect(codeOf(await place(owner, { ...declinedInput, cardToken: await testCardToken(owner) }))).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    // staff raise a price: the checkout refuses, and the basket now shows the new price
    await testApp.database.pool.query(
      "update product_prices set amount_cents = 2199 where country = 'US' and product_id = (select id from products where slug = 'reflective-nylon-collar')",
    );
    const raised = await place(owner, { cardToken: await testCardToken(owner), expectedTotalCents: total });
    expect(codeOf(raised)).toBe('PRICE_CHANGED');
    const basket = (
      await owner.request<{ basket: { count: number; total: Money; lines: Array<{ unitPrice: Money }> } }>(BASKET)
    ).body.data!.basket;
    expect(basket.count).toBe(2);
    expect(basket.lines[0]?.unitPrice.amountCents).toBe(2199);
    expect(await count('orders')).toBe(ordersBefore);
    // with the new total, it goes through
    const paid = await place(owner, {
      cardToken: await testCardToken(owner),
      expectedTotalCents: basket.total.amountCents,
    });
    expect(paid.body.errors).toBeUndefined();
    await testApp.database.pool.query(
      "update product_prices set amount_cents = 1999 where country = 'US' and product_id = (select id from products where slug = 'reflective-nylon-collar')",
    );
  });

  it('refuses bad card fields with field errors, an empty basket, and a visitor', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const bad = await owner.request(TOKENIZE, {
      input: { cardNumber: '4242 4242 4242 4241', expiry: '01 / 20', cvc: '12', country: 'CA', postalCode: '98101' },
    });
    const fields =
      (bad.body.errors?.[0]?.extensions as { details?: { fields?: Array<{ path: string }> } })?.details?.fields ?? [];
    expect(fields.map((field) => field.path).sort()).toEqual(['cardNumber', 'cvc', 'expiry', 'postalCode']);
    expect(codeOf(await place(owner, { cardToken: await testCardToken(owner), expectedTotalCents: 0 }))).toBe(
      'BASKET_EMPTY',
    );
    const visitor = new GraphQLTestClient(testApp.url);
    expect(codeOf(await visitor.request(TOKENIZE, { input: TEST_CARD }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await place(visitor, { cardToken: 'tok_test_x', expectedTotalCents: 0 }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await visitor.request(MY_ORDERS))).toBe('UNAUTHENTICATED');
  });
});

describe('checkout on two app servers', () => {
  const { first, second } = useTwoTestApps();

  it('50 concurrent submissions of one key, split across both servers, make one order and one charge, all with the same answer', async () => {
    const onFirst = await logInClient(first.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const onSecond = new GraphQLTestClient(second.url);
    onSecond.cookies = new Map(onFirst.cookies);
    const { total } = await addCollarToBasket(onFirst, 2);
    const input = await placeOrderInput(onFirst, {
      cardToken: await testCardToken(onFirst),
      expectedTotalCents: total,
    });
    const countOrders = async () =>
      (
        await first.database.pool.query(
          'select count(*)::int as n, count(distinct charge_id)::int as charges from orders',
        )
      ).rows[0] as { n: number; charges: number };
    const before = await countOrders(); // the demo data's own order among them
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        (index % 2 === 0 ? onFirst : onSecond).request<{ placeOrder: Order }>(PLACE, { input }),
      ),
    );
    const numbers = new Set(answers.map((answer) => answer.body.data?.placeOrder.number));
    expect(answers.filter((answer) => answer.body.errors)).toEqual([]);
    expect(numbers.size).toBe(1);
    expect(await countOrders()).toEqual({ n: before.n + 1, charges: before.charges + 1 });
  });
});
