// Issue 15's checkout benchmark (decision 0403), against the production build as `npm start` runs it,
// on its embedded PostgreSQL with the test processor: orders per second when owners pay one after
// another, and the p99 of "Pay" (tokenise + placeOrder) with 20 owners paying at once. Each owner's
// basket is filled before the clock starts; only paying is timed. Issue 36 (decision 0407): one basket
// paid by 50 submissions at once, each with its own key: the p99 of an answer, and how many orders and
// how many payments at the processor it made (exactly one of each is the bar).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

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

const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number } }';

async function basketVersion(url, cookie) {
  return (await call(url, cookie, '{ basket { version } }')).data.basket.version;
}

async function cardToken(url, cookie) {
  const { data } = await call(
    url,
    cookie,
    'mutation ($input: TestCardInput!) { tokenizeTestCard(input: $input) { token } }',
    { input: CARD },
  );
  return data.tokenizeTestCard.token;
}

async function pay(url, cookie, total) {
  const started = performance.now();
  const version = await basketVersion(url, cookie);
  const token = await cardToken(url, cookie);
  await call(url, cookie, PLACE, {
    input: { idempotencyKey: randomUUID(), basketVersion: version, cardToken: token, expectedTotalCents: total },
  });
  return performance.now() - started;
}

/** One placeOrder as its own request, its answer kept (an error too) with the time it took. */
async function submit(url, cookie, input) {
  const started = performance.now();
  const response = await fetch(`${url}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: PLACE, variables: { input } }),
  });
  const body = await response.json();
  return {
    ms: performance.now() - started,
    number: body.data?.placeOrder?.number ?? null,
    code: body.errors?.[0]?.extensions?.code ?? null,
  };
}

/**
 * Issue 36: one owner's basket, 50 "Pay" submissions at once with 50 keys (two tabs, double clicks,
 * retries). Orders are counted by the owner's order history, payments by the processor's ledger through
 * the orders' payment ids — and the answers: one order, 49 BASKET_PAID.
 */
async function oneBasketManySubmissions(server, collarId, submissions) {
  const { url } = server;
  const cookie = await newOwner(url, 'one-basket');
  const total = await fillBasket(url, cookie, collarId);
  const version = await basketVersion(url, cookie);
  const token = await cardToken(url, cookie);
  const answers = await Promise.all(
    Array.from({ length: submissions }, () =>
      submit(url, cookie, {
        idempotencyKey: randomUUID(),
        basketVersion: version,
        cardToken: token,
        expectedTotalCents: total,
      }),
    ),
  );
  const { data } = await call(url, cookie, '{ me { id } myOrders { number } }');
  // the processor's side: the test processor's ledger, in the server's own database
  const password = readFileSync(join(server.dataDir, '.pg-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://pawport:${encodeURIComponent(password)}@127.0.0.1:${server.postgresPort}/pawport`,
  });
  await client.connect();
  const ledger = await client
    .query(
      `select count(*) filter (where status = 'CAPTURED')::int as captured,
              count(*) filter (where status = 'AUTHORIZED')::int as held
       from test_processor_payments where account_id = $1`,
      [Number(data.me.id)],
    )
    .finally(() => client.end());
  return {
    submissions,
    payments: ledger.rows[0].captured,
    heldAuthorizations: ledger.rows[0].held,
    p99: percentile(
      answers.map((answer) => answer.ms),
      99,
    ),
    orders: data.myOrders.length,
    paidAnswers: answers.filter((answer) => answer.number !== null).length,
    basketPaidAnswers: answers.filter((answer) => answer.code === 'BASKET_PAID').length,
    otherAnswers: answers
      .filter((answer) => answer.number === null && answer.code !== 'BASKET_PAID')
      .map((a) => a.code),
  };
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
  const oneBasket = await oneBasketManySubmissions(server, collarId, 50);
  return {
    oneBasket,
    ordersPerSecond: sequentialOrders / (sequentialMs / 1000),
    sequentialOrders,
    p50: percentile(concurrent, 50),
    p99: percentile(concurrent, 99),
    concurrentOrders: concurrent.length,
    owners,
  };
}
