// The metrics (decision 0030): route patterns as labels, one label for what matched no route, the GraphQL
// operations' names capped, the token on the public port, the listener of its own, and the request id.
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { parse } from 'graphql';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { listenForMetrics, registerMetricsRoute } from './metrics-http.js';
import { MAX_OPERATION_NAMES, Metrics, OTHER_OPERATION, UNMATCHED_ROUTE, whilePending } from './metrics.js';
import { answerRequestIds } from './request-id.js';
import { lazyRequestLoggers } from './request-logger.js';
import { registerSecurityHeaders } from './security-headers.js';

const TOKEN = 'a'.repeat(40);

async function measuredApp(options: { token?: string } = {}) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  const metrics = new Metrics();
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, logController: metrics.requestLogLine(logger) });
  lazyRequestLoggers(app);
  registerSecurityHeaders(app, false);
  answerRequestIds(app);
  app.get('/things/:id', async () => ({ ok: true }));
  app.get('/noted', async (request) => {
    request.log.warn('a line of its own');
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('broken on purpose');
  });
  registerMetricsRoute(app, metrics, options.token);
  await app.ready();
  return { app, metrics, lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** The exposition lines of one metric. */
async function linesOf(metrics: Metrics, name: string): Promise<string[]> {
  const { text } = await metrics.scrape();
  return text.split('\n').filter((line) => line.startsWith(name));
}

describe('request metrics', () => {
  it('labels requests by route pattern, method and status, and every unmatched path with one label', async () => {
    const { app, metrics } = await measuredApp();
    await app.inject({ method: 'GET', url: '/things/1' });
    await app.inject({ method: 'GET', url: '/things/2?token=secret' });
    await app.inject({ method: 'GET', url: '/broken' });
    await app.inject({ method: 'GET', url: '/nowhere/a' });
    await app.inject({ method: 'GET', url: '/nowhere/b' });
    const counts = await linesOf(metrics, 'pawport_http_request_duration_seconds_count');
    expect(counts).toEqual(
      expect.arrayContaining([
        'pawport_http_request_duration_seconds_count{method="GET",route="/things/:id",status="200"} 2',
        'pawport_http_request_duration_seconds_count{method="GET",route="/broken",status="500"} 1',
        `pawport_http_request_duration_seconds_count{method="GET",route="${UNMATCHED_ROUTE}",status="404"} 2`,
      ]),
    );
    expect(counts).toHaveLength(3);
    const text = (await metrics.scrape()).text;
    expect(text).not.toContain('/things/1');
    expect(text).not.toContain('nowhere');
    expect(text).toContain('# TYPE pawport_http_request_duration_seconds histogram');
    // cumulative buckets ending in +Inf = count
    expect(text).toContain(
      'pawport_http_request_duration_seconds_bucket{method="GET",route="/things/:id",status="200",le="+Inf"} 2',
    );
    expect(text).toMatch(/pawport_http_request_duration_seconds_bucket\{[^}]*route="\/things\/:id"[^}]*le="10"\} 2/);
    await app.close();
  });

  it('keeps the process metrics: memory, event-loop delay', async () => {
    const { metrics } = await measuredApp();
    const { text, contentType } = await metrics.scrape();
    expect(contentType).toMatch(/^text\/plain/);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });
});

