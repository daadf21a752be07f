CREATE TABLE "email_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"verify_token_hash" text NOT NULL,
	"undo_token_hash" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verify_expires_at" timestamp with time zone NOT NULL,
	"undo_expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_verify_token_key" ON "email_changes" USING btree ("verify_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_undo_token_key" ON "email_changes" USING btree ("undo_token_hash");--> statement-breakpoint
CREATE INDEX "email_changes_account_idx" ON "email_changes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "email_changes_old_email_idx" ON "email_changes" USING btree (lower("old_email"));