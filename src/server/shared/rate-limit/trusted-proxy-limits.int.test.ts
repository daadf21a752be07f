// Issue 37 (1): behind a load balancer, a client that writes its own X-Forwarded-For entries still counts
// against one per-IP limit: the address the load balancer saw. Each limited public operation (log-in and
// password reset, e-mail check, reset request, sign-up and access-code sign-up, finder message) is called
// through app.inject from the load balancer's address with a rotating forged left-most entry, and the
// rate_limits table holds one key per rule: the real client's.
import { describe, expect, it } from 'vitest';
import { type StartedTestApp, useTestApp } from '../../test/test-app.js';
import { HOMESAFE_LIMITS } from '../../modules/homesafe/homesafe-limits.js';
import { RATE_LIMITS } from './rate-limit.js';

const LOAD_BALANCER = '10.0.0.5';
const FORGED = ['1.2.3.4', '5.6.7.8, 9.10.11.12', '2001:db8::99', 'not-an-address', '127.0.0.1'];

/** Each limited public operation, with the rule it counts against. */
const OPERATIONS = [
  {
    rule: RATE_LIMITS.logIn.name,
    query: 'mutation { logIn(email: "nobody@example.com", password: "Wrong-password-1") { viewer { id } } }',
  },
  {
    rule: RATE_LIMITS.logIn.name,
    query: 'mutation { resetPassword(token: "x", password: "Wrong-password-1") { id } }',
  },
  { rule: RATE_LIMITS.emailCheck.name, query: '{ emailAvailability(email: "probe@example.com") }' },
  { rule: RATE_LIMITS.passwordReset.name, query: 'mutation { requestPasswordReset(email: "nobody@example.com") }' },
  { rule: RATE_LIMITS.signUp.name, query: 'mutation { signUp(input: {}) { id } }' },
  { rule: RATE_LIMITS.signUp.name, query: 'mutation { completeSignUp(code: "PAWS2-READY", input: {}) { id } }' },
  {
    rule: HOMESAFE_LIMITS.messagePerIp.name,
    query:
      'mutation { sendFinderMessage(code: "ABCDEFGH23", input: { message: "Found your dog by the park", email: "finder@example.com", phone: "" }) }',
  },
];

/** POST /graphql/ as a request the load balancer (or `remoteAddress`) passes on with `forwardedFor`. */
const graphql = (testApp: StartedTestApp, query: string, forwardedFor: string, remoteAddress = LOAD_BALANCER) =>
  testApp.app.inject({
    method: 'POST',
    url: '/graphql/',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify({ query }),
  });

/** The rate_limits keys of `rules`, with their counts. */
async function limitKeys(testApp: StartedTestApp, rules: string[]): Promise<Record<string, number>> {
  const { rows } = await testApp.database.pool.query<{ key: string; count: number }>(
    'select key, sum(count)::int as count from rate_limits where split_part(key, $1, 1) = any($2) group by key',
    [':', rules],
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.count]));
}

/** Every operation from behind the load balancer, forged entries rotating: one key per rule, the client's. */
async function expectOneKeyPerRule(testApp: StartedTestApp, client: string) {
  const rules = [...new Set(OPERATIONS.map((operation) => operation.rule))];
  await testApp.database.pool.query('delete from rate_limits');
  const expected: Record<string, number> = {};
  for (const operation of OPERATIONS) {
    for (const forged of FORGED) {
      const answer = await graphql(testApp, operation.query, `${forged}, ${client}`);
      expect(answer.statusCode, operation.query).toBe(200);
    }
    const key = `${operation.rule}:${client}`;
    expected[key] = (expected[key] ?? 0) + FORGED.length;
  }
  expect(await limitKeys(testApp, rules)).toEqual(expected);
}

describe('per-IP limits behind one load balancer, TRUST_PROXY=1 (issue 37: 1)', () => {
  const testApp = useTestApp({ env: { TRUST_PROXY: '1' } });

  it('count every limited operation against the address the load balancer saw, not the forged entries', async () => {
    await expectOneKeyPerRule(testApp, '198.51.100.23');
  });

  it('stop password-reset requests past the limit however the left-most entry rotates', async () => {
    const codes: Array<string | undefined> = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.passwordReset.limit; attempt++) {
      const answer = await graphql(
        testApp,
        'mutation { requestPasswordReset(email: "nobody@example.com") }',
        `203.0.113.${attempt}, 198.51.100.24`,
      );
      codes.push(answer.json().errors?.[0]?.extensions?.code);
    }
    expect(codes).toEqual([...Array(RATE_LIMITS.passwordReset.limit).fill(undefined), 'RATE_LIMITED']);
  });
});

describe("per-IP limits behind the load balancer's addresses, TRUST_PROXY=10.0.0.0/8 (issue 37: 1)", () => {
  const testApp = useTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });

  it('count every limited operation against the address the load balancer saw, not the forged entries', async () => {
    await expectOneKeyPerRule(testApp, '198.51.100.25');
  });

  it('count a client that reaches the app directly against its own address, whatever its header says', async () => {
    await testApp.database.pool.query('delete from rate_limits');
    for (const forged of FORGED)
      await graphql(testApp, '{ emailAvailability(email: "probe@example.com") }', forged, '198.51.100.26');
    expect(await limitKeys(testApp, [RATE_LIMITS.emailCheck.name])).toEqual({
      [`${RATE_LIMITS.emailCheck.name}:198.51.100.26`]: FORGED.length,
    });
  });
});
