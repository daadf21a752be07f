import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RabiesProofStatus } from '../../../domain/rabies/rabies.rules.js';
import { accounts } from './accounts.js';
import { bytea, createdAt, intRef, serialId, timestamptz } from './columns.js';
import { jurisdictions } from './jurisdictions.js';
import { pets } from './pets.js';

/**
 * issue 16, decision 0220: a rabies vaccination proof an owner uploaded for a pet, kept as staff
 * decided it. Every upload is a new row (the most recent one not removed is the pet's); removing one
 * only sets `removed_at`, so an approved proof that backed a licence stays on record. Images are
 * re-encoded JPEGs; PDFs are the sanitised copy the PDF worker wrote (decision 0221), never the upload.
 * Lists never read `bytes`.
 */
export const rabiesProofs = pgTable(
  'rabies_proofs',
  {
    id: serialId(),
    petId: intRef('pet_id', () => pets.id, 'cascade'),
    uploadedByAccountId: integer('uploaded_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** the owner's jurisdiction at upload: whose staff verify it */
    jurisdictionId: integer('jurisdiction_id').references(() => jurisdictions.id),
    expirationDate: date('expiration_date').notNull(),
    kind: text('kind').$type<'image' | 'pdf'>().notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** PDFs: their pages; images: 1 */
    pageCount: integer('page_count').notNull().default(1),
    /** SHA-256 (hex) of `bytes`: the ETag */
    etag: text('etag').notNull(),
    /**
     * decision 0221: `bytes` are a copy the portal wrote (an image re-encoded, a PDF sanitised). false: a PDF
     * stored as uploaded before 0221 (or restored from a backup of then), sanitised the first time it is
     * read, never served as it is. The default, so that a row written any other way is sanitised too.
     */
    sanitized: boolean('sanitized').notNull().default(false),
    status: text('status').$type<RabiesProofStatus>().notNull().default('PENDING'),
    /** a RABIES_REJECTION_REASONS code or the clerk's own words (≤ 500) */
    rejectionReason: text('rejection_reason'),
    decidedByAccountId: integer('decided_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    removedAt: timestamptz('removed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('rabies_proofs_pet_idx').on(table.petId, table.createdAt),
    // the staff queue: a jurisdiction's waiting proofs, oldest first
    index('rabies_proofs_queue_idx').on(table.jurisdictionId, table.status, table.createdAt),
    check('rabies_proofs_kind_check', sql`${table.kind} in ('image', 'pdf')`),
    check('rabies_proofs_status_check', sql`${table.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);

export type RabiesProofRow = typeof rabiesProofs.$inferSelect;
