// biome-ignore-all lint/suspicious/noExplicitAny: the answers are read loosely, field by field
// The suite of refunds made at Stripe (decision 0407's addendum): an app on the fake Stripe, orders paid
// through it, webhooks signed through it, and what the tests read back (rows, the staff page, the report).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { dogPayload } from '../../domain/pet/pet-form.fixtures.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { createTestOwner, TEST_PASSWORD } from './test-accounts.js';
import { type GraphQLTestClient, logInClient } from './test-app.js';
import { addCollarToBasket, basketTotal, MONEY, placePaidOrder, useFakeStripeTestApp } from './test-store.js';

export const ORDER = `query ($number: Int!) { adminOrder(number: $number) { status refunded { ${MONEY} }
  refundable { ${MONEY} } refunds { amount { amountCents } adminName source failedAt } } }`;
export const REFUND = `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { status refunded { amountCents } } }`;
const REPORT = `query ($from: String!, $to: String!) { staffReport(from: $from, to: $to) {
  months { month jurisdictionName gross { amountCents } refunds { amountCents } net { amountCents } } } }`;

export type PaidOrder = { number: number; total: number; id: string; paymentId: string; accountId: number };

/** Starts the app on the fake Stripe for the file's tests and answers the helpers that read it. */
export function useStripeRefundsApp() {
  const { fake, testApp } = useFakeStripeTestApp();
  const query = async (text: string, values: unknown[] = []) => (await testApp.database.pool.query(text, values)).rows;
  const logInAs = (email: string, password = DEMO_PASSWORD) => logInClient(testApp.url, email, password);
  const month = new Date().toISOString().slice(0, 7);

  /** Delivers a signed event to the webhook, as Stripe does. */
  const deliver = (event: { payload: string; signature: string }) =>
    fetch(`${testApp.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });

  /** The owner's basket paid with a Stripe PaymentMethod: the order and its PaymentIntent. */
  async function pay(owner: GraphQLTestClient): Promise<PaidOrder> {
    const placed = await placePaidOrder(owner, fake.createPaymentMethod('pm_card_visa'), await basketTotal(owner));
    const [row] = await query('select id, charge_id, account_id from orders where number = $1', [placed.number]);
    return {
      number: placed.number,
      total: placed.total.amountCents,
      id: row.id as string,
      paymentId: row.charge_id as string,
      accountId: row.account_id as number,
    };
  }

  return {
    fake,
    testApp,
    query,
    logInAs,
    deliver,
    pay,

    /** The demo owner buys a collar. */
    async paidCollar() {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      await addCollarToBasket(owner);
      return pay(owner);
    },

    /** A new owner (`prefix-…@example.com`, English) buys a licence for a new dog; its licence number too. */
    async paidLicence(prefix: string) {
      const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
      await createTestOwner(testApp.services, email, TEST_PASSWORD, { birthdate: { year: 1980, month: 1, day: 1 } });
      const owner = await logInAs(email, TEST_PASSWORD);
      const pet = await owner.request<any>('mutation ($input: AddPetInput!) { addPet(input: $input) { id } }', {
        input: dogPayload('Dashboard'),
      });
      const added = await owner.request<any>(
        'mutation ($petId: ID!) { addLicenseToBasket(petId: $petId, termYears: 1) { count } }',
        { petId: pet.body.data.addPet.id },
      );
      expect(added.body.errors).toBeUndefined();
      const order = await pay(owner);
      const [licence] = await query('select number from pet_licenses where order_id = $1', [order.id]);
      return { ...order, email, licenceNumber: licence.number as string };
    },

    /** The order's refunds, oldest first. */
    refundRows: (orderId: string) =>
      query(
        'select amount_cents, provider_refund_id, source, admin_id from order_refunds where order_id = $1 order by id',
        [orderId],
      ),

    /** King County's figures this month, in cents. */
    async kingThisMonth(admin: GraphQLTestClient) {
      const answer = await admin.request<any>(REPORT, { from: month, to: month });
      expect(answer.body.errors).toBeUndefined();
      const row = answer.body.data.staffReport.months.find(
        (entry: any) => entry.month === month && entry.jurisdictionName.startsWith('King'),
      );
      return { gross: row.gross.amountCents, refunds: row.refunds.amountCents, net: row.net.amountCents };
    },

    /** The order's audit entries, oldest first: who, what, before and after. */
    auditOfOrder: (number: number) =>
      query(
        `select actor_account_id, actor_name, action, before, after from audit_log
         where object_type = 'ORDER' and object_id = $1 order by id`,
        [String(number)],
      ),

    /** The refund e-mails the outbox holds for the order. */
    refundMails: (number: number) =>
      query(
        `select to_address, locale, subject, text_body from email_outbox
         where template = 'order-refunded' and text_body like $1 order by id`,
        [`%PP-${String(number).padStart(6, '0')}%`],
      ),

    /** The outcome the webhook recorded for an event. */
    async outcomeOf(eventId: string): Promise<string> {
      const [row] = await query('select outcome from stripe_webhook_events where event_id = $1', [eventId]);
      return row?.outcome as string;
    },
  };
}
