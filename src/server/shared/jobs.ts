// The background-job queue (graphile-worker, in PostgreSQL): jobs survive restarts, each runs on one app
// server at a time, failures retry with the queue's exponential back-off, and a crontab entry runs once
// across servers. Each concept lists its jobs in `<concept>.jobs.ts` (a JobDefinition each); the one
// registry, api/jobs.ts, gathers them for main.ts, so the queue knows no concept.
import { Logger as WorkerLogger, run, runMigrations, type Task, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from 'pino';

/** One background job of a concept: its task, what runs it, and when it runs by itself. */
export type JobDefinition<Services> = {
  /** graphile-worker's task identifier: what the crontab and any enqueueing code name */
  readonly task: string;
  /** its schedule, a crontab line naming `task`; none for a job only code enqueues */
  readonly crontab?: string;
  /** the task's handler, built once at start from the app's services */
  readonly handler: (services: Services) => Task;
};

/** The queue's task list: each job's handler, by task name. */
export function taskListOf<Services>(jobs: readonly JobDefinition<Services>[], services: Services) {
  return Object.fromEntries(jobs.map((job) => [job.task, job.handler(services)])) as Record<string, Task>;
}

/** The queue's crontab: the scheduled jobs' lines. */
export function crontabOf<Services>(jobs: readonly JobDefinition<Services>[]): string {
  return jobs.flatMap((job) => (job.crontab ? [job.crontab] : [])).join('\n');
}

export type QueueLog = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

/**
 * Installs or upgrades the graphile_worker schema. Call after our own migrations and before the first
 * job is queued; safe when several app servers start at once (graphile-worker detects the clash).
 */
export async function installQueue(connection: string | pg.Pool, log?: QueueLog): Promise<void> {
  if (typeof connection !== 'string') guardPoolErrors(connection, log);
  await runMigrations({
    ...(typeof connection === 'string' ? { connectionString: connection } : { pgPool: connection }),
    logger: log ? workerLogger(log) : silentLogger,
  });
}

export type QueueWorkerOptions = {
  pool: pg.Pool;
  log: QueueLog;
  taskList: Record<string, Task>;
  crontab: string;
  /** jobs at once on this app server (1–2: SMTP relays throttle bursts) */
  concurrency?: number;
  /** how often to look for retries that came due, in ms; new jobs arrive by LISTEN/NOTIFY at once */
  pollInterval?: number;
};

export type QueueWorker = {
  stop: () => Promise<void>;
  /** graphile-worker's events of this server's runner (`job:error` for each failed try: the metrics count them) */
  events: WorkerEvents;
};

/** Runs the queue's tasks on this app server until stopped. */
export async function startQueueWorker(options: QueueWorkerOptions): Promise<QueueWorker> {
  guardPoolErrors(options.pool, options.log);
  const runner = await run({
    pgPool: options.pool,
    concurrency: Math.min(Math.max(options.concurrency ?? 2, 1), 2),
    noHandleSignals: true, // main.ts owns SIGINT/SIGTERM and stops the worker itself
    pollInterval: options.pollInterval ?? 2000,
    logger: workerLogger(options.log),
    taskList: options.taskList,
    crontab: options.crontab,
  });
  runner.promise.catch((error: unknown) => options.log.error({ err: error }, 'job queue worker stopped unexpectedly'));
  let stopped = false;
  return {
    events: runner.events,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await runner.stop().catch((error: unknown) => options.log.warn({ err: error }, 'job queue worker stop'));
    },
  };
}

// A dropped connection (server restart, failover) must be logged, not crash the process; graphile-worker
// also warns at start when a pool lacks these handlers.
function guardPoolErrors(pool: pg.Pool, log: QueueLog | undefined) {
  const report = (error: Error) =>
    log ? log.error({ err: error }, 'PostgreSQL client error') : console.error('PostgreSQL client error', error);
  if (pool.listenerCount('error') === 0) pool.on('error', report);
  if (pool.listenerCount('connect') === 0) pool.on('connect', (client) => client.on('error', report));
}

// graphile-worker reports every job at "info"; ours are the useful lines, so theirs go to debug.
function workerLogger(log: QueueLog): WorkerLogger {
  return new WorkerLogger((scope) => (level, message, meta) => {
    const name: string = level;
    const fields = { ...scope, ...meta };
    if (name === 'error') log.error(fields, message);
    else if (name === 'warning') log.warn(fields, message);
    else log.debug(fields, message);
  });
}

const silentLogger = new WorkerLogger(() => () => {});

/** A task's jobs in the queue: waiting (due or not, retries included) and failed for good (kept, not retried). */
export type TaskQueueCounts = { task: string; waiting: number; failed: number };

/** The queue's jobs by task, over every app server (graphile-worker's public `jobs` view). */
export async function queueCounts(pool: pg.Pool): Promise<TaskQueueCounts[]> {
  const { rows } = await pool.query<TaskQueueCounts>(
    `select task_identifier as task,
            (count(*) filter (where attempts < max_attempts))::int as waiting,
            (count(*) filter (where attempts >= max_attempts))::int as failed
       from graphile_worker.jobs
      group by task_identifier`,
  );
  return rows;
}
