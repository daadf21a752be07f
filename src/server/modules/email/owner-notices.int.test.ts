// biome-ignore-all lint/suspicious/noExplicitAny: the answers are read loosely, field by field
// Issue 38, D10–D12 (decision 0506): the e-mails staff decisions cause. An approved rabies proof and a
// refund each e-mail the owner once, in the owner's language, and nobody else; every link of those e-mails
// and of a rejection follows the request that caused it (without PUBLIC_URL) or PUBLIC_URL; the staff owner
// record says where each e-mail is, in the mailbox's words.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RABIES_CHECKLIST } from '../../../domain/rabies/rabies.rules.js';
import { DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { dogPayload } from '../../../domain/pet/pet-form.fixtures.js';
import { createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import { pdfWithPages } from '../../test/test-documents.js';
import { CSRF, type GraphQLTestClient, logInClient, type StartedTestApp, useTestApp } from '../../test/test-app.js';
import { addCollarToBasket, placePaidOrder, testCardToken } from '../../test/test-store.js';
import { recordLicense } from '../license/license.functions.js';

const PETS = '{ myPets { id name } }';
const ADD_PET = 'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }';
const OTHER_OWNER_EMAIL = 'other.notices.owner@example.com';
const APPROVE = `mutation($proofId: ID!, $checked: [String!]) {
  approveRabiesProof(proofId: $proofId, checked: $checked) { id status } }`;
const REJECT = `mutation($proofId: ID!, $reason: String!) { rejectRabiesProof(proofId: $proofId, reason: $reason) { id } }`;
const REFUND = `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { status } }`;
const OWNER_RECORD = `query ($id: ID!) { adminOwner(id: $id) { emails { id delivery } } }`;

const inYears = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
};

type Mail = { id: number; to_address: string; locale: string; template: string; subject: string; text_body: string };

/** The helpers of one test app: log-ins, the outbox since a moment, a pet's waiting proof. */
function notices(testApp: StartedTestApp) {
  const query = async (text: string, values: unknown[] = []) => (await testApp.database.pool.query(text, values)).rows;
  return {
    query,
    logInAs: (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD),
    /** the newest outbox id: what a test counts from */
    lastMailId: async () => Number((await query('select coalesce(max(id), 0) as id from email_outbox'))[0].id),
    /** the e-mails of `template` written after `since` */
    mailsSince: async (since: number, template: string): Promise<Mail[]> =>
      (await query('select * from email_outbox where id > $1 and template = $2 order by id', [
        since,
        template,
      ])) as Mail[],
    /** a new PENDING proof for the owner's pet `name`, waiting for staff; its id and the pet's */
    async proofFor(owner: GraphQLTestClient, name: string) {
      const pets = (await owner.request<{ myPets: Array<{ id: string; name: string }> }>(PETS)).body.data!.myPets;
      const pet = pets.find((candidate) => candidate.name === name)!;
      const form = new FormData();
      form.append('datePayload', inYears(1));
      form.append('file', new Blob([new Uint8Array(await pdfWithPages(1))]), 'proof.pdf');
      const answer = await owner.callRoute('PUT', `/api/pets/${pet.id}/rabies-proof`, { body: form, headers: CSRF });
      expect(answer.status).toBe(200);
      return { proofId: (await answer.json()).data.id as string, petId: Number(pet.id) };
    },
    /** a licence of the pet waiting for its rabies proof */
    async pendingLicense(petId: number) {
      const [row] = await query(
        "select p.account_id, j.id as jurisdiction_id from pets p, jurisdictions j where p.id = $1 and j.slug = 'king-county-wa'",
        [petId],
      );
      return recordLicense(testApp.services, {
        petId,
        accountId: row.account_id,
        jurisdictionId: row.jurisdiction_id,
        status: 'PENDING_PROOF',
        termStart: { year: 2026, month: 1, day: 1 },
        termEnd: { year: 2031, month: 3, day: 1 },
      });
    },
  };
}

describe('owner notices without PUBLIC_URL: links on the host of the request (D10, D11)', () => {
  const testApp = useTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  const help = notices(testApp);

  it('e-mails the owner once when staff approve a proof, in their language, naming the licence it made active', async () => {
    const owner = await help.logInAs(DEMO_OWNER_EMAIL);
    const { proofId, petId } = await help.proofFor(owner, 'Biscuit');
    const license = await help.pendingLicense(petId);
    // another owner's proof waits too: they hear nothing of this approval
    await createTestOwner(testApp.services, OTHER_OWNER_EMAIL);
    const other = await logInClient(testApp.url, OTHER_OWNER_EMAIL, TEST_PASSWORD);
    expect((await other.request<any>(ADD_PET, { input: dogPayload('Rex') })).body.errors).toBeUndefined();
    await help.proofFor(other, 'Rex');
    await help.query("update accounts set locale = 'es_US' where email = $1", [DEMO_OWNER_EMAIL]);
    const since = await help.lastMailId();
    const admin = await help.logInAs(DEMO_ADMIN_EMAIL);
    try {
      const approved = await admin.request<any>(APPROVE, { proofId, checked: [...RABIES_CHECKLIST] });
      expect(approved.body.errors).toBeUndefined();
      // replayed (a second click, a retried request): refused, and no second e-mail
      const again = await admin.request<any>(APPROVE, { proofId, checked: [...RABIES_CHECKLIST] });
      expect(again.body.errors?.[0]?.extensions?.code).toBe('RABIES_PROOF_DECIDED');
    } finally {
      await help.query("update accounts set locale = 'en_US' where email = $1", [DEMO_OWNER_EMAIL]);
    }
    const mails = await help.mailsSince(since, 'rabies-proof-accepted');
    expect(mails.map((mail) => [mail.to_address, mail.locale])).toEqual([[DEMO_OWNER_EMAIL, 'es_US']]);
    const [mail] = mails as [Mail];
    expect(mail.subject).toBe(
      'Se aceptó su comprobante de vacunación contra la rabia: la licencia de Biscuit está activa hasta el 1 mar 2031',
    );
    expect(mail.text_body).toContain(`La licencia ${license.number} de Biscuit ya está activa hasta el 1 mar 2031.`);
    // D10: the link is on the host the staff request came to (this test app's 127.0.0.1:port), not localhost
    expect(mail.text_body).toContain(`${testApp.url}/es_US/account/full/account-app/my-pets/`);
    expect(mail.text_body).not.toContain('localhost');
  });

  it('puts the rejection e-mail’s link on the host of the staff request too (D10)', async () => {
    const owner = await help.logInAs(DEMO_OWNER_EMAIL);
    const { proofId, petId } = await help.proofFor(owner, 'Miso');
    const since = await help.lastMailId();
    const admin = await help.logInAs(DEMO_ADMIN_EMAIL);
    expect((await admin.request<any>(REJECT, { proofId, reason: 'ILLEGIBLE' })).body.errors).toBeUndefined();
    const [mail, ...more] = await help.mailsSince(since, 'rabies-proof-rejected');
    expect(more).toEqual([]);
    expect(mail?.to_address).toBe(DEMO_OWNER_EMAIL);
    expect(mail?.text_body).toContain(`${testApp.url}/en_US/account/full/account-app/my-pets/edit?pet=${petId}`);
    expect(mail?.text_body).not.toContain('localhost');
    expect(mail?.text_body).toContain('Once you upload it, our staff will check it, usually within 2 working days.');
    expect(await help.mailsSince(since, 'rabies-proof-accepted')).toEqual([]);
  });

  it('e-mails the owner once per refund (a repeated key sends nothing more), with the card, the order and the link', async () => {
    const owner = await help.logInAs(DEMO_OWNER_EMAIL);
    const { total } = await addCollarToBasket(owner);
    const order = await placePaidOrder(owner, await testCardToken(owner), total);
    await help.query("update accounts set locale = 'es_US' where email = $1", [DEMO_OWNER_EMAIL]);
    const since = await help.lastMailId();
    const admin = await help.logInAs(DEMO_ADMIN_EMAIL);
    const key = randomUUID();
    const refund = (amountCents: number, idempotencyKey: string) =>
      admin.request<any>(REFUND, { input: { orderNumber: order.number, amountCents, idempotencyKey } });
    try {
      // a double click: two requests with one key at once, then the same key once more
      const both = await Promise.all([refund(500, key), refund(500, key)]);
      for (const answer of both) expect(answer.body.errors).toBeUndefined();
      expect((await refund(500, key)).body.errors).toBeUndefined();
    } finally {
      await help.query("update accounts set locale = 'en_US' where email = $1", [DEMO_OWNER_EMAIL]);
    }
    const first = await help.mailsSince(since, 'order-refunded');
    expect(first.map((mail) => [mail.to_address, mail.locale])).toEqual([[DEMO_OWNER_EMAIL, 'es_US']]);
    const reference = `PP-${String(order.number).padStart(6, '0')}`;
    const [mail] = first as [Mail];
    expect(mail.subject).toBe('Le reembolsamos $5.00 en su tarjeta Visa terminada en 4242');
    expect(mail.text_body).toContain('Le reembolsamos $5.00 en su tarjeta Visa terminada en 4242 por su pedido');
    expect(mail.text_body).toContain(`por su pedido ${reference}.`);
    expect(mail.text_body).toContain('Modo de prueba');
    expect(mail.text_body).toContain(
      `${testApp.url}/es_US/account/full/account-app/settings/order-history/receipt?order=${order.number}`,
    );

    // the rest, under a new key: a second refund is a second e-mail, in English now
    const rest = total - 500;
    expect((await refund(rest, randomUUID())).body.data.refundOrder.status).toBe('REFUNDED');
    const all = await help.mailsSince(since, 'order-refunded');
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({ to_address: DEMO_OWNER_EMAIL, locale: 'en_US' });
    expect(all[1]?.text_body).toContain(`In all, $${(total / 100).toFixed(2)} of the $${(total / 100).toFixed(2)}`);
  });

  it('shows staff where each e-mail to the owner is, in the mailbox’s terms (D12)', async () => {
    const admin = await help.logInAs(DEMO_ADMIN_EMAIL);
    const [account] = await help.query('select id from accounts where email = $1', [DEMO_OWNER_EMAIL]);
    const rows = await help.query(
      'select id from email_outbox where lower(to_address) = lower($1) order by id desc limit 4',
      [DEMO_OWNER_EMAIL],
    );
    expect(rows).toHaveLength(4);
    const [kept, sent, failed, queued] = rows.map((row) => Number(row.id));
    await help.query("update email_outbox set status = 'SENT', delivered_by = 'outbox' where id = $1", [kept]);
    await help.query("update email_outbox set status = 'SENT', delivered_by = 'smtp' where id = $1", [sent]);
    await help.query("update email_outbox set status = 'FAILED' where id = $1", [failed]);
    await help.query("update email_outbox set status = 'QUEUED', delivered_by = null where id = $1", [queued]);
    const record = await admin.request<any>(OWNER_RECORD, { id: String(account.id) });
    expect(record.body.errors).toBeUndefined();
    const delivery = new Map(
      record.body.data.adminOwner.emails.map((email: { id: string; delivery: string }) => [
        Number(email.id),
        email.delivery,
      ]),
    );
    expect([kept, sent, failed, queued].map((id) => delivery.get(id))).toEqual([
      'KEPT_LOCALLY',
      'SENT',
      'FAILED',
      'QUEUED',
    ]);
  });
});

describe('owner notices with PUBLIC_URL: its origin, whatever host the request named (D10)', () => {
  const testApp = useTestApp({ env: { PUBLIC_URL: 'https://pets.example.org' } });
  const help = notices(testApp);

  it('links the approval e-mail to PUBLIC_URL', async () => {
    const owner = await help.logInAs(DEMO_OWNER_EMAIL);
    const { proofId } = await help.proofFor(owner, 'Biscuit');
    const since = await help.lastMailId();
    const admin = await help.logInAs(DEMO_ADMIN_EMAIL);
    expect(
      (await admin.request<any>(APPROVE, { proofId, checked: [...RABIES_CHECKLIST] })).body.errors,
    ).toBeUndefined();
    const [mail] = await help.mailsSince(since, 'rabies-proof-accepted');
    expect(mail?.text_body).toContain('https://pets.example.org/en_US/account/full/account-app/my-pets/');
    expect(mail?.text_body).not.toContain(testApp.url);
    // Biscuit had no licence waiting: the proof is accepted, nothing is said active
    expect(mail?.subject).toBe("Biscuit's rabies proof was accepted");
  });
});
