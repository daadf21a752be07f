CREATE SEQUENCE "public"."basket_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "test_processor_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"card_brand" text,
	"card_last4" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "version" bigint DEFAULT nextval('basket_versions') NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD COLUMN "basket_version" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "test_processor_payments_key" ON "test_processor_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_processor_payments_open_idx" ON "test_processor_payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "checkout_attempts_basket_version_idx" ON "checkout_attempts" USING btree ("account_id","basket_version");--> statement-breakpoint
CREATE INDEX "orders_charge_idx" ON "orders" USING btree ("charge_id");--> statement-breakpoint
-- issue 36 (decision 0407): baskets.version moves on with every change to a basket's lines, from one
-- sequence for all baskets. Statement-level triggers with transition tables: a bulk write (checkout
-- emptying a basket, a merge) moves each basket once.
CREATE FUNCTION basket_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE baskets SET version = nextval('basket_versions') WHERE id IN (SELECT basket_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE baskets SET version = nextval('basket_versions')
      WHERE id IN (SELECT basket_id FROM new_rows UNION SELECT basket_id FROM old_rows);
  ELSE
    UPDATE baskets SET version = nextval('basket_versions') WHERE id IN (SELECT basket_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER basket_lines_version_insert AFTER INSERT ON basket_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION basket_version_bump();
--> statement-breakpoint
CREATE TRIGGER basket_lines_version_update AFTER UPDATE ON basket_lines
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION basket_version_bump();
--> statement-breakpoint
CREATE TRIGGER basket_lines_version_delete AFTER DELETE ON basket_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION basket_version_bump();
--> statement-breakpoint
-- orders paid before issue 36 were charged at once (no separate capture)
UPDATE orders SET captured_at = placed_at WHERE charge_id IS NOT NULL;
