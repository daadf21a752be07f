CREATE TABLE "jurisdiction_boundaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction_id" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"external_source" text NOT NULL,
	"external_source_id" text NOT NULL,
	"external_source_layer" text NOT NULL,
	"fill_color" text,
	"stroke_color" text,
	"geometry" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jurisdiction_boundaries_role_check" CHECK ("jurisdiction_boundaries"."role" in ('INCLUDED', 'EXCLUDED')),
	CONSTRAINT "jurisdiction_boundaries_geometry_check" CHECK ("jurisdiction_boundaries"."geometry" is not null or "jurisdiction_boundaries"."external_source_layer" = 'POSTAL_CODE')
);
--> statement-breakpoint
ALTER TABLE "jurisdiction_boundaries" ADD CONSTRAINT "jurisdiction_boundaries_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jurisdiction_boundaries_jurisdiction_idx" ON "jurisdiction_boundaries" USING btree ("jurisdiction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jurisdiction_boundaries_source_key" ON "jurisdiction_boundaries" USING btree ("jurisdiction_id","role","external_source_layer","external_source_id");--> statement-breakpoint
ALTER TABLE "jurisdictions" DROP COLUMN "boundary";