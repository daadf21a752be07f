// Issue 38 D17 (decision 1010): a file that is not a picture (a text file named .png) is told what to
// upload, in every locale, naming the photo types of the one list (PHOTO_UPLOAD_TYPES), in its order.
import { describe, expect, it } from 'vitest';
import { PHOTO_UPLOAD_TYPES } from '../../../../domain/images/image.rules.js';

type Catalog = { image?: Record<string, string> };
const catalogs = import.meta.glob<Catalog>('../../../i18n/locales/*/validation.json', {
  eager: true,
  import: 'default',
});
const catalogOf = (locale: string) => Object.entries(catalogs).find(([path]) => path.includes(`/${locale}/`))?.[1];

describe('the crop dialog’s "not a picture we can read" (issue 38 D17)', () => {
  it('says it in en-US as the review asked', () => {
    expect(catalogOf('en_US')?.image?.unreadable).toBe(
      'This file is not a picture we can read. Please upload a JPG, BMP, PNG, TIF, HEIC or WEBP file.',
    );
  });

  it.each(['en_US', 'es_US', 'fr_CA'])('%s: names exactly the photo types, in order', (locale) => {
    const text = catalogOf(locale)?.image?.unreadable ?? '';
    expect(text, locale).not.toBe('');
    expect(text.match(/\b[A-Z]{3,4}\b/g)).toEqual(PHOTO_UPLOAD_TYPES.map((entry) => entry.label));
    expect(text).not.toBe(catalogOf(locale)?.image?.cropperError);
  });
});
