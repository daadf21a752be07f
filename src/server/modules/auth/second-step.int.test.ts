// Issue 41 (3), decision 0110: the log-in's second step. An owner with an authenticator app gets no session
// from the password alone: a five-minute challenge in an HttpOnly cookie, answered by the app's code or a
// recovery code, each wrong code counted (five end the challenge; the back-off and the cap as passwords').
import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  SECOND_FACTOR_MAX_FAILURES,
  SECOND_FACTOR_REFUSALS,
  TOTP_PERIOD_SECONDS,
} from '../../../domain/account/second-factor.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { TEST_PASSWORD, createTestOwner } from '../../test/test-accounts.js';
import { createLogger } from '../../shared/logger.js';
import { codeOf, GraphQLTestClient, LOG_IN, useTestApp } from '../../test/test-app.js';
import { beginTotpEnrolment, confirmTotpEnrolment, secondFactorKey } from '../second-factor/second-factor.functions.js';
import { secondFactorCapKey, secondFactorThrottleKey } from './login-backoff.js';
import { forgetPasswordFailures } from './password-check.service.js';

const SECOND_STEP = 'mutation ($code: String!) { logInSecondFactor(code: $code) { id email role } }';
const ME = '{ me { id email } }';
const SECOND_FACTOR_KEY = randomBytes(32).toString('base64');
const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };

type LogInAnswer = { logIn: { viewer: { email: string } | null; secondFactorRequired: boolean } };

