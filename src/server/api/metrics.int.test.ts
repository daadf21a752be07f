// Issue 41 (5), decision 0030: the built app measured and scraped — a request's route and status, the GraphQL
// operation's name, the outbox backlog, the database pool and the job queue — through GET /metrics behind
// METRICS_TOKEN. Counts are compared before and after, never timed.
import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import type { WorkerEvents } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { JOBS } from './jobs.js';
import { registerDatabasePoolMetrics, registerQueueMetrics } from './metrics.js';

const TOKEN = 'metrics-token-of-the-test-0123456789abcdef';

describe('metrics of the built app', () => {
  const testApp = useTestApp({ env: { METRICS_TOKEN: TOKEN } });

  const scrape = async () => {
    const response = await fetch(`${testApp.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };
  /** The value of one sample line (`name{labels}`), 0 when the scrape has none. */
  const sample = (text: string, series: string) => {
    const line = text.split('\n').find((each) => each.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it('is closed without the token', async () => {
    expect((await fetch(`${testApp.url}/metrics`)).status).toBe(401);
  });

  it('counts a GraphQL request by route, status and operation name, and answers its request id', async () => {
    const requests = 'pawport_http_request_duration_seconds_count{method="POST",route="/graphql/",status="200"}';
    const operations = 'pawport_graphql_operations_total{operation="MetricsProbe",type="query"}';
    const before = await scrape();
    const response = await fetch(`${testApp.url}/graphql/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query MetricsProbe { __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,64}$/);
    const after = await scrape();
    expect(sample(after, requests) - sample(before, requests)).toBe(1);
    expect(sample(after, operations) - sample(before, operations)).toBe(1);
    expect(after).not.toContain('route="/graphql/?');
  });

  it('says the e-mail outbox backlog and the age of its oldest message', async () => {
    const queued = 'pawport_outbox_queued{channel="email"}';
    const before = await scrape();
    await testApp.database.pool.query(
      `insert into email_outbox (to_address, locale, template, subject, text_body, html_body, created_at)
       values ('metrics@example.org', 'en_US', 'access-code', 'Probe', 'text', '<p>html</p>', now() - interval '2 hours')`,
    );
    const after = await scrape();
    expect(sample(after, queued) - sample(before, queued)).toBe(1);
    expect(sample(after, 'pawport_outbox_oldest_age_seconds{channel="email"}')).toBeGreaterThanOrEqual(7200);
    expect(after).toMatch(/^pawport_outbox_queued\{channel="sms"\} \d+$/m);
  });

  it('says the database pool, the queue depth and failed tries per task once main.ts adds them', async () => {
    const metrics = testApp.app.metrics;
    if (!metrics) throw new Error('metrics are on with METRICS_TOKEN');
    const events = new EventEmitter() as WorkerEvents;
    registerDatabasePoolMetrics(metrics, testApp.database.pool);
    registerQueueMetrics(metrics, {
      pool: testApp.database.pool,
      worker: { events, stop: async () => {} },
      tasks: JOBS.map((job) => job.task),
    });
    const depth = 'pawport_job_queue_depth{task="send-email"}';
    const before = await scrape();
    await testApp.database.pool.query(`select graphile_worker.add_job('send-email', '{"outboxId": 0}'::json)`);
    events.emit('job:error', { job: { task_identifier: 'send-email' } } as never);
    const after = await scrape();
    expect(sample(after, depth) - sample(before, depth)).toBe(1);
    expect(sample(after, 'pawport_job_failures_total{task="send-email"}')).toBe(1);
    expect(sample(after, 'pawport_jobs_failed{task="send-email"}')).toBe(0);
    expect(sample(after, 'pawport_db_pool_max')).toBe(4);
    expect(after).toMatch(/^pawport_db_pool_connections\{state="idle"\} \d+$/m);
    expect(after).toMatch(/^pawport_job_failures_total\{task="send-sms"\} 0$/m);
    // the sample dashboard draws only what is there
    const dashboard = await readFile(
      new URL('../../../docs/operations/grafana-dashboard.json', import.meta.url),
      'utf8',
    );
    const drawn = new Set(dashboard.match(/\b(pawport|nodejs|process)_[a-z0-9_]+/g));
    const exposed = new Set(
      [...after.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name as string],
      ),
    );
    expect([...drawn].filter((name) => !exposed.has(name))).toEqual([]);
  });
});
