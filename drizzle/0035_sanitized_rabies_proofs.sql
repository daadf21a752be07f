ALTER TABLE "rabies_proofs" ADD COLUMN "sanitized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- decision 0221: images were always re-encoded (a JPEG the portal wrote); PDFs stored before this were kept
-- as uploaded, and stay false: each is sanitised the first time it is read (rabies.service.ts)
UPDATE "rabies_proofs" SET "sanitized" = true WHERE "kind" = 'image';
