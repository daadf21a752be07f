// A software authenticator for the tests (decision 0112): a P-256 key of node:crypto answering WebAuthn's
// create() and get() as a browser and an authenticator together would, byte for byte (authenticatorData,
// clientDataJSON, a 'none' attestation in CBOR), so that @simplewebauthn/server checks real answers. It can
// be told to lie (another origin, a counter that stands still) to see each refusal.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

type Cbor = Parameters<typeof isoCBOR.encode>[0];

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;
/** COSE (RFC 9053): key type EC2, algorithm ES256, curve P-256 */
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, EC2: 2, ES256: -7, P256: 1 } as const;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export type SoftwareAuthenticator = {
  credentialId: string;
  /** the counter the next assertion signs (it goes up by one each time unless told otherwise) */
  counter: number;
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    lie?: { origin?: string; rpId?: string },
  ): RegistrationResponseJSON;
  assert(
    options: PublicKeyCredentialRequestOptionsJSON,
    lie?: { origin?: string; counter?: number; challenge?: string },
  ): AuthenticationResponseJSON;
};

/**
 * An authenticator holding one P-256 credential for `origin`'s RP ID. `startCounter` 0 makes it one of the
 * authenticators that never count (synced passkeys); otherwise each assertion signs the next number.
 */
export function softwareAuthenticator({ origin, startCounter = 1 }: { origin: string; startCounter?: number }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(16);
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = isoCBOR.encode(
    new Map<number, Cbor>([
      [COSE.kty, COSE.EC2],
      [COSE.alg, COSE.ES256],
      [COSE.crv, COSE.P256],
      [COSE.x, Buffer.from(jwk.x ?? '', 'base64url')],
      [COSE.y, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  const rpIdOf = (fallback: string | undefined) => fallback ?? new URL(origin).hostname;
  /** The PublicKeyCredential as @simplewebauthn/browser sends it, around an authenticator's response. */
  const credential = <Response>(response: Response) => ({
    id: authenticator.credentialId,
    rawId: authenticator.credentialId,
    type: 'public-key' as const,
    clientExtensionResults: {},
    response,
  });

  const authenticator: SoftwareAuthenticator = {
    credentialId: b64url(rawId),
    counter: startCounter,
    register(options, lie = {}) {
      const clientDataJSON = clientData('webauthn.create', options.challenge, lie.origin ?? origin);
      const credentialIdLength = Buffer.alloc(2);
      credentialIdLength.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        sha256(lie.rpId ?? rpIdOf(options.rp.id)),
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL]),
        uint32(0),
        Buffer.alloc(16), // AAGUID: all zeros, as a 'none' attestation may send
        credentialIdLength,
        rawId,
        coseKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, Cbor>()],
          ['authData', authData],
        ]),
      );
      return credential({
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      });
    },
    assert(options, lie = {}) {
      const counter = lie.counter ?? authenticator.counter;
      if (lie.counter === undefined && authenticator.counter > 0) authenticator.counter += 1;
      const clientDataJSON = clientData('webauthn.get', lie.challenge ?? options.challenge, lie.origin ?? origin);
      const authData = Buffer.concat([
        sha256(rpIdOf(options.rpId)),
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
        uint32(counter),
      ]);
      const signature = signAssertion(privateKey, authData, clientDataJSON);
      return credential({
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      });
    },
  };
  return authenticator;
}

/** WebAuthn's assertion signature: ECDSA-SHA256 (DER) over authenticatorData ‖ SHA-256(clientDataJSON). */
function signAssertion(privateKey: KeyObject, authData: Buffer, clientDataJSON: Buffer): Buffer {
  return sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
}
