// What the pet panel will do with the pet's photo when it is saved: keep it, replace it with the
// cropped image, or remove it (spec §2.16 avatar picker: an image to choose or remove).
import { removePetPhoto, uploadPetPhoto } from './pet-photo.api.js';

export type PetPhotoChange =
  | { kind: 'keep' }
  | { kind: 'replace'; image: Blob; previewUrl: string }
  | { kind: 'remove' };

export const KEEP_PHOTO: PetPhotoChange = { kind: 'keep' };

/** The picture the panel shows: the new crop, nothing after a removal, else the stored photo. */
export function shownPhotoUrl(storedUrl: string | null | undefined, change: PetPhotoChange): string | null {
  if (change.kind === 'replace') return change.previewUrl;
  if (change.kind === 'remove') return null;
  return storedUrl ?? null;
}

/** Applies the change to a saved pet (after add-pet, the new pet's id). */
export async function savePetPhotoChange(petId: string, change: PetPhotoChange, hadPhoto: boolean): Promise<void> {
  if (change.kind === 'replace') await uploadPetPhoto(petId, change.image);
  else if (change.kind === 'remove' && hadPhoto) await removePetPhoto(petId);
}
