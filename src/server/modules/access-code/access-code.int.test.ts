import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, ownerRecords } from '../../db/schema/index.js';
import { DEMO_OWNER_EMAIL } from '../../seed/demo-accounts.js';
import {
  DEMO_ACCESS_CODE_USED,
  DEMO_ACCESS_CODE_VALID,
  DEMO_FETCH_RECORD_EMAIL,
  DEMO_VALID_RECORD_EMAIL,
  seedDemoOwnerRecords,
} from '../../seed/demo-owner-records.js';
import { GraphQLTestClient, useTestApp, type GraphQLErrors } from '../../test/test-app.js';
import { issueAccessCode } from './access-code.service.js';
import { parseOwnerCsv } from './owner-csv.js';
import { importOwnerRecords } from './owner-record.service.js';

const RECORD = `query ($code: String!) { accessCodeRecord(code: $code) { firstName lastName email jurisdictionName } }`;
const COMPLETE = `mutation ($code: String!, $input: SignUpInput!) { completeSignUp(code: $code, input: $input) { id email firstName } }`;
const REQUEST = `mutation ($email: String!) { requestAccessCode(email: $email) }`;
const AVAILABILITY = 'query ($email: String!) { emailAvailability(email: $email) }';
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { id } }`;

function signUpInput(email: string, firstName = 'Morgan') {
  return {
    firstName,
    lastName: 'Reedy',
    email,
    password: 'Correct-Horse-42!',
    phones: [{ type: 'M', number: '2065550188' }],
    address: {
      civic: '1200',
      street: '3rd Ave',
      cityName: 'Seattle',
      province: 'US_WA',
      country: 'US',
      postalCode: '98101',
    },
    tosAgreed: true,
  };
}

describe('access codes (spec §4 Access code)', () => {
  const testApp = useTestApp({ env: { TRUST_PROXY: 'true' } });
  let sequence = 0;
  let ipCounter = 0;
  /** Each client its own IP (X-Forwarded-For with TRUST_PROXY), so the per-IP limits stay apart. */
  const client = (ip = `198.51.100.${++ipCounter}`) => new GraphQLTestClient(testApp.url, { 'x-forwarded-for': ip });

  /** An imported record in king-county-wa (and its code), as staff would import it. */
  async function importRecord(email: string | null, options: { code?: boolean } = {}) {
    sequence++;
    const csv = [
      'jurisdiction_slug,external_ref,first_name,last_name,email,phone,civic,street,unit,city,province,postal_code,country',
      `king-county-wa,IT-${sequence},Morgan,Reedy,${email ?? ''},(206) 555-0188,1200,3rd Ave,,Seattle,WA,98101,US`,
    ].join('\n');
    const { rows, errors } = parseOwnerCsv(csv);
    expect(errors).toEqual([]);
    const { imported } = await importOwnerRecords(testApp.services, {
      input: { rows, issueCodes: options.code ?? true },
    });
    const [record] = imported;
    if (!record) throw new Error('not imported');
    return record;
  }

  async function count(sql: string, params: unknown[]): Promise<number> {
    const { rows } = await testApp.database.pool.query(sql, params);
    return rows[0].n;
  }

  it('opens the record to prefill the form, whatever the case and dashes typed', async () => {
    const record = await importRecord('prefill@example.com');
    const typed = record.code?.toLowerCase().replace('-', ' ') ?? '';
    const result = await client().request<{ accessCodeRecord: unknown }>(RECORD, { code: typed });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.accessCodeRecord).toEqual({
      firstName: 'Morgan',
      lastName: 'Reedy',
      email: 'prefill@example.com',
      jurisdictionName: expect.any(String),
    });
  });

  it('a valid code completes sign-up: links the record, spends the code and logs in', async () => {
    const record = await importRecord('valid@example.com');
    const owner = client();
    const result = await owner.request<{ completeSignUp: { email: string } }>(COMPLETE, {
      code: record.code,
      input: signUpInput('valid@example.com'),
    });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.completeSignUp.email).toBe('valid@example.com');
    const me = await owner.request<{ me: { email: string } }>('{ me { email } }');
    expect(me.body.data?.me.email).toBe('valid@example.com');
    const { rows } = await testApp.database.pool.query(
      `select a.email, c.used_at is not null as used from owner_records r join accounts a on a.id = r.account_id
         join access_codes c on c.owner_record_id = r.id where r.id = $1`,
      [record.ownerRecordId],
    );
    expect(rows).toEqual([{ email: 'valid@example.com', used: true }]);

    // the same code again: "Looks like you've already signed up!"
    const again = await client().request(COMPLETE, {
      code: record.code,
      input: signUpInput('someone.else@example.com'),
    });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('ACCESS_CODE_USED');
    const lookup = await client().request(RECORD, { code: record.code });
    expect(lookup.body.errors?.[0]?.extensions?.code).toBe('ACCESS_CODE_USED');
    expect(await count(`select count(*)::int as n from accounts where email = $1`, ['someone.else@example.com'])).toBe(
      0,
    );
  });

  it('a record may sign up with another e-mail than the one on file', async () => {
    const record = await importRecord('old.address@example.com');
    const result = await client().request(COMPLETE, {
      code: record.code,
      input: signUpInput('new.address@example.com'),
    });
    expect(result.body.errors).toBeUndefined();
    const availability = await client().request<{ emailAvailability: string }>(AVAILABILITY, {
      email: 'old.address@example.com',
    });
    expect(availability.body.data?.emailAvailability).toBe('AVAILABLE'); // the record is linked now
  });

  it('a form with errors does not spend the code', async () => {
    const record = await importRecord('form.errors@example.com');
    const bad = await client().request(COMPLETE, {
      code: record.code,
      input: { ...signUpInput('form.errors@example.com'), tosAgreed: false },
    });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const lookup = await client().request(RECORD, { code: record.code });
    expect(lookup.body.errors).toBeUndefined();
  });

  it('an unknown, malformed or expired code is ACCESS_CODE_INVALID and creates nothing', async () => {
    const record = await importRecord('expired@example.com', { code: false });
    const expired = await issueAccessCode(testApp.services, {
      input: { ownerRecordId: record.ownerRecordId, validDays: 0 },
    });
    for (const code of ['ZZZZZ-ZZZZZ', 'not a code', '', expired]) {
      const visitor = client();
      const result = await visitor.request(COMPLETE, { code, input: signUpInput('invalid.code@example.com') });
      expect(result.body.errors?.[0]?.extensions?.code, code).toBe('ACCESS_CODE_INVALID');
      expect(visitor.cookies.has('pawport_session')).toBe(false);
    }
    expect(await count(`select count(*)::int as n from accounts where email = $1`, ['invalid.code@example.com'])).toBe(
      0,
    );
    expect(
      await count(`select count(*)::int as n from owner_records where account_id is not null and id = $1`, [
        record.ownerRecordId,
      ]),
    ).toBe(0);
  });

  it('an e-mail of a record without account is ACCOUNT_EXISTS, and plain sign-up refuses it', async () => {
    await importRecord('Imported.Owner@example.com', { code: false });
    const visitor = client();
    const availability = await visitor.request<{ emailAvailability: string }>(AVAILABILITY, {
      email: 'imported.owner@EXAMPLE.com',
    });
    expect(availability.body.data?.emailAvailability).toBe('ACCOUNT_EXISTS');
    const result = await visitor.request(SIGN_UP, { input: signUpInput('imported.owner@example.com') });
    const errors = result.body.errors as GraphQLErrors;
    expect(errors[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(errors[0]?.extensions?.details?.fields).toEqual([
      { path: 'email', message: 'validation.email.accountAlreadyExists' },
    ]);
  });

  it('Fetch my record answers the same for known and unknown e-mails; only a known record gets a code by e-mail', async () => {
    const record = await importRecord('fetch.me@example.com', { code: false });
    const sameIp = '198.51.100.250';
    const known = await client(sameIp).request(REQUEST, { email: ' FETCH.me@example.com ' });
    const unknown = await client(sameIp).request(REQUEST, { email: 'nobody.here@example.com' });
    expect(known.body).toEqual({ data: { requestAccessCode: true } });
    expect(unknown.body).toEqual(known.body);
    expect(unknown.status).toBe(known.status);
    const outbox = await testApp.database.pool.query(
      `select to_address, template, text_body from email_outbox where template = 'access-code' and to_address in ($1, $2)`,
      ['fetch.me@example.com', 'nobody.here@example.com'],
    );
    expect(outbox.rows.map((row) => row.to_address)).toEqual(['fetch.me@example.com']);
    const code = /\b([2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5})\b/.exec(outbox.rows[0].text_body)?.[1];
    expect(code).toBeDefined();
    expect(outbox.rows[0].text_body).toContain(`/en_US/signup/access-code?code=${code}`);

    // the e-mailed code completes the sign-up
    const result = await client().request(COMPLETE, {
      code,
      input: signUpInput('fetch.me@example.com'),
    });
    expect(result.body.errors).toBeUndefined();
    expect(
      await count(`select count(*)::int as n from owner_records where id = $1 and account_id is not null`, [
        record.ownerRecordId,
      ]),
    ).toBe(1);

    // a linked record gets no more codes
    await client().request(REQUEST, { email: 'fetch.me@example.com' });
    expect(
      await count(`select count(*)::int as n from email_outbox where template = 'access-code' and to_address = $1`, [
        'fetch.me@example.com',
      ]),
    ).toBe(1);
  });

  it('two completions with one code: one account, the other ACCESS_CODE_USED', async () => {
    const record = await importRecord('race@example.com');
    const [first, second] = await Promise.all(
      ['race.one@example.com', 'race.two@example.com'].map((email) =>
        client().request(COMPLETE, { code: record.code, input: signUpInput(email) }),
      ),
    );
    const codes = [first, second].map((result) => result?.body.errors?.[0]?.extensions?.code ?? 'OK');
    expect(codes.sort()).toEqual(['ACCESS_CODE_USED', 'OK']);
    expect(
      await count(
        `select count(*)::int as n from accounts where email in ('race.one@example.com', 'race.two@example.com')`,
        [],
      ),
    ).toBe(1);
    const linked = await testApp.database.db.select().from(ownerRecords);
    expect(linked.filter((row) => row.id === record.ownerRecordId && row.accountId !== null)).toHaveLength(1);
  });

  it('the demo records: a valid code, a used one, and a record to fetch', async () => {
    const { db } = testApp.database;
    const [seeded] = await db.select().from(ownerRecords).where(eq(ownerRecords.email, DEMO_VALID_RECORD_EMAIL));
    if (!seeded) {
      const [demoOwner] = await db.select().from(accounts).where(eq(accounts.email, DEMO_OWNER_EMAIL));
      if (!demoOwner) throw new Error('the demo owner is missing');
      await seedDemoOwnerRecords(testApp.services, { demoOwnerId: demoOwner.id });
    }
    const valid = await client().request<{ accessCodeRecord: { email: string } }>(RECORD, {
      code: DEMO_ACCESS_CODE_VALID,
    });
    expect(valid.body.data?.accessCodeRecord.email).toBe(DEMO_VALID_RECORD_EMAIL);
    const used = await client().request(RECORD, { code: DEMO_ACCESS_CODE_USED });
    expect(used.body.errors?.[0]?.extensions?.code).toBe('ACCESS_CODE_USED');
    const fetch = await client().request<{ emailAvailability: string }>(AVAILABILITY, {
      email: DEMO_FETCH_RECORD_EMAIL,
    });
    expect(fetch.body.data?.emailAvailability).toBe('ACCOUNT_EXISTS');
  });
});
