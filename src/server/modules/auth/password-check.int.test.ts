// Issue 10 (1, 3, 12): every use of the current password goes through one counted check; failures are
// counted per submitted e-mail whether or not it has an account; the owner's known browser still gets in;
// a failed log-in leaves the caller's session alone (decision 0106).
import { describe, expect, it } from 'vitest';
import { GraphQLTestClient, LOG_IN, useTestApp } from '../../test/test-app.js';
import { createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';

const ME = '{ me { email } }';
const CHANGE_EMAIL =
  'mutation ($email: String!, $password: String!) { changeEmail(email: $email, password: $password) { email } }';
const DEACTIVATE = 'mutation ($password: String!) { deactivateAccount(password: $password) }';
const CHANGE_PASSWORD =
  'mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }';

type Body = { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

describe('one counted check of the current password', () => {
  const testApp = useTestApp({ env: { TRUST_PROXY: 'true' } });
  let ip = 0;
  /** a browser of its own (own cookies, own IP address, so the per-IP log-in limit stays out of the way) */
  const browser = () => new GraphQLTestClient(testApp.url, { 'x-forwarded-for': `198.51.100.${++ip}` });
  const loggedIn = async (email: string, password = TEST_PASSWORD) => {
    const client = browser();
    const result = await client.request(LOG_IN, { email, password });
    expect(result.body.errors).toBeUndefined();
    return client;
  };
  const me = async (client: GraphQLTestClient) =>
    ((await client.request<{ me: { email: string } | null }>(ME)).body.data?.me ?? null) as { email: string } | null;

  it('keeps the session of a browser whose log-in fails (12)', async () => {
    await createTestOwner(testApp.services, 'keep.session@example.com');
    const client = await loggedIn('keep.session@example.com');
    for (const email of ['keep.session@example.com', 'nobody.here@example.com']) {
      const failed = await client.request(LOG_IN, { email, password: 'Not-The-Password-1!' });
      expect(codeOf(failed.body)).toBe('INVALID_CREDENTIALS');
      expect(await me(client)).toEqual({ email: 'keep.session@example.com' });
    }
  });

  it('answers an unknown e-mail exactly as a known one, back-off included (3)', async () => {
    await createTestOwner(testApp.services, 'known.owner@example.com');
    const answers: Record<string, Body[]> = {};
    for (const email of ['known.owner@example.com', 'unknown.owner@example.com']) {
      answers[email] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        // the same e-mail however it is typed
        const typed = attempt % 2 === 0 ? email : `  ${email.toUpperCase()} `;
        const result = await browser().request(LOG_IN, { email: typed, password: `Wrong-guess-${attempt}!` });
        answers[email]?.push(result.body);
      }
    }
    const known = answers['known.owner@example.com'] ?? [];
    const unknown = answers['unknown.owner@example.com'] ?? [];
    expect(known.slice(0, 10).map(codeOf)).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
    expect(known[10] && codeOf(known[10])).toBe('ACCOUNT_LOCKED');
    expect(unknown).toEqual(known);
    // the count lives in PostgreSQL, keyed by a hash of the normalised e-mail (no address of a stranger kept)
    const { rows } = await testApp.database.pool.query<{ key: string; failures: number }>(
      'select key, failures from login_throttles',
    );
    expect(rows.filter((row) => row.failures >= 10)).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toMatch(/owner@example\.com/i);
  });

  it('lets the owner in from a browser they used before while strangers are backed off (3)', async () => {
    await createTestOwner(testApp.services, 'targeted.owner@example.com');
    const laptop = await loggedIn('targeted.owner@example.com');
    await laptop.request('mutation { logOut }');
    for (let attempt = 0; attempt < 10; attempt++) {
      await browser().request(LOG_IN, { email: 'targeted.owner@example.com', password: `Attacker-${attempt}-guess!` });
    }
    const stranger = await browser().request(LOG_IN, { email: 'targeted.owner@example.com', password: TEST_PASSWORD });
    expect(codeOf(stranger.body)).toBe('ACCOUNT_LOCKED');
    const owner = await laptop.request(LOG_IN, { email: 'targeted.owner@example.com', password: TEST_PASSWORD });
    expect(owner.body.errors).toBeUndefined();
    expect(await me(laptop)).toEqual({ email: 'targeted.owner@example.com' });
  });

  it.each([
    ['changeEmail', (password: string) => [CHANGE_EMAIL, { email: 'elsewhere@example.com', password }] as const],
    ['deactivateAccount', (password: string) => [DEACTIVATE, { password }] as const],
    [
      'changePassword',
      (password: string) => [CHANGE_PASSWORD, { current: password, next: 'Fresh-Lantern-77!' }] as const,
    ],
  ])('counts wrong passwords in %s like log-in: after 10, the right one is refused too (1)', async (name, call) => {
    const email = `guess.${name.toLowerCase()}@example.com`;
    await createTestOwner(testApp.services, email);
    const session = await loggedIn(email);
    for (let attempt = 0; attempt < 10; attempt++) {
      const [query, variables] = call(`Guess-${attempt}-Password!`);
      const result = await session.request(query, variables);
      expect(['VALIDATION_FAILED', 'WRONG_PASSWORD']).toContain(codeOf(result.body));
    }
    const [query, variables] = call(TEST_PASSWORD);
    expect(codeOf((await session.request(query, variables)).body)).toBe('ACCOUNT_LOCKED');
    expect(await me(session)).toEqual({ email }); // nothing changed, still logged in
  });

  it('counts every use of the password together: e-mail change, deactivation, password change (1)', async () => {
    const email = 'one.counter@example.com';
    await createTestOwner(testApp.services, email);
    const session = await loggedIn(email);
    // a session taken to another browser (no trace of the owner's) counts on the e-mail, as log-in does
    const elsewhere = browser();
    elsewhere.cookies.set('pawport_session', session.cookies.get('pawport_session') as string);
    for (let attempt = 0; attempt < 4; attempt++) {
      await elsewhere.request(CHANGE_EMAIL, { email: 'x@example.com', password: `Guess-a${attempt}-Password!` });
      await elsewhere.request(DEACTIVATE, { password: `Guess-b${attempt}-Password!` });
    }
    await elsewhere.request(CHANGE_PASSWORD, { current: 'Guess-c-Password!', next: 'Fresh-Lantern-77!' });
    await browser().request(LOG_IN, { email, password: 'Guess-d-Password!' });
    const locked = await browser().request(LOG_IN, { email, password: TEST_PASSWORD });
    expect(codeOf(locked.body)).toBe('ACCOUNT_LOCKED');
    expect(codeOf((await elsewhere.request(DEACTIVATE, { password: TEST_PASSWORD })).body)).toBe('ACCOUNT_LOCKED');
  });
});
