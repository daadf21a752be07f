// Password-reset tokens: 256 bits, base64url (43 characters); only the SHA-256 is stored, so a database
// leak gives no working link.
import { createHash } from 'node:crypto';

export const RESET_TOKEN_BYTES = 32;
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
