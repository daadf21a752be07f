import { describe, expect, it } from 'vitest';
import {
  conversionResultIssue,
  IMAGE_MAX_BYTES,
  imageFileIssue,
  imageHandling,
  imageTypeOf,
  onImageLoadFailure,
  rotated,
  zoomed,
} from './image.rules.js';

describe('images (spec §5 Images)', () => {
  it.each([
    [{ type: 'image/png', size: IMAGE_MAX_BYTES }, null],
    [{ type: 'image/png', size: IMAGE_MAX_BYTES - 1 }, null],
    [{ type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, 'validation.image.tooLarge'],
    [{ type: 'image/gif', size: 10 }, 'validation.image.invalidType'],
    [{ type: 'application/pdf', size: 10 }, 'validation.image.invalidType'],
    [{ type: 'image/heic', size: 10 }, null],
    [{ type: '', name: 'IMG_1.HEIC', size: 10 }, null],
    [{ type: '', name: 'x', size: 10 }, 'validation.image.invalidType'],
    [{ type: 'image/gif', size: IMAGE_MAX_BYTES + 1 }, 'validation.image.tooLarge'],
  ])('imageFileIssue(%o) = %s', (file, key) => expect(imageFileIssue(file)?.key ?? null).toBe(key));

  it.each([
    ['image/bmp', 'direct'],
    ['image/jpeg', 'direct'],
    ['image/jpg', 'direct'],
    ['image/png', 'direct'],
    ['image/svg+xml', 'direct'],
    ['image/webp', 'direct'],
    ['image/heic', 'convert'],
    ['image/heif', 'convert'],
    ['image/tiff', 'convert'],
    ['image/tif', 'convert'],
    ['image/gif', 'invalid'],
  ])('imageHandling(%s) = %s', (type, handling) => expect(imageHandling(type)).toBe(handling));

  it('conversion and load failures', () => {
    expect(conversionResultIssue({ type: 'image/jpeg' }, false)).toBeNull();
    expect(conversionResultIssue({ type: 'image/png' }, false)?.key).toBe('validation.image.inconvertible');
    expect(conversionResultIssue(null, true)?.key).toBe('validation.image.default');
    expect(onImageLoadFailure('image/heic')).toBe('convert');
    expect(onImageLoadFailure('image/png')).toBe('error');
    expect(imageTypeOf({ type: 'IMAGE/PNG' })).toBe('image/png');
  });

  it('cropper zoom and rotation', () => {
    expect(zoomed(1, 'in')).toBe(2);
    expect(zoomed(1, 'out')).toBe(0.5);
    expect(rotated(0, 'left')).toBe(315);
    expect(rotated(315, 'right')).toBe(0);
  });
});
