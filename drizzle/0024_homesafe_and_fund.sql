CREATE TABLE "found_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"pet_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"finder_email" text NOT NULL,
	"finder_phone" text,
	"finder_locale" text NOT NULL,
	"finder_token" text NOT NULL,
	"contact_shared_at" timestamp with time zone,
	"owner_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "found_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "found_messages_author" CHECK ("found_messages"."author" in ('FINDER', 'OWNER'))
);
--> statement-breakpoint
-- HomeSafe tag codes (decision 0802): ten characters of 23456789ABCDEFGHJKMNPQRSTUVWXYZ, each from four bytes of
-- gen_random_uuid() (pg_strong_random, a CSPRNG; bytes 0-3 of a v4 uuid are all random) modulo 31, a bias
-- below 31 / 2^32. The column's default, so every insert gets one, and existing pets get theirs when the
-- column is added (a volatile default is computed for each row).
CREATE FUNCTION pawport_tag_code() RETURNS text LANGUAGE sql VOLATILE AS $$
	SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (('x' || encode(substring(uuid_send(gen_random_uuid()) FROM 1 FOR 4), 'hex'))::bit(32)::bigint % 31)::int + 1, 1), '')
	FROM generate_series(1, 10)
$$;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "tag_code" text DEFAULT pawport_tag_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "lost_on" date;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "lost_where" text;--> statement-breakpoint
ALTER TABLE "found_conversations" ADD CONSTRAINT "found_conversations_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "found_conversations" ADD CONSTRAINT "found_conversations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "found_messages" ADD CONSTRAINT "found_messages_conversation_id_found_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."found_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "found_conversations_token_key" ON "found_conversations" USING btree ("finder_token");--> statement-breakpoint
CREATE INDEX "found_conversations_account_idx" ON "found_conversations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "found_conversations_pet_idx" ON "found_conversations" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "found_messages_conversation_idx" ON "found_messages" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pets_tag_code_key" ON "pets" USING btree ("tag_code");--> statement-breakpoint
INSERT INTO "products" ("slug", "category", "name", "description", "image_key", "position") VALUES (
	'safe-and-happy-fund',
	'DONATION',
	'{"en_US":"Donation to the Safe & Happy Fund","es_US":"Donación al Fondo Seguros y Felices","en_CA":"Donation to the Safe & Happy Fund","fr_CA":"Don au Fonds Sains et saufs"}',
	'{"en_US":"A gift to the Safe & Happy Fund, which helps shelters reunite lost pets with their families.","es_US":"Un donativo al Fondo Seguros y Felices, que ayuda a los refugios a reunir a las mascotas perdidas con sus familias.","en_CA":"A gift to the Safe & Happy Fund, which helps shelters reunite lost pets with their families.","fr_CA":"Un don au Fonds Sains et saufs, qui aide les refuges à ramener les animaux perdus à leur famille."}',
	'donation',
	1001
) ON CONFLICT ("slug") DO NOTHING;