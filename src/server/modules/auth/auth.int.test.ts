import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { GraphQLTestClient, LOG_IN, startTestApp, useTestApp } from '../../test/test-app.js';

const ME = '{ me { id email role } }';

describe('log in, sessions and log out', () => {
  const testApp = useTestApp();

  it('logs the demo owner in with an HttpOnly SameSite=Lax session cookie and answers me', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const result = await client.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
    expect(result.body.errors).toBeUndefined();
    const cookie = result.headers.getSetCookie().find((line) => line.startsWith('pawport_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // not in development/test: no TLS locally
    const me = await client.request<{ me: { email: string; role: string } }>(ME);
    expect(me.body.data?.me).toMatchObject({ email: DEMO_OWNER_EMAIL, role: 'OWNER' });
  });

  it('accepts the e-mail in any case', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const result = await client.request(LOG_IN, { email: DEMO_OWNER_EMAIL.toUpperCase(), password: DEMO_PASSWORD });
    expect(result.body.errors).toBeUndefined();
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const unknown = await client.request(LOG_IN, { email: 'nobody@pawport.example', password: 'Whatever-123456' });
    const wrong = await client.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: 'Wrong-password-1' });
    expect(unknown.body.errors?.[0]).toEqual(wrong.body.errors?.[0]);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect(client.cookies.has('pawport_session')).toBe(false);
  });

  it('issues a new session at log-in and ends the one the browser had', async () => {
    const client = new GraphQLTestClient(testApp.url);
    await client.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
    const first = client.cookies.get('pawport_session');
    await client.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
    const second = client.cookies.get('pawport_session');
    expect(second).toBeDefined();
    expect(second).not.toEqual(first);
    const stale = new GraphQLTestClient(testApp.url);
    stale.cookies.set('pawport_session', first as string);
    expect((await stale.request<{ me: unknown }>(ME)).body.data?.me).toBeNull();
  });

  it('revokes the session on the server at log-out: the old cookie no longer works', async () => {
    const client = new GraphQLTestClient(testApp.url);
    await client.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
    const token = client.cookies.get('pawport_session') as string;
    const out = await client.request('mutation { logOut }');
    expect(out.body.data).toEqual({ logOut: true });
    expect(client.cookies.has('pawport_session')).toBe(false);
    const replay = new GraphQLTestClient(testApp.url);
    replay.cookies.set('pawport_session', token);
    expect((await replay.request<{ me: unknown }>(ME)).body.data?.me).toBeNull();
  });

  it('ignores a forged session cookie', async () => {
    const client = new GraphQLTestClient(testApp.url);
    client.cookies.set('pawport_session', 'A'.repeat(43));
    expect((await client.request<{ me: unknown }>(ME)).body.data?.me).toBeNull();
  });

  it('backs off after 10 failures for one account, even with the right password', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const email = 'demo.admin@pawport.example';
    for (let attempt = 0; attempt < 10; attempt++) {
      const result = await client.request(LOG_IN, { email, password: `Wrong-password-${attempt}` });
      expect(result.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    const locked = await client.request(LOG_IN, { email, password: DEMO_PASSWORD });
    expect(locked.body.errors?.[0]?.extensions?.code).toBe('ACCOUNT_LOCKED');
  });
});

describe('session cookie in production', () => {
  it('is __Host- prefixed and Secure', async () => {
    const testApp = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const client = new GraphQLTestClient(testApp.url);
      const result = await client.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
      const cookie = result.headers.getSetCookie().find((line) => line.startsWith('__Host-pawport_session='));
      expect(cookie).toMatch(/Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    } finally {
      await testApp.close();
      await testApp.dropDatabase();
    }
  });
});
