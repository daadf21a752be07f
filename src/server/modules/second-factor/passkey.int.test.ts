// Issue 41 (3), decision 0112: passkeys, checked by @simplewebauthn/server against a software authenticator
// (passkey.fixtures.ts) that answers as a browser would, or lies where a test says so.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PASSKEY_CHALLENGE_MINUTES } from '../../../domain/account/passkey.rules.js';
import { createTestOwner } from '../../test/test-accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { type SoftwareAuthenticator, softwareAuthenticator } from './passkey.fixtures.js';
import {
  beginPasskeyAuthentication,
  beginPasskeyRegistration,
  finishPasskeyAuthentication,
  finishPasskeyRegistration,
  passkeysOf,
  relyingPartyOf,
  removePasskey,
  removePasskeys,
} from './passkey.functions.js';
import { hasSecondFactor, regenerateRecoveryCodes, secondFactorKey } from './second-factor.functions.js';

const ORIGIN = 'https://pets.example.org';
const { rpId, origin } = relyingPartyOf(`${ORIGIN}/en_US/profile`);
const T0 = new Date(Date.UTC(2026, 11, 3, 12, 0, 0));
const later = (minutes: number, from = T0) => new Date(from.getTime() + minutes * 60_000);

describe('passkeys', () => {
  const testApp = useTestApp({ env: { SECOND_FACTOR_KEY: randomBytes(32).toString('base64') } });
  const db = () => testApp.services.db;
  let owners = 0;

  async function owner() {
    const email = `passkey.${++owners}@example.com`;
    return { accountId: await createTestOwner(testApp.services, email), email };
  }

  /** A new owner with one passkey of `authenticator` (a fresh one unless given). */
  async function withPasskey(authenticator: SoftwareAuthenticator = softwareAuthenticator({ origin: ORIGIN })) {
    const { accountId, email } = await owner();
    const options = await beginPasskeyRegistration(db(), { accountId, email, displayName: email, rpId, now: T0 });
    const registered = await finishPasskeyRegistration(db(), {
      accountId,
      response: authenticator.register(options),
      origin,
      rpId,
      nickname: 'Work laptop',
      now: T0,
    });
    if (!registered.ok) throw new Error(registered.refusal);
    return { accountId, authenticator };
  }

  it('reads the relying party from PUBLIC_URL: its host is the RP ID, its origin the origin', () => {
    expect(relyingPartyOf('https://pets.example.org/en_US/')).toEqual({
      rpId: 'pets.example.org',
      origin: 'https://pets.example.org',
    });
    expect(relyingPartyOf('http://localhost:4301')).toEqual({ rpId: 'localhost', origin: 'http://localhost:4301' });
  });

  it('registers a passkey: options for the browser, then the credential kept under its name', async () => {
    const { accountId, email } = await owner();
    const options = await beginPasskeyRegistration(db(), {
      accountId,
      email,
      displayName: 'Dana Smith',
      rpId,
      now: T0,
    });
    expect(options).toMatchObject({
      rp: { id: 'pets.example.org', name: 'Pawport' },
      user: { name: email, displayName: 'Dana Smith' },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    expect(options.challenge).toMatch(/^[\w-]{43}$/);
    expect(options.pubKeyCredParams.map(({ alg }) => alg)).toContain(-7);
    expect(await hasSecondFactor(db(), accountId)).toBe(false);

    const authenticator = softwareAuthenticator({ origin: ORIGIN });
    const registered = await finishPasskeyRegistration(db(), {
      accountId,
      response: authenticator.register(options),
      origin,
      rpId,
      nickname: '  Work   laptop ',
      now: T0,
    });
    expect(registered).toEqual({
      ok: true,
      passkey: {
        credentialId: authenticator.credentialId,
        nickname: 'Work laptop',
        deviceType: 'singleDevice',
        backedUp: false,
        transports: ['internal', 'hybrid'],
        createdAt: T0,
        lastUsedAt: null,
      },
    });
    expect(await passkeysOf(db(), accountId)).toEqual([registered.ok && registered.passkey]);
    expect(await hasSecondFactor(db(), accountId)).toBe(true);
    // recovery codes belong to any second factor: a passkey alone is enough to have them
    expect(
      await regenerateRecoveryCodes(db(), secondFactorKey(testApp.services.config), { accountId, now: T0 }),
    ).toHaveLength(10);

    // the next registration excludes it, so the same authenticator says so instead of making a second
    const next = await beginPasskeyRegistration(db(), { accountId, email, displayName: email, rpId, now: T0 });
    expect(next.excludeCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
  });

  it('refuses a registration for another origin or RP ID, and its challenge is gone after', async () => {
    const { accountId, email } = await owner();
    const authenticator = softwareAuthenticator({ origin: ORIGIN });
    const finish = (response: ReturnType<SoftwareAuthenticator['register']>) =>
      finishPasskeyRegistration(db(), { accountId, response, origin, rpId, nickname: 'Phone', now: T0 });

    let options = await beginPasskeyRegistration(db(), { accountId, email, displayName: email, rpId, now: T0 });
    expect(await finish(authenticator.register(options, { origin: 'https://pets.example.org.evil.test' }))).toEqual({
      ok: false,
      refusal: 'refused',
    });
    // the same ceremony cannot be finished with a good answer after a bad one
    expect(await finish(authenticator.register(options))).toEqual({ ok: false, refusal: 'expired' });

    options = await beginPasskeyRegistration(db(), { accountId, email, displayName: email, rpId, now: T0 });
    expect(await finish(authenticator.register(options, { rpId: 'evil.test' }))).toEqual({
      ok: false,
      refusal: 'refused',
    });
    expect(await passkeysOf(db(), accountId)).toEqual([]);
  });

  it('uses a challenge once: the same answer sent again is refused, and a new ceremony replaces the last', async () => {
    const { accountId, email } = await owner();
    const authenticator = softwareAuthenticator({ origin: ORIGIN });
    const finish = (response: ReturnType<SoftwareAuthenticator['register']>) =>
      finishPasskeyRegistration(db(), { accountId, response, origin, rpId, nickname: 'Phone', now: T0 });

    const first = await beginPasskeyRegistration(db(), { accountId, email, displayName: email, rpId, now: T0 });
    const second = await beginPasskeyRegistration(db(), { accountId, email, displayName: email, rpId, now: T0 });
    expect(second.challenge).not.toBe(first.challenge);
    expect(await finish(authenticator.register(first))).toEqual({ ok: false, refusal: 'expired' });
    const answer = authenticator.register(second);
    expect((await finish(answer)).ok).toBe(true);
    expect(await finish(answer)).toEqual({ ok: false, refusal: 'expired' });
    expect(await passkeysOf(db(), accountId)).toHaveLength(1);
  });

  it('refuses a challenge older than PASSKEY_CHALLENGE_MINUTES, at registration and at authentication', async () => {
    const { accountId, email } = await owner();
    const authenticator = softwareAuthenticator({ origin: ORIGIN });
    const options = await beginPasskeyRegistration(db(), { accountId, email, displayName: email, rpId, now: T0 });
    const expired = await finishPasskeyRegistration(db(), {
      accountId,
      response: authenticator.register(options),
      origin,
      rpId,
      nickname: 'Phone',
      now: later(PASSKEY_CHALLENGE_MINUTES, T0),
    });
    expect(expired).toEqual({ ok: false, refusal: 'expired' });

    const { accountId: other, authenticator: key } = await withPasskey();
    const request = await beginPasskeyAuthentication(db(), { accountId: other, rpId, now: T0 });
    if (!request) throw new Error('no options');
    expect(
      await finishPasskeyAuthentication(db(), {
        accountId: other,
        response: key.assert(request),
        origin,
        rpId,
        now: later(PASSKEY_CHALLENGE_MINUTES + 1),
      }),
    ).toEqual({ ok: false, refusal: 'expired' });
  });

  it('refuses a blank or overlong name before the ceremony is spent', async () => {
    const { accountId, email } = await owner();
    const authenticator = softwareAuthenticator({ origin: ORIGIN });
    const options = await beginPasskeyRegistration(db(), { accountId, email, displayName: email, rpId, now: T0 });
    const response = authenticator.register(options);
    for (const nickname of ['  ', 'x'.repeat(51)])
      expect(await finishPasskeyRegistration(db(), { accountId, response, origin, rpId, nickname, now: T0 })).toEqual({
        ok: false,
        refusal: 'nicknameInvalid',
      });
    expect(
      (await finishPasskeyRegistration(db(), { accountId, response, origin, rpId, nickname: 'x'.repeat(50), now: T0 }))
        .ok,
    ).toBe(true);
  });

  it('refuses a passkey that another account registered first', async () => {
    const authenticator = softwareAuthenticator({ origin: ORIGIN });
    await withPasskey(authenticator);
    const { accountId, email } = await owner();
    const options = await beginPasskeyRegistration(db(), { accountId, email, displayName: email, rpId, now: T0 });
    expect(
      await finishPasskeyRegistration(db(), {
        accountId,
        response: authenticator.register(options),
        origin,
        rpId,
        nickname: 'Shared key',
        now: T0,
      }),
    ).toEqual({ ok: false, refusal: 'alreadyRegistered' });
  });

  it('checks an assertion: the account’s passkey, its signature, and a counter that moves on', async () => {
    const { accountId, authenticator } = await withPasskey();
    const options = await beginPasskeyAuthentication(db(), { accountId, rpId, now: T0 });
    expect(options).toMatchObject({
      rpId: 'pets.example.org',
      userVerification: 'preferred',
      allowCredentials: [{ id: authenticator.credentialId, type: 'public-key', transports: ['internal', 'hybrid'] }],
    });
    if (!options) throw new Error('no options');
    const answer = authenticator.assert(options);
    expect(
      await finishPasskeyAuthentication(db(), { accountId, response: answer, origin, rpId, now: later(1) }),
    ).toEqual({
      ok: true,
      credentialId: authenticator.credentialId,
    });
    expect((await passkeysOf(db(), accountId))[0]?.lastUsedAt).toEqual(later(1));

    // the same assertion again: its challenge is spent
    expect(
      await finishPasskeyAuthentication(db(), { accountId, response: answer, origin, rpId, now: later(1) }),
    ).toEqual({
      ok: false,
      refusal: 'expired',
    });
    // a fresh challenge signed with a counter that did not move (a cloned authenticator): replayed
    const again = await beginPasskeyAuthentication(db(), { accountId, rpId, now: later(2) });
    if (!again) throw new Error('no options');
    expect(
      await finishPasskeyAuthentication(db(), {
        accountId,
        response: authenticator.assert(again, { counter: 1 }),
        origin,
        rpId,
        now: later(2),
      }),
    ).toEqual({ ok: false, refusal: 'replayed' });
    // the real authenticator's next assertion still passes
    const third = await beginPasskeyAuthentication(db(), { accountId, rpId, now: later(3) });
    if (!third) throw new Error('no options');
    expect(
      (
        await finishPasskeyAuthentication(db(), {
          accountId,
          response: authenticator.assert(third),
          origin,
          rpId,
          now: later(3),
        })
      ).ok,
    ).toBe(true);
  });

  it('lets an authenticator that never counts (always 0) sign in each time, with a fresh challenge', async () => {
    const { accountId, authenticator } = await withPasskey(softwareAuthenticator({ origin: ORIGIN, startCounter: 0 }));
    for (const minute of [1, 2]) {
      const options = await beginPasskeyAuthentication(db(), { accountId, rpId, now: later(minute) });
      if (!options) throw new Error('no options');
      expect(
        (
          await finishPasskeyAuthentication(db(), {
            accountId,
            response: authenticator.assert(options),
            origin,
            rpId,
            now: later(minute),
          })
        ).ok,
      ).toBe(true);
    }
  });

  it('refuses an assertion for another origin, a bad signature, or another account’s passkey', async () => {
    const { accountId, authenticator } = await withPasskey();
    const { accountId: otherAccount, authenticator: otherKey } = await withPasskey();
    const attempt = async (
      response: (
        options: NonNullable<Awaited<ReturnType<typeof beginPasskeyAuthentication>>>,
      ) => ReturnType<SoftwareAuthenticator['assert']>,
    ) => {
      const options = await beginPasskeyAuthentication(db(), { accountId, rpId, now: T0 });
      if (!options) throw new Error('no options');
      return finishPasskeyAuthentication(db(), { accountId, response: response(options), origin, rpId, now: T0 });
    };

    expect(await attempt((options) => authenticator.assert(options, { origin: 'https://evil.test' }))).toEqual({
      ok: false,
      refusal: 'refused',
    });
    expect(
      await attempt((options) => {
        const answer = authenticator.assert(options);
        const signature = Buffer.from(answer.response.signature, 'base64url');
        signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 1;
        return { ...answer, response: { ...answer.response, signature: signature.toString('base64url') } };
      }),
    ).toEqual({ ok: false, refusal: 'refused' });
    // another account's passkey, signing this account's challenge: not this account's
    expect(await attempt((options) => otherKey.assert(options))).toEqual({ ok: false, refusal: 'refused' });
    // nor does this account's challenge serve the other account
    const options = await beginPasskeyAuthentication(db(), { accountId, rpId, now: T0 });
    if (!options) throw new Error('no options');
    expect(
      await finishPasskeyAuthentication(db(), {
        accountId: otherAccount,
        response: otherKey.assert(options),
        origin,
        rpId,
        now: T0,
      }),
    ).toEqual({ ok: false, refusal: 'expired' });
    // garbage is refused, never thrown
    const garbage = await beginPasskeyAuthentication(db(), { accountId, rpId, now: T0 });
    expect(garbage).not.toBeNull();
    expect(
      await finishPasskeyAuthentication(db(), {
        accountId,
        response: { id: 42, response: { clientDataJSON: 'not base64 !' } } as never,
        origin,
        rpId,
        now: T0,
      }),
    ).toEqual({ ok: false, refusal: 'expired' });
  });

  it('of two copies of one assertion sent at once, at most one passes', async () => {
    const { accountId, authenticator } = await withPasskey();
    const options = await beginPasskeyAuthentication(db(), { accountId, rpId, now: T0 });
    if (!options) throw new Error('no options');
    const answer = authenticator.assert(options);
    const results = await Promise.all(
      [1, 2, 3].map(() => finishPasskeyAuthentication(db(), { accountId, response: answer, origin, rpId, now: T0 })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it('has no authentication options for an account without a passkey, and removes one passkey or all', async () => {
    const { accountId: without } = await owner();
    expect(await beginPasskeyAuthentication(db(), { accountId: without, rpId, now: T0 })).toBeNull();

    const { accountId, authenticator } = await withPasskey();
    const { accountId: other, authenticator: otherKey } = await withPasskey();
    expect(await removePasskey(db(), { accountId, credentialId: otherKey.credentialId })).toBe(false);
    expect(await removePasskey(db(), { accountId, credentialId: authenticator.credentialId })).toBe(true);
    expect(await passkeysOf(db(), accountId)).toEqual([]);
    expect(await hasSecondFactor(db(), accountId)).toBe(false);
    expect(await beginPasskeyAuthentication(db(), { accountId, rpId, now: T0 })).toBeNull();

    await removePasskeys(db(), other);
    expect(await hasSecondFactor(db(), other)).toBe(false);
  });
});
