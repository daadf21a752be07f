CREATE TABLE "mobile_verifications" (
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_verifications_account_id_number_pk" PRIMARY KEY("account_id","number"),
	CONSTRAINT "mobile_verifications_number_check" CHECK ("mobile_verifications"."number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "found_conversations" ADD COLUMN "finder_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mobile_verifications" ADD CONSTRAINT "mobile_verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_account_created_idx" ON "sms_outbox" USING btree ("account_id","created_at");
--> statement-breakpoint
-- decision 0803: a finder who already answered on their private page has opened it; every other
-- conversation starts unopened (the owner's answers wait on the page, none is e-mailed until it is opened)
UPDATE "found_conversations" c SET "finder_opened_at" = (
  SELECT min(m."created_at") FROM "found_messages" m
   WHERE m."conversation_id" = c."id" AND m."author" = 'FINDER'
     AND m."id" > (SELECT min(f."id") FROM "found_messages" f WHERE f."conversation_id" = c."id"));
--> statement-breakpoint
-- decision 0803: a number verified for an account stays verified only while it is one of the account's
-- mobile (M) numbers: changed, removed or made a home number, its row goes, whoever writes accounts.phones
-- (My Details, staff, an import). Every number already stored starts unverified: it has no row.
CREATE FUNCTION mobile_verifications_follow_phones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM mobile_verifications v
   WHERE v.account_id = NEW.id
     AND NOT (NEW.phones @> jsonb_build_array(jsonb_build_object('type', 'M', 'number', v.number)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_phones_unverify AFTER UPDATE OF phones ON accounts
  FOR EACH ROW WHEN (OLD.phones IS DISTINCT FROM NEW.phones) EXECUTE FUNCTION mobile_verifications_follow_phones();
