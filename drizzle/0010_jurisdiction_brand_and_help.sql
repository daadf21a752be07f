ALTER TABLE "jurisdictions" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "jurisdictions" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "jurisdictions" ADD COLUMN "logo_url" text;