describe("the log-in's second step", () => {
  /** the app's clock runs `offset` ms ahead of the real one, so a test can let five minutes pass */
  let offset = 0;
  const testApp = useTestApp({
    env: { SECOND_FACTOR_KEY },
    services: {
      now: () => new Date(Date.now() + offset),
      log: createLogger({ LOG_LEVEL: 'trace' }, capture),
    },
  });
  const now = () => testApp.services.now();
  let owners = 0;

  /** The app's code at an instant, `steps` periods from the app's now. */
  const codeAt = (secret: string, steps = 0) =>
    generate({ secret, epoch: Math.floor(now().getTime() / 1000) + steps * TOTP_PERIOD_SECONDS });

  /** An owner whose app was confirmed three steps ago (so the code of now is new), with its recovery codes. */
  async function enrolledOwner() {
    const email = `second.step.${++owners}@example.com`;
    const accountId = await createTestOwner(testApp.services, email);
    const key = secondFactorKey(testApp.services.config);
    const then = new Date(now().getTime() - 3 * TOTP_PERIOD_SECONDS * 1000);
    const enrolment = await beginTotpEnrolment(testApp.services.db, key, { accountId, email, now: then });
    if (!enrolment) throw new Error('enrolment refused');
    const code = await generate({ secret: enrolment.secret, epoch: Math.floor(then.getTime() / 1000) });
    const confirmed = await confirmTotpEnrolment(testApp.services.db, key, { accountId, code, now: then });
    if (!confirmed.ok) throw new Error(confirmed.refusal);
    return { accountId, email, secret: enrolment.secret, recoveryCodes: confirmed.recoveryCodes };
  }

  /** A browser that typed the right password of `email`: it holds the challenge's cookie, no session. */
  async function pastPassword(email: string) {
    const browser = new GraphQLTestClient(testApp.url);
    const answer = await browser.request<LogInAnswer>(LOG_IN, { email, password: TEST_PASSWORD });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.logIn).toEqual({ viewer: null, secondFactorRequired: true });
    return { browser, answer };
  }

  const failures = async (key: string) => {
    const { rows } = await testApp.database.pool.query<{ failures: number }>(
      'select failures from login_throttles where key = $1',
      [key],
    );
    return rows[0]?.failures ?? 0;
  };
  const fieldMessage = (answer: { body: { errors?: Array<{ extensions?: unknown }> } }) =>
    (answer.body.errors?.[0]?.extensions as { details?: { fields?: Array<{ path: string; message: string }> } })
      ?.details?.fields;
  const refusal = (key: keyof typeof SECOND_FACTOR_REFUSALS) => [
    { path: 'code', message: encodeMessage(SECOND_FACTOR_REFUSALS[key]) },
  ];

  it('asks for the code after the password and sets no session cookie until the right code begins one', async () => {
    const owner = await enrolledOwner();
    const { browser, answer } = await pastPassword(owner.email);
    const cookies = answer.headers.getSetCookie();
    expect(cookies.some((line) => line.startsWith('pawport_session='))).toBe(false);
    const step = cookies.find((line) => line.startsWith('pawport_login_step='));
    expect(step).toMatch(/HttpOnly/i);
    expect(step).toMatch(/SameSite=Lax/i);
    expect(step).toMatch(/Path=\//);
    expect((await browser.request<{ me: unknown }>(ME)).body.data?.me).toBeNull();

    const done = await browser.request<{ logInSecondFactor: { email: string } }>(SECOND_STEP, {
      code: await codeAt(owner.secret),
    });
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data?.logInSecondFactor.email).toBe(owner.email);
    expect(done.headers.getSetCookie().some((line) => line.startsWith('pawport_session='))).toBe(true);
    expect(browser.cookies.has('pawport_login_step')).toBe(false);
    expect((await browser.request<{ me: { email: string } }>(ME)).body.data?.me?.email).toBe(owner.email);
    // the challenge was used once: the next code (even a right one) finds no step
    const again = await browser.request(SECOND_STEP, { code: await codeAt(owner.secret, 1) });
    expect(codeOf(again)).toBe('SECOND_FACTOR_STEP_EXPIRED');
  });

  it('answers an account without a second factor as before: a session at once', async () => {
    const email = 'no.factor@example.com';
    await createTestOwner(testApp.services, email);
    const browser = new GraphQLTestClient(testApp.url);
    const answer = await browser.request<LogInAnswer>(LOG_IN, { email, password: TEST_PASSWORD });
    expect(answer.body.data?.logIn).toEqual({
      viewer: expect.objectContaining({ email }),
      secondFactorRequired: false,
    });
    expect(browser.cookies.has('pawport_session')).toBe(true);
    expect(browser.cookies.has('pawport_login_step')).toBe(false);
  });

  it('counts a wrong code under the account, answers it at the code field, and forgets it on the right one', async () => {
    const owner = await enrolledOwner();
    const { browser } = await pastPassword(owner.email);
    const wrong = await browser.request(SECOND_STEP, {
      code: '000000' === (await codeAt(owner.secret)) ? '111111' : '000000',
    });
    expect(codeOf(wrong)).toBe('VALIDATION_FAILED');
    expect(fieldMessage(wrong)).toEqual(refusal('codeWrong'));
    expect(await failures(secondFactorThrottleKey(owner.accountId))).toBe(1);
    expect(await failures(secondFactorCapKey(owner.accountId))).toBe(1);
    // a code that cannot be one is the field's own error, not a try
    const malformed = await browser.request(SECOND_STEP, { code: '12ab' });
    expect(fieldMessage(malformed)?.[0]?.message).toMatch(/^validation\.secondFactor\.format/);
    expect(await failures(secondFactorThrottleKey(owner.accountId))).toBe(1);

    const right = await browser.request(SECOND_STEP, { code: await codeAt(owner.secret) });
    expect(right.body.errors).toBeUndefined();
    expect(await failures(secondFactorThrottleKey(owner.accountId))).toBe(0);
    // the cap counts wrong codes since the last password reset: a right code does not forget it
    expect(await failures(secondFactorCapKey(owner.accountId))).toBe(1);
  });

  it('ends the challenge at the fifth wrong code: back to the password, which then asks again', async () => {
    const owner = await enrolledOwner();
    const { browser } = await pastPassword(owner.email);
    const right = await codeAt(owner.secret);
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt <= 4; attempt++)
      expect(codeOf(await browser.request(SECOND_STEP, { code: wrongCode }))).toBe('VALIDATION_FAILED');
    const fifth = await browser.request(SECOND_STEP, { code: wrongCode });
    expect(codeOf(fifth)).toBe('SECOND_FACTOR_TOO_MANY_CODES');
    expect(browser.cookies.has('pawport_login_step')).toBe(false);
    const late = await browser.request(SECOND_STEP, { code: right });
    expect(codeOf(late)).toBe('SECOND_FACTOR_STEP_EXPIRED');

    const { browser: again } = await pastPassword(owner.email);
    expect((await again.request(SECOND_STEP, { code: right })).body.errors).toBeUndefined();
  });

  it('refuses a code replayed at another log-in within its window', async () => {
    const owner = await enrolledOwner();
    const code = await codeAt(owner.secret);
    const { browser: first } = await pastPassword(owner.email);
    expect((await first.request(SECOND_STEP, { code })).body.errors).toBeUndefined();
    const { browser: second } = await pastPassword(owner.email);
    const replayed = await second.request(SECOND_STEP, { code });
    expect(fieldMessage(replayed)).toEqual(refusal('codeReplayed'));
    expect(second.cookies.has('pawport_session')).toBe(false);
  });

  it('takes a recovery code once, typed in any case and with or without its hyphens', async () => {
    const owner = await enrolledOwner();
    const [recoveryCode = ''] = owner.recoveryCodes;
    const { browser: first } = await pastPassword(owner.email);
    const typed = recoveryCode.replace(/-/g, '').toLowerCase();
    expect((await first.request(SECOND_STEP, { code: typed })).body.errors).toBeUndefined();
    expect(first.cookies.has('pawport_session')).toBe(true);
    const { browser: second } = await pastPassword(owner.email);
    const used = await second.request(SECOND_STEP, { code: recoveryCode });
    expect(fieldMessage(used)).toEqual(refusal('recoveryCodeUsed'));
  });

  it('refuses the step after five minutes, and without a challenge at all', async () => {
    const owner = await enrolledOwner();
    const { browser } = await pastPassword(owner.email);
    offset += 5 * 60_000 + 1000;
    try {
      const late = await browser.request(SECOND_STEP, { code: await codeAt(owner.secret) });
      expect(codeOf(late)).toBe('SECOND_FACTOR_STEP_EXPIRED');
      expect(browser.cookies.has('pawport_login_step')).toBe(false);
      expect(browser.cookies.has('pawport_session')).toBe(false);
    } finally {
      offset = 0;
    }
    const stranger = new GraphQLTestClient(testApp.url);
    expect(codeOf(await stranger.request(SECOND_STEP, { code: '123456' }))).toBe('SECOND_FACTOR_STEP_EXPIRED');
  });

  it('backs the account off after ten wrong codes, as passwords: even the right code waits', async () => {
    const owner = await enrolledOwner();
    const right = await codeAt(owner.secret);
    const wrongCode = right === '222222' ? '333333' : '222222';
    for (const _challenge of [1, 2]) {
      const { browser } = await pastPassword(owner.email);
      for (let attempt = 1; attempt <= 5; attempt++) await browser.request(SECOND_STEP, { code: wrongCode });
    }
    const { browser } = await pastPassword(owner.email);
    expect(codeOf(await browser.request(SECOND_STEP, { code: right }))).toBe('ACCOUNT_LOCKED');
    expect(browser.cookies.has('pawport_session')).toBe(false);
  });

  it(`refuses the step after ${SECOND_FACTOR_MAX_FAILURES} wrong codes until the password is reset`, async () => {
    const owner = await enrolledOwner();
    await testApp.database.pool.query('insert into login_throttles (key, failures) values ($1, $2)', [
      secondFactorCapKey(owner.accountId),
      SECOND_FACTOR_MAX_FAILURES,
    ]);
    const { browser } = await pastPassword(owner.email);
    expect(codeOf(await browser.request(SECOND_STEP, { code: await codeAt(owner.secret) }))).toBe(
      'SECOND_FACTOR_LOCKED',
    );
    expect(browser.cookies.has('pawport_login_step')).toBe(false);

    // what a password reset does (password.service.ts storeNewPassword)
    await forgetPasswordFailures(testApp.services, { input: { email: owner.email, accountId: owner.accountId } });
    const { browser: after } = await pastPassword(owner.email);
    expect((await after.request(SECOND_STEP, { code: await codeAt(owner.secret) })).body.errors).toBeUndefined();
  });

  it('keeps the codes typed at the second step out of the log', async () => {
    const owner = await enrolledOwner();
    const [recoveryCode = ''] = owner.recoveryCodes;
    const totp = await codeAt(owner.secret);
    lines.length = 0;
    const { browser } = await pastPassword(owner.email);
    await browser.request(SECOND_STEP, { code: totp === '987654' ? '456789' : '987654' });
    await browser.request(SECOND_STEP, { code: recoveryCode });
    const { browser: second } = await pastPassword(owner.email);
    await second.request(SECOND_STEP, { code: totp });
    const text = lines.join('');
    expect(text).toContain('"msg":"request"');
    for (const secret of [recoveryCode, recoveryCode.replace(/-/g, ''), `"${totp}"`, owner.secret])
      expect(text, secret).not.toContain(secret);
  });
});
