-- hand-written (decision 0701): the staff search's trigram indexes for imported owner records that have not
-- signed up (the only ones it searches: `account_id is null`). The expressions are the ones
-- admin-search.service.ts (importedHits) queries, character for character. On 100,000 records a search by
-- name went from a sequential scan (74 ms) to a bitmap of these indexes (0.3 ms; a last name shared by
-- 15,000 records 11 ms).
CREATE INDEX "owner_records_name_trgm_idx" ON "owner_records" USING gin ((lower("first_name" || ' ' || "last_name")) gin_trgm_ops) WHERE "account_id" IS NULL;--> statement-breakpoint
CREATE INDEX "owner_records_email_trgm_idx" ON "owner_records" USING gin ((lower(coalesce("email", ''))) gin_trgm_ops) WHERE "account_id" IS NULL;--> statement-breakpoint
CREATE INDEX "owner_records_external_ref_trgm_idx" ON "owner_records" USING gin ((lower(coalesce("external_ref", ''))) gin_trgm_ops) WHERE "account_id" IS NULL;--> statement-breakpoint
CREATE INDEX "owner_records_phone_trgm_idx" ON "owner_records" USING gin ((coalesce("phone", '')) gin_trgm_ops) WHERE "account_id" IS NULL;
