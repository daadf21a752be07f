import { type Message, msg } from '../shared/messages.js';

// spec §2.16, §4 Image cropper, §5 Images, §7.2 Image conversion, §8 Images and files, §9 Images and cropping.

/** spec §5 / §9: maximum photo size, in bytes (10 MB as the message says it). */
export const IMAGE_MAX_BYTES = 10_000_000;
/** spec §5: accepted directly by the browser. */
export const IMAGE_DIRECT_TYPES = [
  'image/bmp',
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/svg+xml',
  'image/webp',
] as const;
/** spec §5: accepted after server conversion (to JPEG, spec §7.2). */
export const IMAGE_CONVERTIBLE_TYPES = ['image/heic', 'image/heif', 'image/tiff', 'image/tif'] as const;
/**
 * What the photo routes take, by the file's bytes (PUT /api/pets/:petId/photo, POST /api/image-conversions;
 * decision 0210): exactly the types the server's sniffer recognises and its codec decodes, each with the
 * name IMAGE_INVALID_TYPE's message gives it, in the message's order (spec §8 Images and files). One
 * list: the routes check it, the en-US message is made from it, a test holds every locale's text to it.
 * Not GIF (spec §5 Images lists none; rabies proofs take it) and not SVG (a script, never decoded here:
 * the browser crops it and sends a PNG).
 */
export const PHOTO_UPLOAD_TYPES = [
  { type: 'image/jpeg', label: 'JPG' },
  { type: 'image/bmp', label: 'BMP' },
  { type: 'image/png', label: 'PNG' },
  { type: 'image/tiff', label: 'TIF' },
  { type: 'image/heic', label: 'HEIC' },
  { type: 'image/webp', label: 'WEBP' },
] as const;

export type PhotoUploadType = (typeof PHOTO_UPLOAD_TYPES)[number]['type'];

export function isPhotoUploadType(type: string | null | undefined): type is PhotoUploadType {
  return PHOTO_UPLOAD_TYPES.some((entry) => entry.type === type);
}

/** The photo types' names as a list that ends with `or` ("JPG, BMP, PNG, TIF, HEIC or WEBP"). */
export function photoUploadTypeList(or: string): string {
  const labels = PHOTO_UPLOAD_TYPES.map((entry) => entry.label);
  return `${labels.slice(0, -1).join(', ')} ${or} ${labels.at(-1)}`;
}

/** spec §5: the avatar uploader's default accept attribute. */
export const AVATAR_ACCEPT = 'image/*,.heic';
/** spec §7.2: the only type a conversion may return. */
export const CONVERTED_IMAGE_TYPE = 'image/jpeg';

/** spec §9: cropper settings. */
export const CROPPER = {
  canvasWidth: 400,
  canvasHeight: 400,
  aspectRatio: 1,
  zoomInFactor: 2,
  zoomOutFactor: 0.5,
  rotationStepDegrees: 45,
  outputType: 'image/png',
} as const;

export type ImageHandling = 'direct' | 'convert' | 'invalid';

/** Browsers leave `type` empty for HEIC/HEIF on most systems: fall back to the file extension. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  bmp: 'image/bmp',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  tiff: 'image/tiff',
  tif: 'image/tif',
};

export function imageTypeOf(file: { type?: string | null; name?: string | null }): string {
  const declared = file.type?.trim().toLowerCase();
  if (declared) return declared;
  const extension = file.name?.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

export function imageHandling(type: string): ImageHandling {
  if ((IMAGE_DIRECT_TYPES as readonly string[]).includes(type)) return 'direct';
  if ((IMAGE_CONVERTIBLE_TYPES as readonly string[]).includes(type)) return 'convert';
  return 'invalid';
}

/** spec §5: larger than 10,000,000 bytes gives tooLarge; any other type gives invalidType. */
export function imageFileIssue(file: { type?: string | null; name?: string | null; size: number }): Message | null {
  if (file.size > IMAGE_MAX_BYTES) return msg('validation.image.tooLarge');
  if (imageHandling(imageTypeOf(file)) === 'invalid') return msg('validation.image.invalidType');
  return null;
}

/** spec §7.2: a conversion answer that is not a JPEG means the image is inconvertible. */
export function conversionResultIssue(result: { type?: string | null } | null, requestFailed: boolean): Message | null {
  if (requestFailed || !result) return msg('validation.image.default');
  return result.type === CONVERTED_IMAGE_TYPE ? null : msg('validation.image.inconvertible');
}

/** spec §4 Image cropper: a load failure goes to the server when the type needs conversion, else it is an error. */
export function onImageLoadFailure(type: string): 'convert' | 'error' {
  return imageHandling(type) === 'convert' ? 'convert' : 'error';
}

/** spec §9: zooming multiplies by 2 or 0.5; rotation steps 45 degrees, kept within 0–359. */
export function zoomed(zoom: number, direction: 'in' | 'out'): number {
  return zoom * (direction === 'in' ? CROPPER.zoomInFactor : CROPPER.zoomOutFactor);
}

export function rotated(degrees: number, direction: 'left' | 'right'): number {
  const next = degrees + (direction === 'right' ? CROPPER.rotationStepDegrees : -CROPPER.rotationStepDegrees);
  return ((next % 360) + 360) % 360;
}
