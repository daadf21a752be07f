ALTER TABLE "orders" ALTER COLUMN "charge_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "card_brand" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "card_last4" DROP NOT NULL;--> statement-breakpoint
-- decision 0504: spec §5's allowPastRabies is part of each jurisdiction's licence policy (false unless staff set it)
UPDATE "jurisdictions" SET "license_policy" = "license_policy" || '{"allowPastRabies": false}'::jsonb WHERE "license_policy" IS NOT NULL AND NOT ("license_policy" ? 'allowPastRabies');
