// Decision 0118: when the second-factor back-off first engages for an account (wrong codes after the right
// password: someone has it), the account is e-mailed once a back-off episode — not on each code refused while
// it waits, not twice for codes sent at once, not twice from two app servers — and again in a new episode.
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../app-services.js';
import { createTestOwner, enrolTestApp, TEST_PASSWORD } from '../../test/test-accounts.js';
import {
  codeOf,
  GraphQLTestClient,
  LOG_IN,
  logInClient,
  type StartedTestApp,
  useTestApp,
  useTwoTestApps,
} from '../../test/test-app.js';
import { FAILURES_BEFORE_BACKOFF, secondFactorThrottleKey } from './login-backoff.js';

const SECOND_STEP = 'mutation ($code: String!) { logInSecondFactor(code: $code) { id } }';
const NEW_CODES =
  'mutation ($password: String!, $code: String) { regenerateRecoveryCodes(password: $password, code: $code) { recoveryCodes } }';
/** a recovery code's shape, never one of the account's (50 random bits each) */
const WRONG_CODE = 'ZZZZ-ZZZZ-ZZ';

/** An owner with an authenticator app on; its secret. */
async function enrolledOwner(services: AppServices, email: string) {
  const accountId = await createTestOwner(services, email);
  return { accountId, email, secret: await enrolTestApp(services, accountId, email) };
}

/** A browser past the password of `email` on `url`: it holds the challenge (five tries), no session. */
async function pastPassword(url: string, email: string) {
  const browser = new GraphQLTestClient(url);
  const answer = await browser.request<{ logIn: { secondFactorRequired: boolean } }>(LOG_IN, {
    email,
    password: TEST_PASSWORD,
  });
  expect(answer.body.data?.logIn.secondFactorRequired).toBe(true);
  return browser;
}

/** `count` wrong codes one after another, a new challenge every four. */
async function wrongCodes(url: string, email: string, count: number) {
  const answers = [];
  let browser = await pastPassword(url, email);
  for (let sent = 0; sent < count; sent++) {
    if (sent > 0 && sent % 4 === 0) browser = await pastPassword(url, email);
    answers.push(codeOf(await browser.request(SECOND_STEP, { code: WRONG_CODE })));
  }
  return answers;
}

function outbox(app: StartedTestApp) {
  return {
    notices: async (email: string) =>
      (
        await app.database.pool.query<{ subject: string; text_body: string }>(
          `select subject, text_body from email_outbox where to_address = $1 and template = 'second-factor-failures' order by id`,
          [email],
        )
      ).rows,
    failures: async (accountId: number) =>
      (
        await app.database.pool.query<{ failures: number }>('select failures from login_throttles where key = $1', [
          secondFactorThrottleKey(accountId),
        ])
      ).rows[0]?.failures ?? 0,
    /** the back-off's wait over, as if its minutes had passed */
    endWait: (accountId: number) =>
      app.database.pool.query(`update login_throttles set locked_until = now() - interval '1 second' where key = $1`, [
        secondFactorThrottleKey(accountId),
      ]),
    /** the failures a day old: the next one begins a new count (decision 0106) */
    ageADay: (accountId: number) =>
      app.database.pool.query(
        `update login_throttles set last_failure_at = now() - interval '25 hours', locked_until = now() - interval '24 hours'
         where key = $1`,
        [secondFactorThrottleKey(accountId)],
      ),
  };
}

