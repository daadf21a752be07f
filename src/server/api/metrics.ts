// The app's own figures in the platform's metrics registry (issue 41: 5, decision 0030): what only the
// modules, the queue and the database pool know, read at each scrape through their owners' functions.
// app.ts adds the outboxes (every app has them); main.ts adds the pool and the queue it starts.
import type pg from 'pg';
import type { AppServices } from '../app-services.js';
import { emailOutboxBacklog } from '../modules/email/email.functions.js';
import { smsOutboxBacklog } from '../modules/sms/sms.functions.js';
import { type Metrics, whilePending } from '../platform/index.js';
import { type QueueWorker, queueCounts } from '../shared/jobs.js';

/** Seconds from `since` to now, 0 when nothing waits. */
const ageOf = (since: Date | null, now: number) => (since ? Math.max(0, (now - since.getTime()) / 1000) : 0);

/** `pawport_outbox_queued{channel}` and `pawport_outbox_oldest_age_seconds{channel}`: e-mail and SMS waiting to leave. */
export function registerOutboxMetrics(metrics: Metrics, services: Pick<AppServices, 'db'>): void {
  // both gauges of a scrape from one pair of queries
  const backlogs = whilePending(async () => {
    // one after the other: services.db may be one connection. (The e-mail backlog is the readiness check's,
    // which also counts failures since a moment: any will do.)
    const email = await emailOutboxBacklog(services.db, new Date());
    const sms = await smsOutboxBacklog(services.db);
    // the rows' times are the database's clock, not the services' (which a test may fix)
    return { email, sms, now: Date.now() };
  });
  metrics.addGauge({
    name: 'pawport_outbox_queued',
    help: 'Messages waiting in the outbox to be sent, by channel (email, sms)',
    labelNames: ['channel'],
    read: async () => {
      const { email, sms } = await backlogs();
      return [
        { labels: { channel: 'email' }, value: email.queued },
        { labels: { channel: 'sms' }, value: sms.queued },
      ];
    },
  });
  metrics.addGauge({
    name: 'pawport_outbox_oldest_age_seconds',
    help: 'Age of the oldest message still waiting in the outbox, by channel (0 when none waits)',
    labelNames: ['channel'],
    read: async () => {
      const { email, sms, now } = await backlogs();
      return [
        { labels: { channel: 'email' }, value: ageOf(email.oldestQueuedAt, now) },
        { labels: { channel: 'sms' }, value: ageOf(sms.oldestQueuedAt, now) },
      ];
    },
  });
}

/** `pawport_db_pool_connections{state}` (idle, busy), `pawport_db_pool_waiting` and `pawport_db_pool_max`. */
export function registerDatabasePoolMetrics(metrics: Metrics, pool: pg.Pool): void {
  metrics.addGauge({
    name: 'pawport_db_pool_connections',
    help: "Connections of this server's PostgreSQL pool, by state (idle, busy)",
    labelNames: ['state'],
    read: () => [
      { labels: { state: 'idle' }, value: pool.idleCount },
      { labels: { state: 'busy' }, value: pool.totalCount - pool.idleCount },
    ],
  });
  metrics.addGauge({
    name: 'pawport_db_pool_waiting',
    help: 'Queries waiting for a connection of the pool',
    read: () => [{ value: pool.waitingCount }],
  });
  metrics.addGauge({
    name: 'pawport_db_pool_max',
    help: "The pool's most connections (DATABASE_POOL_SIZE)",
    read: () => [{ value: pool.options.max ?? 10 }],
  });
}

/**
 * `pawport_job_queue_depth{task}` and `pawport_jobs_failed{task}` (the queue, over every server, each
 * known task said even at 0), and `pawport_job_failures_total{task}` (tries that threw on this server).
 */
export function registerQueueMetrics(
  metrics: Metrics,
  queue: { pool: pg.Pool; worker: QueueWorker; tasks: readonly string[] },
): void {
  const counts = whilePending(async () => {
    const byTask = new Map(queue.tasks.map((task) => [task, { waiting: 0, failed: 0 }]));
    for (const row of await queueCounts(queue.pool)) byTask.set(row.task, row);
    return [...byTask];
  });
  metrics.addGauge({
    name: 'pawport_job_queue_depth',
    help: 'Jobs waiting in the queue (due or scheduled, retries included), by task',
    labelNames: ['task'],
    read: async () => (await counts()).map(([task, { waiting }]) => ({ labels: { task }, value: waiting })),
  });
  metrics.addGauge({
    name: 'pawport_jobs_failed',
    help: 'Jobs that failed their last try and stay in the queue, by task',
    labelNames: ['task'],
    read: async () => (await counts()).map(([task, { failed }]) => ({ labels: { task }, value: failed })),
  });
  const failures = metrics.addCounter({
    name: 'pawport_job_failures_total',
    help: 'Job tries that threw on this server (each is retried with back-off until its last), by task',
    labelNames: ['task'],
  });
  for (const task of queue.tasks) failures.inc({ task }, 0);
  queue.worker.events.on('job:error', ({ job }) => failures.inc({ task: job.task_identifier }));
}
