// biome-ignore-all lint/suspicious/noExplicitAny: the answers are read loosely, field by field
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { dogPayload } from '../../../domain/pet/pet-form.fixtures.js';
import { createTestAdmin, createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import { codeOf, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import {
  addCollarToBasket,
  payForBasket,
  placePaidOrder,
  testCardToken,
  useFakeStripeTestApp,
  MONEY,
} from '../../test/test-store.js';

// issue 17 (decision 0702): the staff order list and page, refunds exactly once through the payment
// provider, order notes; every field refused to an owner, a visitor and an administrator of another
// jurisdiction.
const OTHER_ADMIN_EMAIL = 'ottawa.orders.admin@example.com';
const SECOND_ADMIN_EMAIL = 'king.second.admin@example.com';
const ORDER = `number reference status total { ${MONEY} } refunded { ${MONEY} } refundable { ${MONEY} }
  owner { name email } lines { productName quantity } refunds { amount { amountCents } adminName }
  notes { id text isEdited version administrator { id displayName } } currentUser { id displayName }`;
const LIST = `query ($filter: AdminOrderFilter) { adminOrders(filter: $filter) { totalCount page pageSize
  items { number status ownerName categories total { amountCents } } } }`;
const ONE = `query ($number: Int!) { adminOrder(number: $number) { ${ORDER} } }`;
const REFUND = `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { ${ORDER} } }`;
const ADD_NOTE = `mutation ($orderNumber: Int!, $text: String!) { addOrderNote(orderNumber: $orderNumber, text: $text) {
  id text version isEdited administrator { id } } }`;
const EDIT_NOTE = `mutation ($noteId: ID!, $text: String!, $version: Int!) { editOrderNote(noteId: $noteId, text: $text, version: $version) {
  id text version isEdited } }`;
const MY_ORDERS = '{ myOrders { number status } }';

/** A collar bought with a card token `cardToken` makes. */
async function buyCollar(client: GraphQLTestClient, cardToken: () => Promise<string>) {
  const { total } = await addCollarToBasket(client);
  return placePaidOrder(client, await cardToken(), total);
}

const testCard = (client: GraphQLTestClient) => () => testCardToken(client);

/** `admin` refunds `amountCents` of the order under `idempotencyKey` (a fresh one unless given). */
const refund = (
  admin: GraphQLTestClient,
  orderNumber: number,
  amountCents: number,
  idempotencyKey: string = randomUUID(),
) => admin.request<any>(REFUND, { input: { orderNumber, amountCents, idempotencyKey } });

describe('staff orders with the test processor', () => {
  const testApp = useTestApp();
  const logInAs = (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD);
  const query = async (text: string, values: unknown[] = []) => (await testApp.database.pool.query(text, values)).rows;

  it('lists the orders of the administrator’s jurisdictions with filters, and shows one order', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const order = await buyCollar(owner, testCard(owner));
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const list = await admin.request<any>(LIST, { filter: { status: 'PAID', type: 'COLLAR' } });
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.adminOrders.items).toContainEqual(
      expect.objectContaining({ number: order.number, status: 'PAID', categories: ['COLLAR'] }),
    );
    const licences = await admin.request<any>(LIST, { filter: { type: 'LICENSE' } });
    expect(licences.body.data.adminOrders.items.map((item: any) => item.number)).not.toContain(order.number);
    const future = await admin.request<any>(LIST, { filter: { from: '2999-01-01' } });
    expect(future.body.data.adminOrders).toMatchObject({ totalCount: 0, items: [] });
    const badDate = await admin.request<any>(LIST, { filter: { from: "2026-01-01' or 1=1 --" } });
    expect(codeOf(badDate)).toBe('VALIDATION_FAILED');
    // a day that is not on the calendar is the client's error, not the database's
    const noSuchDay = await admin.request<any>(LIST, { filter: { from: '2026-02-31' } });
    expect(codeOf(noSuchDay)).toBe('VALIDATION_FAILED');
    const one = await admin.request<any>(ONE, { number: order.number });
    expect(one.body.data.adminOrder).toMatchObject({
      status: 'PAID',
      owner: { email: DEMO_OWNER_EMAIL },
      refunded: { amountCents: 0 },
      refundable: { amountCents: order.total.amountCents },
      notes: [],
    });
  });

  it('refunds in part, then the rest, exactly once per key; refuses more than is left and changes nothing', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const order = await buyCollar(owner, testCard(owner));
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const total = order.total.amountCents;
    const key = randomUUID();
    // a double click: two requests with one key at once
    const [first, second] = await Promise.all([
      refund(admin, order.number, 500, key),
      refund(admin, order.number, 500, key),
    ]);
    expect(first.body.errors).toBeUndefined();
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data.refundOrder).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refunded: { amountCents: 500 },
    });
    // this order's refunds (the demo data has a refunded order of its own, seed/demo-statuses.ts)
    const refunds = async () =>
      (
        await query(
          'select count(*)::int as n from order_refunds r join orders o on o.id = r.order_id where o.number = $1',
          [order.number],
        )
      )[0].n;
    expect(await refunds()).toBe(1);
    // decision 0407: the same key with another amount is refused, and refunds nothing more
    expect(codeOf(await refund(admin, order.number, 700, key))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await refunds()).toBe(1);
    expect((await owner.request<any>(MY_ORDERS)).body.data.myOrders).toContainEqual({
      number: order.number,
      status: 'PARTIALLY_REFUNDED',
    });
    const tooMuch = await refund(admin, order.number, total - 499);
    expect(codeOf(tooMuch)).toBe('REFUND_TOO_LARGE');
    for (const amountCents of [0, -5])
      expect(codeOf(await refund(admin, order.number, amountCents))).toBe('REFUND_AMOUNT_INVALID');
    // a key too short or too long is the key's error, named as its field like every field error (decision
    // 0006), never the amount's, whatever the amount
    for (const [key, message] of [
      ['short', 'validation.minChars|{"numLimit":8}'],
      ['k'.repeat(101), 'validation.maxChars|{"numLimit":100}'],
    ] as const) {
      for (const amountCents of [100, 0]) {
        const badKey = await refund(admin, order.number, amountCents, key);
        expect(codeOf(badKey), key).toBe('VALIDATION_FAILED');
        expect(badKey.body.errors?.[0]?.extensions?.details?.fields).toEqual([{ path: 'idempotencyKey', message }]);
      }
    }
    expect((await query('select refunded_cents from orders where number = $1', [order.number]))[0]).toEqual({
      refunded_cents: 500,
    });
    const rest = await refund(admin, order.number, total - 500);
    expect(rest.body.data.refundOrder).toMatchObject({
      status: 'REFUNDED',
      refundable: { amountCents: 0 },
      refunds: [{ amount: { amountCents: 500 } }, { amount: { amountCents: total - 500 } }],
    });
    const after = await refund(admin, order.number, 1);
    expect(codeOf(after)).toBe('REFUND_TOO_LARGE');
    const audit = await query(
      "select action, object_id, after from audit_log where object_type = 'ORDER' and object_id = $1 order by id",
      [String(order.number)],
    );
    expect(audit.map((row) => row.action)).toEqual(['REFUND', 'REFUND']);
  });

  it('a licence follows its order: a partial refund leaves it in force, a full refund revokes it', async () => {
    const email = `refund-licence-${randomUUID().slice(0, 8)}@example.com`;
    await createTestOwner(testApp.services, email, TEST_PASSWORD, { birthdate: { year: 1980, month: 1, day: 1 } });
    const owner = await logInClient(testApp.url, email, TEST_PASSWORD);
    const pet = await owner.request<any>('mutation ($input: AddPetInput!) { addPet(input: $input) { id } }', {
      input: dogPayload('Refunded'),
    });
    const added = await owner.request<any>(
      'mutation ($petId: ID!) { addLicenseToBasket(petId: $petId, termYears: 1) { count } }',
      { petId: pet.body.data.addPet.id },
    );
    expect(added.body.errors).toBeUndefined();
    await addCollarToBasket(owner);
    const order = await payForBasket(owner);
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const licence = async () =>
      (
        await query(
          'select status, revoked_reason from pet_licenses where order_id = (select id from orders where number = $1)',
          [order.number],
        )
      )[0];
    const before = (await licence()).status;
    expect(['ACTIVE', 'PENDING_PROOF']).toContain(before);
    expect((await refund(admin, order.number, 100)).body.errors).toBeUndefined();
    expect((await licence()).status).toBe(before);
    const rest = await refund(admin, order.number, order.total.amountCents - 100);
    expect(rest.body.data.refundOrder.status).toBe('REFUNDED');
    expect(await licence()).toEqual({
      status: 'REVOKED',
      revoked_reason: `Refunded (order ${rest.body.data.refundOrder.reference})`,
    });
    const audit = await query(
      "select action from audit_log where object_type = 'LICENSE' and action = 'LICENSE_REVOKED' and owner_account_id = (select id from accounts where email = $1)",
      [email],
    );
    expect(audit).toHaveLength(1);
  });

  it('order notes: add, edit own, not another’s, a stale edit is told and loses nothing', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const order = await buyCollar(owner, testCard(owner));
    await createTestAdmin(testApp.services, SECOND_ADMIN_EMAIL, DEMO_PASSWORD, ['king-county-wa']);
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const second = await logInAs(SECOND_ADMIN_EMAIL);
    const blank = await admin.request<any>(ADD_NOTE, { orderNumber: order.number, text: '   ' });
    expect(codeOf(blank)).toBe('VALIDATION_FAILED');
    const added = await admin.request<any>(ADD_NOTE, { orderNumber: order.number, text: 'Called the owner.' });
    expect(added.body.errors).toBeUndefined();
    const [note] = added.body.data.addOrderNote;
    expect(note).toMatchObject({ text: 'Called the owner.', version: 1, isEdited: false });
    // another administrator of the jurisdiction cannot edit it
    const notTheirs = await second.request<any>(EDIT_NOTE, { noteId: note.id, text: 'Mine now', version: 1 });
    expect(codeOf(notTheirs)).toBe('FORBIDDEN');
    const edited = await admin.request<any>(EDIT_NOTE, { noteId: note.id, text: 'Called the owner back.', version: 1 });
    expect(edited.body.data.editOrderNote[0]).toMatchObject({ version: 2, isEdited: true });
    // a second editor that opened version 1 is told, and the saved text stays
    const stale = await admin.request<any>(EDIT_NOTE, { noteId: note.id, text: 'Overwrite', version: 1 });
    expect(codeOf(stale)).toBe('STALE_EDIT');
    // a note with no administrator: anyone of the jurisdiction may edit it
    await query('update order_notes set admin_id = null where id = $1', [Number(note.id)]);
    const anyone = await second.request<any>(EDIT_NOTE, { noteId: note.id, text: 'Checked.', version: 2 });
    expect(anyone.body.data.editOrderNote[0]).toMatchObject({ text: 'Checked.', version: 3 });
    const page = await admin.request<any>(ONE, { number: order.number });
    expect(page.body.data.adminOrder.notes).toEqual([
      expect.objectContaining({ text: 'Checked.', isEdited: true, administrator: null }),
    ]);
    expect(page.body.data.adminOrder.currentUser.displayName).toBeTruthy();
  });

  it('refuses every field to a visitor, an owner and an administrator of another jurisdiction; nothing changes', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const order = await buyCollar(owner, testCard(owner));
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const added = await admin.request<any>(ADD_NOTE, { orderNumber: order.number, text: 'Staff only.' });
    const noteId = added.body.data.addOrderNote[0].id;
    await createTestAdmin(testApp.services, OTHER_ADMIN_EMAIL, DEMO_PASSWORD, ['ottawa-on']);
    const other = await logInAs(OTHER_ADMIN_EMAIL);
    const visitor = new GraphQLTestClient(testApp.url);
    const calls: Array<[string, Record<string, unknown>]> = [
      [LIST, {}],
      [ONE, { number: order.number }],
      [REFUND, { input: { orderNumber: order.number, amountCents: 100, idempotencyKey: randomUUID() } }],
      [ADD_NOTE, { orderNumber: order.number, text: 'Sneaky' }],
      [EDIT_NOTE, { noteId, text: 'Sneaky', version: 1 }],
    ];
    for (const [text, variables] of calls) {
      for (const client of [visitor, owner]) {
        const answer = await client.request<any>(text, variables);
        expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(codeOf(answer));
      }
    }
    // another jurisdiction's administrator: an empty list, and the order is not found
    expect((await other.request<any>(LIST, {})).body.data.adminOrders.totalCount).toBe(0);
    for (const [text, variables] of calls.slice(1))
      expect(codeOf(await other.request<any>(text, variables))).toBe('NOT_FOUND');
    expect((await query('select refunded_cents from orders where number = $1', [order.number]))[0].refunded_cents).toBe(
      0,
    );
    expect((await query('select text from order_notes where id = $1', [Number(noteId)]))[0].text).toBe('Staff only.');
  });
});

