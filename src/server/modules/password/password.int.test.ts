import { beforeAll, describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { accounts } from '../../db/schema/index.js';
import { GraphQLTestClient, LOG_IN, startTestApp, useTestApp, type GraphQLErrors } from '../../test/test-app.js';
import { hashPassword } from '../../shared/password-hash.js';
import { installQueue } from '../../shared/jobs.js';
import { hashResetToken } from './reset-token.js';

const OLD_PASSWORD = 'Old-Password-4321!';
const NEW_PASSWORD = 'New-Password-1234!';
const ME = '{ me { id email } }';
const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const RESET =
  'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { id email locale } }';
const CHANGE =
  'mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }';

describe('password reset and change', () => {
  const testApp = useTestApp({ env: { TRUST_PROXY: 'true' } });
  let ipCounter = 0;
  let oldPasswordHash: string;

  /** Each client its own IP (X-Forwarded-For with TRUST_PROXY), so the per-IP limits stay apart. */
  const client = (ip = `198.51.100.${++ipCounter}`) => new GraphQLTestClient(testApp.url, { 'x-forwarded-for': ip });

  const createAccount = async (email: string, locale: LocaleCode = 'en_US') => {
    const jurisdictionId = (await testApp.database.pool.query('select min(id) as id from jurisdictions')).rows[0].id;
    const [account] = await testApp.database.db
      .insert(accounts)
      .values({ email, passwordHash: oldPasswordHash, firstName: 'Quinn', lastName: 'Reyes', locale, jurisdictionId })
      .returning({ id: accounts.id });
    return account?.id as number;
  };

  const outbox = async (to: string) =>
    (
      await testApp.database.pool.query<{ template: string; locale: string; subject: string; text_body: string }>(
        'select template, locale, subject, text_body from email_outbox where lower(to_address) = lower($1) order by id',
        [to],
      )
    ).rows;

  const resetLinkOf = async (to: string) => {
    const mails = (await outbox(to)).filter((mail) => mail.template === 'password-reset');
    const link = mails.at(-1)?.text_body.match(/https?:\/\/\S+reset-password\?token=[\w-]+/)?.[0];
    if (!link) throw new Error(`no reset link e-mailed to ${to}`);
    return new URL(link);
  };

  const requestLink = async (email: string, locale?: string) => {
    const result = await client().request(REQUEST, { email }, locale ? { 'x-pawport-locale': locale } : {});
    expect(result.body).toEqual({ data: { requestPasswordReset: true } });
    return resetLinkOf(email);
  };

  const loggedIn = async (email: string, password: string) => {
    const session = client();
    const result = await session.request(LOG_IN, { email, password });
    expect(result.body.errors).toBeUndefined();
    return session;
  };

  /** The security notice of a changed password: in the owner's own locale, with the link to ask for a reset. */
  const expectChangedNotice = async (email: string, locale: LocaleCode, subject: string) => {
    const notice = (await outbox(email)).find((mail) => mail.template === 'password-changed');
    expect(notice).toMatchObject({ locale, subject });
    expect(notice?.text_body).toContain(`${testApp.url}/${locale}/forgot-password`);
  };

  const me = async (session: GraphQLTestClient) => (await session.request<{ me: unknown }>(ME)).body.data?.me ?? null;

  beforeAll(async () => {
    await installQueue(testApp.database.pool); // the e-mail queue's schema, as main.ts installs it
    oldPasswordHash = await hashPassword(OLD_PASSWORD);
  });

  it('e-mails a working single-use link that expires in 30 minutes; only its hash is stored', async () => {
    const email = 'reset.once@example.com';
    const accountId = await createAccount(email);
    const link = await requestLink(email, 'fr-CA');
    expect(link.origin).toBe(testApp.url);
    expect(link.pathname).toBe('/fr_CA/reset-password');
    const token = link.searchParams.get('token') as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    const { rows } = await testApp.database.pool.query(
      `select token_hash, extract(epoch from expires_at - now()) as seconds from password_reset_tokens where account_id = $1`,
      [accountId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashResetToken(token));
    expect(rows[0].token_hash).not.toContain(token);
    expect(Number(rows[0].seconds)).toBeGreaterThan(29 * 60);
    expect(Number(rows[0].seconds)).toBeLessThanOrEqual(30 * 60);
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ template: 'password-reset', locale: 'fr_CA' });

    const browser = client();
    const reset = await browser.request<{ resetPassword: { email: string } }>(RESET, { token, password: NEW_PASSWORD });
    expect(reset.body.errors).toBeUndefined();
    expect(reset.body.data?.resetPassword.email).toBe(email);
    expect(await me(browser)).toMatchObject({ email }); // logged in by the reset

    await loggedIn(email, NEW_PASSWORD);
    const old = await client().request(LOG_IN, { email, password: OLD_PASSWORD });
    expect(old.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');

    const again = await client().request(RESET, { token, password: 'Another-Password-99!' });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('RESET_TOKEN_INVALID');
    await loggedIn(email, NEW_PASSWORD);

    await expectChangedNotice(email, 'en_US', 'Your Pawport password was changed');
  });

  it('refuses an expired link', async () => {
    const email = 'reset.expired@example.com';
    const accountId = await createAccount(email);
    const token = (await requestLink(email)).searchParams.get('token') as string;
    await testApp.database.pool.query(
      `update password_reset_tokens set expires_at = now() - interval '1 second' where account_id = $1`,
      [accountId],
    );
    const result = await client().request(RESET, { token, password: NEW_PASSWORD });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('RESET_TOKEN_INVALID');
    await loggedIn(email, OLD_PASSWORD);
  });

  it('refuses a forged token and an earlier link once a new one was asked for', async () => {
    const email = 'reset.twice@example.com';
    await createAccount(email);
    const first = (await requestLink(email)).searchParams.get('token') as string;
    const second = (await requestLink(email)).searchParams.get('token') as string;
    for (const token of [first, 'A'.repeat(43), 'not a token']) {
      const result = await client().request(RESET, { token, password: NEW_PASSWORD });
      expect(result.body.errors?.[0]?.extensions?.code).toBe('RESET_TOKEN_INVALID');
    }
    const result = await client().request(RESET, { token: second, password: NEW_PASSWORD });
    expect(result.body.errors).toBeUndefined();
  });

  it('applies the password rules without using up the link', async () => {
    const email = 'reset.weak@example.com';
    await createAccount(email);
    const token = (await requestLink(email)).searchParams.get('token') as string;
    const weak = await client().request(RESET, { token, password: 'weakpassword' });
    const errors = weak.body.errors as GraphQLErrors;
    expect(errors[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(errors[0]?.extensions?.details?.fields).toEqual([
      { path: 'password', message: 'validation.password.hasValue' },
    ]);
    const strong = await client().request(RESET, { token, password: NEW_PASSWORD });
    expect(strong.body.errors).toBeUndefined();
  });

  it('ends every earlier session at reset and clears the log-in back-off', async () => {
    const email = 'reset.sessions@example.com';
    await createAccount(email);
    const laptop = await loggedIn(email, OLD_PASSWORD);
    const phone = await loggedIn(email, OLD_PASSWORD);
    for (let attempt = 0; attempt < 10; attempt++)
      await client().request(LOG_IN, { email, password: `Guess-${attempt}!` });
    const locked = await client().request(LOG_IN, { email, password: OLD_PASSWORD });
    expect(locked.body.errors?.[0]?.extensions?.code).toBe('ACCOUNT_LOCKED');
    const token = (await requestLink(email)).searchParams.get('token') as string;
    const browser = client();
    expect((await browser.request(RESET, { token, password: NEW_PASSWORD })).body.errors).toBeUndefined();
    expect(await me(laptop)).toBeNull();
    expect(await me(phone)).toBeNull();
    expect(await me(browser)).toMatchObject({ email });
    await loggedIn(email, NEW_PASSWORD); // no longer locked
  });

  it('answers the same for an unknown or inactive e-mail and queues nothing', async () => {
    const inactive = 'reset.inactive@example.com';
    const accountId = await createAccount(inactive);
    await testApp.database.pool.query(`update accounts set status = 'DEACTIVATED' where id = $1`, [accountId]);
    const before = Number((await testApp.database.pool.query('select count(*) from email_outbox')).rows[0].count);
    for (const email of ['nobody@example.com', inactive]) {
      const result = await client().request(REQUEST, { email });
      expect(result.body).toEqual({ data: { requestPasswordReset: true } });
    }
    // what cannot be an address is the person's typing mistake, not a link sent (issue 11: 5)
    for (const [email, message] of [
      ['bad@', 'validation.email.invalid'],
      ['', 'validation.required'],
    ]) {
      const result = await client().request(REQUEST, { email });
      const error = (result.body.errors as Array<{ extensions?: { code?: string; details?: unknown } }>)[0];
      expect(error?.extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: [{ path: 'email', message }] },
      });
    }
    const after = Number((await testApp.database.pool.query('select count(*) from email_outbox')).rows[0].count);
    expect(after).toBe(before);
    const tokens = await testApp.database.pool.query('select 1 from password_reset_tokens where account_id = $1', [
      accountId,
    ]);
    expect(tokens.rows).toHaveLength(0);
  });

  it('limits reset requests per IP address', async () => {
    const ip = '203.0.113.77';
    for (let attempt = 0; attempt < 5; attempt++) {
      const result = await client(ip).request(REQUEST, { email: `someone${attempt}@example.com` });
      expect(result.body.errors).toBeUndefined();
    }
    const limited = await client(ip).request(REQUEST, { email: 'someone@example.com' });
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const elsewhere = await client('203.0.113.78').request(REQUEST, { email: 'someone@example.com' });
    expect(elsewhere.body.errors).toBeUndefined();
  });

  it('changes the password: keeps the caller logged in on a new session and ends every other one', async () => {
    const email = 'change.ok@example.com';
    await createAccount(email, 'fr_CA');
    const laptop = await loggedIn(email, OLD_PASSWORD);
    const phone = await loggedIn(email, OLD_PASSWORD);
    const before = laptop.cookies.get('pawport_session') as string;
    const result = await laptop.request(CHANGE, { current: OLD_PASSWORD, next: NEW_PASSWORD });
    expect(result.body).toEqual({ data: { changePassword: true } });
    const after = laptop.cookies.get('pawport_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await me(laptop)).toMatchObject({ email });
    expect(await me(phone)).toBeNull();
    const stale = client();
    stale.cookies.set('pawport_session', before);
    expect(await me(stale)).toBeNull();
    await loggedIn(email, NEW_PASSWORD);
    await expectChangedNotice(email, 'fr_CA', 'Le mot de passe de votre compte Pawport a été changé');
  });

  it('refuses a wrong current password and a new password that breaks the rules', async () => {
    const email = 'change.refused@example.com';
    await createAccount(email);
    const session = await loggedIn(email, OLD_PASSWORD);
    const wrong = await session.request(CHANGE, { current: 'Not-My-Password-1!', next: NEW_PASSWORD });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('WRONG_PASSWORD');
    const weak = await session.request(CHANGE, { current: OLD_PASSWORD, next: 'short' });
    const errors = weak.body.errors as GraphQLErrors;
    expect(errors[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(errors[0]?.extensions?.details?.fields?.[0]?.path).toBe('newPassword');
    expect(await me(session)).toMatchObject({ email }); // still logged in
    await loggedIn(email, OLD_PASSWORD);
    expect((await outbox(email)).filter((mail) => mail.template === 'password-changed')).toEqual([]);
  });

  it('backs off after 10 wrong current passwords, like log-in', async () => {
    const email = 'change.guess@example.com';
    await createAccount(email);
    const session = await loggedIn(email, OLD_PASSWORD);
    for (let attempt = 0; attempt < 10; attempt++) {
      const result = await session.request(CHANGE, { current: `Guess-${attempt}-Password!`, next: NEW_PASSWORD });
      expect(result.body.errors?.[0]?.extensions?.code).toBe('WRONG_PASSWORD');
    }
    const locked = await session.request(CHANGE, { current: OLD_PASSWORD, next: NEW_PASSWORD });
    expect(locked.body.errors?.[0]?.extensions?.code).toBe('ACCOUNT_LOCKED');
  });

  it('refuses a change without a session', async () => {
    const result = await client().request(CHANGE, { current: OLD_PASSWORD, next: NEW_PASSWORD });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the origin of the reset link', () => {
  const email = 'demo.owner@pawport.example';

  /** fetch cannot name another Host; Fastify's inject can. */
  const requestWithHost = async (testApp: Awaited<ReturnType<typeof startTestApp>>, host: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/graphql/',
      headers: { host, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: REQUEST, variables: { email } }),
    });
    return response.json() as { data?: unknown; errors?: GraphQLErrors };
  };
  const resetMails = async (testApp: Awaited<ReturnType<typeof startTestApp>>) =>
    (
      await testApp.database.pool.query<{ text_body: string }>(
        // the demo data's order receipt is in the outbox too
        "select text_body from email_outbox where template = 'password-reset' order by id",
      )
    ).rows;

  it('is PUBLIC_URL when configured, whatever Host the request names', async () => {
    const testApp = await startTestApp({ env: { PUBLIC_URL: 'https://pets.example.org/' } });
    try {
      await installQueue(testApp.database.pool);
      expect((await requestWithHost(testApp, 'evil.example')).errors).toBeUndefined();
      const [mail] = await resetMails(testApp);
      expect(mail?.text_body).toMatch(/https:\/\/pets\.example\.org\/en_US\/reset-password\?token=[\w-]{43}/);
      expect(mail?.text_body).not.toContain('evil.example');
    } finally {
      await testApp.close();
      await testApp.dropDatabase();
    }
  });

  it('is PUBLIC_URL in production whatever Host, even a HOST_CITY_MAP one (decision 0506: no poisoned link)', async () => {
    const testApp = await startTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://pets.example.org',
        HOST_CITY_MAP: 'pets.king.example=king-county-wa',
      },
    });
    try {
      await installQueue(testApp.database.pool);
      expect((await requestWithHost(testApp, 'evil.example')).errors).toBeUndefined();
      expect((await requestWithHost(testApp, 'pets.king.example')).errors).toBeUndefined();
      const mails = await resetMails(testApp);
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        expect(mail.text_body).toContain('https://pets.example.org/en_US/reset-password?token=');
        expect(mail.text_body).not.toMatch(/evil\.example|pets\.king\.example/);
      }
    } finally {
      await testApp.close();
      await testApp.dropDatabase();
    }
  });
});
