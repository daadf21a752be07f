// The links of a pet's photo (issue 13, decision 0210), versioned by its ETag so a new photo is a new URL.

export type PetPhotoLinks = { url: string; thumbnailUrl: string };

export const linksOf = (petId: number, etag: string): PetPhotoLinks => ({
  url: `/api/pets/${petId}/photo?v=${etag.slice(0, 8)}`,
  thumbnailUrl: `/api/pets/${petId}/photo/thumbnail?v=${etag.slice(0, 8)}`,
});
