CREATE TABLE "breeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"species" text NOT NULL,
	"name" text NOT NULL,
	"size" text,
	"type" text
);
--> statement-breakpoint
CREATE TABLE "jurisdiction_restricted_breeds" (
	"jurisdiction_id" integer NOT NULL,
	"breed_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jurisdiction_restricted_breeds_jurisdiction_id_breed_id_pk" PRIMARY KEY("jurisdiction_id","breed_id")
);
--> statement-breakpoint
CREATE TABLE "pet_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"pet_id" integer NOT NULL,
	"jurisdiction_id" integer NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"term_start" date NOT NULL,
	"term_end" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"species" text NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"birthday" date NOT NULL,
	"dob_is_approximate" boolean DEFAULT false NOT NULL,
	"indoor_animal" boolean,
	"breed_known" boolean NOT NULL,
	"breed_name" text,
	"breed_id" integer,
	"colors" text[] NOT NULL,
	"temperament" text[] DEFAULT '{}'::text[] NOT NULL,
	"neutered" boolean,
	"neuter_proof_verified_at" timestamp with time zone,
	"microchip" text,
	"tattoo" text,
	"markings" text,
	"coat" text,
	"biography" text,
	"notes" text,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temperament_options" (
	"value" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jurisdiction_restricted_breeds" ADD CONSTRAINT "jurisdiction_restricted_breeds_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jurisdiction_restricted_breeds" ADD CONSTRAINT "jurisdiction_restricted_breeds_breed_id_breeds_id_fk" FOREIGN KEY ("breed_id") REFERENCES "public"."breeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_licenses" ADD CONSTRAINT "pet_licenses_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_licenses" ADD CONSTRAINT "pet_licenses_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_breed_id_breeds_id_fk" FOREIGN KEY ("breed_id") REFERENCES "public"."breeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "breeds_uuid_key" ON "breeds" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "breeds_species_name_key" ON "breeds" USING btree ("species",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "pet_licenses_number_key" ON "pet_licenses" USING btree ("number");--> statement-breakpoint
CREATE INDEX "pet_licenses_pet_idx" ON "pet_licenses" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "pets_account_idx" ON "pets" USING btree ("account_id");