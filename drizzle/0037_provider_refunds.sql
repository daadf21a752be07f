ALTER TABLE "order_refunds" ADD COLUMN "source" text DEFAULT 'CONSOLE' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_provider_refund_key" ON "order_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_source_check" CHECK ("order_refunds"."source" in ('CONSOLE', 'PROVIDER'));