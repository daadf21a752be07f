// The counts of failed log-in checks in `login_throttles` (decision 0106): one statement that reserves an
// attempt before the check, so parallel guesses cannot all slip in before the count, and the forgetting
// after a success. Passwords (password-check.service.ts) and second-factor codes (second-step.functions.ts,
// decision 0110) count the same way, each under its own key.
import { eq, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-services.js';
import { loginThrottles } from '../../db/schema/index.js';
import { FAILURE_MEMORY_HOURS, FAILURES_BEFORE_BACKOFF, MAX_BACKOFF_MINUTES } from './login-backoff.js';

/**
 * Counts the attempt before it is checked, in one statement: the failures counted with this one, or null when
 * the key is backed off. A success then forgets the count. From the 10th failure in a row the key waits 1, 2,
 * 4, 8, then 15 minutes; failures are forgotten a day after the last one. Of the attempts of a run (from the
 * first failure to its forgetting), exactly one is told FAILURES_BEFORE_BACKOFF, on every app server alike:
 * the one that makes the key wait (decision 0118).
 */
export async function reserveAttempt(services: AppServices, key: string): Promise<number | null> {
  const next = sql`case when ${loginThrottles.lastFailureAt} < now() - make_interval(hours => ${FAILURE_MEMORY_HOURS})
    then 1 else ${loginThrottles.failures} + 1 end`;
  const result = await services.db.execute(sql`
    insert into login_throttles (key, failures, last_failure_at, locked_until)
    values (${key}, 1, now(), null)
    on conflict (key) do update set
      failures = ${next},
      last_failure_at = now(),
      locked_until = case when ${next} >= ${FAILURES_BEFORE_BACKOFF}
        then now() + make_interval(mins => least(power(2, ${next} - ${FAILURES_BEFORE_BACKOFF}), ${MAX_BACKOFF_MINUTES})::int)
        end
    where ${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= now()
    returning failures`);
  const [reserved] = result.rows as Array<{ failures: number }>;
  return reserved ? Number(reserved.failures) : null;
}

export async function forgetKey(services: AppServices, key: string): Promise<void> {
  await services.db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}

/**
 * A count with a ceiling and no memory (the second factor's cap, decision 0110): reserves one more below
 * `max` in one statement, false once `max` are counted. Only forgetKey clears it; `releaseCapped` gives back
 * a reservation whose check succeeded.
 */
export async function reserveCapped(services: AppServices, key: string, max: number): Promise<boolean> {
  const result = await services.db.execute(sql`
    insert into login_throttles (key, failures, last_failure_at, locked_until)
    values (${key}, 1, now(), null)
    on conflict (key) do update set failures = ${loginThrottles.failures} + 1, last_failure_at = now()
    where ${loginThrottles.failures} < ${max}
    returning failures`);
  return result.rows.length > 0;
}

export async function releaseCapped(services: AppServices, key: string): Promise<void> {
  await services.db
    .update(loginThrottles)
    .set({ failures: sql`greatest(${loginThrottles.failures} - 1, 0)` })
    .where(eq(loginThrottles.key, key));
}
