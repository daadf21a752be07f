import { describe, expect, it } from 'vitest';
import { isPhotoUploadType, PHOTO_UPLOAD_TYPES, photoUploadTypeList } from './image.rules.js';

// Issue 37 (11): the photo routes' 415 names exactly the types they take (decision 0210). The routes check
// PHOTO_UPLOAD_TYPES, the en-US message is made from it (app-error.ts), and each locale's text of
// IMAGE_INVALID_TYPE is held to it here: every type's name, in the list's order, and no other image type.
type Catalog = Record<string, string>;
const catalogs = import.meta.glob<Catalog>('../../web/i18n/locales/*/serverErrors.json', {
  eager: true,
  import: 'default',
});
const OTHER_NAMES = ['GIF', 'SVG', 'PDF', 'HEIF', 'AVIF', 'JPEG', 'TIFF'];

describe('the photo routes’ accepted types (decision 0210)', () => {
  it('are what the spec’s message names, as one list', () => {
    expect(photoUploadTypeList('or')).toBe('JPG, BMP, PNG, TIF, HEIC or WEBP');
    expect(PHOTO_UPLOAD_TYPES.map((entry) => entry.type)).toEqual([
      'image/jpeg',
      'image/bmp',
      'image/png',
      'image/tiff',
      'image/heic',
      'image/webp',
    ]);
    expect(['image/gif', 'image/svg+xml', 'application/pdf', null].map(isPhotoUploadType)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it.each(['en_US', 'es_US', 'fr_CA'])('%s: IMAGE_INVALID_TYPE names exactly those types, in order', (locale) => {
    const text = Object.entries(catalogs).find(([path]) => path.includes(`/${locale}/`))?.[1]?.IMAGE_INVALID_TYPE;
    expect(text, locale).toBeTruthy();
    const named = (text ?? '').match(/\b[A-Z]{3,4}\b/g) ?? [];
    expect(named).toEqual(PHOTO_UPLOAD_TYPES.map((entry) => entry.label));
    for (const other of OTHER_NAMES) expect(named).not.toContain(other);
  });
});
