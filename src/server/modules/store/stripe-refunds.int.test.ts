// biome-ignore-all lint/suspicious/noExplicitAny: the answers are read loosely, field by field
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '../../seed/demo-accounts.js';
import { codeOf } from '../../test/test-app.js';
import { ORDER, REFUND, useStripeRefundsApp } from '../../test/test-stripe-refunds.js';

// issue 38 (decision 0407, refunds made at the provider): a refund made in Stripe's dashboard comes to
// Pawport only as Stripe's `charge.refunded` webhook. Each refund Stripe holds for the order's payment is
// recorded once (by Stripe's refund id) — whatever the number of deliveries, and a staff refund together
// with the webhook Stripe sends for it is one refund — so the staff order page, what is left to refund and
// the reports count it; a full one still makes the order REFUNDED and revokes its licences. What else a
// dashboard refund brings (the log, the owner's e-mail, licences): stripe-refund-effects.int.test.ts;
// refunds that fail: stripe-refund-failures.int.test.ts.
describe('refunds made in Stripe’s dashboard (charge.refunded)', () => {
  const {
    fake,
    testApp,
    query,
    logInAs,
    deliver,
    paidCollar,
    paidLicence,
    refundRows,
    kingThisMonth,
    auditOfOrder,
    refundMails,
  } = useStripeRefundsApp();

  it('a partial dashboard refund is one row: on the staff order page, in what is left to refund and in the report', async () => {
    const order = await paidCollar();
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const before = await kingThisMonth(admin);

    const { refund, charge } = fake.refundInDashboard(order.paymentId, 300);
    // Stripe's Charge in the event names no refund (API versions since 2022-11-15): only the amounts
    expect(charge).toMatchObject({ object: 'charge', amount_refunded: 300, refunded: false });
    expect(charge).not.toHaveProperty('refunds');
    const event = fake.signedEvent('charge.refunded', charge);
    const answer = await deliver(event);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, duplicate: false });

    expect(await refundRows(order.id)).toEqual([
      { amount_cents: 300, provider_refund_id: refund.id, source: 'PROVIDER', admin_id: null },
    ]);
    const page = await admin.request<any>(ORDER, { number: order.number });
    expect(page.body.data.adminOrder).toEqual({
      status: 'PARTIALLY_REFUNDED',
      refunded: { amountCents: 300, currency: 'USD' },
      refundable: { amountCents: order.total - 300, currency: 'USD' },
      refunds: [{ amount: { amountCents: 300 }, adminName: null, source: 'PROVIDER', failedAt: null }],
    });
    const after = await kingThisMonth(admin);
    expect(after).toEqual({ gross: before.gross, refunds: before.refunds + 300, net: before.net - 300 });

    // staff cannot give back more than is left: refused before Stripe is asked
    const postsBefore = fake.requests.filter((request) => request.path === '/v1/refunds').length;
    const tooMuch = await admin.request<any>(REFUND, {
      input: { orderNumber: order.number, amountCents: order.total - 299, idempotencyKey: randomUUID() },
    });
    expect(codeOf(tooMuch)).toBe('REFUND_TOO_LARGE');
    expect(fake.requests.filter((request) => request.path === '/v1/refunds').length).toBe(postsBefore);
    const rest = await admin.request<any>(REFUND, {
      input: { orderNumber: order.number, amountCents: order.total - 300, idempotencyKey: randomUUID() },
    });
    expect(rest.body.data.refundOrder).toEqual({ status: 'REFUNDED', refunded: { amountCents: order.total } });
  });

  it('the same event delivered twice, at once, and another event for the same refund make one row', async () => {
    const order = await paidCollar();
    const { refund, charge } = fake.refundInDashboard(order.paymentId, 200);
    const event = fake.signedEvent('charge.refunded', charge);
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await Promise.all(answers.map((answer) => answer.json()))).map((body) => body.duplicate).sort()).toEqual([
      false,
      true,
    ]);
    // Stripe sends the refund again in a later event (another id): still one row
    expect((await deliver(fake.signedEvent('charge.refunded', fake.chargeOf(order.paymentId)))).status).toBe(200);
    expect(await refundRows(order.id)).toEqual([
      { amount_cents: 200, provider_refund_id: refund.id, source: 'PROVIDER', admin_id: null },
    ]);
    // a second dashboard refund is a second row; the first is not counted again
    const second = fake.refundInDashboard(order.paymentId, 150);
    expect((await deliver(fake.signedEvent('charge.refunded', second.charge))).status).toBe(200);
    expect((await refundRows(order.id)).map((row) => row.amount_cents)).toEqual([200, 150]);
    expect((await query('select refunded_cents, status from orders where id = $1', [order.id]))[0]).toEqual({
      refunded_cents: 350,
      status: 'PARTIALLY_REFUNDED',
    });
  });

  it('a staff refund and the charge.refunded Stripe sends for it are one refund, even when the webhook comes first', async () => {
    const order = await paidCollar();
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const before = await kingThisMonth(admin);
    const [staff] = await query('select id from accounts where email = $1', [DEMO_ADMIN_EMAIL]);

    // Stripe's webhook leaves while the console's refund is still in its transaction: Stripe answers the
    // console only once the webhook has read the payment's refunds (and has had time to read the order's)
    const deliveries: Array<Promise<Response>> = [];
    fake.onRefundCreated(async (made) => {
      if (made.payment_intent !== order.paymentId) return;
      const listed = () =>
        fake.requests.filter((request) => request.method === 'GET' && request.path === '/v1/refunds');
      const listedBefore = listed().length;
      deliveries.push(deliver(fake.signedEvent('charge.refunded', fake.chargeOf(order.paymentId))));
      for (let tries = 0; listed().length === listedBefore && tries < 200; tries++) await sleep(10);
      await sleep(150);
    });
    let refunded: any;
    try {
      refunded = await admin.request<any>(REFUND, {
        input: { orderNumber: order.number, amountCents: 400, idempotencyKey: randomUUID() },
      });
    } finally {
      fake.onRefundCreated(null);
    }
    expect(refunded.body.errors).toBeUndefined();
    expect(deliveries).toHaveLength(1);
    expect((await Promise.all(deliveries)).map((answer) => answer.status)).toEqual([200]);
    // and the same once more, after the console's refund is committed
    expect((await deliver(fake.signedEvent('charge.refunded', fake.chargeOf(order.paymentId)))).status).toBe(200);

    const stripeRefund = fake.refunds.filter((made) => made.payment_intent === order.paymentId);
    expect(stripeRefund).toHaveLength(1);
    expect(await refundRows(order.id)).toEqual([
      { amount_cents: 400, provider_refund_id: stripeRefund[0]!.id, source: 'CONSOLE', admin_id: staff.id },
    ]);
    const page = await admin.request<any>(ORDER, { number: order.number });
    expect(page.body.data.adminOrder.refunded.amountCents).toBe(400);
    expect(page.body.data.adminOrder.refunds).toEqual([
      expect.objectContaining({ amount: { amountCents: 400 }, source: 'CONSOLE' }),
    ]);
    expect((await kingThisMonth(admin)).refunds).toBe(before.refunds + 400);
  });

  it('a staff refund Stripe made but Pawport did not record (its try failed after), then the webhook, then the retry: one refund, the staff member’s', async () => {
    const order = await paidCollar();
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const key = randomUUID();
    // the console's first try: Stripe refunded under the try's key, then the try's transaction rolled back
    const first = await testApp.services.payments.refund(testApp.services.db, {
      chargeId: order.paymentId,
      amountCents: 250,
      currency: 'USD',
      idempotencyKey: `${order.id}:${key}`,
    });
    expect(first.status).toBe('succeeded');
    expect((await deliver(fake.signedEvent('charge.refunded', fake.chargeOf(order.paymentId)))).status).toBe(200);
    expect((await refundRows(order.id)).map((row) => row.source)).toEqual(['PROVIDER']);
    expect(await refundMails(order.number)).toHaveLength(1);
    // the retry with the same key: Stripe answers the same refund, and the row becomes the staff refund;
    // the owner heard of it and the log has it from when the webhook recorded it, so neither again
    const retry = await admin.request<any>(REFUND, {
      input: { orderNumber: order.number, amountCents: 250, idempotencyKey: key },
    });
    expect(retry.body.data.refundOrder).toEqual({ status: 'PARTIALLY_REFUNDED', refunded: { amountCents: 250 } });
    const [staff] = await query('select id from accounts where email = $1', [DEMO_ADMIN_EMAIL]);
    expect(await refundRows(order.id)).toEqual([
      {
        amount_cents: 250,
        provider_refund_id: first.status === 'succeeded' ? first.refundId : '',
        source: 'CONSOLE',
        admin_id: staff.id,
      },
    ]);
    expect(fake.refunds.filter((made) => made.payment_intent === order.paymentId)).toHaveLength(1);
    expect(await refundMails(order.number)).toHaveLength(1);
    expect((await auditOfOrder(order.number)).map((entry) => [entry.actor_name, entry.action])).toEqual([
      ['Stripe', 'REFUND'],
    ]);
  });

  it('a full dashboard refund makes the order REFUNDED with its row, and revokes its licence', async () => {
    const order = await paidLicence('dashboard-refund');
    const licence = async () =>
      (await query('select status, revoked_reason from pet_licenses where order_id = $1', [order.id]))[0];
    expect(['ACTIVE', 'PENDING_PROOF']).toContain((await licence()).status);

    const { refund, charge } = fake.refundInDashboard(order.paymentId);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: order.total });
    const event = fake.signedEvent('charge.refunded', charge);
    expect((await deliver(event)).status).toBe(200);

    expect(await refundRows(order.id)).toEqual([
      { amount_cents: order.total, provider_refund_id: refund.id, source: 'PROVIDER', admin_id: null },
    ]);
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const page = await admin.request<any>(ORDER, { number: order.number });
    expect(page.body.data.adminOrder).toMatchObject({
      status: 'REFUNDED',
      refunded: { amountCents: order.total },
      refundable: { amountCents: 0 },
    });
    expect((await licence()).status).toBe('REVOKED');
    const [recorded] = await query('select outcome from stripe_webhook_events where event_id = $1', [event.id]);
    expect(recorded.outcome).toMatch(/refunded, 1 refund\(s\) of \d+ cents recorded, 1 licence\(s\) revoked$/);
  });
});
