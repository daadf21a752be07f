// Builds the real app in-process on an ephemeral port over a fresh copy of the seeded template.
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../app.js';
import type { AppServices } from '../app-services.js';
import { createAppServices, createPaymentProvider } from '../api/create-app-services.js';
import { BASKET_LINE_KINDS } from '../api/basket-line-kinds.js';
import { type Database, openDatabase } from '../db/client.js';
import { type Config, loadConfig } from '../env.js';
import { secondStepCode } from './test-accounts.js';
import { createDatabaseFromTemplate } from './test-database.js';

export type TestApp = {
  app: FastifyInstance;
  url: string;
  database: Database;
  /** the services the app runs on: call use cases with them directly */
  services: AppServices;
  databaseUrl: string;
  close: () => Promise<void>;
};

/** The services of each running test app by its URL: logInClient answers a second step with them. */
const RUNNING = new Map<string, AppServices>();

/** The PUBLIC_URL of a production test app that names none (production requires one, decision 0506). */
export const TEST_PUBLIC_URL = 'https://pets.example.org';

/** The SECOND_FACTOR_KEY of production test apps and servers (32 bytes, base64; decision 0109). */
export const TEST_SECOND_FACTOR_KEY = Buffer.alloc(32, 7).toString('base64');

export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createDatabaseFromTemplate(inject('databaseServerUrl'), inject('templateDatabase'));
}

/** A database with nothing in it, not even the schema (PostgreSQL's template0), as an operator's new one. */
export async function createEmptyTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createDatabaseFromTemplate(inject('databaseServerUrl'), 'template0');
}

/**
 * `env` configures the app as the environment would; `services` replaces any of the services built from it
 * (a fake provider, a fixed clock); `databaseUrl` shares one database between several apps.
 */
export async function startTestApp(
  options: { env?: Record<string, string>; services?: Partial<AppServices>; databaseUrl?: string } = {},
): Promise<TestApp & { dropDatabase: () => Promise<void> }> {
  const owned = options.databaseUrl ? undefined : await createTestDatabase();
  const url = options.databaseUrl ?? (owned?.url as string);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATABASE_URL: url,
    // production refuses an unset PAYMENT_PROVIDER (issue 36: 3): a test app says the test processor's name
    PAYMENT_PROVIDER: 'test',
    ...options.env,
  };
  // production refuses an unset PUBLIC_URL (decision 0506): a production test app names one unless told
  if (env.NODE_ENV === 'production' && env.PUBLIC_URL === undefined) env.PUBLIC_URL = TEST_PUBLIC_URL;
  // and an unset SECOND_FACTOR_KEY (decision 0109): a production test app has one unless told
  if (env.NODE_ENV === 'production' && env.SECOND_FACTOR_KEY === undefined)
    env.SECOND_FACTOR_KEY = TEST_SECOND_FACTOR_KEY;
  const config: Config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: '',
    embeddedPort: 0,
    poolSize: 4,
    log: pino({ level: 'silent' }),
  });
  const services = createAppServices(config, database.db, {
    basketLineKinds: BASKET_LINE_KINDS,
    payments: createPaymentProvider(config, database.independentDb),
    ...options.services,
  });
  const app = await buildApp(services);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  RUNNING.set(address, services);
  let closed = false;
  return {
    app,
    url: address,
    database,
    services,
    databaseUrl: url,
    close: async () => {
      if (closed) return;
      closed = true;
      RUNNING.delete(address);
      await app.close();
      await database.close();
    },
    dropDatabase: async () => {
      await owned?.drop();
    },
  };
}

export type StartedTestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The test app of a describe block: started before its tests, closed (its database dropped) after them.
 * The object stands for the app once beforeAll has run; reading it earlier is a mistake and throws.
 */
export function useTestApp(options: Parameters<typeof startTestApp>[0] = {}): StartedTestApp {
  return useStarted(() => startTestApp(options), stopTestApp);
}

/** Closes a started test app and drops its database. */
export async function stopTestApp(started: StartedTestApp): Promise<void> {
  await started.close();
  await started.dropDatabase();
}

