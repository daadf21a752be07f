CREATE TABLE "tracker_api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "tracker_api_tokens" ADD CONSTRAINT "tracker_api_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_api_tokens_hash_key" ON "tracker_api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tracker_api_tokens_account_idx" ON "tracker_api_tokens" USING btree ("account_id");