// Issue 15's checkout benchmark (decision 0403), against the production build as `npm start` runs it,
// on its embedded PostgreSQL with the test processor: orders per second when owners pay one after
// another, and the p99 of "Pay" (tokenise + placeOrder) with 20 owners paying at once. Each owner's
// basket is filled before the clock starts; only paying is timed.
import { randomUUID } from 'node:crypto';

const ADDRESS = {
  civic: '123',
  street: 'Main St',
  cityName: 'Seattle',
  province: 'US_WA',
  country: 'US',
  postalCode: '98101',
};
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123', country: 'US', postalCode: '98101' };

async function call(url, cookie, query, variables = {}) {
  const response = await fetch(`${url}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data, cookies: response.headers.getSetCookie().map((line) => line.split(';')[0]) };
}

/** A new owner, logged in (sign-up logs in), as a cookie header. */
async function newOwner(url, index) {
  const { cookies } = await call(url, null, 'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }', {
    input: {
      firstName: 'Bench',
      lastName: `Owner${index}`,
      email: `bench.checkout.${index}.${randomUUID()}@example.com`,
      password: 'Bench-Checkout-2026!',
      phones: [{ type: 'M', number: '2065550123' }],
      address: ADDRESS,
      tosAgreed: true,
    },
  });
  return cookies.join('; ');
}

async function fillBasket(url, cookie, collarId) {
  const { data } = await call(
    url,
    cookie,
    'mutation ($input: AddToBasketInput!) { addToBasket(input: $input) { total { amountCents } } }',
    {
      input: {
        productId: collarId,
        quantity: 1,
        options: [
          { kind: 'size', value: 'M' },
          { kind: 'color', value: 'red' },
        ],
      },
    },
  );
  return data.addToBasket.total.amountCents;
}

async function pay(url, cookie, total) {
  const started = performance.now();
  const { data } = await call(
    url,
    cookie,
    'mutation ($input: TestCardInput!) { tokenizeTestCard(input: $input) { token } }',
    {
      input: CARD,
    },
  );
  await call(url, cookie, 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number } }', {
    input: { idempotencyKey: randomUUID(), cardToken: data.tokenizeTestCard.token, expectedTotalCents: total },
  });
  return performance.now() - started;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function benchCheckout(server, { owners = 20, rounds = 5 } = {}) {
  const { data } = await call(server.url, null, '{ storeProducts(category: COLLAR) { id slug } }');
  const collarId = data.storeProducts.find((product) => product.slug === 'reflective-nylon-collar').id;
  const cookies = [];
  for (let index = 0; index < owners; index++) cookies.push(await newOwner(server.url, index));

  // one after another: orders per second
  let sequentialMs = 0;
  let sequentialOrders = 0;
  for (let round = 0; round < rounds; round++) {
    for (const cookie of cookies) {
      const total = await fillBasket(server.url, cookie, collarId);
      sequentialMs += await pay(server.url, cookie, total);
      sequentialOrders++;
    }
  }
  // 20 at once: p99 of each "Pay"
  const concurrent = [];
  for (let round = 0; round < rounds; round++) {
    const totals = await Promise.all(cookies.map((cookie) => fillBasket(server.url, cookie, collarId)));
    concurrent.push(...(await Promise.all(cookies.map((cookie, index) => pay(server.url, cookie, totals[index])))));
  }
  return {
    ordersPerSecond: sequentialOrders / (sequentialMs / 1000),
    sequentialOrders,
    p50: percentile(concurrent, 50),
    p99: percentile(concurrent, 99),
    concurrentOrders: concurrent.length,
    owners,
  };
}