/** Stands for what `start` makes in the describe block's beforeAll (`stop` ends it in afterAll). */
export function useStarted<T extends object>(start: () => Promise<T>, stop: (started: T) => Promise<void>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await stop(started);
  });
  return lateBound(() => started);
}

/** A stand-in for a value made later (in beforeAll): reading it before then throws. */
function lateBound<T extends object>(current: () => T | undefined): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      const value = current();
      if (!value) throw new Error('the test app starts in beforeAll: use it inside a test or hook');
      return value[key as keyof T];
    },
  });
}

/** The header every change through a plain HTTP route carries (file-routes.ts CSRF_HEADER). */
export const CSRF = { 'x-pawport-request': '1' };

/**
 * The errors of a GraphQL answer (decision 0006): the code, the fields a validation refused with their
 * messages, the fields a lock kept.
 */
export type GraphQLErrors = Array<{
  message: string;
  extensions?: {
    code?: string;
    details?: { fields?: Array<{ path: string; message: string }>; lockedFields?: string[] };
  };
}>;

/** The code of a GraphQL answer's first error; undefined when the answer has none. */
export const codeOf = (answer: { body: { errors?: GraphQLErrors } }) => answer.body.errors?.[0]?.extensions?.code;

/** A tiny GraphQL client that keeps cookies like a browser would. */
export class GraphQLTestClient {
  cookies = new Map<string, string>();
  constructor(
    private readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<{
    status: number;
    body: { data?: T | null; errors?: GraphQLErrors };
    headers: Headers;
  }> {
    const response = await fetch(`${this.baseUrl}/graphql/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...this.cookieHeader(),
        ...this.defaultHeaders,
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    this.storeCookies(response.headers);
    return { status: response.status, body: (await response.json()) as never, headers: response.headers };
  }

  /** Calls a file route (REST, not GraphQL: photos, rabies proofs, wallet cards) with this client's session cookie. */
  async callRoute(method: string, path: string, { body, headers = {} }: FileRouteOptions = {}): Promise<FileAnswer> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      body,
      headers: { ...this.cookieHeader(), ...headers },
    });
    const buffer = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers: response.headers,
      json: async () => JSON.parse(buffer.toString('utf8')),
      bytes: async () => buffer,
    };
  }

  cookieHeader(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  storeCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export const LOG_IN = `mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { viewer { id email role } secondFactorRequired } }`;

export const LOG_IN_SECOND_FACTOR = 'mutation ($code: String!) { logInSecondFactor(code: $code) { id } }';

/**
 * A client logged in as `email`; pass `client` to log in a visitor that already holds cookies. An account
 * with a second factor (every administrator, decision 0114) answers the second step with `secondStepCode`.
 */
export async function logInClient(
  url: string,
  email: string,
  password: string,
  client = new GraphQLTestClient(url),
): Promise<GraphQLTestClient> {
  const result = await client.request<{ logIn: { secondFactorRequired: boolean } }>(LOG_IN, { email, password });
  expect(result.body.errors).toBeUndefined();
  if (result.body.data?.logIn.secondFactorRequired) {
    const services = RUNNING.get(url);
    if (!services) throw new Error(`no test app runs at ${url}`);
    const second = await client.request(LOG_IN_SECOND_FACTOR, { code: await secondStepCode(services, email) });
    expect(second.body.errors).toBeUndefined();
  }
  return client;
}

/** Two app servers on one fresh database (QUALITY.md reliability: they behave as one), for a describe block. */
export function useTwoTestApps(): { first: StartedTestApp; second: StartedTestApp } {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const apps: StartedTestApp[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    apps.push(await startTestApp({ databaseUrl: database.url }), await startTestApp({ databaseUrl: database.url }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });
  return { first: lateBound(() => apps[0]), second: lateBound(() => apps[1]) };
}

/** A file route's answer (photos, rabies proofs): status, headers, and the body as JSON or bytes. */
export type FileAnswer = {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the JSON field by field
  json: () => Promise<any>;
  bytes: () => Promise<Buffer>;
};

/** What a file route call sends besides the method and path: a body and headers (CSRF for a change). */
export type FileRouteOptions = {
  body?: NonNullable<Parameters<typeof fetch>[1]>['body'];
  headers?: Record<string, string>;
};
