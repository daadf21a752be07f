// Tests only: the statement that fills a key's current window, so the next attempt is past any limit without
// making thousands of calls. It opens the window now, as consumeRateLimit does for a key's first attempt.
export const FILL_RATE_LIMIT_SQL = `insert into rate_limits (key, window_start, count) values ($1, now(), 100000)
  on conflict (key) do update set window_start = now(), count = 100000`;
