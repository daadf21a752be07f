// Issue 36 (decision 0407): kill -9 the built server in the middle of a checkout, with Stripe (the local
// fake) taking the payment, and start it again with no step by hand. Killed after the card is authorised
// and before the order commits: at the restart the reconciler cancels the authorisation, no order, the
// basket intact. Killed after the commit and before the capture: at the restart the capture happens, once.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeReachableTempDir } from '../db/embedded-postgres.js';
import { type FakeStripe, startFakeStripe } from '../integrations/payments/stripe.fake.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { exited, startBuiltApp } from './system-app.js';
import { type GraphQLTestClient, logInClient } from './test-app.js';
import { addCollarToBasket, placeOrderInput } from './test-store.js';

const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number } }';
const POSTGRES_PORT = 55471;

/** Waits until `check` holds, for at most `ms`. */
async function eventually(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a checkout killed half way', () => {
  let fake: FakeStripe;
  let dataDir: string;
  const port = 3900 + Math.floor(Math.random() * 90);
  const stripeEnv = () => ({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  });
  let running: ReturnType<typeof startBuiltApp> | undefined;
  async function start(env: Record<string, string> = {}) {
    running = startBuiltApp({ dataDir, port, postgresPort: POSTGRES_PORT, env: { ...stripeEnv(), ...env } });
    await running.ready;
    return running;
  }
  async function stop() {
    if (!running) return;
    running.child.kill('SIGTERM');
    await exited(running.child);
    running = undefined;
  }

  beforeAll(async () => {
    fake = await startFakeStripe();
    dataDir = await makeReachableTempDir('pawport-checkout-crash-');
  });
  afterAll(async () => {
    await stop();
    await fake?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** The demo owner's basket with one collar, paid with a fresh PaymentMethod while the server dies. */
  async function payAndDie(app: ReturnType<typeof startBuiltApp>) {
    const owner = await logInClient(`http://127.0.0.1:${port}`, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const { total } = await addCollarToBasket(owner);
    const ordersBefore = await myOrders(owner);
    const input = await placeOrderInput(owner, { cardToken: fake.createPaymentMethod(), expectedTotalCents: total });
    await owner.request(PLACE, { input }).catch(() => null);
    await exited(app.child);
    expect(app.child.signalCode).toBe('SIGKILL');
    running = undefined;
    // the one PaymentIntent this checkout made is the fake's newest
    return { ordersBefore, intentId: fake.paymentIntents().at(-1)?.id };
  }

  async function myOrders(client: GraphQLTestClient): Promise<number[]> {
    const answer = await client.request<{ myOrders: Array<{ number: number }> }>('{ myOrders { number } }');
    return (answer.body.data?.myOrders ?? []).map((order) => order.number);
  }

  it('after the authorisation, before the commit: the restart cancels it; no order, the basket kept', async () => {
    const crashing = await start({ CHECKOUT_CRASH_POINT: 'after-authorize' });
    const { ordersBefore, intentId } = await payAndDie(crashing);
    expect(fake.paymentIntents().find((intent) => intent.id === intentId)?.status).toBe('requires_capture');

    await start();
    await eventually(
      () => fake.paymentIntents().find((intent) => intent.id === intentId)?.status === 'canceled',
      30_000,
    );
    const owner = await logInClient(`http://127.0.0.1:${port}`, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    expect(await myOrders(owner)).toEqual(ordersBefore);
    const basket = await owner.request<{ basket: { count: number } }>('{ basket { count } }');
    expect(basket.body.data?.basket.count).toBe(1);
    expect(fake.charges.filter((charge) => charge.paymentIntent === intentId)).toEqual([]);
    // the basket still pays, once
    const paid = await owner.request<{ placeOrder: { number: number } }>(PLACE, {
      input: await placeOrderInput(owner, {
        cardToken: fake.createPaymentMethod(),
        expectedTotalCents: (
          await owner.request<{ basket: { total: { amountCents: number } } }>('{ basket { total { amountCents } } }')
        ).body.data!.basket.total.amountCents,
        idempotencyKey: randomUUID(),
      }),
    });
    expect(paid.body.errors).toBeUndefined();
    await stop();
  });

  it('after the commit, before the capture: the restart captures it, once', async () => {
    const crashing = await start({ CHECKOUT_CRASH_POINT: 'after-commit' });
    const { ordersBefore, intentId } = await payAndDie(crashing);
    expect(fake.paymentIntents().find((intent) => intent.id === intentId)?.status).toBe('requires_capture');

    await start();
    await eventually(
      () => fake.paymentIntents().find((intent) => intent.id === intentId)?.status === 'succeeded',
      30_000,
    );
    expect(fake.charges.filter((charge) => charge.paymentIntent === intentId)).toHaveLength(1);
    const owner = await logInClient(`http://127.0.0.1:${port}`, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const orders = await myOrders(owner);
    expect(orders).toHaveLength(ordersBefore.length + 1);
    const basket = await owner.request<{ basket: { count: number } }>('{ basket { count } }');
    expect(basket.body.data?.basket.count).toBe(0);
    await stop();
  });
});
