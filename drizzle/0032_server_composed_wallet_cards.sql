ALTER TABLE "wallet_cards" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "wallet_cards" ADD COLUMN "composed_by" text DEFAULT 'server' NOT NULL;--> statement-breakpoint
-- decision 0804: every card stored before this migration holds SVGs the browser sent and no design to
-- compose it again; it is marked 'client' (served only as an image under the strict policy, re-created
-- before it is printed)
UPDATE "wallet_cards" SET "composed_by" = 'client' WHERE "design" IS NULL;--> statement-breakpoint
ALTER TABLE "wallet_cards" ADD CONSTRAINT "wallet_cards_composed_by_check" CHECK (("wallet_cards"."composed_by" = 'server' and "wallet_cards"."design" is not null) or ("wallet_cards"."composed_by" = 'client' and "wallet_cards"."design" is null));
