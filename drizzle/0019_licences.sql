CREATE TABLE "license_sequences" (
	"jurisdiction_id" integer NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "license_sequences_jurisdiction_id_kind_year_pk" PRIMARY KEY("jurisdiction_id","kind","year")
);
--> statement-breakpoint
ALTER TABLE "pet_licenses" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "pet_licenses" ADD COLUMN "tag_number" text;--> statement-breakpoint
ALTER TABLE "pet_licenses" ADD COLUMN "term_years" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_licenses" ADD COLUMN "fee" jsonb;--> statement-breakpoint
ALTER TABLE "pet_licenses" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "pet_licenses" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "pet_licenses" ADD COLUMN "renewal_of_id" integer;--> statement-breakpoint
ALTER TABLE "pet_licenses" ADD COLUMN "issued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_licenses" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "service_animal_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "license" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "license" jsonb;--> statement-breakpoint
ALTER TABLE "license_sequences" ADD CONSTRAINT "license_sequences_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_licenses" ADD CONSTRAINT "pet_licenses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pet_licenses_one_per_term" ON "pet_licenses" USING btree ("pet_id","term_start") WHERE "pet_licenses"."status" <> 'REVOKED';--> statement-breakpoint
CREATE INDEX "pet_licenses_term_end_idx" ON "pet_licenses" USING btree ("term_end");--> statement-breakpoint
INSERT INTO "products" ("slug", "category", "name", "description", "image_key", "position") VALUES (
	'pet-license',
	'LICENSE',
	'{"en_US":"Pet license","es_US":"Licencia para mascotas","en_CA":"Pet licence","fr_CA":"Permis d’animal"}',
	'{"en_US":"A pet license for one pet and one term, priced by your jurisdiction.","es_US":"Una licencia para una mascota y un período, con el precio de su jurisdicción.","en_CA":"A pet licence for one pet and one term, priced by your jurisdiction.","fr_CA":"Un permis pour un animal et une durée, au tarif de votre municipalité."}',
	'license',
	1000
) ON CONFLICT ("slug") DO NOTHING;
