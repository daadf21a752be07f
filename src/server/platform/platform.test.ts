// The platform's contract (README.md), through its face only: a Fastify app assembled as app.ts
// assembles it, over a two-field schema of its own (no module, no Pawport schema), answers GraphQL over
// POST and GET, refuses what a cross-site page could send, puts the security headers on every answer,
// compresses a large answer the client accepts, and writes one log line a request.
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { buildSchema, type ExecutionResult, type GraphQLError } from 'graphql';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compressLargeAnswers,
  csrfPrevention,
  lazyRequestLoggers,
  RequestLogLine,
  registerGraphQLRoutes,
  registerSecurityHeaders,
} from './index.js';

type Context = { who: string; asked: readonly string[] };

const schema = buildSchema(`
  type Query { hello(name: String!): String!  who: String!  big(size: Int!): String! }
  type Mutation { touch: Boolean! }
`);
const rootFields = {
  hello: ({ name }: { name: string }) => `hello ${name}`,
  who: (_args: unknown, context: Context) => context.who,
  big: ({ size }: { size: number }) => 'x'.repeat(size),
  touch: () => true,
};
for (const [type, names] of [
  [schema.getQueryType(), ['hello', 'who', 'big']],
  [schema.getMutationType(), ['touch']],
] as const) {
  for (const name of names) {
    const field = type?.getFields()[name];
    const resolve = rootFields[name];
    if (field) field.resolve = (_root, args, context) => resolve(args as never, context as Context);
  }
}

/** The status a refused request carries (its first error's), 400 for any other error without data. */
function statusOf(execution: ExecutionResult): number {
  const first = execution.errors?.[0] as GraphQLError | undefined;
  const status = (first?.originalError as { statusCode?: number } | undefined)?.statusCode;
  if (typeof status === 'number') return status;
  return execution.data ? 200 : 400;
}

function messagesOf(error: GraphQLError): { message: string }[] {
  const inner = (error.originalError as { errors?: readonly Error[] } | undefined)?.errors;
  return (inner ?? [error]).map(({ message }) => ({ message }));
}

const lines: string[] = [];
let app: FastifyInstance;
const contexts: Context[] = [];

beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  app = Fastify({ loggerInstance: logger as FastifyBaseLogger, logController: new RequestLogLine(logger) });
  lazyRequestLoggers(app);
  registerSecurityHeaders(app, false);
  await registerGraphQLRoutes<Context>(app, {
    schema,
    path: '/graphql/',
    validationRules: [],
    maxTokens: 1000,
    validateOptions: { maxErrors: 5, hideSuggestions: false },
    context: (request, _reply, queryFields) => {
      const context = { who: String(request.headers['x-who'] ?? 'visitor'), asked: [...queryFields] };
      contexts.push(context);
      // a caller's context may come later (a session to look up): the route waits for it
      return request.headers['x-who'] ? Promise.resolve(context) : context;
    },
    refuse: () => null,
    formatErrors: (execution) => ({
      statusCode: statusOf(execution),
      // a refused request is one error whose original error holds the client's errors (`errors`)
      response: { ...execution, errors: execution.errors?.flatMap(messagesOf) as never },
    }),
    onRequest: csrfPrevention,
    onSend: compressLargeAnswers,
  });
  await app.ready();
});

afterAll(() => app.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/graphql/',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
const get = (query: Record<string, string>, headers: Record<string, string> = { 'mercurius-require-preflight': '1' }) =>
  app.inject({ method: 'GET', url: `/graphql/?${new URLSearchParams(query)}`, headers });

describe('the GraphQL route', () => {
  it('answers a POST, with the root fields of a query handed to the context', async () => {
    const answer = await post({ query: '{ hello(name: "Rex") who }' }, { 'x-who': 'owner' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { hello: 'hello Rex', who: 'owner' } });
    expect(contexts.at(-1)?.asked).toEqual(['hello', 'who']);
  });

  it('answers a document sent again the same (compiled from its second use)', async () => {
    const query = 'query Twice($name: String!) { hello(name: $name) }';
    for (const name of ['a', 'b', 'c'])
      expect((await post({ query, variables: { name } })).json()).toEqual({ data: { hello: `hello ${name}` } });
  });

  it('answers application/graphql and a GET query', async () => {
    const raw = await app.inject({
      method: 'POST',
      url: '/graphql/',
      headers: { 'content-type': 'application/graphql' },
      payload: '{ who }',
    });
    expect(raw.json()).toEqual({ data: { who: 'visitor' } });
    const answer = await get({ query: 'query($n: String!) { hello(name: $n) }', variables: '{"n":"Tom"}' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { hello: 'hello Tom' } });
  });

  it('refuses a mutation over GET (405), a bad document and bad variables (400) as graphql-js words them', async () => {
    expect((await get({ query: 'mutation { touch }' })).statusCode).toBe(405);
    const unknown = await post({ query: '{ nope }' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].message).toMatch(/Cannot query field "nope"/);
    const badVariable = await post({ query: 'query($n: String!) { hello(name: $n) }', variables: { n: 5 } });
    expect(badVariable.statusCode).toBe(400);
    expect(badVariable.json().errors[0].message).toMatch(/^Variable "\$n" got invalid value 5/);
    const noOperation = await post({ query: 'query A { who } query B { who }', variables: {} });
    expect(noOperation.json().errors[0].message).toBe(
      'Must provide operation name if query contains multiple operations.',
    );
    const unnamed = await post({ query: 'query A { who }', operationName: 'C', variables: {} });
    expect(unnamed.json().errors[0].message).toBe('Unknown operation named "C".');
  });
});

describe('CSRF prevention', () => {
  it('refuses what a cross-site form or image could send', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/graphql/',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: '{ who }' }),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0].message).toMatch(/Cross-Site Request Forgery/);
    expect((await get({ query: '{ who }' }, {})).statusCode).toBe(400);
  });

  it('lets through a JSON type with parameters and either preflight-forcing header', async () => {
    const withCharset = await post({ query: '{ who }' }, { 'content-type': 'Application/JSON; charset=utf-8' });
    expect(withCharset.statusCode).toBe(200);
    expect((await get({ query: '{ who }' }, { 'x-mercurius-operation-name': 'x' })).statusCode).toBe(200);
  });
});

describe('headers, compression and the request line', () => {
  it('puts the security headers and no-store on every answer, a refusal included', async () => {
    for (const answer of [await post({ query: '{ who }' }), await get({ query: '{ who }' }, {})]) {
      expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('compresses a large answer the client accepts, and not a small one', async () => {
    const large = await post({ query: '{ big(size: 5000) }' }, { 'accept-encoding': 'gzip, br' });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).data.big).toHaveLength(5000);
    const small = await post({ query: '{ big(size: 10) }' }, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await post({ query: '{ big(size: 5000) }' }, { 'accept-encoding': 'identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('writes one line a request, with the route pattern and no query string', async () => {
    lines.length = 0;
    await get({ query: '{ who }', secret: 'token' });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ msg: 'request', method: 'GET', route: '/graphql/', status: 200 });
    expect(lines[0]).not.toMatch(/token/);
  });
});
