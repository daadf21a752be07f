// Issue 41 (6), decision 0031: the README's scale-out recipe, run. Two production app servers (the build,
// node dist/server/main.js) on one PostgreSQL, behind Debian's nginx running docs/operations/nginx.conf
// with only its addresses changed, TRUST_PROXY naming the proxy. Everything is checked through the proxy:
// a session works on both servers, a per-IP limit counts the address nginx saw whatever X-Forwarded-For
// the client forges, an order is paid once, and a rolling restart (each server stopped with SIGTERM and
// started again, in turn) under load fails no request.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeReachableTempDir } from '../db/embedded-postgres.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { RATE_LIMITS } from '../shared/rate-limit/rate-limit.js';
import { exited, startBuiltApp, systemDatabaseServer } from './system-app.js';
import { codeOf, GraphQLTestClient, logInClient, TEST_PUBLIC_URL, TEST_SECOND_FACTOR_KEY } from './test-app.js';
import { databaseUrl, dropDatabase, recreateDatabase } from './test-database.js';
import { addCollarToBasket, placePaidOrder, testCardToken } from './test-store.js';

/** the build the servers run: dist/ (npm test's build stage) unless PAWPORT_DIST_DIR names another */
const DIST = process.env.PAWPORT_DIST_DIR ?? 'dist';
const SERVER_PORTS = { A: 3551, B: 3552 } as const;
const PROXY_PORT = 3553;
const EMBEDDED_PG_PORT = 55751;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
/**
 * The proxy's own address toward the app servers (proxy_bind), which TRUST_PROXY names. Not 127.0.0.1: that
 * is the client's address here, and a client at a trusted address would be believed what it forges.
 */
const PROXY_ADDRESS = '127.0.0.2';
/** how long a condition waited for may take at most: generous, a loaded CI machine is slow, not wrong */
const WAIT_MS = 120_000;
const OWNER_READ = '{ me { email } myPets { id } }';

type ServerName = keyof typeof SERVER_PORTS;
type RunningServer = ReturnType<typeof startBuiltApp> & { prefix: string };

/** nginx: on PATH, or where Debian's package puts it (/usr/sbin is not on every PATH). */
function nginxBinary(): string {
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin'];
  const found = dirs.map((dir) => join(dir, 'nginx')).find((path) => existsSync(path));
  if (!found) throw new Error('nginx is not installed: apt-get install nginx (.ci/run does)');
  return found;
}

/** docs/operations/nginx.conf with this machine's addresses: the one change the test makes to it. */
async function proxySiteConfig(): Promise<string> {
  const documented = await readFile(join(process.cwd(), 'docs/operations/nginx.conf'), 'utf8');
  // whole lines, so a commented-out line that contains one is left alone
  const changes = new Map([
    ['    listen 80;', `    listen 127.0.0.1:${PROXY_PORT};`],
    ['    server 10.0.0.11:3000;', `    server 127.0.0.1:${SERVER_PORTS.A};`],
    ['    server 10.0.0.12:3000;', `    server 127.0.0.1:${SERVER_PORTS.B};`],
    ['        # proxy_bind 10.0.0.5;', `        proxy_bind ${PROXY_ADDRESS};`],
  ]);
  const lines = documented.split('\n');
  for (const [from, to] of changes) {
    const at = lines.indexOf(from);
    if (at < 0 || lines.lastIndexOf(from) !== at)
      throw new Error(`docs/operations/nginx.conf has not one line "${from.trim()}"`);
    lines[at] = to;
  }
  return lines.join('\n');
}

/** What Debian's /etc/nginx/nginx.conf gives the site, with every path inside `dir`. */
const NGINX_MAIN_CONFIG = `worker_processes 2;
pid nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  include pawport.conf;
}
`;

