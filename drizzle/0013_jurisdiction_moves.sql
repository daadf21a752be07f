CREATE TABLE "jurisdiction_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"from_jurisdiction_id" integer,
	"to_jurisdiction_id" integer NOT NULL,
	"moved_by_account_id" integer,
	"moved_by" text NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jurisdiction_moves_by_check" CHECK ("jurisdiction_moves"."moved_by" in ('OWNER', 'ADMIN'))
);
--> statement-breakpoint
ALTER TABLE "jurisdictions" ADD COLUMN "move_terms" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jurisdiction_moves" ADD CONSTRAINT "jurisdiction_moves_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jurisdiction_moves" ADD CONSTRAINT "jurisdiction_moves_from_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("from_jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jurisdiction_moves" ADD CONSTRAINT "jurisdiction_moves_to_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("to_jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jurisdiction_moves" ADD CONSTRAINT "jurisdiction_moves_moved_by_account_id_accounts_id_fk" FOREIGN KEY ("moved_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jurisdiction_moves_account_idx" ON "jurisdiction_moves" USING btree ("account_id");