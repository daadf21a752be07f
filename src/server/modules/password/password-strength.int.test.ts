// Issue 10 (6): a new password is checked on the server by a maintained estimator (zxcvbn-ts with its
// common-password dictionaries) wherever one is chosen: sign-up, access-code completion, reset, change.
import { beforeAll, describe, expect, it } from 'vitest';
import { validSignUpInput } from '../../../domain/account/sign-up.fixtures.js';
import { DEMO_ACCESS_CODE_VALID } from '../../seed/demo-owner-records.js';
import { GraphQLTestClient, LOG_IN, useTestApp } from '../../test/test-app.js';
import { createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import { installQueue } from '../../shared/jobs.js';

/** composition rules met (12+, lower, upper, digit, special), yet among the first guesses of any cracker */
const GUESSABLE = ['Pa$$word1234', 'Passw0rd!2024', 'P@ssw0rd12345', 'Abcd1234!@#$', '1qaz2wsx3edC!'];
const COMMON = [{ path: 'password', message: 'validation.password.common' }];

type Body = {
  data?: unknown;
  errors?: Array<{ extensions?: { code?: string; details?: { fields?: Array<{ path: string; message: string }> } } }>;
};
const fieldsOf = (body: Body) => body.errors?.[0]?.extensions?.details?.fields;

const form = (email: string, password: string) => validSignUpInput({ email, password });

describe('guessable passwords are refused on the server', () => {
  const testApp = useTestApp({ env: { RATE_LIMIT_SCALE: '20' } });
  beforeAll(async () => installQueue(testApp.database.pool));

  it.each(GUESSABLE)('at sign-up: %s', async (password) => {
    const result = await new GraphQLTestClient(testApp.url).request(
      'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }',
      { input: form(`guess.${GUESSABLE.indexOf(password)}@example.com`, password) },
    );
    expect(fieldsOf(result.body)).toEqual(COMMON);
  });

  it('at sign-up completed with an access code, leaving the code unspent', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const COMPLETE =
      'mutation ($code: String!, $input: SignUpInput!) { completeSignUp(code: $code, input: $input) { id } }';
    const refused = await client.request(COMPLETE, {
      code: DEMO_ACCESS_CODE_VALID,
      input: form('morgan.guess@example.com', 'Passw0rd!2024'),
    });
    expect(fieldsOf(refused.body)).toEqual(COMMON);
    const accepted = await client.request(COMPLETE, {
      code: DEMO_ACCESS_CODE_VALID,
      input: form('morgan.strong@example.com', 'Harbor-Lantern-61!'),
    });
    expect(accepted.body.errors).toBeUndefined();
  });

  it('at a reset, without using the link up', async () => {
    const email = 'guess.reset@example.com';
    await createTestOwner(testApp.services, email);
    const client = new GraphQLTestClient(testApp.url);
    await client.request('mutation ($email: String!) { requestPasswordReset(email: $email) }', { email });
    const { rows } = await testApp.database.pool.query<{ text_body: string }>(
      `select text_body from email_outbox where to_address = $1 and template = 'password-reset'`,
      [email],
    );
    const token = /reset-password\?token=([\w-]{43})/.exec(rows[0]?.text_body ?? '')?.[1];
    const RESET =
      'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { id } }';
    for (const password of GUESSABLE) {
      expect(fieldsOf((await client.request(RESET, { token, password })).body)).toEqual(COMMON);
    }
    expect((await client.request(RESET, { token, password: 'Velvet-Harbor-93!' })).body.errors).toBeUndefined();
  });

  it('at a change in Profile Settings', async () => {
    const email = 'guess.change@example.com';
    await createTestOwner(testApp.services, email);
    const client = new GraphQLTestClient(testApp.url);
    await client.request(LOG_IN, { email, password: TEST_PASSWORD });
    const CHANGE =
      'mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }';
    for (const next of GUESSABLE) {
      const result = await client.request(CHANGE, { current: TEST_PASSWORD, next });
      expect(fieldsOf(result.body)).toEqual([{ path: 'newPassword', message: 'validation.password.common' }]);
    }
    const own = await client.request(CHANGE, { current: TEST_PASSWORD, next: 'QuinnReyes2026!' });
    expect(fieldsOf(own.body)).toEqual([{ path: 'newPassword', message: 'validation.password.common' }]);
  });
});