describe('the e-mail when the second-factor back-off engages (decision 0118)', () => {
  const testApp = useTestApp();
  const mail = outbox(testApp);

  it('is sent once, at the failure that makes the account wait, with the count, the moment and a reset link', async () => {
    const owner = await enrolledOwner(testApp.services, 'backoff.notice.once@example.com');
    expect(await wrongCodes(testApp.url, owner.email, FAILURES_BEFORE_BACKOFF - 1)).not.toContain('ACCOUNT_LOCKED');
    expect(await mail.notices(owner.email)).toHaveLength(0);

    expect(await wrongCodes(testApp.url, owner.email, 1)).toEqual(['VALIDATION_FAILED']);
    const [notice, ...more] = await mail.notices(owner.email);
    expect(more).toHaveLength(0);
    expect(notice?.subject).toBe('Someone tried to log in to your Pawport account with your password');
    expect(notice?.text_body).toContain(`failed the second step of two-step log-in ${FAILURES_BEFORE_BACKOFF} times`);
    expect(notice?.text_body).toMatch(/On \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M [A-Z]{3}, someone entered/);
    expect(notice?.text_body).toContain(`${testApp.url}/en_US/forgot-password`);

    // the codes refused while it waits are not counted, and e-mail nothing
    expect(await wrongCodes(testApp.url, owner.email, 3)).toEqual(Array(3).fill('ACCOUNT_LOCKED'));
    // after the wait, a wrong code makes it wait longer: the same episode, no new e-mail
    await mail.endWait(owner.accountId);
    expect(await wrongCodes(testApp.url, owner.email, 1)).toEqual(['VALIDATION_FAILED']);
    expect(await mail.failures(owner.accountId)).toBe(FAILURES_BEFORE_BACKOFF + 1);
    expect(await mail.notices(owner.email)).toHaveLength(1);
  });

  it('is not sent when the tenth try is the right code: the count is forgotten, nothing waits', async () => {
    const owner = await enrolledOwner(testApp.services, 'backoff.notice.right@example.com');
    await wrongCodes(testApp.url, owner.email, FAILURES_BEFORE_BACKOFF - 1);
    const browser = await pastPassword(testApp.url, owner.email);
    const code = await generate({ secret: owner.secret, epoch: Math.floor(testApp.services.now().getTime() / 1000) });
    expect((await browser.request(SECOND_STEP, { code })).body.errors).toBeUndefined();
    expect(await mail.failures(owner.accountId)).toBe(0);
    expect(await mail.notices(owner.email)).toHaveLength(0);
  });

  it('is sent once for wrong codes that arrive together', async () => {
    const owner = await enrolledOwner(testApp.services, 'backoff.notice.together@example.com');
    const browsers = await Promise.all([1, 2, 3, 4].map(() => pastPassword(testApp.url, owner.email)));
    const answers = await Promise.all(
      browsers.flatMap((browser) => [1, 2, 3, 4].map(() => browser.request(SECOND_STEP, { code: WRONG_CODE }))),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'VALIDATION_FAILED')).toHaveLength(FAILURES_BEFORE_BACKOFF);
    expect(codes.filter((code) => code === 'ACCOUNT_LOCKED')).toHaveLength(16 - FAILURES_BEFORE_BACKOFF);
    expect(await mail.notices(owner.email)).toHaveLength(1);
  });

  it('is sent again in a new episode: after a day without failures, and after a right code', async () => {
    const owner = await enrolledOwner(testApp.services, 'backoff.notice.again@example.com');
    await wrongCodes(testApp.url, owner.email, FAILURES_BEFORE_BACKOFF);
    expect(await mail.notices(owner.email)).toHaveLength(1);

    await mail.ageADay(owner.accountId);
    await wrongCodes(testApp.url, owner.email, FAILURES_BEFORE_BACKOFF - 1);
    expect(await mail.notices(owner.email)).toHaveLength(1);
    await wrongCodes(testApp.url, owner.email, 1);
    expect(await mail.notices(owner.email)).toHaveLength(2);

    await mail.endWait(owner.accountId);
    const browser = await pastPassword(testApp.url, owner.email);
    const code = await generate({ secret: owner.secret, epoch: Math.floor(testApp.services.now().getTime() / 1000) });
    expect((await browser.request(SECOND_STEP, { code })).body.errors).toBeUndefined();
    await wrongCodes(testApp.url, owner.email, FAILURES_BEFORE_BACKOFF);
    expect(await mail.notices(owner.email)).toHaveLength(3);
  });
});

describe('the back-off e-mail for codes typed to change a factor (decision 0118)', () => {
  const testApp = useTestApp();
  const mail = outbox(testApp);

  it('counts them with log-in codes: the one that makes the account wait e-mails it, once', async () => {
    const owner = await enrolledOwner(testApp.services, 'backoff.notice.change@example.com');
    const client = await logInClient(testApp.url, owner.email, TEST_PASSWORD);
    await wrongCodes(testApp.url, owner.email, FAILURES_BEFORE_BACKOFF - 2);
    const proof = { password: TEST_PASSWORD, code: WRONG_CODE };
    expect(codeOf(await client.request(NEW_CODES, proof))).toBe('VALIDATION_FAILED');
    expect(await mail.notices(owner.email)).toHaveLength(0);
    expect(codeOf(await client.request(NEW_CODES, proof))).toBe('VALIDATION_FAILED');
    expect(await mail.notices(owner.email)).toHaveLength(1);
    expect(codeOf(await client.request(NEW_CODES, proof))).toBe('ACCOUNT_LOCKED');
    expect(await mail.notices(owner.email)).toHaveLength(1);
  });
});

describe('the back-off e-mail across app servers', () => {
  const { first, second } = useTwoTestApps();

  it('is sent once for wrong codes sent to two servers at once', async () => {
    const owner = await enrolledOwner(first.services, 'backoff.notice.servers@example.com');
    const browsers = await Promise.all([first, second, first, second].map((app) => pastPassword(app.url, owner.email)));
    // each browser's challenge is in the shared database: its codes go to either server
    const answers = await Promise.all(
      browsers.flatMap((browser, index) =>
        [1, 2, 3, 4].map((turn) =>
          (turn % 2
            ? browser
            : new GraphQLTestClient((index % 2 ? first : second).url, browser.cookieHeader())
          ).request(SECOND_STEP, { code: WRONG_CODE }),
        ),
      ),
    );
    expect(answers.map(codeOf).filter((code) => code === 'VALIDATION_FAILED')).toHaveLength(FAILURES_BEFORE_BACKOFF);
    expect(await outbox(first).notices(owner.email)).toHaveLength(1);
  });
});
