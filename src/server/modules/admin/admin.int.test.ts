// issue 17 (decision 0701): the staff console's search, records and audited changes, through the API.
// biome-ignore-all lint/suspicious/noExplicitAny: the answers are read loosely, field by field
import { describe, expect, it } from 'vitest';
import { ADMIN_SEARCH_MAX_LENGTH } from '../../../domain/admin/staff.rules.js';
import { DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { DEMO_OTTAWA_CAT } from '../../seed/demo-statuses.js';
import { createTestAdmin } from '../../test/test-accounts.js';
import { type GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';

const SEARCH = `query ($query: String!, $kind: AdminSearchKind, $offset: Int) {
  adminSearch(query: $query, kind: $kind, offset: $offset) { kind offset hasNextPage hits { kind ownerId petId title detail species licenseStatus orderNumber placedOn } } }`;
const OWNER = `query ($id: ID!) { adminOwner(id: $id) { id firstName lastName email phones { type number } jurisdictionName
  address { cityName } pets { id name } licenses { id number status petName } orders { number } moves { fromName toName movedBy }
  emails { template subject } audit { actorName action objectType objectId changes { field before after } createdAt } } }`;
const PET = `query ($id: ID!) { adminPet(id: $id) { id name ownerName licenses { id number status revokedReason }
  rabiesProofs { id status } audit { action changes { field before after } } } }`;
const CORRECT = `mutation ($accountId: ID!, $details: AdminOwnerCorrectionInput!) {
  adminCorrectOwnerDetails(accountId: $accountId, details: $details) { firstName phones { number } audit { action } } }`;
const REVOKE = `mutation ($licenseId: ID!, $reason: String!) { adminRevokeLicense(licenseId: $licenseId, reason: $reason) {
  licenses { id status revokedReason } audit { action changes { field before after } } } }`;
const MOVE = `mutation ($accountId: ID!, $jurisdictionId: ID!, $confirmed: Boolean) {
  moveOwner(accountId: $accountId, jurisdictionId: $jurisdictionId, confirmed: $confirmed) { jurisdictionId } }`;
const OTHER_ADMIN = 'toronto.staff@example.com';

let fixedNow: Date | null = null;

describe('staff console (issue 17)', () => {
  const testApp = useTestApp({ services: { now: () => fixedNow ?? new Date() } });
  const query = async (sql: string, params: unknown[] = []) => (await testApp.database.pool.query(sql, params)).rows;
  const admin = () => logInClient(testApp.url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  const demoOwnerId = async () => (await query('select id from accounts where email = $1', [DEMO_OWNER_EMAIL]))[0].id;
  const search = async (client: GraphQLTestClient, text: string, extra: Record<string, unknown> = {}) =>
    client.request<any>(SEARCH, { query: text, ...extra });
  const ownersOf = (answer: any) =>
    answer.body.data?.adminSearch.find((group: any) => group.kind === 'OWNER')?.hits ?? [];

  it('finds an owner by phone (as typed, with punctuation), name, e-mail; a pet by name; a licence by number', async () => {
    const client = await admin();
    const id = String(await demoOwnerId());
    for (const text of ['2065550100', '(206) 555-0100', 'dana demo', 'DEMO.OWNER@', 'Dana']) {
      const answer = await search(client, text);
      expect(answer.body.errors, text).toBeUndefined();
      expect(
        ownersOf(answer).map((hit: any) => hit.ownerId),
        text,
      ).toContain(id);
    }
    const [license] = await query(
      'select l.number, l.tag_number from pet_licenses l join pets p on p.id = l.pet_id where p.account_id = $1',
      [id],
    );
    const byNumber = await search(client, license.number.toLowerCase());
    const licenses = byNumber.body.data.adminSearch.find((group: any) => group.kind === 'LICENSE').hits;
    expect(licenses.map((hit: any) => hit.title)).toContain(license.number);
    const pets = (await search(client, 'bisc')).body.data.adminSearch.find((group: any) => group.kind === 'PET').hits;
    expect(pets.map((hit: any) => hit.title)).toContain('Biscuit');
    // coded details come as codes, for the screen to word in its language
    expect(pets.find((hit: any) => hit.title === 'Biscuit')).toMatchObject({ species: 'DOG', detail: 'Dana Demo' });
    expect(licenses.find((hit: any) => hit.title === license.number).licenseStatus).toMatch(/^[A-Z_]+$/);
    const [order] = await query(
      `select o.number, to_char(o.placed_at at time zone j.timezone, 'YYYY-MM-DD') as day
         from orders o join accounts a on a.id = o.account_id join jurisdictions j on j.id = a.jurisdiction_id
        where o.account_id = $1 limit 1`,
      [id],
    );
    expect(order, 'the demo owner has an order (seed/demo-orders.ts)').toBeDefined();
    const orders = (await search(client, String(order.number))).body.data.adminSearch.find(
      (group: any) => group.kind === 'ORDER',
    ).hits;
    expect(orders[0]).toMatchObject({ orderNumber: order.number, placedOn: order.day, detail: 'Dana Demo' });
  });

  it('a pet hit carries what its licence-and-proof state needs: current licence, proof, whether one is asked (decision 0505)', async () => {
    const client = await admin();
    const petHits = async (text: string) =>
      (
        await client.request<any>(
          `query ($query: String!) { adminSearch(query: $query, kind: PET) { hits { title petId
            license { number status current } rabiesProof { status } rabiesProofRequired } } }`,
          { query: text },
        )
      ).body.data.adminSearch[0].hits;
    // Ottawa asks no rabies proof of a cat: Maple is licensed without one; Bijou (a dog) needs one, unlicensed
    const [maple] = (await petHits(DEMO_OTTAWA_CAT)).filter((hit: any) => hit.title === DEMO_OTTAWA_CAT);
    expect(maple).toMatchObject({
      license: { status: 'ACTIVE', current: true },
      rabiesProof: null,
      rabiesProofRequired: false,
    });
    const [bijou] = (await petHits('bijou')).filter((hit: any) => hit.title === 'Bijou');
    expect(bijou).toMatchObject({ license: null, rabiesProof: null, rabiesProofRequired: true });
    // the pet's record and its owner's record say the same
    const record = await client.request<any>(`query ($id: ID!) { adminPet(id: $id) { rabiesProofRequired ownerId } }`, {
      id: maple.petId,
    });
    expect(record.body.data.adminPet.rabiesProofRequired).toBe(false);
    const owner = await client.request<any>(
      `query ($id: ID!) { adminOwner(id: $id) { pets { name rabiesProofRequired } } }`,
      {
        id: record.body.data.adminPet.ownerId,
      },
    );
    expect(owner.body.data.adminOwner.pets).toEqual(
      expect.arrayContaining([
        { name: DEMO_OTTAWA_CAT, rabiesProofRequired: false },
        { name: 'Bijou', rabiesProofRequired: true },
      ]),
    );
  });

  it('pages one kind: ten at a time, hasNextPage, the next page at an offset', async () => {
    const client = await admin();
    const [{ jurisdiction_id: jurisdictionId }] = await query('select jurisdiction_id from accounts where email = $1', [
      DEMO_OWNER_EMAIL,
    ]);
    await query(
      `insert into accounts (email, password_hash, first_name, last_name, jurisdiction_id)
       select 'pager' || n || '@example.com', 'x', 'Pager', 'Zed' || lpad(n::text, 2, '0'), $1 from generate_series(1, 13) n`,
      [jurisdictionId],
    );
    const first = await search(client, 'pager', { kind: 'OWNER' });
    expect(first.body.data.adminSearch).toHaveLength(1);
    expect(first.body.data.adminSearch[0]).toMatchObject({ hasNextPage: true, offset: 0 });
    expect(first.body.data.adminSearch[0].hits).toHaveLength(10);
    const second = await search(client, 'pager', { kind: 'OWNER', offset: 10 });
    expect(second.body.data.adminSearch[0].hits.map((hit: any) => hit.title)).toEqual([
      'Pager Zed11',
      'Pager Zed12',
      'Pager Zed13',
    ]);
    expect(second.body.data.adminSearch[0].hasNextPage).toBe(false);
  });

  it('bad input: metacharacters match only themselves; empty and over-long queries are field errors', async () => {
    const client = await admin();
    for (const text of ["%' or 1=1 --", '.*', '_', '\\', '%%', "'; drop table accounts; --", '(a|b)+$']) {
      const answer = await search(client, text);
      expect(answer.body.errors, text).toBeUndefined();
      expect(ownersOf(answer), text).toEqual([]);
    }
    for (const [text, key] of [
      ['', 'validation.required'],
      ['   ', 'validation.required'],
      ['x'.repeat(10_000), 'validation.maxChars'],
      ['x'.repeat(ADMIN_SEARCH_MAX_LENGTH + 1), 'validation.maxChars'],
    ] as const) {
      const answer = await search(client, text);
      const error = answer.body.errors?.[0] as any;
      expect(error?.extensions?.code, text.slice(0, 10)).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(error.extensions), text.slice(0, 10)).toContain(key);
    }
    expect((await search(client, 'x'.repeat(ADMIN_SEARCH_MAX_LENGTH))).body.errors).toBeUndefined();
    expect((await query('select count(*)::int as n from accounts'))[0].n).toBeGreaterThan(2);
  });

  it('an admin of another jurisdiction finds nothing of it and opens none of its records', async () => {
    await createTestAdmin(testApp.services, OTHER_ADMIN, DEMO_PASSWORD, ['toronto-on']);
    const other = await logInClient(testApp.url, OTHER_ADMIN, DEMO_PASSWORD);
    expect(ownersOf(await search(other, '2065550100'))).toEqual([]);
    const id = await demoOwnerId();
    const answer = await other.request<any>(OWNER, { id: String(id) });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [pet] = await query('select id from pets where account_id = $1', [id]);
    expect((await other.request<any>(PET, { id: String(pet.id) })).body.errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('shows the owner record, corrects details with the owner’s rules, audits before and after', async () => {
    const client = await admin();
    const id = String(await demoOwnerId());
    const record = (await client.request<any>(OWNER, { id })).body.data.adminOwner;
    expect(record).toMatchObject({ firstName: 'Dana', email: DEMO_OWNER_EMAIL, jurisdictionName: 'King County, WA' });
    expect(record.pets.map((pet: any) => pet.name)).toContain('Biscuit');
    expect(record.licenses.length).toBeGreaterThan(0);

    const bad = await client.request<any>(CORRECT, {
      accountId: id,
      details: { firstName: '', lastName: 'Demo', phones: [{ type: 'M', number: '12' }] },
    });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect((await query('select first_name from accounts where id = $1', [id]))[0].first_name).toBe('Dana');
    expect((await query('select count(*)::int as n from audit_log where owner_account_id = $1', [id]))[0].n).toBe(0);

    const good = await client.request<any>(CORRECT, {
      accountId: id,
      details: { firstName: 'Danielle', lastName: 'Demo', phones: [{ type: 'M', number: '2065550100' }] },
    });
    expect(good.body.errors).toBeUndefined();
    expect(good.body.data.adminCorrectOwnerDetails.audit[0].action).toBe('OWNER_DETAILS_CORRECTED');
    const after = (await client.request<any>(OWNER, { id })).body.data.adminOwner;
    expect(after.audit[0]).toMatchObject({ actorName: 'Alex Admin', objectType: 'ACCOUNT', objectId: id });
    expect(after.audit[0].changes).toContainEqual({ field: 'firstName', before: 'Dana', after: 'Danielle' });
    await client.request(CORRECT, {
      accountId: id,
      details: { firstName: 'Dana', lastName: 'Demo', phones: [{ type: 'M', number: '2065550100' }] },
    });
  });

  it('a move by staff needs the checkbox, is recorded and audited', async () => {
    const client = await admin();
    const id = String(await demoOwnerId());
    const [seattle] = await query(`select id from jurisdictions where slug = 'seattle-wa'`);
    const unconfirmed = await client.request<any>(MOVE, {
      accountId: id,
      jurisdictionId: String(seattle.id),
      confirmed: false,
    });
    expect(unconfirmed.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const moved = await client.request<any>(MOVE, {
      accountId: id,
      jurisdictionId: String(seattle.id),
      confirmed: true,
    });
    expect(moved.body.errors).toBeUndefined();
    const record = (await client.request<any>(OWNER, { id })).body.data.adminOwner;
    expect(record.jurisdictionName).toBe('Seattle, WA');
    expect(record.moves[0]).toMatchObject({ fromName: 'King County, WA', toName: 'Seattle, WA', movedBy: 'ADMIN' });
    expect(record.audit[0].action).toBe('OWNER_MOVED');
    expect(record.audit[0].changes).toContainEqual({
      field: 'jurisdiction',
      before: 'King County, WA',
      after: 'Seattle, WA',
    });
  });

  it('gives staff what the one licence-and-proof state reads (decision 0505): calendar, current licence, latest proof, approximate age', async () => {
    const client = await admin();
    const id = await demoOwnerId();
    const [license] = await query(
      `select l.number, l.pet_id from pet_licenses l join pets p on p.id = l.pet_id
        where p.account_id = $1 and l.status <> 'REVOKED' order by l.term_end desc, l.id desc limit 1`,
      [id],
    );
    const petId = license.pet_id;
    // a rejected proof, then a newer one its owner removed: the rejected one is the pet's proof on file
    const proof = async (status: string, reason: string | null, removed: boolean, days: number) =>
      (
        await query(
          `insert into rabies_proofs (pet_id, jurisdiction_id, expiration_date, kind, content_type, bytes, byte_size, etag,
             status, rejection_reason, removed_at, created_at)
           select $1, jurisdiction_id, '2099-01-01', 'image', 'image/jpeg', '\\x00', 1, 'e', $2, $3,
             case when $4 then now() end, now() + make_interval(days => $5) from accounts where id = $6 returning id`,
          [petId, status, reason, removed, days, id],
        )
      )[0].id;
    const rejected = String(await proof('REJECTED', 'ILLEGIBLE', false, 1));
    const removed = String(await proof('PENDING', null, true, 2));
    await query('update pets set dob_is_approximate = true where id = $1', [petId]);
    try {
      const STANDING = `query ($pet: ID!, $owner: ID!, $q: String!) {
        adminPet(id: $pet) { dobIsApproximate licenses { number status renewalState current }
          rabiesProofs { id removedAt } mostRecentRabiesProof { id status rejectionReason uploadedAt } }
        adminOwner(id: $owner) { pets { id mostRecentRabiesProof { id } } licenses { number current } }
        adminSearch(query: $q, kind: LICENSE) { hits { title licenseStatus license { number status current renewalState } rabiesProof { id status } } }
        rabiesProofQueue(first: 50) { items { id status } } }`;
      const answer = await client.request<any>(STANDING, { pet: String(petId), owner: String(id), q: license.number });
      expect(answer.body.errors).toBeUndefined();
      const { adminPet, adminOwner, adminSearch, rabiesProofQueue } = answer.body.data;
      expect(adminPet.dobIsApproximate).toBe(true);
      expect(adminPet.mostRecentRabiesProof).toMatchObject({
        id: rejected,
        status: 'REJECTED',
        rejectionReason: 'ILLEGIBLE',
      });
      expect(adminPet.rabiesProofs[0]).toMatchObject({ id: removed, removedAt: expect.any(String) });
      // the current licence is the newest not revoked; it alone is in its renewal calendar
      expect(adminPet.licenses.filter((row: any) => row.current).map((row: any) => row.number)).toEqual([
        license.number,
      ]);
      for (const row of adminPet.licenses) expect(row.renewalState).toMatch(/^(NOT_YET|OPEN|GRACE|LATE)$/);
      expect(adminOwner.pets.find((pet: any) => pet.id === String(petId)).mostRecentRabiesProof.id).toBe(rejected);
      expect(adminOwner.licenses.find((row: any) => row.number === license.number).current).toBe(true);
      const hit = adminSearch[0].hits.find((row: any) => row.title === license.number);
      expect(hit.license).toMatchObject({ number: license.number, current: true, status: hit.licenseStatus });
      expect(hit.rabiesProof).toEqual({ id: rejected, status: 'REJECTED' });
      // the queue holds waiting proofs only (a removed one waits for no one)
      expect(rabiesProofQueue.items.map((item: any) => item.id)).not.toContain(removed);
      for (const item of rabiesProofQueue.items) expect(item.status).toBe('PENDING');
    } finally {
      await query('delete from rabies_proofs where id = any($1::int[])', [[rejected, removed]]);
      await query('update pets set dob_is_approximate = false where id = $1', [petId]);
    }
  });

  it('revokes a licence with a reason, once; audited on the pet and the owner', async () => {
    const client = await admin();
    const id = await demoOwnerId();
    const [license] = await query(
      `select l.id, l.pet_id from pet_licenses l join pets p on p.id = l.pet_id where p.account_id = $1 and l.status <> 'REVOKED'`,
      [id],
    );
    const empty = await client.request<any>(REVOKE, { licenseId: String(license.id), reason: '  ' });
    expect(empty.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const revoked = await client.request<any>(REVOKE, { licenseId: String(license.id), reason: 'Tag reported stolen' });
    expect(revoked.body.errors).toBeUndefined();
    const pet = revoked.body.data.adminRevokeLicense;
    expect(pet.licenses.find((row: any) => row.id === String(license.id))).toMatchObject({
      status: 'REVOKED',
      revokedReason: 'Tag reported stolen',
    });
    expect(pet.audit[0].action).toBe('LICENSE_REVOKED');
    const again = await client.request<any>(REVOKE, { licenseId: String(license.id), reason: 'Again' });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('LICENSE_ALREADY_REVOKED');
    const owner = (await client.request<any>(OWNER, { id: String(id) })).body.data.adminOwner;
    expect(owner.audit.map((entry: any) => entry.action)).toContain('LICENSE_REVOKED');
  });

  it('sells a licence at the counter: same quote and rules, cash or cheque recorded, audited', async () => {
    const client = await admin();
    const id = await demoOwnerId();
    const [pet] = await query(`select id from pets where account_id = $1 and name = 'Miso'`, [id]);
    const SELL = `mutation ($petId: ID!, $sale: AdminCounterSaleInput!) { adminIssueCounterLicense(petId: $petId, sale: $sale) {
      licenses { number status counterPaymentMethod } audit { action changes { field after } } } }`;
    const noCheque = await client.request<any>(SELL, {
      petId: String(pet.id),
      sale: { termYears: 1, method: 'CHEQUE', reference: ' ' },
    });
    expect(noCheque.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const badTerm = await client.request<any>(SELL, { petId: String(pet.id), sale: { termYears: 7, method: 'CASH' } });
    expect(badTerm.body.errors?.[0]?.extensions?.code).toBe('LICENSE_TERM_NOT_OFFERED');
    expect((await query('select count(*)::int as n from pet_licenses where pet_id = $1', [pet.id]))[0].n).toBe(0);
    const sold = await client.request<any>(SELL, {
      petId: String(pet.id),
      sale: { termYears: 1, method: 'CHEQUE', reference: '1042' },
    });
    expect(sold.body.errors).toBeUndefined();
    const record = sold.body.data.adminIssueCounterLicense;
    expect(record.licenses[0].counterPaymentMethod).toBe('CHEQUE');
    expect(record.audit[0].action).toBe('LICENSE_ISSUED_AT_COUNTER');
    expect(record.audit[0].changes).toContainEqual({ field: 'payment', after: 'CHEQUE 1042' });
    // money as cents and currency: the audit log writes it in the reader's locale (issue 39)
    expect(record.audit[0].changes.find((change: { field: string }) => change.field === 'amount')?.after).toMatch(
      /^\d+ (USD|CAD)$/,
    );
    const [payment] = await query(
      'select method, reference, amount_cents, received_by_account_id from counter_payments c join pet_licenses l on l.id = c.license_id where l.pet_id = $1',
      [pet.id],
    );
    expect(payment).toMatchObject({ method: 'CHEQUE', reference: '1042' });
    expect(payment.amount_cents).toBeGreaterThan(0);
  });

  it('an administrator’s session ends after 15 minutes idle; an owner’s lasts 30', async () => {
    const client = await admin();
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const viewer = '{ me { email } }';
    expect(((await client.request<any>(viewer)).body.data.me as any)?.email).toBe(DEMO_ADMIN_EMAIL);
    fixedNow = new Date(Date.now() + 14 * 60_000);
    expect(((await client.request<any>(viewer)).body.data.me as any)?.email).toBe(DEMO_ADMIN_EMAIL);
    // the call at 14 minutes touched the session at the real time: 16 minutes on the clock is 16 idle
    fixedNow = new Date(Date.now() + 16 * 60_000);
    try {
      expect((await client.request<any>(viewer)).body.data.me).toBeNull();
      expect(((await owner.request<any>(viewer)).body.data.me as any)?.email).toBe(DEMO_OWNER_EMAIL);
      expect((await client.request<any>(SEARCH, { query: 'dana' })).body.errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    } finally {
      fixedNow = null;
    }
  });
});
