// Decision 0117: a passkey proves a change of the factors in place of a code (new recovery codes, turning
// two-step log-in off, removing a passkey, adding another), over a challenge of its own purpose, single use,
// counted like a code; and the log-in's answer names the factors its second step may ask for. The browser and
// its authenticator are played by passkey.fixtures.ts.
import { randomBytes } from 'node:crypto';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { installQueue } from '../../shared/jobs.js';
import { createTestAdmin, createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import { GraphQLTestClient, logInClient, TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.js';
import { secondFactorThrottleKey } from '../auth/login-backoff.js';
import { type SoftwareAuthenticator, softwareAuthenticator } from './passkey.fixtures.js';
import { fieldErrors } from './second-factor.fixtures.js';
import { templatesSentTo as templatesOf } from '../../test/test-outbox.js';

const STATUS = '{ mySecondFactors { totpConfirmedAt recoveryCodesLeft passkeys { id } } }';
const BEGIN_REGISTRATION =
  'mutation ($password: String!, $code: String, $passkey: String) { beginPasskeyRegistration(password: $password, code: $code, passkey: $passkey) }';
const FINISH_REGISTRATION =
  'mutation ($response: String!, $nickname: String!) { finishPasskeyRegistration(response: $response, nickname: $nickname) { passkey { id } recoveryCodes } }';
const BEGIN_PROOF = 'mutation { beginPasskeyProof }';
const REGENERATE =
  'mutation ($password: String!, $code: String, $passkey: String) { regenerateRecoveryCodes(password: $password, code: $code, passkey: $passkey) { recoveryCodes } }';
const TURN_OFF =
  'mutation ($password: String!, $code: String, $passkey: String) { removeSecondFactor(password: $password, code: $code, passkey: $passkey) { totpConfirmedAt recoveryCodesLeft passkeys { id } } }';
const REMOVE_PASSKEY =
  'mutation ($id: String!, $password: String!, $passkey: String) { removePasskey(id: $id, password: $password, passkey: $passkey) { recoveryCodesLeft passkeys { id } } }';
const LOG_IN_FACTORS =
  'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { secondFactorRequired secondFactors } }';
const BEGIN_LOG_IN = 'mutation { beginPasskeyLogIn }';
const LOG_IN_WITH_PASSKEY = 'mutation ($response: String!) { logInWithPasskey(response: $response) { email } }';

type Status = { totpConfirmedAt: string | null; recoveryCodesLeft: number; passkeys: Array<{ id: string }> };

describe('a passkey as the proof of a change', () => {
  const clock = new Date(Date.UTC(2026, 11, 3, 12, 0, 15));
  const testApp = useTestApp({
    env: { SECOND_FACTOR_KEY: randomBytes(32).toString('base64'), TRUST_PROXY: 'true', PUBLIC_URL: TEST_PUBLIC_URL },
    services: { now: () => clock },
  });
  let accounts = 0;

  beforeAll(async () => {
    await installQueue(testApp.database.pool);
  });

  const client = () => new GraphQLTestClient(testApp.url, { 'x-forwarded-for': `198.51.100.${++accounts}` });

  /** A logged-in owner with one passkey (their first factor: ten recovery codes). */
  async function ownerWithPasskey() {
    const email = `passkey.proof.${accounts + 1}@example.com`;
    const accountId = await createTestOwner(testApp.services, email);
    const browser = await logInClient(testApp.url, email, TEST_PASSWORD, client());
    const authenticator = softwareAuthenticator({ origin: TEST_PUBLIC_URL });
    const begun = await browser.request<{ beginPasskeyRegistration: string }>(BEGIN_REGISTRATION, {
      password: TEST_PASSWORD,
    });
    const options = JSON.parse(
      begun.body.data?.beginPasskeyRegistration ?? '',
    ) as PublicKeyCredentialCreationOptionsJSON;
    const finished = await browser.request<{
      finishPasskeyRegistration: { passkey: { id: string }; recoveryCodes: string[] };
    }>(FINISH_REGISTRATION, { response: JSON.stringify(authenticator.register(options)), nickname: 'Laptop' });
    expect(finished.body.errors).toBeUndefined();
    const added = finished.body.data?.finishPasskeyRegistration;
    return {
      email,
      accountId,
      browser,
      authenticator,
      passkeyId: added?.passkey.id ?? '',
      recoveryCodes: added?.recoveryCodes ?? [],
    };
  }

  /** The proof's options, as beginPasskeyProof answers them. */
  async function proofOptions(browser: GraphQLTestClient) {
    const begun = await browser.request<{ beginPasskeyProof: string | null }>(BEGIN_PROOF);
    expect(begun.body.errors).toBeUndefined();
    const json = begun.body.data?.beginPasskeyProof;
    return json ? (JSON.parse(json) as PublicKeyCredentialRequestOptionsJSON) : null;
  }

  /** A fresh proof signed by `authenticator`: the change's `passkey` argument. */
  async function signedProof(browser: GraphQLTestClient, authenticator: SoftwareAuthenticator) {
    const options = await proofOptions(browser);
    if (!options) throw new Error('no passkey to prove with');
    return JSON.stringify(authenticator.assert(options));
  }

  const status = async (browser: GraphQLTestClient) =>
    (await browser.request<{ mySecondFactors: Status }>(STATUS)).body.data?.mySecondFactors as Status;

  const failuresOf = async (accountId: number) =>
    (
      await testApp.database.pool.query<{ failures: number }>('select failures from login_throttles where key = $1', [
        secondFactorThrottleKey(accountId),
      ])
    ).rows[0]?.failures ?? 0;

  const templatesSentTo = (email: string) => templatesOf(testApp.database.pool, email);

  it('makes new recovery codes for a passkey-only account with the password and a passkey, once per challenge', async () => {
    const { browser, authenticator, accountId, recoveryCodes } = await ownerWithPasskey();
    const options = await proofOptions(browser);
    expect(options?.allowCredentials?.map((credential) => credential.id)).toEqual([authenticator.credentialId]);
    const passkey = JSON.stringify(authenticator.assert(options as PublicKeyCredentialRequestOptionsJSON));
    const made = await browser.request<{ regenerateRecoveryCodes: { recoveryCodes: string[] } }>(REGENERATE, {
      password: TEST_PASSWORD,
      passkey,
    });
    expect(made.body.errors).toBeUndefined();
    const fresh = made.body.data?.regenerateRecoveryCodes.recoveryCodes ?? [];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    // the same answer again: its challenge is spent; refused about the whole form and counted
    const again = await browser.request(REGENERATE, { password: TEST_PASSWORD, passkey });
    expect(fieldErrors(again)).toEqual({ '': 'validation.passkey.expired' });
    expect(await failuresOf(accountId)).toBe(1);
    // a right proof forgets the count, as a right code does
    await browser.request(REGENERATE, { password: TEST_PASSWORD, passkey: await signedProof(browser, authenticator) });
    expect(await failuresOf(accountId)).toBe(0);
  });

  it('refuses another authenticator’s answer, garbage and a wrong password, and counts only the assertions', async () => {
    const { browser, accountId } = await ownerWithPasskey();
    const impostor = softwareAuthenticator({ origin: TEST_PUBLIC_URL });
    const forged = await browser.request(REGENERATE, {
      password: TEST_PASSWORD,
      passkey: await signedProof(browser, impostor),
    });
    expect(fieldErrors(forged)).toEqual({ '': 'validation.passkey.refused' });
    const garbage = await browser.request(REGENERATE, { password: TEST_PASSWORD, passkey: 'not json' });
    expect(fieldErrors(garbage)).toEqual({ '': 'validation.passkey.refused' });
    expect(await failuresOf(accountId)).toBe(2);
    // the password is checked first: a wrong one says nothing of the passkey and takes no passkey try
    const wrongPassword = await browser.request(REGENERATE, { password: 'not-my-password-1', passkey: 'not json' });
    expect(fieldErrors(wrongPassword)).toEqual({ password: 'validation.password.incorrect' });
    expect(await failuresOf(accountId)).toBe(2);
    // neither a code nor a passkey: the code is asked for
    const nothing = await browser.request(REGENERATE, { password: TEST_PASSWORD });
    expect(fieldErrors(nothing)).toEqual({ code: 'validation.required' });
  });

  it('keeps the proof’s challenge apart from log-in’s: neither answers the other', async () => {
    const { email, browser, authenticator } = await ownerWithPasskey();
    // a log-in in another browser, past its password
    const other = client();
    await other.request(LOG_IN_FACTORS, { email, password: TEST_PASSWORD });
    const logInJson = (await other.request<{ beginPasskeyLogIn: string }>(BEGIN_LOG_IN)).body.data?.beginPasskeyLogIn;
    const logInOptions = JSON.parse(logInJson ?? '') as PublicKeyCredentialRequestOptionsJSON;
    // the proof's answer at log-in, and the log-in's answer at a change: each finds no challenge of its purpose
    const proofAtLogIn = await other.request(LOG_IN_WITH_PASSKEY, {
      response: await signedProof(browser, authenticator),
    });
    expect(fieldErrors(proofAtLogIn)).toEqual({ '': 'validation.passkey.expired' });
    const logInAtChange = await browser.request(REGENERATE, {
      password: TEST_PASSWORD,
      passkey: JSON.stringify(authenticator.assert(logInOptions)),
    });
    expect(fieldErrors(logInAtChange)).toEqual({ '': 'validation.passkey.expired' });
  });

  it('turns two-step log-in off with a passkey: the passkeys and recovery codes go, and the e-mail says so', async () => {
    const { email, browser, authenticator } = await ownerWithPasskey();
    const off = await browser.request<{ removeSecondFactor: Status }>(TURN_OFF, {
      password: TEST_PASSWORD,
      passkey: await signedProof(browser, authenticator),
    });
    expect(off.body.errors).toBeUndefined();
    expect(off.body.data?.removeSecondFactor).toEqual({ totpConfirmedAt: null, recoveryCodesLeft: 0, passkeys: [] });
    expect(await templatesSentTo(email)).toContain('second-factor-off');
    const logIn = await client().request<{ logIn: { secondFactorRequired: boolean; secondFactors: string[] } }>(
      LOG_IN_FACTORS,
      { email, password: TEST_PASSWORD },
    );
    expect(logIn.body.data?.logIn).toEqual({ secondFactorRequired: false, secondFactors: [] });
    // nothing left to turn off, and no passkey to prove with
    expect(fieldErrors(await browser.request(TURN_OFF, { password: TEST_PASSWORD, code: 'ABCD-EFGH-JK' }))).toEqual({
      '': 'validation.secondFactor.notOn',
    });
    expect(await proofOptions(browser)).toBeNull();
  });

  it('removes a passkey with the proof of that passkey, and adds another with a passkey’s proof', async () => {
    const { browser, authenticator, passkeyId } = await ownerWithPasskey();
    // a second passkey, proven by the first one: two ceremonies, two purposes
    const second = softwareAuthenticator({ origin: TEST_PUBLIC_URL });
    const begun = await browser.request<{ beginPasskeyRegistration: string }>(BEGIN_REGISTRATION, {
      password: TEST_PASSWORD,
      passkey: await signedProof(browser, authenticator),
    });
    expect(begun.body.errors).toBeUndefined();
    const options = JSON.parse(
      begun.body.data?.beginPasskeyRegistration ?? '',
    ) as PublicKeyCredentialCreationOptionsJSON;
    const finished = await browser.request(FINISH_REGISTRATION, {
      response: JSON.stringify(second.register(options)),
      nickname: 'Phone',
    });
    expect(finished.body.errors).toBeUndefined();
    expect((await status(browser)).passkeys).toHaveLength(2);

    const removed = await browser.request<{ removePasskey: { recoveryCodesLeft: number; passkeys: unknown[] } }>(
      REMOVE_PASSKEY,
      { id: passkeyId, password: TEST_PASSWORD, passkey: await signedProof(browser, authenticator) },
    );
    expect(removed.body.errors).toBeUndefined();
    expect(removed.body.data?.removePasskey).toMatchObject({ recoveryCodesLeft: 10, passkeys: [{}] });
  });

  it('tells the log-in which factors its second step may ask for, and offers no proof passkey to an app', async () => {
    const { email } = await ownerWithPasskey();
    const passkeyOnly = await client().request<{ logIn: { secondFactors: string[] } }>(LOG_IN_FACTORS, {
      email,
      password: TEST_PASSWORD,
    });
    expect(passkeyOnly.body.data?.logIn.secondFactors).toEqual(['PASSKEY']);
    // nothing is told before the password is right
    const wrong = await client().request<{ logIn: unknown }>(LOG_IN_FACTORS, { email, password: 'not-my-password-1' });
    expect(wrong.body.data?.logIn ?? null).toBeNull();

    const admin = `passkey.proof.admin.${++accounts}@example.com`;
    const [city] = await testApp.services.jurisdictions.all();
    await createTestAdmin(testApp.services, admin, TEST_PASSWORD, [city?.slug ?? '']);
    const appOnly = await client().request<{ logIn: { secondFactors: string[] } }>(LOG_IN_FACTORS, {
      email: admin,
      password: TEST_PASSWORD,
    });
    expect(appOnly.body.data?.logIn.secondFactors).toEqual(['APP']);
    const adminBrowser = await logInClient(testApp.url, admin, TEST_PASSWORD, client());
    expect(await proofOptions(adminBrowser)).toBeNull();
  });
});
