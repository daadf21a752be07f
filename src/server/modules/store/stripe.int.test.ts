import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { codeOf, type GraphQLTestClient, logInClient } from '../../test/test-app.js';
import {
  addCollarToBasket,
  addTrackerPlanToBasket,
  saveCard,
  TEST_CARD,
  useFakeStripeTestApp,
  MONEY,
  placeOrderInput,
} from '../../test/test-store.js';
import { renewDueSubscriptions } from './renewal.service.js';

// issue 15, the Stripe adapter (decision 0405): the real `stripe` SDK against the local fake that speaks
// Stripe's wire format (no test reaches the internet): checkout succeeds, is declined, has insufficient
// funds; a repeated idempotency key charges once; a kept card is charged off-session; signed webhooks
// are checked and taken once.
const BASKET = `{ basket { count total { ${MONEY} } } }`;
const PLACE =
  'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number cardBrand cardLast4 total { amountCents } } }';
const PROVIDER = '{ paymentProvider { name testMode publishableKey } }';

type Order = { number: number; cardBrand: string; cardLast4: string; total: { amountCents: number } };

describe('the Stripe adapter against the local fake Stripe', () => {
  const { fake, testApp } = useFakeStripeTestApp();
  const query = async (text: string, values: unknown[] = []) => (await testApp.database.pool.query(text, values)).rows;

  const place = async (client: GraphQLTestClient, input: Record<string, unknown>) =>
    client.request<{ placeOrder: Order }>(PLACE, { input: await placeOrderInput(client, input) });

  it('tells the web app to load Stripe.js with the publishable key; the test processor’s tokens are refused', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const answer = await owner.request<{ paymentProvider: unknown }>(PROVIDER);
    expect(answer.body.data?.paymentProvider).toEqual({
      name: 'stripe',
      testMode: false,
      publishableKey: fake.publishableKey,
    });
    const tokenized = await owner.request(
      'mutation ($input: TestCardInput!) { tokenizeTestCard(input: $input) { token } }',
      { input: TEST_CARD },
    );
    expect(codeOf(tokenized)).toBe('PAYMENT_UNAVAILABLE');
  });

  it('pays with a PaymentMethod: one PaymentIntent authorised, then captured once the order is committed', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const { total } = await addCollarToBasket(owner);
    const chargesBefore = fake.charges.length;
    const input = await placeOrderInput(owner, {
      cardToken: fake.createPaymentMethod('pm_card_visa'),
      expectedTotalCents: total,
    });
    const paid = await place(owner, input);
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data?.placeOrder).toMatchObject({
      cardBrand: 'visa',
      cardLast4: '4242',
      total: { amountCents: total },
    });
    expect(fake.charges.slice(chargesBefore)).toEqual([
      expect.objectContaining({ amount: total, currency: 'usd', customer: null, offSession: false }),
    ]);
    const [account] = await query('select id from accounts where email = $1', [DEMO_OWNER_EMAIL]);
    const created = fake.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
    );
    // the provider's key is the owner's and the attempt's: another owner's same key is another payment
    expect(created.at(-1)?.idempotencyKey).toBe(`checkout:${account.id}:${input.idempotencyKey}`);
    const [order] = await query('select payment_provider, charge_id, captured_at from orders where number = $1', [
      paid.body.data!.placeOrder.number,
    ]);
    expect(order).toMatchObject({ payment_provider: 'stripe', charge_id: fake.charges.at(-1)!.paymentIntent });
    expect(order.captured_at).not.toBeNull();
    expect(fake.paymentIntents().find((intent) => intent.id === order.charge_id)?.status).toBe('succeeded');
    // the same submission again: the same order, and Stripe is not asked again
    const requestsBefore = fake.requests.length;
    const again = await place(owner, input);
    expect(again.body.data?.placeOrder.number).toBe(paid.body.data!.placeOrder.number);
    expect(fake.requests.length).toBe(requestsBefore);
    // the same key with another card: refused, nothing asked of Stripe
    const other = await place(owner, { ...input, cardToken: 'pm_whatever' });
    expect(codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(fake.requests.length).toBe(requestsBefore);
    expect(fake.charges.length).toBe(chargesBefore + 1);
  });

  it('a declined card and a card without funds are refused with their codes, and the basket stays', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const { total } = await addCollarToBasket(owner);
    const chargesBefore = fake.charges.length;
    const declined = await place(owner, {
      cardToken: fake.createPaymentMethod('pm_card_chargeDeclined'),
      expectedTotalCents: total,
    });
    expect(codeOf(declined)).toBe('CARD_DECLINED');
    const poor = await place(owner, {
      cardToken: fake.createPaymentMethod('pm_card_chargeDeclinedInsufficientFunds'),
      expectedTotalCents: total,
    });
    expect(codeOf(poor)).toBe('CARD_INSUFFICIENT_FUNDS');
    // Stripe's documented test PaymentMethod ids work as tokens too
    expect(codeOf(await place(owner, { cardToken: 'pm_card_chargeDeclined', expectedTotalCents: total }))).toBe(
      'CARD_DECLINED',
    );
    const unknown = await place(owner, { cardToken: 'pm_doesnotexist', expectedTotalCents: total });
    expect(codeOf(unknown)).toBe('CARD_TOKEN_INVALID');
    expect(fake.charges.length).toBe(chargesBefore);
    const basket = await owner.request<{ basket: { count: number; total: { amountCents: number } } }>(BASKET);
    expect(basket.body.data?.basket.total.amountCents).toBe(total);
    // then a good card pays for the same basket
    const paid = await place(owner, { cardToken: fake.createPaymentMethod(), expectedTotalCents: total });
    expect(paid.body.errors).toBeUndefined();
  });

  it('the same idempotency key at Stripe twice is one authorisation, and a released one is cancelled', async () => {
    const { payments, db } = testApp.services;
    const [account] = await query('select id from accounts where email = $1', [DEMO_OWNER_EMAIL]);
    const request = {
      accountId: account.id as number,
      cardToken: fake.createPaymentMethod(),
      amountCents: 1234,
      currency: 'USD' as const,
      idempotencyKey: randomUUID(),
      description: 'retry',
    };
    const intentsBefore = fake.paymentIntents().length;
    const first = await payments.authorize(db, request);
    const second = await payments.authorize(db, request);
    expect(first.status).toBe('authorized');
    expect(second).toEqual(first);
    expect(fake.paymentIntents().length).toBe(intentsBefore + 1);
    // authorised, not taken: releasing it cancels the hold, and a second release does nothing more
    if (first.status !== 'authorized') throw new Error('not authorised');
    expect(await payments.release(first.paymentId)).toBe('canceled');
    expect(await payments.release(first.paymentId)).toBe('nothing');
    expect(fake.paymentIntents().find((intent) => intent.id === first.paymentId)?.status).toBe('canceled');
    // a decline is kept by its key too: the same answer, no second try at the bank
    const declinedRequest = {
      ...request,
      idempotencyKey: randomUUID(),
      cardToken: fake.createPaymentMethod('pm_card_chargeDeclined'),
    };
    expect(await payments.authorize(db, declinedRequest)).toEqual({ status: 'declined', reason: 'CARD_DECLINED' });
    expect(await payments.authorize(db, declinedRequest)).toEqual({ status: 'declined', reason: 'CARD_DECLINED' });
  });

  it('a plan’s card is kept as a Customer with its PaymentMethod, and the renewal charges it off-session', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const total = await addTrackerPlanToBasket(owner);
    const paid = await place(owner, {
      cardToken: fake.createPaymentMethod('pm_card_mastercard'),
      expectedTotalCents: total,
    });
    expect(paid.body.errors).toBeUndefined();
    const [saved] = await query(
      'select provider, provider_ref, brand, last4 from saved_cards where account_id = (select id from accounts where email = $1)',
      [DEMO_OWNER_EMAIL],
    );
    expect(saved).toMatchObject({ provider: 'stripe', brand: 'mastercard', last4: '4444' });
    const [customer, method] = String(saved.provider_ref).split('/');
    expect(fake.customers.has(customer!)).toBe(true);
    // the checkout's PaymentIntent was for that Customer, set up for later charges
    expect(fake.charges.at(-1)).toMatchObject({ customer, paymentMethod: method, offSession: false });

    const [subscription] = await query('select id from tracker_subscriptions order by id desc limit 1');
    await query("update tracker_subscriptions set current_period_end = now() - interval '1 minute' where id = $1", [
      subscription.id,
    ]);
    const chargesBefore = fake.charges.length;
    expect(await renewDueSubscriptions(testApp.services, { input: {} })).toEqual({ renewed: 1, failed: 0 });
    expect(fake.charges.slice(chargesBefore)).toEqual([
      expect.objectContaining({ customer, paymentMethod: method, offSession: true }),
    ]);
    const [renewal] = await query('select payment_provider, card_last4 from orders order by placed_at desc limit 1');
    expect(renewal).toEqual({ payment_provider: 'stripe', card_last4: '4444' });
  });

  it('replacing the card restarts a PAST_DUE plan off-session; a card the bank refuses is not saved', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const [plan] = await query('select id from tracker_subscriptions order by id desc limit 1');
    await query(
      "update tracker_subscriptions set status = 'PAST_DUE', renewal_failures = 3, current_period_end = now() - interval '2 days' where id = $1",
      [plan.id],
    );
    const statusOf = (answer: Awaited<ReturnType<typeof saveCard>>) =>
      answer.body.data?.saveCard.subscriptions.find((row) => row.id === String(plan.id))?.status;
    const chargesBefore = fake.charges.length;

    const refused = await saveCard(owner, fake.createPaymentMethod('pm_card_chargeDeclined'));
    expect(codeOf(refused)).toBe('CARD_DECLINED');
    const failing = await saveCard(owner, fake.createPaymentMethod('pm_card_chargeCustomerFail'));
    expect(failing.body.data?.saveCard).toMatchObject({
      restartFailure: 'CARD_DECLINED',
      savedCard: { last4: '0341' },
    });
    expect(statusOf(failing)).toBe('PAST_DUE');
    expect(fake.charges.length).toBe(chargesBefore);

    const good = await saveCard(owner, fake.createPaymentMethod('pm_card_visa'));
    expect(good.body.data?.saveCard.restartFailure).toBeNull();
    expect(statusOf(good)).toBe('ACTIVE');
    expect(fake.charges.slice(chargesBefore)).toEqual([expect.objectContaining({ offSession: true })]);
  });

  describe('webhooks', () => {
    const deliver = (payload: string, signature?: string) =>
      fetch(`${testApp.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body: payload,
      });

    async function paidOrder() {
      const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
      const { total } = await addCollarToBasket(owner);
      const paid = await place(owner, { cardToken: fake.createPaymentMethod(), expectedTotalCents: total });
      expect(paid.body.errors).toBeUndefined();
      const [order] = await query('select id, number, charge_id from orders where number = $1', [
        paid.body.data!.placeOrder.number,
      ]);
      return order as { id: string; number: number; charge_id: string };
    }

    it('payment_intent.succeeded is matched to its order once; the same event again is acknowledged, not processed', async () => {
      const order = await paidOrder();
      const event = fake.signedEvent('payment_intent.succeeded', {
        id: order.charge_id,
        object: 'payment_intent',
        status: 'succeeded',
      });
      const first = await deliver(event.payload, event.signature);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ received: true, duplicate: false });
      const replay = await deliver(event.payload, event.signature);
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ received: true, duplicate: true });
      const rows = await query('select type, object_id, outcome from stripe_webhook_events where event_id = $1', [
        event.id,
      ]);
      expect(rows).toEqual([
        {
          type: 'payment_intent.succeeded',
          object_id: order.charge_id,
          outcome: `order PP-${String(order.number).padStart(6, '0')} paid`,
        },
      ]);
    });

    it('payment_intent.succeeded for money no order records refunds it at once (decision 0407)', async () => {
      const [account] = await query('select id from accounts where email = $1', [DEMO_OWNER_EMAIL]);
      const { payments, db } = testApp.services;
      const taken = await payments.authorize(db, {
        accountId: account.id as number,
        cardToken: fake.createPaymentMethod(),
        amountCents: 1500,
        currency: 'USD',
        idempotencyKey: randomUUID(),
        description: 'taken by something else than a checkout',
      });
      if (taken.status !== 'authorized') throw new Error('not authorised');
      await payments.capture(taken.paymentId);
      const event = fake.signedEvent('payment_intent.succeeded', {
        id: taken.paymentId,
        object: 'payment_intent',
        status: 'succeeded',
      });
      expect((await deliver(event.payload, event.signature)).status).toBe(200);
      expect(fake.refunds.filter((refund) => refund.payment_intent === taken.paymentId)).toEqual([
        expect.objectContaining({ amount: 1500 }),
      ]);
      expect((await query('select outcome from stripe_webhook_events where event_id = $1', [event.id]))[0]).toEqual({
        outcome: 'no order: refunded',
      });
    });

    it('payment_intent.payment_failed is recorded; charge.refunded marks the order REFUNDED', async () => {
      const failed = fake.signedEvent('payment_intent.payment_failed', { id: 'pi_unknown', object: 'payment_intent' });
      expect((await deliver(failed.payload, failed.signature)).status).toBe(200);
      expect((await query('select outcome from stripe_webhook_events where event_id = $1', [failed.id]))[0]).toEqual({
        outcome: 'payment failed',
      });
      const order = await paidOrder();
      // refunded in full in Stripe's dashboard: the Charge as Stripe sends it (stripe-refunds.int.test.ts: the rest)
      const refunded = fake.signedEvent('charge.refunded', fake.refundInDashboard(order.charge_id).charge);
      expect((await deliver(refunded.payload, refunded.signature)).status).toBe(200);
      expect((await query('select status from orders where id = $1', [order.id]))[0]).toEqual({ status: 'REFUNDED' });
    });

    it('a forged signature, a missing one, a stale timestamp and a changed body are 400 and change nothing', async () => {
      const order = await paidOrder();
      const object = { id: order.charge_id, object: 'charge', payment_intent: order.charge_id, refunded: true };
      const forged = fake.signedEvent('charge.refunded', object, { secret: 'whsec_forged' });
      expect((await deliver(forged.payload, forged.signature)).status).toBe(400);
      expect((await deliver(forged.payload)).status).toBe(400);
      const stale = fake.signedEvent('charge.refunded', object, {
        timestampSeconds: Math.floor(Date.now() / 1000) - 301,
      });
      expect((await deliver(stale.payload, stale.signature)).status).toBe(400);
      const good = fake.signedEvent('charge.refunded', object);
      expect((await deliver(good.payload.replace('"refunded":true', '"refunded":false'), good.signature)).status).toBe(
        400,
      );
      const ids = [forged.id, stale.id, good.id];
      expect(await query('select event_id from stripe_webhook_events where event_id = any($1)', [ids])).toEqual([]);
      expect((await query('select status from orders where id = $1', [order.id]))[0]).toEqual({ status: 'PAID' });
    });
  });
});
