// Issue 10 (7): e-mail that anyone can make us send to an address — reset links, access codes, links to
// verify a new address — is capped per recipient (3 an hour), in PostgreSQL, with the same answer past the
// cap, and the last link sent keeps working.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, GraphQLTestClient, startTestApp, useTestApp } from '../../test/test-app.js';
import { createTestOwner } from '../../test/test-accounts.js';
import { parseOwnerCsv } from '../access-code/owner-csv.js';
import { importOwnerRecords } from '../access-code/owner-record.service.js';
import { installQueue } from '../../shared/jobs.js';
import type { EmailTemplateData, EmailTemplateName } from './email-templates.js';
import { enqueueEmail } from './email.service.js';
import { RECIPIENT_CAPS, RECIPIENT_KINDS, RecipientCapReached } from './recipient-caps.js';

const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const REQUEST_CODE = 'mutation ($email: String!) { requestAccessCode(email: $email) }';
const RESET =
  'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { id } }';

describe('per-recipient caps on e-mail', () => {
  const testApp = useTestApp({ env: { TRUST_PROXY: 'true' } });
  let ip = 0;
  /** a new source address each time: only the per-recipient cap can stop these */
  const stranger = () => new GraphQLTestClient(testApp.url, { 'x-forwarded-for': `203.0.113.${++ip}` });
  const mails = async (to: string, template: string) =>
    (
      await testApp.database.pool.query<{ text_body: string }>(
        'select text_body from email_outbox where lower(to_address) = lower($1) and template = $2 order by id',
        [to, template],
      )
    ).rows;

  beforeAll(async () => {
    await installQueue(testApp.database.pool);
  });

  it('sends at most 3 reset links an hour to one address, answers every request alike, and keeps the last link', async () => {
    const email = 'capped.reset@example.com';
    await createTestOwner(testApp.services, email);
    const answers = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const typed = attempt % 2 ? email.toUpperCase() : email;
      answers.push((await stranger().request(REQUEST_RESET, { email: typed })).body);
    }
    expect(answers).toEqual(Array(8).fill({ data: { requestPasswordReset: true } }));
    const sent = await mails(email, 'password-reset');
    expect(sent).toHaveLength(3);
    const token = /reset-password\?token=([\w-]{43})/.exec(sent.at(-1)?.text_body ?? '')?.[1];
    const reset = await stranger().request(RESET, { token, password: 'Harbor-Lantern-61!' });
    expect(reset.body.errors).toBeUndefined();
  });

  it('sends at most 3 access-code e-mails an hour to one address, however many records share it', async () => {
    const email = 'capped.code@example.com';
    const csv = [
      'jurisdiction_slug,external_ref,first_name,last_name,email,phone,civic,street,unit,city,province,postal_code,country',
      `king-county-wa,CAP-1,Morgan,Reedy,${email},(206) 555-0188,1200,3rd Ave,,Seattle,WA,98101,US`,
      `king-county-wa,CAP-2,Morgan,Reedy,${email},(206) 555-0188,1200,3rd Ave,,Seattle,WA,98101,US`,
    ].join('\n');
    await importOwnerRecords(testApp.services, { input: { rows: parseOwnerCsv(csv).rows, issueCodes: false } });
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++)
      answers.push((await stranger().request(REQUEST_CODE, { email })).body);
    expect(answers).toEqual(Array(4).fill({ data: { requestAccessCode: true } }));
    expect(await mails(email, 'access-code')).toHaveLength(3);
    // no code was made for the mail that was not sent
    const { rows } = await testApp.database.pool.query(
      `select count(*)::int as n from access_codes c join owner_records r on r.id = c.owner_record_id where r.email = $1`,
      [email],
    );
    expect(rows[0].n).toBe(3);
  });
});

/** What each capped template needs to render (issue 37: 2). */
const URL = 'https://pets.example.org/link?token=abc';
const CAPPED_SAMPLES: { [Name in EmailTemplateName]?: EmailTemplateData[Name] } = {
  welcome: { firstName: 'Ana', verifyUrl: URL },
  'access-code': { firstName: 'Ana', code: 'K7P-42Q', signUpUrl: URL },
  'password-reset': { firstName: 'Ana', resetUrl: URL },
  'email-change-verify': { firstName: 'Ana', oldEmail: 'old@example.com', verifyUrl: URL, hours: 24 },
  'homesafe-finder-link': { petName: 'Scout', conversationUrl: URL },
  'homesafe-owner-reply': {
    petName: 'Scout',
    message: 'Visit https://evil.example',
    shared: null,
    conversationUrl: URL,
  },
  'homesafe-found-message': {
    firstName: 'Ana',
    petName: 'Scout',
    first: true,
    message: 'Visit https://evil.example',
    finderPhone: null,
    petUrl: URL,
  },
  'second-factor-failures': {
    firstName: 'Ana',
    failures: 10,
    failedAt: new Date('2026-12-02T22:07:00Z'),
    timeZone: 'America/Los_Angeles',
    resetUrl: URL,
  },
  'staff-invite': {
    jurisdictionName: 'King County, WA',
    inviteUrl: URL,
    expiresAt: new Date('2026-12-02T22:07:00Z'),
    timeZone: 'America/Los_Angeles',
  },
};

describe('per-recipient caps, every capped template (issue 37: 2)', () => {
  const testApp = useTestApp();
  it('refuses each one past its cap an hour, whatever the case of the address, and counts each apart', async () => {
    const capped = (Object.keys(RECIPIENT_KINDS) as EmailTemplateName[]).filter(
      (name) => RECIPIENT_KINDS[name] !== 'account',
    );
    expect(capped.length).toBeGreaterThan(0);
    const to = `every.cap.${Date.now()}@example.com`;
    for (const template of capped) {
      const data = CAPPED_SAMPLES[template];
      expect(data, `a sample for ${template}`).toBeDefined();
      const cap = (RECIPIENT_CAPS as Record<string, number>)[template] as number;
      const send = (address: string) =>
        enqueueEmail(testApp.services, { input: { to: address, locale: 'en_US', template, data: data as never } });
      for (let index = 0; index < cap; index++) await send(index % 2 ? to.toUpperCase() : to);
      await expect(send(to), template).rejects.toBeInstanceOf(RecipientCapReached);
      const { rows } = await testApp.database.pool.query(
        'select count(*)::int as n from email_outbox where lower(to_address) = $1 and template = $2',
        [to, template],
      );
      expect(rows[0].n, template).toBe(cap);
    }
  });
});

describe('per-recipient caps across app servers', () => {
  it('count the mail every server sends, even when the requests arrive together', async () => {
    const database = await createTestDatabase();
    const first = await startTestApp({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } });
    const second = await startTestApp({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } });
    try {
      await installQueue(first.database.pool);
      const email = 'capped.twice@example.com';
      await createTestOwner(first.services, email);
      await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          new GraphQLTestClient(index % 2 ? first.url : second.url, {
            'x-forwarded-for': `192.0.2.${index + 1}`,
          }).request(REQUEST_RESET, { email }),
        ),
      );
      const { rows } = await first.database.pool.query(
        `select count(*)::int as n from email_outbox where to_address = $1 and template = 'password-reset'`,
        [email],
      );
      expect(rows[0].n).toBe(3);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
