-- One counter per key: a key's window now opens at its first attempt (consumeRateLimit). Only the newest
-- window of each key can still be counting, so the older rows go before the key becomes the primary key.
DELETE FROM "rate_limits" AS "older" USING "rate_limits" AS "newer"
  WHERE "older"."key" = "newer"."key" AND "older"."window_start" < "newer"."window_start";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD PRIMARY KEY ("key");
