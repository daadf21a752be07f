CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_account_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"owner_account_id" integer,
	"pet_id" integer,
	"jurisdiction_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counter_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"license_id" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"received_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_payments_method_check" CHECK ("counter_payments"."method" in ('CASH', 'CHEQUE'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_payments" ADD CONSTRAINT "counter_payments_license_id_pet_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."pet_licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_payments" ADD CONSTRAINT "counter_payments_received_by_account_id_accounts_id_fk" FOREIGN KEY ("received_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_owner_idx" ON "audit_log" USING btree ("owner_account_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_pet_idx" ON "audit_log" USING btree ("pet_id","created_at");--> statement-breakpoint
CREATE INDEX "counter_payments_license_idx" ON "counter_payments" USING btree ("license_id");--> statement-breakpoint
-- hand-written (decision 0701): the staff search's indexes. pg_trgm is a trusted extension (PostgreSQL 13+),
-- shipped with the embedded server and the usual packages; the expressions are the ones admin-search.service.ts
-- queries, character for character.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "accounts_name_trgm_idx" ON "accounts" USING gin ((lower("first_name" || ' ' || "last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin ((lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_phones_trgm_idx" ON "accounts" USING gin (("phones"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_jurisdiction_idx" ON "accounts" USING btree ("jurisdiction_id");--> statement-breakpoint
-- the results' order: a search matching thousands (a common name) walks this and stops at a page
CREATE INDEX "accounts_name_order_idx" ON "accounts" USING btree ("last_name", "first_name", "id");--> statement-breakpoint
CREATE INDEX "pets_name_order_idx" ON "pets" USING btree ("name", "id");--> statement-breakpoint
CREATE INDEX "pets_name_trgm_idx" ON "pets" USING gin ((lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pet_licenses_number_prefix_idx" ON "pet_licenses" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pet_licenses_tag_prefix_idx" ON "pet_licenses" USING btree ("tag_number" text_pattern_ops);
