// biome-ignore-all lint/suspicious/noExplicitAny: the answers are read loosely, field by field
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configuredOrigin } from '../../http/public-origin.js';
import { DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL } from '../../seed/demo-accounts.js';
import { type PaidOrder, REFUND, useStripeRefundsApp } from '../../test/test-stripe-refunds.js';

// issue 38 (decision 0407's addendum): a refund made in Stripe's dashboard brings what a staff refund of the
// same amount brings — an audit entry (by Stripe, the payment provider, not a person), the owner's refund
// e-mail in the same words, and, when it refunds the order in full, its licences revoked and logged — once,
// however often and in whatever events Stripe reports it.
describe('what a refund made in Stripe’s dashboard brings', () => {
  const { fake, testApp, query, logInAs, deliver, paidCollar, paidLicence, auditOfOrder, refundMails } =
    useStripeRefundsApp();

  const staffRefund = async (order: PaidOrder, amountCents: number, idempotencyKey: string = randomUUID()) => {
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const answer = await admin.request<any>(REFUND, {
      input: { orderNumber: order.number, amountCents, idempotencyKey },
    });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.refundOrder;
  };
  const reference = (order: PaidOrder) => `PP-${String(order.number).padStart(6, '0')}`;
  /**
   * an e-mail's words with the order's own numbers taken out, to compare two orders' e-mails; and the links'
   * origin, which is the staff member's request's for a staff refund (decision 0506)
   */
  const wordsOf = (mail: any, order: PaidOrder, ...numbers: string[]) =>
    [reference(order), `order=${order.number}`, ...numbers].reduce(
      (text: string, value) => text.replaceAll(value, '…'),
      `${mail.subject}\n${mail.text_body}`.replace(/https?:\/\/[^/\s]+\//g, '…/'),
    );
  const staffAccount = async () => (await query('select id from accounts where email = $1', [DEMO_ADMIN_EMAIL]))[0].id;

  it('a partial dashboard refund is logged by Stripe and e-mailed to the owner once, as a staff refund is', async () => {
    const order = await paidCollar();
    const { refund, charge } = fake.refundInDashboard(order.paymentId, 300);
    const event = fake.signedEvent('charge.refunded', charge);
    // Stripe delivers the event twice at once, then reports the refund again in other events
    expect((await Promise.all([deliver(event), deliver(event)])).map((answer) => answer.status)).toEqual([200, 200]);
    for (const again of [
      fake.signedEvent('charge.refunded', fake.chargeOf(order.paymentId)),
      fake.signedEvent('refund.updated', { ...refund }),
    ])
      expect((await deliver(again)).status).toBe(200);

    expect(await auditOfOrder(order.number)).toEqual([
      {
        actor_account_id: null,
        actor_name: 'Stripe',
        action: 'REFUND',
        before: { status: 'PAID', refundedCents: 0 },
        after: { status: 'PARTIALLY_REFUNDED', refundedCents: 300, amountCents: 300, providerRefundId: refund.id },
      },
    ]);
    const mails = await refundMails(order.number);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to_address: DEMO_OWNER_EMAIL,
      subject: 'We refunded $3.00 to your Visa card ending in 4242',
    });
    expect(mail.text_body).toContain(
      `In all, $3.00 of the $${(order.total / 100).toFixed(2)} you paid has been refunded.`,
    );
    expect(mail.text_body).not.toContain('Test mode');
    // a webhook is no person's request: its links are those of a scheduled job (decision 0506)
    expect(mail.text_body).toContain(
      `${configuredOrigin(testApp.services.config)}/en_US/account/full/account-app/settings/order-history/receipt?order=${order.number}`,
    );

    // a staff refund of the same amount of the same kind of order: the same entry (but who) and the same e-mail
    const other = await paidCollar();
    await staffRefund(other, 300);
    const [staffEntry] = await auditOfOrder(other.number);
    const [made] = fake.refunds.filter((candidate) => candidate.payment_intent === other.paymentId);
    expect(staffEntry).toEqual({
      actor_account_id: await staffAccount(),
      actor_name: expect.not.stringMatching(/^Stripe$/),
      action: 'REFUND',
      before: { status: 'PAID', refundedCents: 0 },
      after: { status: 'PARTIALLY_REFUNDED', refundedCents: 300, amountCents: 300, providerRefundId: made?.id },
    });
    const [staffMail] = await refundMails(other.number);
    expect(wordsOf(staffMail, other)).toBe(wordsOf(mail, order));
  });

  it('a full dashboard refund revokes the licence as a full staff refund does: logged by Stripe, named in the e-mail', async () => {
    const order = await paidLicence('dashboard-full');
    const licenceStatus = async (number: string) =>
      (await query('select status from pet_licenses where number = $1', [number]))[0].status as string;
    const before = await licenceStatus(order.licenceNumber);
    expect(['ACTIVE', 'PENDING_PROOF']).toContain(before);
    fake.refundInDashboard(order.paymentId);
    expect((await deliver(fake.signedEvent('charge.refunded', fake.chargeOf(order.paymentId)))).status).toBe(200);
    expect((await deliver(fake.signedEvent('charge.refunded', fake.chargeOf(order.paymentId)))).status).toBe(200);

    const licenceEntries = (number: string) =>
      query(
        `select actor_account_id, actor_name, action, before, after from audit_log
         where object_type = 'LICENSE' and object_id = $1 order by id`,
        [number],
      );
    expect(await licenceEntries(order.licenceNumber)).toEqual([
      {
        actor_account_id: null,
        actor_name: 'Stripe',
        action: 'LICENSE_REVOKED',
        before: { status: before },
        after: { status: 'REVOKED', reason: `Refunded (order ${reference(order)})` },
      },
    ]);
    expect(await licenceStatus(order.licenceNumber)).toBe('REVOKED');
    expect(
      (await auditOfOrder(order.number)).map((entry) => [entry.actor_name, entry.action, entry.after.status]),
    ).toEqual([['Stripe', 'REFUND', 'REFUNDED']]);
    const mails = await refundMails(order.number);
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain(
      `As the whole order is refunded, the license bought with it is revoked: ${order.licenceNumber}.`,
    );

    // the same order refunded in full by staff: the same licence entry (but who) and the same e-mail
    const other = await paidLicence('console-full');
    await staffRefund(other, other.total);
    expect(await licenceEntries(other.licenceNumber)).toEqual([
      expect.objectContaining({
        actor_account_id: await staffAccount(),
        action: 'LICENSE_REVOKED',
        after: { status: 'REVOKED', reason: `Refunded (order ${reference(other)})` },
      }),
    ]);
    const [staffMail] = await refundMails(other.number);
    expect(wordsOf(staffMail, other, other.licenceNumber)).toBe(wordsOf(mails[0], order, order.licenceNumber));
  });

  it('a partial dashboard refund of a licence order leaves the licence in force, as a partial staff refund does', async () => {
    const order = await paidLicence('dashboard-part');
    const [{ status }] = await query('select status from pet_licenses where order_id = $1', [order.id]);
    fake.refundInDashboard(order.paymentId, 100);
    expect((await deliver(fake.signedEvent('charge.refunded', fake.chargeOf(order.paymentId)))).status).toBe(200);
    expect((await query('select status from pet_licenses where order_id = $1', [order.id]))[0].status).toBe(status);
    expect(
      await query(`select count(*)::int as n from audit_log where object_type = 'LICENSE' and object_id = $1`, [
        order.licenceNumber,
      ]),
    ).toEqual([{ n: 0 }]);
    const [mail] = await refundMails(order.number);
    expect(mail.text_body).not.toContain('revoked');
  });

  it('a staff refund is logged and e-mailed once, by the staff member, whatever Stripe reports of it after', async () => {
    const order = await paidCollar();
    await staffRefund(order, 400);
    expect((await deliver(fake.signedEvent('charge.refunded', fake.chargeOf(order.paymentId)))).status).toBe(200);
    const entries = await auditOfOrder(order.number);
    expect(entries.map((entry) => [entry.actor_account_id, entry.action])).toEqual([[await staffAccount(), 'REFUND']]);
    expect(await refundMails(order.number)).toHaveLength(1);
  });
});
