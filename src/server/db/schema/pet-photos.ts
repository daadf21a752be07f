import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns.js';
import { pets } from './pets.js';

/**
 * issue 13, decision 0210: a pet's photo, re-encoded on the server (JPEG inside 800×800, metadata
 * stripped) with its 160×160 thumbnail. One row a pet, replaced on upload, deleted with the pet.
 * List queries read `etag` only, never the bytes.
 */
export const petPhotos = pgTable('pet_photos', {
  petId: integer('pet_id')
    .primaryKey()
    .references(() => pets.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  thumbnail: bytea('thumbnail').notNull(),
  /** always image/jpeg today; stored so a later format needs no migration */
  contentType: text('content_type').notNull(),
  /** of `image` */
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** SHA-256 (hex) of `image`: the ETag, and the `v` of the photo's URLs */
  etag: text('etag').notNull(),
  ...timestamps(),
});

export type PetPhotoRow = typeof petPhotos.$inferSelect;
