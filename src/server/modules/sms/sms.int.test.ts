import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../../app-services.js';
import { createOutboxSmsProvider } from '../../integrations/sms/outbox-sms.provider.js';
import {
  type FakeTwilio,
  startFakeTwilio,
  TWILIO_INVALID_TO,
  TWILIO_TOO_MANY_REQUESTS,
} from '../../integrations/sms/twilio.fake.js';
import { createTwilioProvider } from '../../integrations/sms/twilio.provider.js';
import { SMS_PER_ACCOUNT_PER_DAY } from '../../../domain/account/mobile-verification.js';
import { createTestOwner } from '../../test/test-accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { createOutboxTransport } from '../../integrations/email/outbox-transport.js';
import { startEmailWorker } from '../email/email-worker.js';
import { SEND_SMS_TASK } from './sms-task.js';
import { MOBILE_CODE_SMS_TEMPLATE } from './sms.functions.js';
import { enqueueSms } from './sms.service.js';
import { createSendSmsTask, deliverSmsOutboxRow } from './sms-worker.js';

// Text messages (decision 0502): queued with their delivery job in the caller's transaction, delivered by
// the worker through the SmsProvider: Twilio (against a local fake of its wire format) or the embedded
// outbox; a refusal Twilio calls final marks the row FAILED, a throttled answer is retried. Issue 37 (decision
// 0803): only to a number its account verified (the code that verifies it aside), at most
// SMS_PER_ACCOUNT_PER_DAY a day per account.
describe('SMS outbox and delivery', () => {
  const testApp = useTestApp();
  let fake: FakeTwilio;
  beforeAll(async () => {
    fake = await startFakeTwilio();
  });
  afterAll(async () => {
    await fake.close();
  });
  const log = pino({ level: 'silent' });
  const query = async <Row = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Row[];
  const twilio = () =>
    createTwilioProvider({
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      from: '+12065550100',
      apiUrl: fake.url,
    });
  const row = async (id: number) =>
    (
      await query<{
        status: string;
        attempts: number;
        last_error: string | null;
        delivered_by: string | null;
        provider_message_id: string | null;
      }>('select status, attempts, last_error, delivered_by, provider_message_id from sms_outbox where id = $1', [id])
    )[0]!;
  let owners = 0;
  /** A new owner whose one mobile number is `to`, verified unless told otherwise; returns its id. */
  const ownerWith = async (to: string, { verified = true } = {}) => {
    owners += 1;
    const id = await createTestOwner(testApp.services, `sms-${owners}-${Date.now()}@example.com`);
    await query(`update accounts set phones = $2::jsonb where id = $1`, [
      id,
      JSON.stringify([{ type: 'M', number: to }]),
    ]);
    if (verified)
      await query('insert into mobile_verifications (account_id, number, verified_at) values ($1, $2, now())', [
        id,
        to,
      ]);
    return id;
  };
  const queued = (result: { id: number } | null) => {
    if (!result) throw new Error('the message was not queued');
    return result;
  };
  const enqueue = async (to = '2065550123', body = 'Pawport: hello') =>
    queued(
      await enqueueSms(testApp.services, {
        input: { accountId: await ownerWith(to), to, locale: 'en_US', template: 'test', body },
      }),
    );
  const countFor = async (accountId: number) =>
    (await query<{ n: number }>('select count(*)::int as n from sms_outbox where account_id = $1', [accountId]))[0]!.n;

  it('queues the message and its job in one transaction, or neither', async () => {
    const { id } = await enqueue();
    const [job] = await query<{ n: number }>(
      'select count(*)::int as n from graphile_worker.jobs where task_identifier = $1 and key = $2',
      [SEND_SMS_TASK, `sms-outbox:${id}`],
    );
    expect(job!.n).toBe(1);
    expect((await query('select to_number from sms_outbox where id = $1', [id]))[0]).toEqual({
      to_number: '+12065550123',
    });
    const before = (await query<{ n: number }>('select count(*)::int as n from sms_outbox'))[0]!.n;
    const accountId = await ownerWith('2065550123');
    await expect(
      testApp.services.db.transaction(async (tx) => {
        await enqueueSms(withDb(testApp.services, tx), {
          input: { accountId, to: '2065550123', locale: 'en_US', template: 'test', body: 'x' },
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await query<{ n: number }>('select count(*)::int as n from sms_outbox'))[0]!.n).toBe(before);
  });

  it('texts no number its account has not verified, nor one that left the account, except the code that verifies it', async () => {
    const unverified = await ownerWith('2065550131', { verified: false });
    const message = { to: '2065550131', locale: 'en_US' as const, body: 'Pawport: hello' };
    for (const template of ['license-renewal-open', 'homesafe-found-message', 'test'])
      expect(await enqueueSms(testApp.services, { input: { accountId: unverified, template, ...message } })).toBeNull();
    expect(await countFor(unverified)).toBe(0);
    // the code is the one message a number not yet verified gets
    expect(
      await enqueueSms(testApp.services, {
        input: { accountId: unverified, template: MOBILE_CODE_SMS_TEMPLATE, ...message },
      }),
    ).not.toBeNull();
    // a number verified for another account is not verified for this one
    const other = await ownerWith('2065550131');
    expect(
      await enqueueSms(testApp.services, { input: { accountId: other, template: 'test', ...message } }),
    ).not.toBeNull();
    expect(
      await enqueueSms(testApp.services, { input: { accountId: unverified, template: 'test', ...message } }),
    ).toBeNull();
    // changing the number unverifies it, even when it comes back (the trigger on accounts.phones)
    await query(`update accounts set phones = '[{"type":"M","number":"2065550132"}]'::jsonb where id = $1`, [other]);
    await query(`update accounts set phones = '[{"type":"M","number":"2065550131"}]'::jsonb where id = $1`, [other]);
    expect(
      await enqueueSms(testApp.services, { input: { accountId: other, template: 'test', ...message } }),
    ).toBeNull();
    const rows = await query<{ n: number }>(
      'select count(*)::int as n from mobile_verifications where account_id = $1',
      [other],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it(`queues at most ${SMS_PER_ACCOUNT_PER_DAY} text messages a day to one account, even when they are asked for at once`, async () => {
    const accountId = await ownerWith('2065550133');
    const results = await Promise.all(
      Array.from({ length: SMS_PER_ACCOUNT_PER_DAY + 5 }, (_, index) =>
        enqueueSms(testApp.services, {
          input: { accountId, to: '2065550133', locale: 'en_US', template: 'test', body: `Pawport: ${index}` },
        }),
      ),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(SMS_PER_ACCOUNT_PER_DAY);
    expect(await countFor(accountId)).toBe(SMS_PER_ACCOUNT_PER_DAY);
    // the code counts too: the account's day is spent
    expect(
      await enqueueSms(testApp.services, {
        input: { accountId, to: '2065550133', locale: 'en_US', template: MOBILE_CODE_SMS_TEMPLATE, body: 'x' },
      }),
    ).toBeNull();
    // a day later the count starts again
    await query(`update sms_outbox set created_at = created_at - interval '25 hours' where account_id = $1`, [
      accountId,
    ]);
    expect(
      await enqueueSms(testApp.services, {
        input: { accountId, to: '2065550133', locale: 'en_US', template: 'test', body: 'Pawport: next day' },
      }),
    ).not.toBeNull();
  });

  it('delivers through Twilio once, keeping its message sid', async () => {
    const { id } = await enqueue('2065550123', 'Pawport: Biscuit’s license expires Jul 15, 2030.');
    const sent = fake.requests.length;
    const deps = { db: testApp.services.db, provider: twilio(), log };
    expect(await deliverSmsOutboxRow(deps, id, { attempt: 1, maxAttempts: 8 })).toBe('sent');
    expect(fake.requests.at(-1)!.form).toEqual({
      To: '+12065550123',
      From: '+12065550100',
      Body: 'Pawport: Biscuit’s license expires Jul 15, 2030.',
    });
    expect(await row(id)).toMatchObject({ status: 'SENT', attempts: 1, delivered_by: 'twilio' });
    expect((await row(id)).provider_message_id).toMatch(/^SM[0-9a-f]{32}$/);
    // a replayed job sends nothing
    expect(await deliverSmsOutboxRow(deps, id, { attempt: 2, maxAttempts: 8 })).toBe('already-done');
    expect(fake.requests.length).toBe(sent + 1);
  });

  it('an error answer Twilio calls final fails the row at once, with its code and message', async () => {
    const { id } = await enqueue('5005550001');
    fake.failNext.push(TWILIO_INVALID_TO);
    expect(
      await deliverSmsOutboxRow({ db: testApp.services.db, provider: twilio(), log }, id, {
        attempt: 1,
        maxAttempts: 8,
      }),
    ).toBe('failed');
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(failed.last_error).toContain('21211');
    expect(failed.last_error).toContain("The 'To' number +15005550001 is not a valid phone number.");
  });

  it('a throttled answer is retried by the queue, and the last attempt gives up', async () => {
    const { id } = await enqueue();
    const deps = { db: testApp.services.db, provider: twilio(), log };
    fake.failNext.push(TWILIO_TOO_MANY_REQUESTS);
    await expect(deliverSmsOutboxRow(deps, id, { attempt: 1, maxAttempts: 2 })).rejects.toThrow(/20429/);
    expect(await row(id)).toMatchObject({ status: 'QUEUED', attempts: 1 });
    fake.failNext.push(TWILIO_TOO_MANY_REQUESTS);
    expect(await deliverSmsOutboxRow(deps, id, { attempt: 2, maxAttempts: 2 })).toBe('failed');
    expect(await row(id)).toMatchObject({ status: 'FAILED', attempts: 2 });
  });

  it('the embedded provider keeps the message in the outbox, and /dev/mailbox shows it beside the e-mails', async () => {
    const { id } = await enqueue('2065550177', 'Pawport: shown in the mailbox <b>');
    expect(
      await deliverSmsOutboxRow({ db: testApp.services.db, provider: createOutboxSmsProvider(), log }, id, {
        attempt: 1,
        maxAttempts: 8,
      }),
    ).toBe('sent');
    expect(await row(id)).toMatchObject({ status: 'SENT', delivered_by: 'outbox', provider_message_id: null });
    const page = await fetch(`${testApp.url}/dev/mailbox`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Text messages');
    expect(html).toContain('+12065550177');
    expect(html).toContain('Pawport: shown in the mailbox &lt;b&gt;');
    expect(html).toContain('Kept locally, not sent (no SMS_PROVIDER)');
  });

  it('the queue delivers a queued message through the send-sms task, as main.ts registers it', async () => {
    const worker = await startEmailWorker({
      pool: testApp.database.pool,
      transport: createOutboxTransport(),
      log,
      pollInterval: 100,
      tasks: { [SEND_SMS_TASK]: createSendSmsTask({ db: testApp.services.db, provider: twilio(), log }) },
    });
    try {
      const { id } = await enqueue('2065550199', 'Pawport: through the queue');
      await expect.poll(async () => (await row(id)).status, { timeout: 15_000 }).toBe('SENT');
      expect(await row(id)).toMatchObject({ delivered_by: 'twilio', attempts: 1 });
      expect(fake.requests.some((request) => request.form.Body === 'Pawport: through the queue')).toBe(true);
    } finally {
      await worker.stop();
    }
  });
});

describe('the SMS mailbox in production', () => {
  const testApp = useTestApp({
    env: { NODE_ENV: 'production', DEMO_DATA: 'false', PUBLIC_URL: 'https://pets.example.org' },
  });
  it('answers 404 like the e-mail mailbox', async () => {
    expect((await fetch(`${testApp.url}/dev/mailbox`)).status).toBe(404);
  });
});
