// Issue 10 (2): an e-mail change is never silent. The old address hears of it at once, with a link to undo
// it for 72 hours; the new address becomes the log-in only when its owner opens the link sent to it.
import { beforeAll, describe, expect, it } from 'vitest';
import { GraphQLTestClient, LOG_IN, useTestApp } from '../../test/test-app.js';
import { createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import { installQueue } from '../../shared/jobs.js';

const CHANGE = `mutation ($email: String!, $password: String!) {
  changeEmail(email: $email, password: $password) { email pendingEmailChange { email requestedAt expiresAt } } }`;
const CONFIRM = 'mutation ($token: String!) { confirmEmailChange(token: $token) }';
const UNDO = 'mutation ($token: String!) { undoEmailChange(token: $token) }';
const CANCEL = 'mutation { cancelEmailChange { email pendingEmailChange { email } } }';
const MY_EMAIL = '{ myAccount { email pendingEmailChange { email } } }';
const AVAILABILITY = 'query ($email: String!) { emailAvailability(email: $email) }';

type Body = { data?: Record<string, unknown> | null; errors?: Array<{ extensions?: { code?: string } }> };
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

describe('e-mail change', () => {
  const testApp = useTestApp({ env: { TRUST_PROXY: 'true' } });
  let ip = 0;
  const browser = () => new GraphQLTestClient(testApp.url, { 'x-forwarded-for': `198.51.100.${++ip}` });
  const loggedIn = async (email: string) => {
    const client = browser();
    const result = await client.request(LOG_IN, { email, password: TEST_PASSWORD });
    expect(result.body.errors, `log-in as ${email}`).toBeUndefined();
    return client;
  };
  const canLogIn = async (email: string) =>
    !(await browser().request(LOG_IN, { email, password: TEST_PASSWORD })).body.errors;
  /** the last e-mail of a template to an address, and the token of its link */
  const mail = async (to: string, template: string) => {
    const { rows } = await testApp.database.pool.query<{ text_body: string; locale: string; subject: string }>(
      'select text_body, locale, subject from email_outbox where lower(to_address) = lower($1) and template = $2 order by id',
      [to, template],
    );
    const last = rows.at(-1);
    return {
      count: rows.length,
      text: last?.text_body ?? '',
      token: /\?token=([\w-]{43})/.exec(last?.text_body ?? '')?.[1],
    };
  };

  beforeAll(async () => installQueue(testApp.database.pool));

  it('keeps the old log-in until the new address confirms, and tells the old address at once', async () => {
    await createTestOwner(testApp.services, 'before@example.com');
    const owner = await loggedIn('before@example.com');
    const changed = await owner.request(CHANGE, { email: 'after@example.com', password: TEST_PASSWORD });
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data?.changeEmail).toMatchObject({
      email: 'before@example.com',
      pendingEmailChange: { email: 'after@example.com' },
    });
    // My Details shows the pending change
    expect((await owner.request(MY_EMAIL)).body.data?.myAccount).toEqual({
      email: 'before@example.com',
      pendingEmailChange: { email: 'after@example.com' },
    });

    const notice = await mail('before@example.com', 'email-change-notice');
    expect(notice.count).toBe(1);
    expect(notice.text).toContain('after@example.com');
    expect(notice.text).toContain(`${testApp.url}/en_US/undo-email-change?token=`);
    const verify = await mail('after@example.com', 'email-change-verify');
    expect(verify.text).toContain(`${testApp.url}/en_US/confirm-email-change?token=`);
    expect(verify.text).toContain('before@example.com');

    expect(await canLogIn('after@example.com')).toBe(false);
    expect(await canLogIn('before@example.com')).toBe(true);

    const confirmed = await browser().request(CONFIRM, { token: verify.token });
    expect(confirmed.body).toEqual({ data: { confirmEmailChange: 'after@example.com' } });
    expect(await canLogIn('after@example.com')).toBe(true);
    expect(await canLogIn('before@example.com')).toBe(false);
    expect(codeOf((await browser().request(CONFIRM, { token: verify.token })).body)).toBe('VERIFICATION_LINK_INVALID');
    // the old address stays the owner's while the change can be undone: no one else may sign up with it
    const availability = await browser().request(AVAILABILITY, { email: 'before@example.com' });
    expect(availability.body.data).toEqual({ emailAvailability: 'EMAIL_EXISTS' });
  });

  it('undoes a confirmed change from the old address: the old log-in is back and every session ends', async () => {
    await createTestOwner(testApp.services, 'victim@example.com');
    const thief = await loggedIn('victim@example.com');
    const owner = await loggedIn('victim@example.com');
    await thief.request(CHANGE, { email: 'thief@example.com', password: TEST_PASSWORD });
    await browser().request(CONFIRM, { token: (await mail('thief@example.com', 'email-change-verify')).token });
    expect(await canLogIn('thief@example.com')).toBe(true);

    const undo = (await mail('victim@example.com', 'email-change-notice')).token;
    expect((await browser().request(UNDO, { token: undo })).body).toEqual({
      data: { undoEmailChange: 'victim@example.com' },
    });
    expect(await canLogIn('victim@example.com')).toBe(true);
    expect(await canLogIn('thief@example.com')).toBe(false);
    for (const session of [thief, owner]) expect((await session.request('{ me { email } }')).body.data?.me).toBeNull();
    expect(codeOf((await browser().request(UNDO, { token: undo })).body)).toBe('VERIFICATION_LINK_INVALID');
  });

  it('undoes a change not yet confirmed: its link to the new address stops working', async () => {
    await createTestOwner(testApp.services, 'early@example.com');
    const session = await loggedIn('early@example.com');
    await session.request(CHANGE, { email: 'late@example.com', password: TEST_PASSWORD });
    await browser().request(UNDO, { token: (await mail('early@example.com', 'email-change-notice')).token });
    const confirm = await browser().request(CONFIRM, {
      token: (await mail('late@example.com', 'email-change-verify')).token,
    });
    expect(codeOf(confirm.body)).toBe('VERIFICATION_LINK_INVALID');
    expect(await canLogIn('early@example.com')).toBe(true);
  });

  it('lets links expire: confirmation after 24 hours, undo after 72', async () => {
    await createTestOwner(testApp.services, 'slow@example.com');
    const session = await loggedIn('slow@example.com');
    await session.request(CHANGE, { email: 'slower@example.com', password: TEST_PASSWORD });
    const { rows } = await testApp.database.pool.query(
      `select extract(epoch from verify_expires_at - requested_at) / 3600 as verify,
              extract(epoch from undo_expires_at - requested_at) / 3600 as undo
         from email_changes where old_email = 'slow@example.com'`,
    );
    expect(rows.map((row) => [Number(row.verify), Number(row.undo)])).toEqual([[24, 72]]);
    await testApp.database.pool.query(
      `update email_changes set verify_expires_at = now() - interval '1 second', undo_expires_at = now() - interval '1 second'
        where old_email = 'slow@example.com'`,
    );
    expect(
      codeOf(
        (await browser().request(CONFIRM, { token: (await mail('slower@example.com', 'email-change-verify')).token }))
          .body,
      ),
    ).toBe('VERIFICATION_LINK_INVALID');
    expect(
      codeOf(
        (await browser().request(UNDO, { token: (await mail('slow@example.com', 'email-change-notice')).token })).body,
      ),
    ).toBe('VERIFICATION_LINK_INVALID');
    expect((await session.request(MY_EMAIL)).body.data?.myAccount).toEqual({
      email: 'slow@example.com',
      pendingEmailChange: null,
    });
  });

  it('replaces an open change with a new one, and withdraws it on request', async () => {
    await createTestOwner(testApp.services, 'undecided@example.com');
    const session = await loggedIn('undecided@example.com');
    await session.request(CHANGE, { email: 'first.choice@example.com', password: TEST_PASSWORD });
    await session.request(CHANGE, { email: 'second.choice@example.com', password: TEST_PASSWORD });
    const first = await browser().request(CONFIRM, {
      token: (await mail('first.choice@example.com', 'email-change-verify')).token,
    });
    expect(codeOf(first.body)).toBe('VERIFICATION_LINK_INVALID');
    const cancelled = await session.request(CANCEL);
    expect(cancelled.body.data?.cancelEmailChange).toEqual({
      email: 'undecided@example.com',
      pendingEmailChange: null,
    });
    const second = await browser().request(CONFIRM, {
      token: (await mail('second.choice@example.com', 'email-change-verify')).token,
    });
    expect(codeOf(second.body)).toBe('VERIFICATION_LINK_INVALID');
  });

  it('caps the links sent to one new address at 3 an hour (7)', async () => {
    await createTestOwner(testApp.services, 'repeat@example.com');
    const session = await loggedIn('repeat@example.com');
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await session.request(CHANGE, { email: 'spammed@example.com', password: TEST_PASSWORD });
      expect(result.body.errors).toBeUndefined();
    }
    const fourth = await session.request(CHANGE, { email: 'spammed@example.com', password: TEST_PASSWORD });
    expect(codeOf(fourth.body)).toBe('RATE_LIMITED');
    expect((await mail('spammed@example.com', 'email-change-verify')).count).toBe(3);
  });
});
