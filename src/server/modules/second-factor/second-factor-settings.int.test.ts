// Issue 41 (3), decision 0111: the fields of an account's own two-step log-in, called as a browser would,
// codes computed by otplib from the manual key the answer showed, at instants of the test's clock.
import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOTP_ENROLMENT_MINUTES, TOTP_PERIOD_SECONDS } from '../../../domain/account/second-factor.rules.js';
import { installQueue } from '../../shared/jobs.js';
import { createTestAdmin, createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import { fieldErrors } from './second-factor.fixtures.js';
import { codeOf, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { templatesSentTo as templatesOf } from '../../test/test-outbox.js';

const STATUS = '{ mySecondFactors { totpConfirmedAt recoveryCodesLeft } }';
const BEGIN = 'mutation { beginTotpEnrolment { manualKey otpauthUri expiresAt } }';
const CONFIRM = 'mutation ($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes } }';
const REGENERATE =
  'mutation ($password: String!, $code: String!) { regenerateRecoveryCodes(password: $password, code: $code) { recoveryCodes } }';
const REMOVE =
  'mutation ($password: String!, $code: String!) { removeSecondFactor(password: $password, code: $code) { totpConfirmedAt recoveryCodesLeft } }';

type Status = { totpConfirmedAt: string | null; recoveryCodesLeft: number };
type Enrolment = { manualKey: string; otpauthUri: string; expiresAt: string };

describe('two-step log-in settings', () => {
  /** The app's clock, moved by the tests: mid-step, so "the next step" is never a matter of a millisecond. */
  let clock = new Date(Date.UTC(2026, 11, 3, 12, 0, 15));
  const testApp = useTestApp({
    env: { SECOND_FACTOR_KEY: randomBytes(32).toString('base64'), TRUST_PROXY: 'true' },
    services: { now: () => clock },
  });
  let accounts = 0;
  /** The next step of the clock: each code the tests type is of a step not used yet. */
  const nextStep = () => {
    clock = new Date(clock.getTime() + TOTP_PERIOD_SECONDS * 1000);
  };
  const codeOfKey = (manualKey: string) =>
    generate({ secret: manualKey.replace(/ /g, ''), epoch: Math.floor(clock.getTime() / 1000) });

  beforeAll(async () => {
    await installQueue(testApp.database.pool);
  });

  /** A logged-in owner of their own IP address (the per-IP limits stay apart). */
  async function owner() {
    const email = `two.step.${++accounts}@example.com`;
    await createTestOwner(testApp.services, email);
    const client = new GraphQLTestClient(testApp.url, { 'x-forwarded-for': `203.0.113.${accounts}` });
    return { email, client: await logInClient(testApp.url, email, TEST_PASSWORD, client) };
  }

  const status = async (client: GraphQLTestClient) =>
    (await client.request<{ mySecondFactors: Status }>(STATUS)).body.data?.mySecondFactors;

  /** Turns the app on for a logged-in client: its manual key and its ten recovery codes. */
  async function turnOn(client: GraphQLTestClient) {
    const begun = await client.request<{ beginTotpEnrolment: Enrolment }>(BEGIN);
    const enrolment = begun.body.data?.beginTotpEnrolment as Enrolment;
    const confirmed = await client.request<{ confirmTotpEnrolment: { recoveryCodes: string[] } }>(CONFIRM, {
      code: await codeOfKey(enrolment.manualKey),
    });
    expect(confirmed.body.errors).toBeUndefined();
    nextStep();
    return { enrolment, recoveryCodes: confirmed.body.data?.confirmTotpEnrolment.recoveryCodes as string[] };
  }

  const templatesSentTo = (email: string) => templatesOf(testApp.database.pool, email);

  it('turns an app on: a QR code for Pawport, then ten recovery codes once a code from the app is typed', async () => {
    const { email, client } = await owner();
    expect(await status(client)).toEqual({ totpConfirmedAt: null, recoveryCodesLeft: 0 });
    const begun = await client.request<{ beginTotpEnrolment: Enrolment }>(BEGIN);
    const enrolment = begun.body.data?.beginTotpEnrolment as Enrolment;
    expect(enrolment.manualKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(enrolment.otpauthUri).toMatch(
      new RegExp(
        `^otpauth://totp/Pawport:${encodeURIComponent(email)}\\?secret=${enrolment.manualKey.replace(/ /g, '')}&issuer=Pawport&`,
      ),
    );
    expect(new Date(enrolment.expiresAt).getTime()).toBe(clock.getTime() + TOTP_ENROLMENT_MINUTES * 60_000);

    const malformed = await client.request(CONFIRM, { code: '12345' });
    expect(fieldErrors(malformed)).toEqual({ code: 'validation.secondFactor.appCodeFormat' });
    const wrong = await client.request(CONFIRM, {
      code: String((Number(await codeOfKey(enrolment.manualKey)) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect(fieldErrors(wrong)).toEqual({ code: 'validation.secondFactor.appCodeWrong' });
    expect((await status(client))?.totpConfirmedAt).toBeNull();

    const confirmed = await client.request<{ confirmTotpEnrolment: { recoveryCodes: string[] } }>(CONFIRM, {
      code: await codeOfKey(enrolment.manualKey),
    });
    const codes = confirmed.body.data?.confirmTotpEnrolment.recoveryCodes ?? [];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/);
    expect(await status(client)).toEqual({ totpConfirmedAt: clock.toISOString(), recoveryCodesLeft: 10 });
    expect(await templatesSentTo(email)).toContain('second-factor-on');
    // a second app waits until this one is off
    const again = await client.request(BEGIN);
    expect(fieldErrors(again)).toEqual({ '': 'validation.secondFactor.alreadyOn' });
  });

  it('refuses a code after the enrolment’s 15 minutes: start again', async () => {
    const { client } = await owner();
    const begun = await client.request<{ beginTotpEnrolment: Enrolment }>(BEGIN);
    const { manualKey } = begun.body.data?.beginTotpEnrolment ?? { manualKey: '' };
    const started = clock;
    clock = new Date(started.getTime() + (TOTP_ENROLMENT_MINUTES * 60 + 1) * 1000);
    const late = await client.request(CONFIRM, { code: await codeOfKey(manualKey) });
    expect(fieldErrors(late)).toEqual({ code: 'validation.secondFactor.enrolmentExpired' });
    expect((await status(client))?.totpConfirmedAt).toBeNull();
    nextStep();
  });

  it('shows and changes only the caller’s own factor: another owner sees theirs, off, and cannot turn this one off', async () => {
    const first = await owner();
    const { enrolment } = await turnOn(first.client);
    const other = await owner();
    expect(await status(other.client)).toEqual({ totpConfirmedAt: null, recoveryCodesLeft: 0 });
    // the first owner's password and current code, sent from the other's session, work on the other's account
    const attempt = await other.client.request(REMOVE, {
      password: TEST_PASSWORD,
      code: await codeOfKey(enrolment.manualKey),
    });
    expect(fieldErrors(attempt)).toEqual({ '': 'validation.secondFactor.notOn' });
    const regenerate = await other.client.request(REGENERATE, {
      password: TEST_PASSWORD,
      code: await codeOfKey(enrolment.manualKey),
    });
    expect(fieldErrors(regenerate)).toEqual({ '': 'validation.secondFactor.notOn' });
    expect((await status(first.client))?.recoveryCodesLeft).toBe(10);
    expect((await status(first.client))?.totpConfirmedAt).not.toBeNull();
  });

  it('turns the app off only with the password and a code; a wrong password counts toward the back-off', async () => {
    const { email, client } = await owner();
    const { enrolment, recoveryCodes } = await turnOn(client);
    /** Failed password checks counted anywhere (the e-mail's key, or this browser's as a known device). */
    const failures = async () =>
      Number(
        (
          await testApp.database.pool.query<{ n: string }>(
            'select coalesce(sum(failures), 0) as n from login_throttles',
          )
        ).rows[0]?.n,
      );
    const before = await failures();

    const wrongPassword = await client.request(REMOVE, {
      password: 'Not-The-Password-1!',
      code: await codeOfKey(enrolment.manualKey),
    });
    expect(fieldErrors(wrongPassword)).toEqual({ password: 'validation.password.incorrect' });
    expect(await failures()).toBe(before + 1);

    const wrongCode = await client.request(REMOVE, { password: TEST_PASSWORD, code: '000000' });
    expect(fieldErrors(wrongCode)).toEqual({ code: 'validation.secondFactor.codeWrong' });
    const usedCode = recoveryCodes[0] as string;
    const missing = await client.request(REMOVE, { password: '', code: '' });
    expect(fieldErrors(missing)).toEqual({ password: 'validation.required', code: 'validation.required' });
    expect((await status(client))?.totpConfirmedAt).not.toBeNull();

    const off = await client.request<{ removeSecondFactor: Status }>(REMOVE, {
      password: TEST_PASSWORD,
      code: usedCode.toLowerCase(),
    });
    expect(off.body.data?.removeSecondFactor).toEqual({ totpConfirmedAt: null, recoveryCodesLeft: 0 });
    expect(await templatesSentTo(email)).toContain('second-factor-off');
    // the password was right at last: its failures are forgotten, as at log-in
    expect(await failures()).toBe(before);
  });

  it('backs off after ten wrong passwords, like log-in', async () => {
    const { client } = await owner();
    const { enrolment } = await turnOn(client);
    const code = await codeOfKey(enrolment.manualKey);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await client.request(REMOVE, { password: `Wrong-Password-${attempt}!`, code });
      expect(fieldErrors(answer)).toEqual({ password: 'validation.password.incorrect' });
    }
    const locked = await client.request(REMOVE, { password: TEST_PASSWORD, code });
    expect(codeOf(locked)).toBe('ACCOUNT_LOCKED');
    expect((await status(client))?.totpConfirmedAt).not.toBeNull();
  });

  it('makes new recovery codes with the password and a code: the old ones stop working', async () => {
    const { email, client } = await owner();
    const { enrolment, recoveryCodes } = await turnOn(client);
    const made = await client.request<{ regenerateRecoveryCodes: { recoveryCodes: string[] } }>(REGENERATE, {
      password: TEST_PASSWORD,
      code: await codeOfKey(enrolment.manualKey),
    });
    const fresh = made.body.data?.regenerateRecoveryCodes.recoveryCodes ?? [];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect(await templatesSentTo(email)).toContain('recovery-codes-new');
    // the app's code of that step is used; an old recovery code is now a wrong one
    const replayed = await client.request(REGENERATE, {
      password: TEST_PASSWORD,
      code: await codeOfKey(enrolment.manualKey),
    });
    expect(fieldErrors(replayed)).toEqual({ code: 'validation.secondFactor.codeReplayed' });
    const old = await client.request(REMOVE, { password: TEST_PASSWORD, code: recoveryCodes[1] as string });
    expect(fieldErrors(old)).toEqual({ code: 'validation.secondFactor.codeWrong' });
    expect((await status(client))?.recoveryCodesLeft).toBe(10);
    // a new code, once
    const withNew = await client.request<{ removeSecondFactor: Status }>(REMOVE, {
      password: TEST_PASSWORD,
      code: fresh[0] as string,
    });
    expect(withNew.body.data?.removeSecondFactor.totpConfirmedAt).toBeNull();
  });

  it('names an administrator’s jurisdiction in the app, and does not let them remove their last factor', async () => {
    const email = 'two.step.admin@example.com';
    // an administrator made without a factor, as an invited one starts: the enrolment fields are theirs
    await createTestAdmin(testApp.services, email, TEST_PASSWORD, ['seattle-wa'], { secondFactor: false });
    const client = await logInClient(
      testApp.url,
      email,
      TEST_PASSWORD,
      new GraphQLTestClient(testApp.url, { 'x-forwarded-for': '203.0.113.200' }),
    );
    const { enrolment } = await turnOn(client);
    const [seattle] = (await testApp.services.jurisdictions.all()).filter((city) => city.slug === 'seattle-wa');
    expect(enrolment.otpauthUri).toContain(`issuer=${encodeURIComponent(seattle?.name ?? '?')}`);
    const refused = await client.request(REMOVE, {
      password: TEST_PASSWORD,
      code: await codeOfKey(enrolment.manualKey),
    });
    expect(fieldErrors(refused)).toEqual({ '': 'validation.secondFactor.staffMustKeep' });
    expect((await status(client))?.totpConfirmedAt).not.toBeNull();
  });

  it('refuses a visitor every field', async () => {
    const visitor = new GraphQLTestClient(testApp.url, { 'x-forwarded-for': '203.0.113.250' });
    for (const [query, variables] of [
      [STATUS, {}],
      [BEGIN, {}],
      [CONFIRM, { code: '123456' }],
      [REGENERATE, { password: TEST_PASSWORD, code: '123456' }],
      [REMOVE, { password: TEST_PASSWORD, code: '123456' }],
    ] as const) {
      expect(codeOf(await visitor.request(query, variables))).toBe('UNAUTHENTICATED');
    }
  });
});
