// biome-ignore-all lint/suspicious/noExplicitAny: the answers are read loosely, field by field
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '../../seed/demo-accounts.js';
import { ORDER, type PaidOrder, REFUND, useStripeRefundsApp } from '../../test/test-stripe-refunds.js';

// issue 38 (decision 0407's addendum): a refund Stripe later says failed (the card was closed, the bank
// refused it) gave no money back. Stripe says so in `refund.failed`, `refund.updated` and
// `charge.refund.updated`; each of them takes the refund back once — its row stays, marked failed — so the
// order's refunded amount, what is left to refund and the reports count it no more, and the audit log says
// so (by Stripe). A refund that failed before Pawport heard of it is never counted.
describe('refunds that fail at Stripe (refund.failed, charge.refund.updated)', () => {
  const {
    fake,
    query,
    logInAs,
    deliver,
    paidCollar,
    paidLicence,
    kingThisMonth,
    auditOfOrder,
    refundMails,
    outcomeOf,
  } = useStripeRefundsApp();

  const adminPage = async (order: PaidOrder) => {
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const answer = await admin.request<any>(ORDER, { number: order.number });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.adminOrder;
  };
  const staffRefund = async (order: PaidOrder, amountCents: number) => {
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const answer = await admin.request<any>(REFUND, {
      input: { orderNumber: order.number, amountCents, idempotencyKey: randomUUID() },
    });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.refundOrder;
  };
  const failedAtOf = async (refundId: string) =>
    (await query('select failed_at from order_refunds where provider_refund_id = $1', [refundId]))[0]?.failed_at;

  it('a dashboard refund that fails is counted no more — on the order page, in what is left, in the report — and logged, once', async () => {
    const order = await paidCollar();
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const before = await kingThisMonth(admin);
    const { refund, charge } = fake.refundInDashboard(order.paymentId, 300);
    const refunded = fake.signedEvent('charge.refunded', charge);
    expect((await deliver(refunded)).status).toBe(200);
    expect((await kingThisMonth(admin)).refunds).toBe(before.refunds + 300);

    const failed = fake.failRefund(refund.id);
    expect(failed).toMatchObject({
      id: refund.id,
      object: 'refund',
      status: 'failed',
      payment_intent: order.paymentId,
    });
    const event = fake.signedEvent('refund.failed', failed);
    // Stripe delivers it twice at once, then says the same in its other events, and a late charge.refunded
    // made before the failure comes after it
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const later = [
      fake.signedEvent('charge.refund.updated', failed),
      fake.signedEvent('refund.updated', failed),
      fake.signedEvent('charge.refunded', charge),
    ];
    for (const again of later) expect((await deliver(again)).status).toBe(200);

    expect(await outcomeOf(event.id)).toBe(
      `order PP-${String(order.number).padStart(6, '0')} not refunded, 1 refund(s) of 300 cents failed`,
    );
    for (const again of later) expect(await outcomeOf(again.id)).toMatch(/not refunded, no new refund$/);
    const failedAt = await failedAtOf(refund.id);
    expect(failedAt).toBeInstanceOf(Date);
    expect(await adminPage(order)).toEqual({
      status: 'PAID',
      refunded: { amountCents: 0, currency: 'USD' },
      refundable: { amountCents: order.total, currency: 'USD' },
      refunds: [
        { amount: { amountCents: 300 }, adminName: null, source: 'PROVIDER', failedAt: failedAt.toISOString() },
      ],
    });
    expect(await kingThisMonth(admin)).toEqual(before);
    expect(
      (await auditOfOrder(order.number)).map(({ actor_account_id, actor_name, action, before, after }) => ({
        actor_account_id,
        actor_name,
        action,
        before,
        after,
      })),
    ).toEqual([
      expect.objectContaining({ actor_name: 'Stripe', action: 'REFUND' }),
      {
        actor_account_id: null,
        actor_name: 'Stripe',
        action: 'REFUND_FAILED',
        before: { status: 'PARTIALLY_REFUNDED', refundedCents: 300, amountCents: 300, providerRefundId: refund.id },
        after: { status: 'PAID', refundedCents: 0, amountCents: 0, providerRefundId: refund.id },
      },
    ]);
    // the owner heard of the refund once; staff may now give back the whole order
    expect(await refundMails(order.number)).toHaveLength(1);
    expect(await staffRefund(order, order.total)).toEqual({
      status: 'REFUNDED',
      refunded: { amountCents: order.total },
    });
  });

  it('a staff refund that fails is taken back, and the order’s other refund still counts', async () => {
    const order = await paidCollar();
    await staffRefund(order, 400);
    await staffRefund(order, 200);
    const [first, second] = fake.refunds.filter((made) => made.payment_intent === order.paymentId);
    const event = fake.signedEvent('charge.refund.updated', fake.failRefund(first!.id, 'lost_or_stolen_card'));
    expect((await deliver(event)).status).toBe(200);
    expect(await outcomeOf(event.id)).toMatch(/ partly refunded, 1 refund\(s\) of 400 cents failed$/);
    const page = await adminPage(order);
    expect(page).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refunded: { amountCents: 200 },
      refundable: { amountCents: order.total - 200 },
    });
    expect(
      page.refunds.map((refund: any) => [refund.amount.amountCents, refund.source, refund.failedAt !== null]),
    ).toEqual([
      [400, 'CONSOLE', true],
      [200, 'CONSOLE', false],
    ]);
    expect(await failedAtOf(second!.id)).toBeNull();
    expect((await auditOfOrder(order.number)).map((entry) => entry.action)).toEqual([
      'REFUND',
      'REFUND',
      'REFUND_FAILED',
    ]);
  });

  it('a full refund that fails: the order is no longer REFUNDED; the licence it revoked stays revoked', async () => {
    const order = await paidLicence('refund-fails');
    const { refund } = fake.refundInDashboard(order.paymentId);
    expect((await deliver(fake.signedEvent('charge.refunded', fake.chargeOf(order.paymentId)))).status).toBe(200);
    expect((await adminPage(order)).status).toBe('REFUNDED');
    expect((await deliver(fake.signedEvent('refund.failed', fake.failRefund(refund.id)))).status).toBe(200);
    expect(await adminPage(order)).toMatchObject({
      status: 'PAID',
      refunded: { amountCents: 0 },
      refundable: { amountCents: order.total },
    });
    expect((await query('select status from pet_licenses where order_id = $1', [order.id]))[0].status).toBe('REVOKED');
    expect((await auditOfOrder(order.number)).map((entry) => [entry.action, entry.after.status])).toEqual([
      ['REFUND', 'REFUNDED'],
      ['REFUND_FAILED', 'PAID'],
    ]);
  });

  it('a refund that failed before Pawport heard of it is never counted, logged or e-mailed', async () => {
    const order = await paidCollar();
    const { refund } = fake.refundInDashboard(order.paymentId, 300);
    const failed = fake.failRefund(refund.id);
    for (const event of [
      fake.signedEvent('refund.failed', failed),
      fake.signedEvent('charge.refunded', fake.chargeOf(order.paymentId)),
    ]) {
      expect((await deliver(event)).status).toBe(200);
      expect(await outcomeOf(event.id)).toMatch(/ not refunded, no new refund$/);
    }
    expect(await query('select count(*)::int as n from order_refunds where order_id = $1', [order.id])).toEqual([
      { n: 0 },
    ]);
    expect(await auditOfOrder(order.number)).toEqual([]);
    expect(await refundMails(order.number)).toEqual([]);
    expect((await adminPage(order)).refundable.amountCents).toBe(order.total);
  });
});
