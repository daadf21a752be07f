// What other modules call on a pet's photo inside their own transaction (issue 40: the photo module owns
// `pet_photos`, one row per pet); the owner's and staff's use cases are in photo.service.ts.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { petPhotos } from '../../db/schema/index.js';

// how a pet view shows its photo (pet.service reads the ETag with the pet)
export { linksOf as photoLinksOf, type PetPhotoLinks } from './photo-links.js';

/** The ETag of the photo of the pet `petId` (a column of the caller's query), or null when it has none. */
export function photoEtagOf(petId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${petPhotos.etag} from ${petPhotos} where ${petPhotos.petId} = ${petId})`;
}

/** The bytes of the pet's photo (the full image, not the thumbnail); null when it has none. */
export async function photoImageOf(db: DbOrTx, petId: number): Promise<Buffer | null> {
  const [row] = await db.select({ image: petPhotos.image }).from(petPhotos).where(eq(petPhotos.petId, petId));
  return row?.image ?? null;
}
