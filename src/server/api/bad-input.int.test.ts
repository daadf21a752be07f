// Issue 10 (5, 8): bad input is the client's mistake — a clear BAD_USER_INPUT or a translated field error,
// logged at info, never INTERNAL with a stack at error level; every list input is bounded.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otherValidAddress } from '../../domain/account/sign-up.fixtures.js';
import { createLogger } from '../shared/logger.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { installQueue } from '../shared/jobs.js';
import { GraphQLTestClient, LOG_IN, useTestApp } from '../test/test-app.js';

const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };
const levels = () => lines.map((line) => (JSON.parse(line) as { level: number }).level);

type Body = {
  data?: unknown;
  errors?: Array<{
    message: string;
    extensions?: { code?: string; details?: { fields?: Array<{ path: string; message: string }> } };
  }>;
};

async function post(url: string, body: unknown, cookie?: string) {
  const response = await fetch(`${url}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const LOG_IN_VARIABLES =
  'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { viewer { id } } }';
const MOVE = 'mutation ($id: ID!, $position: Int!) { movePetGuardian(id: $id, position: $position) { id } }';
const UPDATE = 'mutation ($input: MyDetailsInput!) { updateMyDetails(input: $input) { firstName } }';

const details = (phones: unknown) => ({
  firstName: 'Dana',
  lastName: 'Demo',
  phones,
  address: otherValidAddress,
});

describe('bad input', () => {
  const testApp = useTestApp({ services: { log: createLogger({ LOG_LEVEL: 'info' }, capture) } });
  let cookie: string;
  beforeAll(async () => {
    const owner = new GraphQLTestClient(testApp.url);
    await owner.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
    cookie = owner.cookieHeader().cookie as string;
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it.each([
    ['an object for a String!', LOG_IN_VARIABLES, { email: { $gt: '' }, password: 'x' }, '$email'],
    ['2147483648 for an Int', MOVE, { id: '1', position: 2147483648 }, '$position'],
    ['1.5 for an Int', MOVE, { id: '1', position: 1.5 }, '$position'],
    ['nested lists for PhoneInput', UPDATE, { input: details([[{ type: 'M', number: '2065550123' }]]) }, '$input'],
    ['a missing required variable', LOG_IN_VARIABLES, { email: 'a@example.com' }, '$password'],
  ])('answers %s with BAD_USER_INPUT, logged at info (5)', async (_what, query, variables, variable) => {
    // three times: the first request validates, the next ones run the cached and compiled (graphql-jit) query
    for (let round = 0; round < 3; round++) {
      const result = await post(testApp.url, { query, variables }, cookie);
      expect(result.status, `round ${round}`).toBe(400);
      expect(result.body.data ?? null).toBeNull();
      expect(result.body.errors?.map((error) => error.extensions?.code)).toContain('BAD_USER_INPUT');
      expect(result.body.errors?.map((error) => error.extensions?.code)).not.toContain('INTERNAL');
      expect(result.body.errors?.[0]?.message).toMatch(/^Variable "\$\w+"/);
      if (round === 0) expect(result.body.errors?.[0]?.message).toContain(`Variable "${variable}"`);
    }
    expect(levels().filter((level) => level >= 50)).toEqual([]);
    expect(lines.join('')).not.toMatch(/"stack"/);
    expect(lines.join('')).toContain('bad GraphQL variable');
  });

  it('refuses 2,500 phone numbers before any resolver runs, and more than 3 with a field error (8)', async () => {
    const phone = { type: 'M', number: '2065550123' };
    const many = await post(
      testApp.url,
      { query: UPDATE, variables: { input: details(Array(2500).fill(phone)) } },
      cookie,
    );
    expect(many.status).toBe(400);
    expect(many.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(many.body.errors?.[0]?.message).toContain('at most 10');
    const four = await post(
      testApp.url,
      { query: UPDATE, variables: { input: details(Array(4).fill(phone)) } },
      cookie,
    );
    expect(four.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(four.body.errors?.[0]?.extensions?.details?.fields).toEqual([
      { path: 'phones', message: 'validation.phone.tooMany|{"numLimit":3}' },
    ]);
    const three = await post(
      testApp.url,
      { query: UPDATE, variables: { input: details(Array(3).fill(phone)) } },
      cookie,
    );
    expect(three.body.errors).toBeUndefined();
    expect(levels().filter((level) => level >= 50)).toEqual([]);
  });

  it('bounds lists written into the query itself and variables nested too deeply (8)', async () => {
    const phones = Array.from({ length: 11 }, () => '{ type: "M", number: "2065550123" }').join(', ');
    const literal = await post(
      testApp.url,
      { query: `mutation { updateMyDetails(input: { firstName: "D", phones: [${phones}] }) { firstName } }` },
      cookie,
    );
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]?.message).toContain('at most 10');
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const nested = await post(testApp.url, `{"query":"{ __typename }","variables":{"junk":${deep}}}`);
    expect(nested.status).toBe(400);
    expect(nested.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('control characters in text (5)', () => {
  const testApp = useTestApp({
    env: { TRUST_PROXY: 'true' },
    services: { log: createLogger({ LOG_LEVEL: 'info' }, capture) },
  });
  let ip = 0;
  const browser = () => new GraphQLTestClient(testApp.url, { 'x-forwarded-for': `198.51.100.${++ip}` });
  let owner: GraphQLTestClient;
  beforeAll(async () => {
    await installQueue(testApp.database.pool);
    owner = browser();
    await owner.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
  });
  beforeEach(() => {
    lines.length = 0;
  });

  const NUL = 'Ri\u0000ley';
  const address = otherValidAddress;
  const guardian = {
    firstName: 'Sam',
    lastName: 'Lee',
    relationship: 'Neighbour',
    phones: [{ type: 'M', number: '2065550100' }],
  };
  const CONTROL = 'validation.controlCharacters';

  it.each([
    [
      'first name at sign-up',
      'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }',
      {
        input: {
          firstName: NUL,
          lastName: 'Rivera',
          email: 'nul@example.com',
          password: 'Harbor-Lantern-61!',
          phones: [{ type: 'M', number: '2065550123' }],
          address,
          tosAgreed: true,
        },
      },
      'firstName',
      false,
    ],
    [
      'last name in My Details',
      UPDATE,
      { input: { ...details([{ type: 'M', number: '2065550123' }]), lastName: 'De\u0007mo' } },
      'lastName',
      true,
    ],
    [
      'street in My Details',
      UPDATE,
      { input: { ...details([{ type: 'M', number: '2065550123' }]), address: { ...address, street: '4th\u0000Ave' } } },
      'address.street',
      true,
    ],
    [
      'a guardian’s relationship',
      'mutation ($input: PetGuardianInput!) { addPetGuardian(input: $input) { id } }',
      {
        input: { ...guardian, relationship: 'Neigh\u0000bour' },
      },
      'relationship',
      true,
    ],
    ['the e-mail at log-in', LOG_IN_VARIABLES, { email: 'a\u0000@example.com', password: 'x' }, 'email', false],
    [
      'the e-mail check',
      'query ($email: String!) { emailAvailability(email: $email) }',
      { email: 'a\u0000@example.com' },
      'email',
      false,
    ],
    [
      'Forgot your password',
      'mutation ($email: String!) { requestPasswordReset(email: $email) }',
      { email: 'a\u0000@example.com' },
      'email',
      false,
    ],
    [
      'Fetch my record',
      'mutation ($email: String!) { requestAccessCode(email: $email) }',
      { email: 'a\u001b@example.com' },
      'email',
      false,
    ],
  ])('refuses them in %s with a translated field error', async (_where, query, variables, path, loggedIn) => {
    const result = await (loggedIn ? owner : browser()).request(query, variables);
    const [error] = (result.body.errors ?? []) as Body['errors'] & object;
    expect(error?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(error?.extensions?.details?.fields).toContainEqual({ path, message: CONTROL });
    expect(levels().filter((level) => level >= 50)).toEqual([]);
  });

  it('never answers INTERNAL to U+0000 in any string argument of any root field, as a visitor or an owner', async () => {
    const { schema } = await import('./schema.js');
    const { getNamedType, getNullableType, isEnumType, isInputObjectType, isListType, isObjectType, isScalarType } =
      await import('graphql');
    const valueFor = (type: import('graphql').GraphQLInputType, depth: number): unknown => {
      const inner = getNullableType(type);
      if (isListType(inner)) return [valueFor(inner.ofType, depth + 1)];
      if (isInputObjectType(inner)) {
        if (depth > 3) return null;
        return Object.fromEntries(
          Object.values(inner.getFields()).map((field) => [field.name, valueFor(field.type, depth + 1)]),
        );
      }
      if (isEnumType(inner)) return inner.getValues()[0]?.value;
      if (isScalarType(inner)) {
        if (inner.name === 'Int' || inner.name === 'Float') return 1;
        if (inner.name === 'Boolean') return true;
        return 'a\u0000b';
      }
      return null;
    };
    const answers: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      if (!root) continue;
      for (const field of Object.values(root.getFields())) {
        if (field.args.length === 0) continue;
        const declared = field.args.map((arg, index) => `$a${index}: ${String(arg.type)}`).join(', ');
        const passed = field.args.map((arg, index) => `${arg.name}: $a${index}`).join(', ');
        const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
        const operation = root === schema.getMutationType() ? 'mutation' : 'query';
        const query = `${operation} (${declared}) { ${field.name}(${passed})${selection} }`;
        const variables = Object.fromEntries(field.args.map((arg, index) => [`a${index}`, valueFor(arg.type, 0)]));
        for (const [who, client] of [
          ['visitor', browser()],
          ['owner', owner],
        ] as const) {
          const result = await client.request(query, variables);
          const codes = (result.body.errors ?? []).map((error) => error.extensions?.code);
          answers.push(`${field.name} as ${who}: ${codes.join(',') || 'ok'}`);
        }
      }
    }
    expect(answers.filter((answer) => answer.includes('INTERNAL'))).toEqual([]);
    expect(answers.length).toBeGreaterThan(20);
    expect(levels().filter((level) => level >= 50)).toEqual([]);
  });
});
