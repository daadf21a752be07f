// Per-IP limits (QUALITY.md Security) counted in PostgreSQL, so they hold across app servers. Shared
// machinery below the modules and the GraphQL kit (its guards count public fields per IP), so it names
// only the two services it reads.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../app-error.js';
import type { PublicCall } from '../use-case.js';

/** What a rate limit reads of AppServices. */
export type RateLimitServices = { db: DbOrTx; rateLimitScale: number };

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

export const RATE_LIMITS = {
  logIn: { name: 'log-in', limit: 100, windowSeconds: 600 },
  signUp: { name: 'sign-up', limit: 10, windowSeconds: 3600 },
  emailCheck: { name: 'e-mail-check', limit: 60, windowSeconds: 600 },
  passwordReset: { name: 'password-reset', limit: 5, windowSeconds: 3600 },
  /** e-mailed links (256-bit tokens: no guessing); only bounds the work */
  emailLink: { name: 'e-mail-link', limit: 30, windowSeconds: 600 },
  /** each external lookup may cost money: generous for a person, tight for a script */
  addressLookup: { name: 'address-lookup', limit: 300, windowSeconds: 600 },
  /** a visitor's basket writes (decision 0401) */
  basket: { name: 'basket', limit: 300, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Counts one attempt by `subject` (an IP address) and refuses it past the rule's limit, multiplied by
 * RATE_LIMIT_SCALE (services.rateLimitScale: the end-to-end suite signs up many owners from one address).
 *
 * A key's window opens at its first attempt and lasts the rule's windowSeconds; the first attempt after it
 * ended opens the next one. Windows are not cut on the clock's grid, so a run of attempts is counted whole
 * whatever the hour (a grid window that ended in the middle of 101 log-ins let the 101st through: the CI
 * failure of 2026-12-02). One row per key, updated under its row lock, so concurrent attempts count once each.
 */
export async function consumeRateLimit(
  services: RateLimitServices,
  { input: { rule, subject } }: PublicCall<{ rule: RateLimitRule; subject: string }>,
): Promise<void> {
  const key = `${rule.name}:${subject}`;
  const ended = sql`rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const result = await services.db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count)
    values (${key}, now(), 1)
    on conflict (key) do update set
      window_start = case when ${ended} then now() else rate_limits.window_start end,
      count = case when ${ended} then 1 else rate_limits.count + 1 end
    returning count`);
  const count = Number(result.rows[0]?.count ?? 0);
  if (count > rule.limit * services.rateLimitScale) throw new AppError('RATE_LIMITED');
}

/**
 * How long a window's row is kept after it started: the longest window of any rule (a day: HomeSafe's
 * messages per tag), so every row older than this counts nothing any more.
 */
export const RATE_LIMIT_KEEP_SECONDS = 86_400;

/** The graphile-worker task that drops ended windows, and its schedule: hourly (rate-limit.jobs.ts; issue 37: 11). */
export const PRUNE_RATE_LIMITS_TASK = 'prune-rate-limits';
export const PRUNE_RATE_LIMITS_CRONTAB = `37 * * * * ${PRUNE_RATE_LIMITS_TASK}`;

/**
 * Drops the windows that started more than RATE_LIMIT_KEEP_SECONDS ago, so the table holds about a day of
 * counters instead of growing for ever; found through rate_limits_window_start_idx. Answers how many went.
 */
export async function pruneRateLimits(services: RateLimitServices): Promise<{ deleted: number }> {
  const result = await services.db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${RATE_LIMIT_KEEP_SECONDS})`,
  );
  return { deleted: result.rowCount ?? 0 };
}
