// QUALITY.md: per-IP limits on log-in, sign-up, e-mail check and password reset (sign-up and reset
// are covered beside their modules).
import { describe, expect, it } from 'vitest';
import { GraphQLTestClient, LOG_IN, useTestApp } from '../../test/test-app.js';
import { RATE_LIMITS } from './rate-limit.service.js';

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
});
