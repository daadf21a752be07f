ALTER TABLE "orders" ALTER COLUMN "charge_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "card_brand" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "card_last4" DROP NOT NULL;