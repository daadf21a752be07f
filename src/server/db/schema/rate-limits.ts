import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

/**
 * Fixed-window request counters, in the database so every app server counts together. Windows that ended
 * are deleted every hour (pruneRateLimits, a crontab job of main.ts): the index on window_start lets that
 * delete find them without reading the table (its key starts with `key`).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limits_window_start_idx').on(table.windowStart),
  ],
);
