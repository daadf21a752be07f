// QUALITY.md: per-IP limits on log-in, sign-up, e-mail check and password reset (sign-up and reset
// are covered beside their modules).
import { describe, expect, it } from 'vitest';
import { GraphQLTestClient, LOG_IN, useTestApp } from '../../test/test-app.js';
import { RATE_LIMITS } from './rate-limit.js';

describe('per-IP limits', () => {
  const testApp = useTestApp();

  it('stop log-in attempts from one address past the limit, whatever the account', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const codes = new Set<string | undefined>();
    for (let attempt = 0; attempt <= RATE_LIMITS.logIn.limit; attempt++) {
      const result = await client.request(LOG_IN, {
        email: `nobody${attempt}@example.com`,
        password: 'Wrong-password-1',
      });
      if (attempt < RATE_LIMITS.logIn.limit)
        expect(result.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
      else codes.add(result.body.errors?.[0]?.extensions?.code);
    }
    expect([...codes]).toEqual(['RATE_LIMITED']);
  });

  it('stop e-mail checks from one address past the limit', async () => {
    const client = new GraphQLTestClient(testApp.url);
    let last: string | undefined;
    for (let attempt = 0; attempt <= RATE_LIMITS.emailCheck.limit; attempt++) {
      const result = await client.request('query ($email: String!) { emailAvailability(email: $email) }', {
        email: `probe${attempt}@example.com`,
      });
      last = result.body.errors?.[0]?.extensions?.code;
      if (attempt < RATE_LIMITS.emailCheck.limit) expect(last).toBeUndefined();
    }
    expect(last).toBe('RATE_LIMITED');
  });

  it("count from a key's first attempt, whatever the clock's grid, and start again once its window ended", async () => {
    const { pool } = testApp.database;
    const { name, windowSeconds } = RATE_LIMITS.emailCheck;
    const email = async () =>
      (await new GraphQLTestClient(testApp.url).request('{ emailAvailability(email: "window@example.com") }')).body
        .errors?.[0]?.extensions?.code;
    const counter = async () =>
      (await pool.query<{ count: number }>('select count from rate_limits where key = $1', [`${name}:127.0.0.1`])).rows;

    // a window opened a minute before it ends, already full: still refused
    await pool.query('delete from rate_limits');
    await pool.query(
      `insert into rate_limits (key, window_start, count) values ($1, now() - make_interval(secs => $2), $3)`,
      [`${name}:127.0.0.1`, windowSeconds - 60, RATE_LIMITS.emailCheck.limit * testApp.services.rateLimitScale],
    );
    expect(await email()).toBe('RATE_LIMITED');

    // the same window, ended a second ago: the attempt opens a new one and counts 1
    await pool.query(`update rate_limits set window_start = now() - make_interval(secs => $1)`, [windowSeconds + 1]);
    expect(await email()).toBeUndefined();
    expect(await counter()).toEqual([{ count: 1 }]);
  });
});
