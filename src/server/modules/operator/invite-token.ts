// Invite links (decision 0113): 32 random bytes, base64url (43 characters); only their SHA-256 is stored,
// so a copy of the table gives no working link.
import { createHash, randomBytes } from 'node:crypto';

export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newInviteToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInviteToken(token) };
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
