// issue 17 (decisions 0103, 0701): imported owner records in the staff console — found by the search,
// shown with their access codes, and "Resend access code": a fresh code e-mailed in the language the
// clerk chooses, audited; refused once the owner signed up, without an address, past the cap, and to
// another jurisdiction's administrator.
// biome-ignore-all lint/suspicious/noExplicitAny: the answers are read loosely, field by field
import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCESS_CODE_VALID,
  DEMO_FETCH_RECORD_EMAIL,
  DEMO_VALID_RECORD_EMAIL,
} from '../../seed/demo-owner-records.js';
import { DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { createTestAdmin } from '../../test/test-accounts.js';
import { codeOf, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';

const SEARCH = `query ($query: String!) { adminSearch(query: $query) { kind hits { kind ownerId recordId title detail } } }`;
const RECORD_FIELDS = `id externalRef firstName email locales signedUp accountId codes { status expiresAt usedAt }
  emails { subject status } audit { actorName action objectType changes { field before after } }`;
const RECORD = `query ($id: ID!) { adminImportedRecord(ownerRecordId: $id) { ${RECORD_FIELDS} } }`;
const RESEND = `mutation ($id: ID!, $locale: String!) { adminResendAccessCode(ownerRecordId: $id, locale: $locale) { ${RECORD_FIELDS} } }`;
const OWNER = `query ($id: ID!) { adminOwner(id: $id) { importedRecord { id externalRef importedAt } } }`;
const CODE_RECORD = `query ($code: String!) { accessCodeRecord(code: $code) { firstName lastName } }`;

describe('imported owner records and resending an access code (issue 17)', () => {
  const testApp = useTestApp();
  const query = async (sql: string, params: unknown[] = []) => (await testApp.database.pool.query(sql, params)).rows;
  const admin = () => logInClient(testApp.url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  const kingOnly = async () => {
    const email = 'king.only.records@example.com';
    if ((await query('select 1 from accounts where email = $1', [email])).length === 0)
      await createTestAdmin(testApp.services, email, DEMO_PASSWORD, ['king-county-wa']);
    return logInClient(testApp.url, email, DEMO_PASSWORD);
  };
  const recordIdOf = async (email: string) =>
    String((await query('select id from owner_records where email = $1', [email]))[0].id);
  const counts = async (recordId: string) =>
    (
      await query(
        `select (select count(*) from access_codes where owner_record_id = $1)::int as codes,
          (select count(*) from email_outbox where template = 'access-code')::int as emails,
          (select count(*) from audit_log)::int as audit`,
        [recordId],
      )
    )[0];

  it('finds a record not signed up by name, e-mail, phone or reference; a signed-up one is found as its owner', async () => {
    const client = await admin();
    const id = await recordIdOf(DEMO_VALID_RECORD_EMAIL);
    for (const text of ['morgan reedy', 'MORGAN.REEDY@', '(206) 555-0188', 'kc-demo-0001']) {
      const groups = (await client.request<any>(SEARCH, { query: text })).body.data.adminSearch;
      const imported = groups.find((group: any) => group.kind === 'IMPORTED').hits;
      expect(imported, text).toEqual([
        expect.objectContaining({ kind: 'IMPORTED', ownerId: null, recordId: id, title: 'Morgan Reedy' }),
      ]);
    }
    // the demo owner signed up with record KC-DEMO-0002: not an imported hit, and their record says so
    const groups = (await client.request<any>(SEARCH, { query: 'KC-DEMO-0002' })).body.data.adminSearch;
    expect(groups.find((group: any) => group.kind === 'IMPORTED').hits).toEqual([]);
    // another jurisdiction's record (Toronto) is found by its administrator, not by King County's alone
    const found = async (client: GraphQLTestClient) =>
      (await client.request<any>(SEARCH, { query: 'lindqvist' })).body.data.adminSearch.find(
        (group: any) => group.kind === 'IMPORTED',
      ).hits;
    expect(await found(client)).toHaveLength(1);
    expect(await found(await kingOnly())).toEqual([]);
    const [owner] = await query('select id from accounts where email = $1', [DEMO_OWNER_EMAIL]);
    const ownerRecord = (await client.request<any>(OWNER, { id: String(owner.id) })).body.data.adminOwner;
    expect(ownerRecord.importedRecord).toMatchObject({ externalRef: 'KC-DEMO-0002' });
  });

  it('resends: a fresh code in the chosen language that opens the record, the old code still works, audited', async () => {
    const client = await admin();
    const id = await recordIdOf(DEMO_VALID_RECORD_EMAIL);
    const before = (await client.request<any>(RECORD, { id })).body.data.adminImportedRecord;
    expect(before).toMatchObject({ signedUp: false, locales: ['en_US', 'es_US'], emails: [], audit: [] });
    expect(before.codes.map((code: any) => code.status)).toEqual(['UNUSED']);
    const sent = await client.request<any>(RESEND, { id, locale: 'es_US' });
    expect(sent.body.errors).toBeUndefined();
    const after = sent.body.data.adminResendAccessCode;
    expect(after.codes.map((code: any) => code.status)).toEqual(['UNUSED', 'UNUSED']);
    expect(after.emails).toHaveLength(1);
    expect(after.audit).toEqual([
      expect.objectContaining({
        action: 'ACCESS_CODE_SENT',
        objectType: 'OWNER_RECORD',
        actorName: expect.any(String),
        changes: expect.arrayContaining([{ field: 'language', before: null, after: 'es_US' }]),
      }),
    ]);
    const [mail] = await query(
      `select locale, text_body, to_address from email_outbox where template = 'access-code' order by id desc limit 1`,
    );
    expect(mail).toMatchObject({ locale: 'es_US', to_address: DEMO_VALID_RECORD_EMAIL });
    const code = /[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}/.exec(mail.text_body)?.[0];
    expect(code).toBeDefined();
    const visitor = new GraphQLTestClient(testApp.url);
    for (const typed of [code, DEMO_ACCESS_CODE_VALID]) {
      const opened = await visitor.request<any>(CODE_RECORD, { code: typed });
      expect(opened.body.data?.accessCodeRecord, typed).toEqual({ firstName: 'Morgan', lastName: 'Reedy' });
    }
  });

  it('refuses a language the jurisdiction does not use, a signed-up record, a record without an address, past the cap', async () => {
    const client = await admin();
    const id = await recordIdOf(DEMO_VALID_RECORD_EMAIL);
    const start = await counts(id);
    expect(codeOf(await client.request<any>(RESEND, { id, locale: 'fr_CA' }))).toBe('VALIDATION_FAILED');
    expect(await counts(id)).toEqual(start);
    const linked = (await query("select id from owner_records where external_ref = 'KC-DEMO-0002'"))[0].id;
    const used = await client.request<any>(RESEND, { id: String(linked), locale: 'en_US' });
    expect(codeOf(used)).toBe('ACCESS_CODE_USED');
    const [owner] = await query('select id from accounts where email = $1', [DEMO_OWNER_EMAIL]);
    const linkedRecord = (await client.request<any>(RECORD, { id: String(linked) })).body.data.adminImportedRecord;
    expect(linkedRecord).toMatchObject({ signedUp: true, accountId: String(owner.id) });
    expect(linkedRecord.codes.map((code: any) => code.status)).toEqual(['USED']);
    const [noEmail] = await query(
      `insert into owner_records (jurisdiction_id, first_name, last_name)
        select jurisdiction_id, 'Quinn', 'Nomail' from owner_records where id = $1 returning id`,
      [id],
    );
    const none = await client.request<any>(RESEND, { id: String(noEmail.id), locale: 'en_US' });
    expect(codeOf(none)).toBe('OWNER_RECORD_NO_EMAIL');
    expect(none.body.errors?.[0]?.message).toMatch(/no email address/);
    expect(await counts(id)).toEqual(start);
    // the address's cap of access-code e-mails (3 an hour): the fourth is refused and issues nothing
    const [capped] = await query(
      `insert into owner_records (jurisdiction_id, first_name, last_name, email)
        select jurisdiction_id, 'Casey', 'Often', 'casey.often@example.com' from owner_records where id = $1 returning id`,
      [id],
    );
    const cappedId = String(capped.id);
    for (let sent = 0; sent < 3; sent++)
      expect((await client.request<any>(RESEND, { id: cappedId, locale: 'en_US' })).body.errors).toBeUndefined();
    const afterThree = await counts(cappedId);
    expect(afterThree.codes).toBe(3);
    expect(codeOf(await client.request<any>(RESEND, { id: cappedId, locale: 'en_US' }))).toBe('RATE_LIMITED');
    expect(await counts(cappedId)).toEqual(afterThree);
  });

  it('refuses another jurisdiction’s administrator, an owner and a visitor, and sends nothing', async () => {
    const id = await recordIdOf(DEMO_VALID_RECORD_EMAIL);
    const toronto = await recordIdOf(DEMO_FETCH_RECORD_EMAIL);
    await createTestAdmin(testApp.services, 'ottawa.records@example.com', DEMO_PASSWORD, ['ottawa-on']);
    const other = await logInClient(testApp.url, 'ottawa.records@example.com', DEMO_PASSWORD);
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const visitor = new GraphQLTestClient(testApp.url);
    const start = await counts(id);
    for (const [text, variables] of [
      [RECORD, { id }],
      [RESEND, { id, locale: 'en_US' }],
    ] as const) {
      expect(codeOf(await other.request<any>(text, variables))).toBe('NOT_FOUND');
      expect(codeOf(await owner.request<any>(text, variables))).toBe('FORBIDDEN');
      expect(codeOf(await visitor.request<any>(text, variables))).toBe('UNAUTHENTICATED');
    }
    // an administrator of King County alone and Toronto's record
    const client = await kingOnly();
    expect(codeOf(await client.request<any>(RESEND, { id: toronto, locale: 'en_CA' }))).toBe('NOT_FOUND');
    expect(await counts(id)).toEqual(start);
  });
});
