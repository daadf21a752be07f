CREATE TABLE "known_devices" (
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_token_hash_account_id_pk" PRIMARY KEY("token_hash","account_id")
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_account_idx" ON "known_devices" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "locked_until";