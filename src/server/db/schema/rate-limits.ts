import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

/**
 * Request counters, one row per key (rule and subject), in the database so every app server counts
 * together; a key's window opens at its first attempt (consumeRateLimit). Windows that ended
 * are deleted every hour (pruneRateLimits, a job of rate-limit.jobs.ts): the index on window_start lets that
 * delete find them without reading the table (its key starts with `key`).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [index('rate_limits_window_start_idx').on(table.windowStart)],
);
