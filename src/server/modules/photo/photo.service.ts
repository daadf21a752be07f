// Use cases of pet photos (issue 13, spec §2.16, §5 Images, §7.2; decision 0210). An owner converts a
// HEIC or TIFF file for the browser's cropper, and stores, replaces or removes the cropped photo of one
// of their pets; the photo is read by that owner and by the administrators of the owner's jurisdiction.
// Another owner's pet is answered exactly like a missing one (NOT_FOUND). Every upload is typed by its
// bytes, bounded in size before it is read whole, and re-encoded (metadata stripped) before it is stored.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CONVERTED_IMAGE_TYPE, isPhotoUploadType, type PhotoUploadType } from '../../../domain/images/image.rules.js';
import type { AppServices } from '../../app-services.js';
import { ownActivePet, ownActivePetId, ownPet, petReadableBy } from '../pet/pet.functions.js';
import { petPhotos } from '../../db/schema/index.js';
import { etagMatches } from '../../http/file-routes.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import type { Actor, ActorCall } from '../../shared/use-case.js';
import { consumeRateLimit, type RateLimitRule } from '../../shared/rate-limit/rate-limit.js';
import { sniffImageType } from '../../shared/uploads/image-type.js';
import { linksOf, type PetPhotoLinks } from './photo-links.js';

import type { UploadedFile } from '../../shared/uploads/upload-file.js';

/** Per account (decision 0210): a person converts or uploads a few photos; a script is stopped early. */
const CONVERSIONS: RateLimitRule = { name: 'image-conversion', limit: 60, windowSeconds: 600 };
const PHOTO_UPLOADS: RateLimitRule = { name: 'pet-photo-upload', limit: 60, windowSeconds: 600 };

/**
 * The upload's type by its bytes, one of PHOTO_UPLOAD_TYPES (src/domain/images: exactly what the codec
 * decodes, and what IMAGE_INVALID_TYPE's message names; issue 37: 11), else IMAGE_INVALID_TYPE.
 */
function photoTypeOf(file: UploadedFile): PhotoUploadType {
  const type = sniffImageType(file.head);
  if (!isPhotoUploadType(type)) throw new AppError('IMAGE_INVALID_TYPE');
  return type;
}

/** The upload, received when the use case asks for it (after the checks that need no body). */
export type Upload = () => Promise<UploadedFile>;

/** Counts the call against the caller's per-account limit (RATE_LIMITED past it). */
function limitPerAccount(services: AppServices, actor: Actor, rule: RateLimitRule) {
  return consumeRateLimit(services, { input: { rule, subject: `account:${actor.accountId}` } });
}

/** Receives the upload, runs `work` on it and deletes it, whatever happens. */
async function withUpload<T>(upload: Upload, work: (file: UploadedFile) => Promise<T>): Promise<T> {
  const file = await upload();
  try {
    return await work(file);
  } finally {
    await file.dispose();
  }
}

/**
 * spec §7.2: a HEIC/HEIF or TIFF file (or any other photo type) as a JPEG the cropper can load (the route
 * answers it in base64). The type is the file's bytes' (IMAGE_INVALID_TYPE for a type the photo routes do
 * not take, a GIF named .heic included); a file that declares more than PIXEL_LIMIT pixels or does not
 * decode is IMAGE_INCONVERTIBLE.
 */
export async function convertImage(
  services: AppServices,
  { actor, input }: ActorCall<{ upload: Upload }>,
): Promise<{ type: typeof CONVERTED_IMAGE_TYPE; jpeg: Buffer }> {
  await limitPerAccount(services, actor, CONVERSIONS);
  const jpeg = await withUpload(input.upload, (file) =>
    services.imageCodec.convertToJpeg(file.path, photoTypeOf(file)),
  );
  return { type: CONVERTED_IMAGE_TYPE, jpeg };
}

/**
 * Stores the photo of one of the caller's pets (issue 13), replacing the one before: one of
 * PHOTO_UPLOAD_TYPES by its bytes (the cropper sends a PNG), re-encoded as a JPEG inside 800×800 with no metadata, and a 160×160 thumbnail.
 * NOT_FOUND for a pet that is not the caller's, PET_INACTIVE for a retired pet (checked before the body
 * is read, and again in the transaction that stores it).
 */
export async function savePetPhoto(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: string; upload: Upload }>,
): Promise<PetPhotoLinks> {
  const petId = await ownActivePetId(services.db, actor.accountId, input.petId);
  await limitPerAccount(services, actor, PHOTO_UPLOADS);
  const photo = await withUpload(input.upload, (file) => services.imageCodec.photoFrom(file.path, photoTypeOf(file)));
  const etag = createHash('sha256').update(photo.image).digest('hex');
  const row = {
    petId,
    image: photo.image,
    thumbnail: photo.thumbnail,
    contentType: CONVERTED_IMAGE_TYPE,
    byteSize: photo.image.length,
    width: photo.width,
    height: photo.height,
    etag,
  };
  await services.db.transaction(async (tx) => {
    await ownActivePet(tx, actor.accountId, petId, true);
    const { petId: _key, ...columns } = row;
    await tx
      .insert(petPhotos)
      .values(row)
      .onConflictDoUpdate({ target: petPhotos.petId, set: { ...columns, updatedAt: sql`now()` } });
  });
  return linksOf(petId, etag);
}

/** Removes the photo of one of the caller's pets (nothing to remove is not an error). */
export async function removePetPhoto(services: AppServices, { actor, input }: ActorCall<{ petId: string }>) {
  const petId = rowIdOf(input.petId);
  await services.db.transaction(async (tx) => {
    await ownPet(tx, actor.accountId, petId, true);
    await tx.delete(petPhotos).where(eq(petPhotos.petId, petId));
  });
}

export type PhotoVariant = 'image' | 'thumbnail';

/**
 * A pet's photo or thumbnail for its owner and for the administrators of the owner's jurisdiction;
 * NOT_FOUND for anyone else and for a pet without a photo. With `ifNoneMatch` equal to its ETag the
 * bytes are not read (`bytes: null`: the route answers 304).
 */
export async function readPetPhoto(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: string; variant: PhotoVariant; ifNoneMatch: string | undefined }>,
): Promise<{ etag: string; bytes: Buffer | null }> {
  const petId = rowIdOf(input.petId);
  const [found] = await services.db
    .select({ etag: petPhotos.etag })
    .from(petPhotos)
    .where(and(eq(petPhotos.petId, petId), petReadableBy(actor, petPhotos.petId)));
  if (!found) throw new AppError('NOT_FOUND');
  const etag = `"${found.etag}${input.variant === 'thumbnail' ? '-thumbnail' : ''}"`;
  if (etagMatches(input.ifNoneMatch, etag)) return { etag, bytes: null };
  const column = input.variant === 'thumbnail' ? petPhotos.thumbnail : petPhotos.image;
  const [row] = await services.db
    .select({ bytes: column, etag: petPhotos.etag })
    .from(petPhotos)
    .where(eq(petPhotos.petId, petId));
  if (!row) throw new AppError('NOT_FOUND');
  // replaced between the two reads: answer the new one under its own tag
  const current = row.etag === found.etag ? etag : `"${row.etag}${input.variant === 'thumbnail' ? '-thumbnail' : ''}"`;
  return { etag: current, bytes: row.bytes };
}