describe('GraphQL operation names', () => {
  it('counts operations by name and type', async () => {
    const metrics = new Metrics();
    const pets = parse('query Pets { __typename }');
    metrics.countOperation(pets);
    metrics.countOperation(pets);
    metrics.countOperation(parse('mutation LogIn { __typename }'));
    metrics.countOperation(parse('{ __typename }'));
    metrics.countOperation(parse('query A { __typename } query B { __typename }'));
    const lines = await linesOf(metrics, 'pawport_graphql_operations_total');
    expect(lines).toEqual(
      expect.arrayContaining([
        'pawport_graphql_operations_total{operation="Pets",type="query"} 2',
        'pawport_graphql_operations_total{operation="LogIn",type="mutation"} 1',
        'pawport_graphql_operations_total{operation="(anonymous)",type="query"} 1',
        'pawport_graphql_operations_total{operation="(several)",type="several"} 1',
      ]),
    );
  });

  it('gives at most MAX_OPERATION_NAMES names a label; every further name is "other"', async () => {
    const metrics = new Metrics();
    const sent = MAX_OPERATION_NAMES + 50;
    for (let index = 0; index < sent; index++) metrics.countOperation(parse(`query Attack${index} { __typename }`));
    metrics.countOperation(parse(`query ${'L'.repeat(65)} { __typename }`));
    const lines = await linesOf(metrics, 'pawport_graphql_operations_total');
    expect(lines.length).toBeLessThanOrEqual(MAX_OPERATION_NAMES + 1);
    const other = lines.find((line) => line.includes(`operation="${OTHER_OPERATION}"`));
    const total = lines.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    expect(total).toBe(sent + 1);
    expect(Number(other?.split(' ').at(-1))).toBeGreaterThanOrEqual(51);
    expect(lines.join('\n')).not.toContain('L'.repeat(65));
  });
});

describe('where the metrics are read', () => {
  it('is 404 on the public port without a token', async () => {
    const { app } = await measuredApp();
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await app.close();
  });

  it('asks the bearer token on the public port', async () => {
    const { app } = await measuredApp({ token: TOKEN });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${'b'.repeat(40)}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('pawport_');
    const right = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain/);
    expect(right.body).toContain(
      'pawport_http_request_duration_seconds_count{method="GET",route="/metrics",status="401"} 2',
    );
    await app.close();
  });

  it('answers GET /metrics on a listener of its own, and nothing else there', async () => {
    const metrics = new Metrics();
    metrics.addGauge({ name: 'test_gauge', help: 'a gauge', read: () => [{ value: 7 }] });
    const listener = await listenForMetrics(metrics, { port: 0, host: '127.0.0.1', log: pino({ level: 'silent' }) });
    try {
      const base = `http://127.0.0.1:${listener.port}`;
      const scraped = await fetch(`${base}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toMatch(/^test_gauge 7$/m);
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await listener.close();
    }
  });

  it('asks the token on its own listener too when one is set', async () => {
    const metrics = new Metrics();
    const listener = await listenForMetrics(metrics, {
      port: 0,
      host: '127.0.0.1',
      token: TOKEN,
      log: pino({ level: 'silent' }),
    });
    try {
      const url = `http://127.0.0.1:${listener.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    } finally {
      await listener.close();
    }
  });
});

describe('gauges read at a scrape', () => {
  it('leaves a labelled gauge whose read fails without samples, and the scrape answers', async () => {
    const metrics = new Metrics();
    metrics.addGauge({
      name: 'broken_gauge',
      help: 'fails',
      labelNames: ['channel'],
      read: () => Promise.reject(new Error('database away')),
    });
    metrics.addGauge({
      name: 'working_gauge',
      help: 'works',
      labelNames: ['kind'],
      read: () => [{ labels: { kind: 'a' }, value: 3 }],
    });
    const { text } = await metrics.scrape();
    expect(text).toContain('working_gauge{kind="a"} 3');
    expect(text).not.toMatch(/^broken_gauge/m);
  });

  it('runs one read for the calls made while it is pending', async () => {
    let reads = 0;
    const read = whilePending(async () => ++reads);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    expect(await read()).toBe(2);
  });
});

describe('request ids', () => {
  it('answers x-request-id, the reqId of the request line and of its own lines', async () => {
    const { app, lines } = await measuredApp();
    const response = await app.inject({ method: 'GET', url: '/noted' });
    const id = response.headers['x-request-id'];
    expect(id).toEqual(expect.any(String));
    const [own, request] = lines();
    expect(own?.reqId).toBe(id);
    expect(request?.reqId).toBe(id);
    expect(response.headers['x-content-type-options']).toBe('nosniff'); // the security headers kept
    await app.close();
  });

  it('says it on a 404 and on a failed request too', async () => {
    const { app } = await measuredApp();
    for (const url of ['/nowhere', '/broken']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-request-id'], url).toEqual(expect.any(String));
    }
    await app.close();
  });
});
