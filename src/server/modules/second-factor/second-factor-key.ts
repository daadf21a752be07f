// The one key of second factors (decision 0109): SECOND_FACTOR_KEY, from which HKDF derives a key that
// encrypts TOTP secrets (AES-256-GCM) and another that hashes recovery codes (HMAC-SHA-256). A copy of the
// database alone then holds neither a usable secret nor a searchable code.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { type Config, SECOND_FACTOR_KEY_REQUIRED } from '../../env.js';

/** The two keys derived from SECOND_FACTOR_KEY; made by `secondFactorKey`, never from anything else. */
export type SecondFactorKey = { readonly encryption: KeyObject; readonly codeHashing: KeyObject };

/**
 * Outside production without SECOND_FACTOR_KEY: a key everyone can read in this file, so that a dev or demo
 * database stays usable across restarts and app servers. Production refuses to use it (below).
 */
const DEVELOPMENT_KEY = createHash('sha256').update('pawport development SECOND_FACTOR_KEY, never production').digest();

const derived = new Map<string, SecondFactorKey>();

/** The keys of a configuration; throws in production when SECOND_FACTOR_KEY is unset. */
export function secondFactorKey(config: Pick<Config, 'SECOND_FACTOR_KEY' | 'isProduction'>): SecondFactorKey {
  if (!config.SECOND_FACTOR_KEY && config.isProduction) throw new Error(SECOND_FACTOR_KEY_REQUIRED);
  const text = config.SECOND_FACTOR_KEY ?? '';
  const known = derived.get(text);
  if (known) return known;
  const master = text ? Buffer.from(text, 'base64') : DEVELOPMENT_KEY;
  const derive = (info: string) =>
    createSecretKey(Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `pawport ${info} v1`, 32)));
  const key = { encryption: derive('totp secret'), codeHashing: derive('recovery code') };
  derived.set(text, key);
  return key;
}

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The associated data: a ciphertext copied onto another account's row does not decrypt there. */
const boundTo = (accountId: number) => Buffer.from(`totp_factors:${accountId}`);

/** A TOTP secret as stored: `v1.<iv>.<ciphertext>.<tag>`, each base64url; a new random IV every time. */
export function encryptTotpSecret(key: SecondFactorKey, accountId: number, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.encryption, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(boundTo(accountId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [FORMAT, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret of a stored ciphertext; throws when it was not made with this key for this account. */
export function decryptTotpSecret(key: SecondFactorKey, accountId: number, stored: string): string {
  const [format, iv, ciphertext, tag, ...rest] = stored.split('.');
  if (format !== FORMAT || iv === undefined || ciphertext === undefined || tag === undefined || rest.length > 0)
    throw new Error('totp_factors.secret_ciphertext is not a v1 ciphertext');
  const decipher = createDecipheriv('aes-256-gcm', key.encryption, Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(boundTo(accountId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(`the TOTP secret of account ${accountId} does not decrypt: was SECOND_FACTOR_KEY changed?`);
  }
}

/** What `recovery_codes.code_hash` holds for a canonical code of an account: keyed, and bound to the account. */
export function hashRecoveryCode(key: SecondFactorKey, accountId: number, code: string): string {
  return createHmac('sha256', key.codeHashing).update(`${accountId}:${code}`).digest('base64url');
}
