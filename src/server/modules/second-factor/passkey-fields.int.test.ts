// Issue 41 (3), decision 0116: the GraphQL fields of an account's own passkeys and the log-in's passkey step,
// called as a browser would, the browser and its authenticator played by passkey.fixtures.ts.
import { randomBytes } from 'node:crypto';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOTP_PERIOD_SECONDS } from '../../../domain/account/second-factor.rules.js';
import { installQueue } from '../../shared/jobs.js';
import { createTestAdmin, createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import { fieldErrors } from './second-factor.fixtures.js';
import { codeOf, GraphQLTestClient, LOG_IN, logInClient, TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.js';
import { secondFactorThrottleKey } from '../auth/login-backoff.js';
import { softwareAuthenticator } from './passkey.fixtures.js';
import { removeSecondFactors } from './second-factor.functions.js';
import { templatesSentTo as templatesOf } from '../../test/test-outbox.js';

const STATUS =
  '{ mySecondFactors { totpConfirmedAt recoveryCodesLeft passkeys { id nickname createdAt lastUsedAt } } }';
const BEGIN =
  'mutation ($password: String!, $code: String) { beginPasskeyRegistration(password: $password, code: $code) }';
const FINISH =
  'mutation ($response: String!, $nickname: String!) { finishPasskeyRegistration(response: $response, nickname: $nickname) { passkey { id nickname } recoveryCodes } }';
const REMOVE =
  'mutation ($id: String!, $password: String!, $code: String!) { removePasskey(id: $id, password: $password, code: $code) { recoveryCodesLeft passkeys { id } } }';
const BEGIN_LOG_IN = 'mutation { beginPasskeyLogIn }';
const LOG_IN_WITH_PASSKEY = 'mutation ($response: String!) { logInWithPasskey(response: $response) { email } }';
const ME = '{ me { email } }';

type Status = {
  totpConfirmedAt: string | null;
  recoveryCodesLeft: number;
  passkeys: Array<{ id: string; nickname: string; createdAt: string; lastUsedAt: string | null }>;
};
type Finished = {
  finishPasskeyRegistration: { passkey: { id: string; nickname: string }; recoveryCodes: string[] | null };
};

describe('passkey fields', () => {
  let clock = new Date(Date.UTC(2026, 11, 3, 12, 0, 15));
  const testApp = useTestApp({
    env: { SECOND_FACTOR_KEY: randomBytes(32).toString('base64'), TRUST_PROXY: 'true', PUBLIC_URL: TEST_PUBLIC_URL },
    services: { now: () => clock },
  });
  let accounts = 0;
  const nextStep = () => {
    clock = new Date(clock.getTime() + TOTP_PERIOD_SECONDS * 1000);
  };

  beforeAll(async () => {
    await installQueue(testApp.database.pool);
  });

  const client = () => new GraphQLTestClient(testApp.url, { 'x-forwarded-for': `198.51.100.${++accounts}` });

  async function owner() {
    const email = `passkey.fields.${accounts + 1}@example.com`;
    const accountId = await createTestOwner(testApp.services, email);
    return { email, accountId, client: await logInClient(testApp.url, email, TEST_PASSWORD, client()) };
  }

  const status = async (browser: GraphQLTestClient) =>
    (await browser.request<{ mySecondFactors: Status }>(STATUS)).body.data?.mySecondFactors as Status;

  const templatesSentTo = (email: string) => templatesOf(testApp.database.pool, email);

  /** Adds a passkey for a logged-in browser: the registration's answer, with the authenticator that made it. */
  async function addPasskey(browser: GraphQLTestClient, proof: { code?: string } = {}, nickname = 'Work laptop') {
    const authenticator = softwareAuthenticator({ origin: TEST_PUBLIC_URL });
    const begun = await browser.request<{ beginPasskeyRegistration: string }>(BEGIN, {
      password: TEST_PASSWORD,
      ...proof,
    });
    expect(begun.body.errors).toBeUndefined();
    const options = JSON.parse(
      begun.body.data?.beginPasskeyRegistration ?? '',
    ) as PublicKeyCredentialCreationOptionsJSON;
    expect(options.rp.id).toBe(new URL(TEST_PUBLIC_URL).hostname);
    const finished = await browser.request<Finished>(FINISH, {
      response: JSON.stringify(authenticator.register(options)),
      nickname,
    });
    expect(finished.body.errors).toBeUndefined();
    return {
      authenticator,
      answer: finished.body.data?.finishPasskeyRegistration as Finished['finishPasskeyRegistration'],
    };
  }

  /** A browser past the password of `email`, and the passkey options its second step offers. */
  async function pastPassword(email: string) {
    const browser = client();
    const logIn = await browser.request<{ logIn: { secondFactorRequired: boolean } }>(LOG_IN, {
      email,
      password: TEST_PASSWORD,
    });
    expect(logIn.body.data?.logIn.secondFactorRequired).toBe(true);
    const begun = await browser.request<{ beginPasskeyLogIn: string | null }>(BEGIN_LOG_IN);
    expect(begun.body.errors).toBeUndefined();
    const json = begun.body.data?.beginPasskeyLogIn;
    return { browser, options: json ? (JSON.parse(json) as PublicKeyCredentialRequestOptionsJSON) : null };
  }

  it('adds a first passkey after the password alone: ten recovery codes once, listed, and e-mailed', async () => {
    const { email, client: browser } = await owner();
    const wrong = await browser.request(BEGIN, { password: 'not-my-password-1' });
    expect(fieldErrors(wrong)).toEqual({ password: 'validation.password.incorrect' });
    const { answer } = await addPasskey(browser);
    expect(answer.passkey.nickname).toBe('Work laptop');
    expect(answer.recoveryCodes).toHaveLength(10);
    const listed = await status(browser);
    expect(listed).toMatchObject({ totpConfirmedAt: null, recoveryCodesLeft: 10 });
    expect(listed.passkeys).toEqual([
      { id: answer.passkey.id, nickname: 'Work laptop', createdAt: clock.toISOString(), lastUsedAt: null },
    ]);
    expect(await templatesSentTo(email)).toContain('passkey-added');

    // a second one needs a code of a factor (a recovery code here), and brings no new codes
    const noCode = await browser.request(BEGIN, { password: TEST_PASSWORD });
    expect(fieldErrors(noCode)).toEqual({ code: 'validation.required' });
    nextStep();
    const second = await addPasskey(browser, { code: answer.recoveryCodes?.[0] ?? '' }, 'Phone');
    expect(second.answer.recoveryCodes).toBeNull();
    expect((await status(browser)).passkeys.map((passkey) => passkey.nickname)).toEqual(['Work laptop', 'Phone']);
  });

  it('removes a passkey only with the password and a code; the last one takes the recovery codes with it', async () => {
    const { email, accountId, client: browser } = await owner();
    const { answer } = await addPasskey(browser);
    const [firstCode, secondCode] = answer.recoveryCodes ?? [];
    const noPassword = await browser.request(REMOVE, { id: answer.passkey.id, password: '', code: firstCode });
    expect(fieldErrors(noPassword)).toEqual({ password: 'validation.required' });
    const badCode = await browser.request(REMOVE, { id: answer.passkey.id, password: TEST_PASSWORD, code: '123456' });
    expect(fieldErrors(badCode)).toEqual({ code: 'validation.secondFactor.codeWrong' });
    // a wrong code counts under the account's second-factor back-off, as at log-in
    const { rows } = await testApp.database.pool.query<{ failures: number }>(
      'select failures from login_throttles where key = $1',
      [secondFactorThrottleKey(accountId)],
    );
    expect(rows[0]?.failures).toBe(1);

    const removed = await browser.request<{ removePasskey: { recoveryCodesLeft: number; passkeys: unknown[] } }>(
      REMOVE,
      { id: answer.passkey.id, password: TEST_PASSWORD, code: secondCode },
    );
    expect(removed.body.errors).toBeUndefined();
    expect(removed.body.data?.removePasskey).toEqual({ recoveryCodesLeft: 0, passkeys: [] });
    expect(await templatesSentTo(email)).toContain('passkey-removed');
    // two-step log-in is off: the password alone logs in
    const again = await client().request<{ logIn: { secondFactorRequired: boolean } }>(LOG_IN, {
      email,
      password: TEST_PASSWORD,
    });
    expect(again.body.data?.logIn.secondFactorRequired).toBe(false);
  });

  it('keeps the recovery codes while another factor is left', async () => {
    const { client: browser } = await owner();
    const first = await addPasskey(browser);
    const code = first.answer.recoveryCodes?.[0] ?? '';
    nextStep();
    await addPasskey(browser, { code }, 'Phone');
    const removed = await browser.request<{ removePasskey: { recoveryCodesLeft: number; passkeys: unknown[] } }>(
      REMOVE,
      { id: first.answer.passkey.id, password: TEST_PASSWORD, code: first.answer.recoveryCodes?.[1] },
    );
    expect(removed.body.data?.removePasskey.recoveryCodesLeft).toBe(8);
    expect(removed.body.data?.removePasskey.passkeys).toHaveLength(1);
  });

  it('refuses another owner’s passkey as one that does not exist, and lists only the caller’s own', async () => {
    const first = await owner();
    const { answer } = await addPasskey(first.client);
    const other = await owner();
    expect((await status(other.client)).passkeys).toEqual([]);
    const attempt = await other.client.request(REMOVE, {
      id: answer.passkey.id,
      password: TEST_PASSWORD,
      code: answer.recoveryCodes?.[0],
    });
    expect(fieldErrors(attempt)).toEqual({ '': 'validation.passkey.notFound' });
    expect((await status(first.client)).passkeys).toHaveLength(1);
  });

  it('keeps an administrator’s last factor, and lets them remove a passkey while the app stays', async () => {
    const email = `passkey.admin.${++accounts}@example.com`;
    const [city] = await testApp.services.jurisdictions.all();
    const { secret } = await createTestAdmin(testApp.services, email, TEST_PASSWORD, [city?.slug ?? '']);
    const browser = await logInClient(testApp.url, email, TEST_PASSWORD, client());
    nextStep();
    const appCode = () => generate({ secret: secret ?? '', epoch: Math.floor(clock.getTime() / 1000) });
    const { answer } = await addPasskey(browser, { code: await appCode() });
    nextStep();
    // with the app still on, the passkey may go
    const removed = await browser.request(REMOVE, {
      id: answer.passkey.id,
      password: TEST_PASSWORD,
      code: await appCode(),
    });
    expect(removed.body.errors).toBeUndefined();

    // an administrator with a passkey only: it is their last factor
    const onlyPasskey = `passkey.admin.${++accounts}@example.com`;
    const made = await createTestAdmin(testApp.services, onlyPasskey, TEST_PASSWORD, [city?.slug ?? '']);
    const adminBrowser = await logInClient(testApp.url, onlyPasskey, TEST_PASSWORD, client());
    nextStep();
    const appOf = () => generate({ secret: made.secret ?? '', epoch: Math.floor(clock.getTime() / 1000) });
    const added = await addPasskey(adminBrowser, { code: await appOf() });
    await testApp.database.pool.query('delete from totp_factors where account_id = $1', [made.accountId]);
    const last = await adminBrowser.request(REMOVE, {
      id: added.answer.passkey.id,
      password: TEST_PASSWORD,
      code: 'ABCD-EFGH-JK',
    });
    expect(fieldErrors(last)).toEqual({ '': 'validation.secondFactor.staffMustKeep' });
    expect((await status(adminBrowser)).passkeys).toHaveLength(1);
  });

  it('logs in with a passkey: a session only for a valid assertion of the account’s own passkey', async () => {
    const { email, accountId, client: browser } = await owner();
    const { authenticator } = await addPasskey(browser);

    const { browser: stranger, options } = await pastPassword(email);
    expect(options?.allowCredentials?.map((credential) => credential.id)).toEqual([authenticator.credentialId]);
    // another authenticator's answer, and one for another origin: refused, counted, no session
    const impostor = softwareAuthenticator({ origin: TEST_PUBLIC_URL });
    const forged = await stranger.request(LOG_IN_WITH_PASSKEY, {
      response: JSON.stringify(impostor.assert(options as PublicKeyCredentialRequestOptionsJSON)),
    });
    expect(fieldErrors(forged)).toEqual({ '': 'validation.passkey.refused' });
    expect((await stranger.request<{ me: unknown }>(ME)).body.data?.me).toBeNull();
    const garbage = await stranger.request(LOG_IN_WITH_PASSKEY, { response: 'not json' });
    expect(fieldErrors(garbage)).toEqual({ '': 'validation.passkey.refused' });

    const fresh = await stranger.request<{ beginPasskeyLogIn: string }>(BEGIN_LOG_IN);
    const freshOptions = JSON.parse(fresh.body.data?.beginPasskeyLogIn ?? '') as PublicKeyCredentialRequestOptionsJSON;
    const elsewhere = await stranger.request(LOG_IN_WITH_PASSKEY, {
      response: JSON.stringify(authenticator.assert(freshOptions, { origin: 'https://evil.example.com' })),
    });
    expect(fieldErrors(elsewhere)).toEqual({ '': 'validation.passkey.refused' });

    const { rows } = await testApp.database.pool.query<{ failures: number }>(
      'select failures from login_throttles where key = $1',
      [secondFactorThrottleKey(accountId)],
    );
    expect(rows[0]?.failures).toBe(3);

    const valid = await stranger.request<{ beginPasskeyLogIn: string }>(BEGIN_LOG_IN);
    const validOptions = JSON.parse(valid.body.data?.beginPasskeyLogIn ?? '') as PublicKeyCredentialRequestOptionsJSON;
    const loggedIn = await stranger.request<{ logInWithPasskey: { email: string } }>(LOG_IN_WITH_PASSKEY, {
      response: JSON.stringify(authenticator.assert(validOptions)),
    });
    expect(loggedIn.body.errors).toBeUndefined();
    expect(loggedIn.body.data?.logInWithPasskey.email).toBe(email);
    expect((await stranger.request<{ me: { email: string } }>(ME)).body.data?.me?.email).toBe(email);
    const after = await testApp.database.pool.query('select 1 from login_throttles where key = $1', [
      secondFactorThrottleKey(accountId),
    ]);
    expect(after.rows).toHaveLength(0);
    expect((await status(stranger)).passkeys[0]?.lastUsedAt).toBe(clock.toISOString());
    // the step is spent: its cookie is gone
    expect(codeOf(await stranger.request(BEGIN_LOG_IN))).toBe('SECOND_FACTOR_STEP_EXPIRED');
  });

  it('offers no passkey to an account with an app only, and none without the password first', async () => {
    const email = `passkey.app.${++accounts}@example.com`;
    const [city] = await testApp.services.jurisdictions.all();
    await createTestAdmin(testApp.services, email, TEST_PASSWORD, [city?.slug ?? '']);
    const { options } = await pastPassword(email);
    expect(options).toBeNull();
    expect(codeOf(await client().request(BEGIN_LOG_IN))).toBe('SECOND_FACTOR_STEP_EXPIRED');
    expect(codeOf(await client().request(LOG_IN_WITH_PASSKEY, { response: '{}' }))).toBe('SECOND_FACTOR_STEP_EXPIRED');
  });

  it('an operator’s reset (removeSecondFactors) removes the passkeys too', async () => {
    const { accountId, client: browser } = await owner();
    await addPasskey(browser);
    await removeSecondFactors(testApp.services.db, accountId);
    expect(await status(browser)).toMatchObject({ recoveryCodesLeft: 0, passkeys: [] });
  });
});
