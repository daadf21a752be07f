CREATE TABLE "rabies_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"pet_id" integer NOT NULL,
	"uploaded_by_account_id" integer,
	"jurisdiction_id" integer,
	"expiration_date" date NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"page_count" integer DEFAULT 1 NOT NULL,
	"etag" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"rejection_reason" text,
	"decided_by_account_id" integer,
	"decided_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rabies_proofs_kind_check" CHECK ("rabies_proofs"."kind" in ('image', 'pdf')),
	CONSTRAINT "rabies_proofs_status_check" CHECK ("rabies_proofs"."status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "rabies_proofs" ADD CONSTRAINT "rabies_proofs_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rabies_proofs" ADD CONSTRAINT "rabies_proofs_uploaded_by_account_id_accounts_id_fk" FOREIGN KEY ("uploaded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rabies_proofs" ADD CONSTRAINT "rabies_proofs_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rabies_proofs" ADD CONSTRAINT "rabies_proofs_decided_by_account_id_accounts_id_fk" FOREIGN KEY ("decided_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rabies_proofs_pet_idx" ON "rabies_proofs" USING btree ("pet_id","created_at");--> statement-breakpoint
CREATE INDEX "rabies_proofs_queue_idx" ON "rabies_proofs" USING btree ("jurisdiction_id","status","created_at");