import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dogPayload } from '../../../domain/pet/pet-form.fixtures.js';
import { createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import {
  codeOf,
  type GraphQLTestClient,
  logInClient,
  type StartedTestApp,
  useTestApp,
  useTwoTestApps,
} from '../../test/test-app.js';
import {
  addCollarToBasket,
  basketTotal,
  placeOrderInput,
  saveCard,
  testCardToken,
  useFakeStripeTestApp,
} from '../../test/test-store.js';
import { reconcilePayments } from './payment-settlement.js';

// Issue 36 (decision 0407): one basket pays once, whatever happens. Submissions of one basket with
// different keys (two tabs, a double click after a refusal, a client retry) make one order and one payment
// at the processor; the others are told the basket was paid, with its order. A failure after the card is
// authorised gives the authorisation back; the reconciler finishes what a crash left.
const PLACE =
  'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number reference total { amountCents } } }';
const ADD_PET = 'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }';
const ADD_LICENCE = 'mutation ($petId: ID!) { addLicenseToBasket(petId: $petId, termYears: 1) { count } }';

type Placed = { placeOrder: { number: number; reference: string } };
type Answer = Awaited<ReturnType<GraphQLTestClient['request']>> & { body: { data?: Placed } };

let owners = 0;
/** A new owner of 1980 (old enough for a licence), logged in. */
async function newOwner(testApp: StartedTestApp): Promise<{ client: GraphQLTestClient; accountId: number }> {
  const email = `once-${++owners}-${randomUUID().slice(0, 8)}@example.com`;
  const accountId = await createTestOwner(testApp.services, email, TEST_PASSWORD, {
    birthdate: { year: 1980, month: 1, day: 1 },
  });
  return { client: await logInClient(testApp.url, email, TEST_PASSWORD), accountId };
}

/** `count` submissions of the client's basket at once, each with its own key, spread over `clients`. */
async function submitAtOnce(clients: GraphQLTestClient[], count: number, input: Record<string, unknown>) {
  return (await Promise.all(
    Array.from({ length: count }, (_, index) =>
      (clients[index % clients.length] as GraphQLTestClient).request<Placed>(PLACE, {
        input: { ...input, idempotencyKey: randomUUID() },
      }),
    ),
  )) as Answer[];
}

/** One order; every other answer says the basket was paid and names that order. */
function expectOneOrder(answers: Answer[]) {
  const paid = answers.filter((answer) => answer.body.data?.placeOrder);
  expect(paid).toHaveLength(1);
  const number = paid[0]?.body.data?.placeOrder.number;
  const others = answers.filter((answer) => !answer.body.data?.placeOrder);
  expect(others.map(codeOf)).toEqual(others.map(() => 'BASKET_PAID'));
  for (const other of others)
    expect(other.body.errors?.[0]?.extensions?.details).toMatchObject({ orderNumber: number });
  return number as number;
}

describe('one basket pays once, with the test processor', () => {
  const testApp = useTestApp();
  const sql = async (text: string, values: unknown[] = []) => (await testApp.database.pool.query(text, values)).rows;
  const ledger = (accountId: number) =>
    sql('select status, amount_cents from test_processor_payments where account_id = $1 order by created_at', [
      accountId,
    ]);

  it('50 submissions with 50 keys at once: one order, one payment taken, 49 told it was paid', async () => {
    const { client, accountId } = await newOwner(testApp);
    const { total } = await addCollarToBasket(client, 2);
    const input = await placeOrderInput(client, { cardToken: await testCardToken(client), expectedTotalCents: total });
    const number = expectOneOrder(await submitAtOnce([client], 50, input));
    expect(
      await sql('select number, captured_at is not null as captured from orders where account_id = $1', [accountId]),
    ).toEqual([{ number, captured: true }]);
    expect(await ledger(accountId)).toEqual([{ status: 'CAPTURED', amount_cents: total }]);
    expect(await basketTotal(client)).toBe(0);
  });

  it('with the saved card (issue 38 D3), 20 submissions with 20 keys at once: one order, one payment', async () => {
    const { client, accountId } = await newOwner(testApp);
    expect((await saveCard(client, await testCardToken(client))).body.errors).toBeUndefined();
    const { total } = await addCollarToBasket(client);
    const input = await placeOrderInput(client, { useSavedCard: true, expectedTotalCents: total });
    const number = expectOneOrder(await submitAtOnce([client], 20, input));
    expect(await sql('select number from orders where account_id = $1', [accountId])).toEqual([{ number }]);
    expect(await ledger(accountId)).toEqual([{ status: 'CAPTURED', amount_cents: total }]);
    expect(await basketTotal(client)).toBe(0);
  });

  it('a licence and a collar, 5 at once: one order, one licence, no INTERNAL', async () => {
    const { client, accountId } = await newOwner(testApp);
    const pet = await client.request<{ addPet: { id: string } }>(ADD_PET, { input: dogPayload('Once') });
    expect((await client.request(ADD_LICENCE, { petId: pet.body.data!.addPet.id })).body.errors).toBeUndefined();
    await addCollarToBasket(client);
    const input = await placeOrderInput(client, {
      cardToken: await testCardToken(client),
      expectedTotalCents: await basketTotal(client),
    });
    expectOneOrder(await submitAtOnce([client], 5, input));
    expect(await sql('select count(*)::int as n from pet_licenses where account_id = $1', [accountId])).toEqual([
      { n: 1 },
    ]);
    expect((await ledger(accountId)).map((row) => row.status)).toEqual(['CAPTURED']);
  });

  it('a basket that changed since the page showed it is refused, nothing charged; the new version pays', async () => {
    const { client, accountId } = await newOwner(testApp);
    await addCollarToBasket(client);
    const shown = await placeOrderInput(client, { cardToken: await testCardToken(client) });
    // another tab adds a collar: the page's version and total are stale
    const { total } = await addCollarToBasket(client);
    expect(codeOf(await client.request(PLACE, { input: { ...shown, expectedTotalCents: total } }))).toBe(
      'BASKET_CHANGED',
    );
    expect(await ledger(accountId)).toEqual([]);
    const paid = await client.request<Placed>(PLACE, {
      input: await placeOrderInput(client, { cardToken: shown.cardToken, expectedTotalCents: total }),
    });
    expect(paid.body.errors).toBeUndefined();
    // the page that still shows the old, paid version is told so, with the order
    const late = await client.request(PLACE, {
      input: { ...shown, idempotencyKey: randomUUID(), expectedTotalCents: total },
    });
    expect(codeOf(late)).toBe('BASKET_EMPTY');
  });

  it('the same key with other parameters is refused; the same with the same gets the first answer', async () => {
    const { client } = await newOwner(testApp);
    const { total } = await addCollarToBasket(client);
    const input = await placeOrderInput(client, { cardToken: await testCardToken(client), expectedTotalCents: total });
    const first = await client.request<Placed>(PLACE, { input });
    expect(first.body.errors).toBeUndefined();
    const again = await client.request<Placed>(PLACE, { input });
    expect(again.body.data?.placeOrder.number).toBe(first.body.data?.placeOrder.number);
    for (const changed of [{ expectedTotalCents: total + 1 }, { saveCard: true }, { basketVersion: '1' }])
      expect(codeOf(await client.request(PLACE, { input: { ...input, ...changed } }))).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a key another owner used is another owner’s attempt: it never answers with their order', async () => {
    const first = await newOwner(testApp);
    const second = await newOwner(testApp);
    const key = randomUUID();
    for (const { client } of [first, second]) {
      const { total } = await addCollarToBasket(client);
      const paid = await client.request<Placed>(PLACE, {
        input: await placeOrderInput(client, {
          idempotencyKey: key,
          cardToken: await testCardToken(client),
          expectedTotalCents: total,
        }),
      });
      expect(paid.body.errors).toBeUndefined();
    }
    const numbers = await sql('select account_id from orders where account_id = any($1) order by number', [
      [first.accountId, second.accountId],
    ]);
    expect(numbers.map((row) => row.account_id)).toEqual([first.accountId, second.accountId]);
    expect((await ledger(first.accountId)).length + (await ledger(second.accountId)).length).toBe(2);
  });

  it('bad input: a tampered total, a 10 kB key, a version that is not one — each refused, nothing written', async () => {
    const { client, accountId } = await newOwner(testApp);
    const { total } = await addCollarToBasket(client);
    const input = await placeOrderInput(client, { cardToken: await testCardToken(client), expectedTotalCents: total });
    expect(codeOf(await client.request(PLACE, { input: { ...input, expectedTotalCents: total - 1 } }))).toBe(
      'PRICE_CHANGED',
    );
    expect(codeOf(await client.request(PLACE, { input: { ...input, expectedTotalCents: -5 } }))).toBe(
      'VALIDATION_FAILED',
    );
    const huge = await client.request(PLACE, { input: { ...input, idempotencyKey: 'k'.repeat(10_240) } });
    expect(huge.body.errors).toBeDefined();
    expect(codeOf(await client.request(PLACE, { input: { ...input, basketVersion: '-1' } }))).toBe('VALIDATION_FAILED');
    expect(await sql('select count(*)::int as n from orders where account_id = $1', [accountId])).toEqual([{ n: 0 }]);
    expect(await ledger(accountId)).toEqual([]);
  });

  it('a failure after the card is authorised releases the authorisation at once: no order, the basket kept', async () => {
    const { client, accountId } = await newOwner(testApp);
    const { total } = await addCollarToBasket(client);
    const { payments } = testApp.services;
    const keepCard = payments.keepCard;
    // keeping the card (asked for with "save this card") is the one step after the authorisation
    payments.keepCard = async () => {
      throw new Error('the provider went away');
    };
    try {
      const failed = await client.request(PLACE, {
        input: await placeOrderInput(client, {
          cardToken: await testCardToken(client),
          expectedTotalCents: total,
          saveCard: true,
        }),
      });
      expect(codeOf(failed)).toBe('INTERNAL');
    } finally {
      payments.keepCard = keepCard;
    }
    expect(await ledger(accountId)).toEqual([{ status: 'CANCELED', amount_cents: total }]);
    expect(await sql('select count(*)::int as n from orders where account_id = $1', [accountId])).toEqual([{ n: 0 }]);
    expect(await basketTotal(client)).toBe(total);
  });

  it('the reconciler releases an authorisation no order keeps and captures an order’s that was not captured', async () => {
    const { client, accountId } = await newOwner(testApp);
    // what a crash before the commit leaves: an authorisation at the processor, no order
    const orphan = await testApp.services.payments.authorize(testApp.services.db, {
      accountId,
      cardToken: await testCardToken(client),
      amountCents: 1999,
      currency: 'USD',
      idempotencyKey: `orphan:${randomUUID()}`,
      description: 'a checkout that crashed',
    });
    // what a crash after the commit leaves: an order whose payment is only authorised
    const { total } = await addCollarToBasket(client);
    const placed = await client.request<Placed>(PLACE, {
      input: await placeOrderInput(client, { cardToken: await testCardToken(client), expectedTotalCents: total }),
    });
    const [order] = await sql('update orders set captured_at = null where number = $1 returning charge_id', [
      placed.body.data!.placeOrder.number,
    ]);
    await sql("update test_processor_payments set status = 'AUTHORIZED' where id = $1", [order.charge_id]);

    const counts = await reconcilePayments(testApp.services, { input: { olderThanSeconds: 0 } });
    expect(counts).toMatchObject({ captured: 1, released: 1, failed: 0 });
    expect(orphan.status).toBe('authorized');
    expect((await ledger(accountId)).map((row) => row.status).sort()).toEqual(['CANCELED', 'CAPTURED']);
    expect(
      (await sql('select captured_at from orders where charge_id = $1', [order.charge_id]))[0].captured_at,
    ).not.toBeNull();
    // a second pass finds nothing to do
    expect(await reconcilePayments(testApp.services, { input: { olderThanSeconds: 0 } })).toEqual({
      captured: 0,
      released: 0,
      failed: 0,
    });
  });
});

describe('one basket pays once across two app servers', () => {
  const { first, second } = useTwoTestApps();

  it('50 submissions with 50 keys, split across both servers: one order, one payment', async () => {
    const { client: onFirst, accountId } = await newOwner(first);
    const onSecond = logInClientCopy(onFirst, second.url);
    const { total } = await addCollarToBasket(onFirst);
    const input = await placeOrderInput(onFirst, {
      cardToken: await testCardToken(onFirst),
      expectedTotalCents: total,
    });
    expectOneOrder(await submitAtOnce([onFirst, onSecond], 50, input));
    const rows = await first.database.pool.query('select status from test_processor_payments where account_id = $1', [
      accountId,
    ]);
    expect(rows.rows).toEqual([{ status: 'CAPTURED' }]);
  });
});

describe('one basket pays once, with Stripe', () => {
  const { fake, testApp } = useFakeStripeTestApp();

  it('50 submissions with 50 keys: one PaymentIntent captured, none left authorised', async () => {
    const { client, accountId } = await newOwner(testApp);
    const { total } = await addCollarToBasket(client);
    const intentsBefore = fake.paymentIntents().length;
    const input = await placeOrderInput(client, { cardToken: fake.createPaymentMethod(), expectedTotalCents: total });
    expectOneOrder(await submitAtOnce([client], 50, input));
    const mine = fake.paymentIntents().slice(intentsBefore);
    expect(mine.map((intent) => [intent.status, intent.amount, intent.metadata.pawport_account])).toEqual([
      ['succeeded', total, String(accountId)],
    ]);
  });

  it('a licence and a collar, 5 at once: one charge, no INTERNAL, nothing left authorised', async () => {
    const { client } = await newOwner(testApp);
    const pet = await client.request<{ addPet: { id: string } }>(ADD_PET, { input: dogPayload('Twice') });
    expect((await client.request(ADD_LICENCE, { petId: pet.body.data!.addPet.id })).body.errors).toBeUndefined();
    await addCollarToBasket(client);
    const chargesBefore = fake.charges.length;
    const input = await placeOrderInput(client, {
      cardToken: fake.createPaymentMethod(),
      expectedTotalCents: await basketTotal(client),
    });
    expectOneOrder(await submitAtOnce([client], 5, input));
    expect(fake.charges.length).toBe(chargesBefore + 1);
    expect(fake.paymentIntents().filter((intent) => intent.status === 'requires_capture')).toEqual([]);
  });

  it('the reconciler cancels a PaymentIntent that no order keeps', async () => {
    const { accountId } = await newOwner(testApp);
    const orphan = await testApp.services.payments.authorize(testApp.services.db, {
      accountId,
      cardToken: fake.createPaymentMethod(),
      amountCents: 2500,
      currency: 'USD',
      idempotencyKey: `orphan:${randomUUID()}`,
      description: 'a checkout that crashed',
    });
    if (orphan.status !== 'authorized') throw new Error('not authorised');
    const counts = await reconcilePayments(testApp.services, { input: { olderThanSeconds: 0 } });
    expect(counts.released).toBeGreaterThanOrEqual(1);
    expect(fake.paymentIntents().find((intent) => intent.id === orphan.paymentId)?.status).toBe('canceled');
  });
});

/** A client on another server with the same session cookie. */
function logInClientCopy(client: GraphQLTestClient, url: string): GraphQLTestClient {
  const copy = new (client.constructor as new (url: string) => GraphQLTestClient)(url);
  copy.cookies = new Map(client.cookies);
  return copy;
}
