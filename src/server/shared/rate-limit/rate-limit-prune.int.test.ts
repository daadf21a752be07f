// Issue 37 (11): the rate_limits table does not grow for ever. pruneRateLimits drops the windows that
// started more than a day ago (the longest rule's window), keeps the ones still counting, and finds them
// through rate_limits_window_start_idx; main.ts schedules it hourly on the queue's crontab.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startMain } from '../../test/main-process.js';
import { createTestDatabase, GraphQLTestClient, LOG_IN, useTestApp } from '../../test/test-app.js';
import {
  PRUNE_RATE_LIMITS_CRONTAB,
  PRUNE_RATE_LIMITS_TASK,
  pruneRateLimits,
  RATE_LIMIT_KEEP_SECONDS,
} from './rate-limit.js';

describe('pruning the rate-limit windows (issue 37: 11)', () => {
  const testApp = useTestApp();
  const keys = async () =>
    (await testApp.database.pool.query<{ key: string }>('select key from rate_limits order by key')).rows.map(
      (row) => row.key,
    );

  it('drops the windows that started over a day ago and keeps the ones still counting', async () => {
    const { pool } = testApp.database;
    await pool.query('delete from rate_limits');
    await pool.query(`
      insert into rate_limits (key, window_start, count) values
        ('old:two-days', now() - interval '2 days', 7),
        ('old:a-day-and-a-minute', now() - interval '1 day 1 minute', 3),
        ('kept:23-hours', now() - interval '23 hours', 2),
        ('kept:this-minute', now(), 1)`);
    // a window the API opens now
    await new GraphQLTestClient(testApp.url).request(LOG_IN, { email: 'nobody@example.com', password: 'Wrong-1' });
    const current = (await keys()).filter((key) => key.startsWith('log-in:'));
    expect(current).toHaveLength(1);

    expect(await pruneRateLimits(testApp.services)).toEqual({ deleted: 2 });
    expect(await keys()).toEqual(['kept:23-hours', 'kept:this-minute', ...current].sort());
    expect(await pruneRateLimits(testApp.services)).toEqual({ deleted: 0 });
    expect(RATE_LIMIT_KEEP_SECONDS).toBe(86_400);
  });

  it('finds the old windows through the index on window_start', async () => {
    const client = await testApp.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const plan = await client.query(
        `explain delete from rate_limits where window_start < now() - make_interval(secs => ${RATE_LIMIT_KEEP_SECONDS})`,
      );
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/rate_limits_window_start_idx/);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('is on the queue’s crontab of a started server, hourly', async () => {
    expect(PRUNE_RATE_LIMITS_CRONTAB).toMatch(new RegExp(`^\\d{1,2} \\* \\* \\* \\* ${PRUNE_RATE_LIMITS_TASK}$`));
    const database = await createTestDatabase();
    try {
      const { output } = await startMain(
        { DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1' },
        /Pawport is running/,
      );
      expect(output).toMatch(/Pawport is running/);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const known = await client.query<{ identifier: string }>(
          'select identifier from graphile_worker._private_known_crontabs order by identifier',
        );
        expect(known.rows.map((row) => row.identifier)).toContain(PRUNE_RATE_LIMITS_TASK);
      } finally {
        await client.end();
      }
    } finally {
      await database.drop();
    }
  });
});
