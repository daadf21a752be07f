// QUALITY.md Reliability: two app servers on one PostgreSQL behave as one.
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { GraphQLTestClient, LOG_IN, useTwoTestApps } from './test-app.js';

describe('two app servers on one database', () => {
  const { first, second } = useTwoTestApps();

  it('share sessions: made on one, valid on the other, ended on both by a log-out on either', async () => {
    const onFirst = new GraphQLTestClient(first.url);
    await onFirst.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
    const onSecond = new GraphQLTestClient(second.url);
    onSecond.cookies = new Map(onFirst.cookies);
    for (let round = 0; round < 4; round++) {
      const client = round % 2 === 0 ? onFirst : onSecond;
      const me = await client.request<{ me: { email: string } | null }>('{ me { email } }');
      expect(me.body.data?.me?.email).toBe(DEMO_OWNER_EMAIL);
    }
    await onSecond.request('mutation { logOut }');
    const afterLogout = await onFirst.request<{ me: unknown }>('{ me { email } }');
    expect(afterLogout.body.data?.me).toBeNull();
  });

  it.each([
    ['an account', 'demo.admin@pawport.example'],
    ['no account', 'no.such.owner@pawport.example'],
  ])('count log-in failures across both servers, for an e-mail with %s', async (_kind, email) => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const client = new GraphQLTestClient(attempt % 2 === 0 ? first.url : second.url);
      await client.request(LOG_IN, { email, password: `Wrong-${attempt}-password` });
    }
    const locked = await new GraphQLTestClient(first.url).request(LOG_IN, { email, password: DEMO_PASSWORD });
    expect(locked.body.errors?.[0]?.extensions?.code).toBe('ACCOUNT_LOCKED');
  });
});