describe('staff refunds with the Stripe adapter against the local fake', () => {
  const { fake, testApp } = useFakeStripeTestApp();

  it('refunds through POST /v1/refunds once per key, and refuses more than the PaymentIntent has left', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const order = await buyCollar(owner, async () => fake.createPaymentMethod('pm_card_visa'));
    const admin = await logInClient(testApp.url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      refund(admin, order.number, 300, key),
      refund(admin, order.number, 300, key),
    ]);
    expect(first.body.errors).toBeUndefined();
    expect(second.body.data.refundOrder.status).toBe('PARTIALLY_REFUNDED');
    expect(fake.refunds).toEqual([expect.objectContaining({ amount: 300, currency: 'usd' })]);
    const refundRequests = fake.requests.filter((request) => request.path === '/v1/refunds');
    expect(refundRequests.every((request) => request.idempotencyKey?.startsWith('refund:'))).toBe(true);
    const tooMuch = await refund(admin, order.number, order.total.amountCents);
    expect(codeOf(tooMuch)).toBe('REFUND_TOO_LARGE');
    expect(fake.refunds).toHaveLength(1);
    const rest = await refund(admin, order.number, order.total.amountCents - 300);
    expect(rest.body.data.refundOrder.status).toBe('REFUNDED');
    expect(fake.refunds.map((made) => made.amount)).toEqual([300, order.total.amountCents - 300]);
  });
});