/** nginx in the foreground over `dir`, its errors on stderr (kept for a failure's message). */
async function startNginx(dir: string): Promise<{ child: ChildProcess; output: () => string }> {
  await mkdir(join(dir, 'tmp'), { recursive: true });
  await writeFile(join(dir, 'pawport.conf'), await proxySiteConfig());
  await writeFile(join(dir, 'nginx.conf'), NGINX_MAIN_CONFIG);
  const child = spawn(
    nginxBinary(),
    ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** Waits until `check` holds (polled), for at most WAIT_MS; `what` says what, in the failure. */
async function waitUntil(what: () => string, check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The request-id prefix of the process that answered (app.ts genReqId: `<process prefix>-<counter>`). */
const answeredBy = (headers: Headers) => headers.get('x-request-id')?.split('-')[0] ?? 'none';

/** Whether the proxy answers at all (it does once it has started). */
async function proxyAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${PROXY}/readyz`)).ok;
  } catch {
    return false;
  }
}

/** The demo owner's read, through the proxy: the process that answered, or why it failed. */
async function ownerRead(owner: GraphQLTestClient): Promise<{ by: string } | { failure: string }> {
  const answer = await owner.request<{ me: { email: string } | null; myPets: unknown[] }>(OWNER_READ);
  if (answer.status !== 200) return { failure: `POST ${answer.status}` };
  if (answer.body.data?.me?.email !== DEMO_OWNER_EMAIL || !answer.body.data.myPets.length)
    return { failure: `POST answered ${JSON.stringify(answer.body).slice(0, 200)}` };
  return { by: answeredBy(answer.headers) };
}

/** `{ __typename }` as a GET, through the proxy: the process that answered, or why it failed. */
async function typenameRead(): Promise<{ by: string } | { failure: string }> {
  const response = await fetch(`${PROXY}/graphql/?query=${encodeURIComponent('{ __typename }')}`, {
    // a header only a preflighted request can carry: the GraphQL routes' CSRF check (platform/csrf.ts)
    headers: { 'mercurius-require-preflight': '1' },
  });
  const body = (await response.json()) as { data?: { __typename?: string } };
  if (response.status !== 200 || body.data?.__typename !== 'Query')
    return { failure: `GET ${response.status} ${JSON.stringify(body).slice(0, 200)}` };
  return { by: answeredBy(response.headers) };
}

/** `clients` loops sending the two reads in turn until stopped: answers by process, and every failure. */
function startLoad(owner: GraphQLTestClient, clients: number) {
  const answers = new Map<string, number>();
  /** each kind of failure, with how many times it happened */
  const failures = new Map<string, number>();
  let stopping = false;
  const loops = Array.from({ length: clients }, async (_, index) => {
    for (let round = 0; !stopping; round++) {
      const outcome = await ((round + index) % 2 === 0 ? ownerRead(owner) : typenameRead()).catch((error: unknown) => ({
        failure: `no answer or not JSON: ${(error as Error).cause ?? error}`,
      }));
      if ('failure' in outcome) failures.set(outcome.failure, (failures.get(outcome.failure) ?? 0) + 1);
      else answers.set(outcome.by, (answers.get(outcome.by) ?? 0) + 1);
    }
  });
  return {
    answers,
    failures,
    total: () => [...answers.values(), ...failures.values()].reduce((sum, count) => sum + count, 0),
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

describe('two production app servers behind nginx, one PostgreSQL (issue 41: 6)', () => {
  let workDir: string;
  let serverUrl: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  const database = `pawport_scale_out_${randomBytes(4).toString('hex')}`;
  const servers = new Map<ServerName, RunningServer>();
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;

  /** A production server of the build on its port, ready (its /readyz), with its request-id prefix. */
  async function startServer(name: ServerName): Promise<RunningServer> {
    const port = SERVER_PORTS[name];
    const started = startBuiltApp({
      main: join(process.cwd(), DIST, 'server/main.js'),
      dataDir: join(workDir, `data-${name}`),
      port,
      postgresPort: EMBEDDED_PG_PORT,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: TEST_PUBLIC_URL,
        SECOND_FACTOR_KEY: TEST_SECOND_FACTOR_KEY,
        PAYMENT_PROVIDER: 'test',
        DEMO_DATA: 'true',
        DEMO_DATA_IN_PRODUCTION: 'I-understand',
        DATABASE_URL: databaseUrl(serverUrl, database),
        TRUST_PROXY: PROXY_ADDRESS,
        WEB_DIST_DIR: join(process.cwd(), DIST, 'web'),
      },
    });
    await started.ready;
    const prefix = answeredBy((await fetch(`http://127.0.0.1:${port}/healthz`)).headers);
    const server = { ...started, prefix };
    servers.set(name, server);
    return server;
  }

  /** SIGTERM, as a service manager stops it; resolves once the process has exited. */
  async function stopServer(name: ServerName): Promise<ChildProcess> {
    const { child } = servers.get(name)!;
    child.kill('SIGTERM');
    await exited(child);
    return child;
  }

  beforeAll(async () => {
    workDir = await makeReachableTempDir('pawport-scale-out-');
    ({ url: serverUrl, stop: stopEmbedded } = await systemDatabaseServer(workDir, EMBEDDED_PG_PORT));
    await recreateDatabase(serverUrl, database);
    // the first migrates and seeds the empty database; the second finds it done
    await startServer('A');
    await startServer('B');
    nginx = await startNginx(join(workDir, 'nginx'));
    const proxy = nginx;
    await waitUntil(() => `nginx answering at ${PROXY}:\n${proxy.output()}`, proxyAnswers);
  }, WAIT_MS * 2);

  afterAll(async () => {
    // the proxy first: a stopping server waits for the proxy's idle connections to it
    if (nginx?.child.exitCode === null) {
      nginx.child.kill('SIGTERM');
      await exited(nginx.child);
    }
    for (const { child } of servers.values()) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    }
    if (serverUrl) await dropDatabase(serverUrl, database).catch(() => {});
    await stopEmbedded?.();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  }, WAIT_MS);

  it('keeps a session made through the proxy on both servers, and ends it on both', async () => {
    const owner = await logInClient(PROXY, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const answeredByServer = new Map<string, number>();
    for (let read = 0; read < 20; read++) {
      const outcome = await ownerRead(owner);
      expect(outcome).not.toHaveProperty('failure');
      if ('by' in outcome) answeredByServer.set(outcome.by, (answeredByServer.get(outcome.by) ?? 0) + 1);
    }
    // nginx takes turns: both processes answered the one session, and nothing else did
    expect([...answeredByServer.keys()].sort()).toEqual([servers.get('A')!.prefix, servers.get('B')!.prefix].sort());

    await owner.request('mutation { logOut }');
    for (let read = 0; read < 4; read++) {
      const me = await owner.request<{ me: unknown }>('{ me { email } }');
      expect(me.body.data?.me).toBeNull();
    }
  });

  it('counts a per-IP limit on the address nginx saw, whatever X-Forwarded-For the client forges', async () => {
    const { limit } = RATE_LIMITS.passwordReset;
    const visitor = new GraphQLTestClient(PROXY);
    const codes: Array<string | undefined> = [];
    for (let attempt = 0; attempt <= limit; attempt++) {
      const answer = await visitor.request(
        'mutation { requestPasswordReset(email: "nobody@example.com") }',
        {},
        {
          'x-forwarded-for': `203.0.113.${attempt + 1}`,
        },
      );
      expect(answer.status).toBe(200);
      codes.push(codeOf(answer));
    }
    // a fresh forged address each time is no fresh budget: the sixth is refused
    expect(codes).toEqual([...Array.from({ length: limit }, () => undefined), 'RATE_LIMITED']);
    const client = new pg.Client({ connectionString: databaseUrl(serverUrl, database) });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string; count: number }>(
        "select key, count from rate_limits where key like 'password-reset:%'",
      );
      // one key, the client's own address as nginx saw it
      expect(rows).toEqual([{ key: 'password-reset:127.0.0.1', count: limit + 1 }]);
    } finally {
      await client.end();
    }
  });

  it('pays one order through the proxy, once', async () => {
    const owner = await logInClient(PROXY, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const myOrders = async () =>
      (await owner.request<{ myOrders: Array<{ number: number }> }>('{ myOrders { number } }')).body.data!.myOrders.map(
        (order) => order.number,
      );
    const before = await myOrders();
    const { total } = await addCollarToBasket(owner);
    const order = await placePaidOrder(owner, await testCardToken(owner), total);
    expect(order.total.amountCents).toBe(total);
    expect((await myOrders()).sort()).toEqual([...before, order.number].sort());
    const basket = await owner.request<{ basket: { count: number } }>('{ basket { count } }');
    expect(basket.body.data?.basket.count).toBe(0);
  });

  it(
    'fails no request while each server in turn is stopped (SIGTERM) and started again',
    async () => {
      const owner = await logInClient(PROXY, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
      const load = startLoad(owner, 20);
      try {
        await waitUntil(
          () => 'the load running',
          () => load.total() >= 200,
        );
        for (const name of ['A', 'B'] as const) {
          const stopped = await stopServer(name);
          // a graceful stop: every request it took answered, then exit 0
          expect(stopped.exitCode).toBe(0);
          const restarted = await startServer(name);
          // nginx sends to the new process again before the other server stops
          await waitUntil(
            () => `${name} answering through the proxy`,
            () => (load.answers.get(restarted.prefix) ?? 0) > 0,
          );
        }
        await waitUntil(
          () => 'more load after the restarts',
          () => load.total() >= 400,
        );
      } finally {
        await load.stop();
      }
      expect(Object.fromEntries(load.failures)).toEqual({});
      expect([...load.answers.keys()]).toEqual(
        expect.arrayContaining([servers.get('A')!.prefix, servers.get('B')!.prefix]),
      );
      // each server's stop and start waited for at most: a loaded machine is slow, not wrong
    },
    WAIT_MS * 5,
  );
});
