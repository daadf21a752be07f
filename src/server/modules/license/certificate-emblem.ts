// The emblem on a licence certificate (decision 0507): the jurisdiction's logo when its settings name a
// PNG or JPEG among the portal's own web files ("/logos/king-county.png"), read from disk. Any other
// address (another site's, an SVG, a file that is not there) gives no emblem and the certificate draws a
// seal instead: making a PDF never reaches the network, and a setting cannot point it at a server file.
import { open } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { CertificateEmblem } from './certificate-pdf.js';

/** A logo larger than this is not a logo: the certificate draws its seal. */
export const EMBLEM_MAX_BYTES = 1024 * 1024;

function typeOf(head: Uint8Array): CertificateEmblem['type'] | null {
  if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return null;
}

/** The web file a same-origin path names inside `webRoot`, or null (another origin, or outside the root). */
export function webFileOf(webRoot: string, logoUrl: string | null | undefined): string | null {
  if (!logoUrl?.startsWith('/') || logoUrl.startsWith('//') || logoUrl.includes('\\')) return null;
  let path: string;
  try {
    path = decodeURIComponent(logoUrl.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  const root = resolve(webRoot);
  const file = resolve(root, `.${path}`);
  return file.startsWith(`${root}${sep}`) ? file : null;
}

export async function certificateEmblem(
  webRoot: string,
  logoUrl: string | null | undefined,
): Promise<CertificateEmblem | null> {
  const file = webFileOf(webRoot, logoUrl);
  if (!file) return null;
  try {
    const handle = await open(file, 'r');
    try {
      const { size } = await handle.stat();
      if (size > EMBLEM_MAX_BYTES || size < 8) return null;
      const bytes = new Uint8Array(size);
      await handle.read(bytes, 0, size, 0);
      const type = typeOf(bytes);
      return type ? { type, bytes } : null;
    } finally {
      await handle.close();
    }
  } catch {
    // not there, a directory, unreadable: the drawn seal
    return null;
  }
}
