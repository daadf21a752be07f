CREATE TABLE "wallet_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"pet_id" integer,
	"design_id" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"front" text NOT NULL,
	"back" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "wallet_card_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "wallet_card_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_cards" ADD CONSTRAINT "wallet_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_cards" ADD CONSTRAINT "wallet_cards_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_cards_account_idx" ON "wallet_cards" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_wallet_card_id_wallet_cards_id_fk" FOREIGN KEY ("wallet_card_id") REFERENCES "public"."wallet_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_wallet_card_id_wallet_cards_id_fk" FOREIGN KEY ("wallet_card_id") REFERENCES "public"."wallet_cards"("id") ON DELETE no action ON UPDATE no action;