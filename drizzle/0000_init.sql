CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'OWNER' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"locale" text DEFAULT 'en_US' NOT NULL,
	"jurisdiction_id" integer,
	"vs_location" text,
	"birthdate" date,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_jurisdictions" (
	"account_id" integer NOT NULL,
	"jurisdiction_id" integer NOT NULL,
	CONSTRAINT "admin_jurisdictions_account_id_jurisdiction_id_pk" PRIMARY KEY("account_id","jurisdiction_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jurisdictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"timezone" text NOT NULL,
	"locales" text[] NOT NULL,
	"display_home_safe_page" boolean DEFAULT false NOT NULL,
	"display_safe_and_happy_fund_page" boolean DEFAULT false NOT NULL,
	"display_licensing_page" boolean DEFAULT false NOT NULL,
	"display_about_page" boolean DEFAULT false NOT NULL,
	"no_licensing" boolean DEFAULT false NOT NULL,
	"html_licensing_link_title" text,
	"html_homesafe_link_title" text,
	"html_safe_and_happy_fund_link_title" text,
	"info_pages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"support_phone" text NOT NULL,
	"merchandise_tax_basis_points" integer DEFAULT 0 NOT NULL,
	"license_policy" jsonb,
	"boundary" jsonb,
	"boundary_color" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_country_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_jurisdictions" ADD CONSTRAINT "admin_jurisdictions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_jurisdictions" ADD CONSTRAINT "admin_jurisdictions_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_key" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jurisdictions_slug_key" ON "jurisdictions" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "jurisdictions_one_default" ON "jurisdictions" USING btree ("is_default") WHERE "jurisdictions"."is_default";