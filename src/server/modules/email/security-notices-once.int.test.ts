// Issue 41's security e-mails, each mutation sent twice at once (a double click, a retried request): the
// change happens once and its e-mail is enqueued once, the second call refused or a no-op (decision 0118).
import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOTP_PERIOD_SECONDS } from '../../../domain/account/second-factor.rules.js';
import { installQueue } from '../../shared/jobs.js';
import {
  createTestAdmin,
  createTestOperator,
  createTestOwner,
  enrolTestApp,
  TEST_PASSWORD,
} from '../../test/test-accounts.js';
import { GraphQLTestClient, logInClient, TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.js';
import { softwareAuthenticator } from '../second-factor/passkey.fixtures.js';

const BEGIN_APP = 'mutation { beginTotpEnrolment { manualKey } }';
const CONFIRM_APP = 'mutation ($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes } }';
const NEW_CODES =
  'mutation ($password: String!, $code: String!) { regenerateRecoveryCodes(password: $password, code: $code) { recoveryCodes } }';
const TURN_OFF =
  'mutation ($password: String!, $code: String!) { removeSecondFactor(password: $password, code: $code) { totpConfirmedAt } }';
const BEGIN_PASSKEY =
  'mutation ($password: String!, $code: String) { beginPasskeyRegistration(password: $password, code: $code) }';
const FINISH_PASSKEY =
  'mutation ($response: String!, $nickname: String!) { finishPasskeyRegistration(response: $response, nickname: $nickname) { passkey { id } } }';
const REMOVE_PASSKEY =
  'mutation ($id: String!, $password: String!, $code: String!) { removePasskey(id: $id, password: $password, code: $code) { recoveryCodesLeft } }';
const RESET_FACTOR = `mutation ($accountId: ID!, $jurisdictionId: ID!) {
  resetAdministratorSecondFactor(accountId: $accountId, jurisdictionId: $jurisdictionId) }`;
const INVITE_ADMIN = 'mutation ($input: InviteAdministratorInput!) { inviteAdministrator(input: $input) { email } }';
const INVITE_VIEW = 'query ($token: String!) { staffInvite(token: $token) { email } }';

describe("issue 41's security e-mails, each mutation sent twice at once", () => {
  /** mid-step, moved a step at a time, so that each code typed is of a step not used yet */
  let clock = new Date(Date.UTC(2026, 11, 3, 12, 0, 15));
  const testApp = useTestApp({
    env: { SECOND_FACTOR_KEY: randomBytes(32).toString('base64'), TRUST_PROXY: 'true', PUBLIC_URL: TEST_PUBLIC_URL },
    services: { now: () => clock },
  });
  let people = 0;
  const nextStep = () => {
    clock = new Date(clock.getTime() + TOTP_PERIOD_SECONDS * 1000);
  };
  const codeOfSecret = (secret: string) => generate({ secret, epoch: Math.floor(clock.getTime() / 1000) });

  beforeAll(async () => {
    await installQueue(testApp.database.pool);
  });

  /** A logged-in owner from their own address (the per-IP limits stay apart); `app`: with an app on. */
  async function owner({ app = false } = {}) {
    const email = `notice.once.${++people}@example.com`;
    const accountId = await createTestOwner(testApp.services, email);
    const secret = app ? await enrolTestApp(testApp.services, accountId, email) : '';
    const client = new GraphQLTestClient(testApp.url, { 'x-forwarded-for': `198.51.100.${people}` });
    return { email, accountId, secret, client: await logInClient(testApp.url, email, TEST_PASSWORD, client) };
  }

  const sent = async (email: string, template: string) =>
    (
      await testApp.database.pool.query<{ n: number }>(
        'select count(*)::int as n from email_outbox where lower(to_address) = lower($1) and template = $2',
        [email, template],
      )
    ).rows[0]?.n;

  /** Sends the same request twice at once; how many were answered without an error. */
  async function twice(client: GraphQLTestClient, query: string, variables: Record<string, unknown>) {
    const answers = await Promise.all([client.request(query, variables), client.request(query, variables)]);
    return answers.filter((answer) => answer.body.errors === undefined).length;
  }

  it('turns an app on once: second-factor-on once', async () => {
    const { email, client } = await owner();
    const begun = await client.request<{ beginTotpEnrolment: { manualKey: string } }>(BEGIN_APP);
    const secret = begun.body.data?.beginTotpEnrolment.manualKey.replace(/ /g, '') as string;
    expect(await twice(client, CONFIRM_APP, { code: await codeOfSecret(secret) })).toBe(1);
    expect(await sent(email, 'second-factor-on')).toBe(1);
  });

  it('makes new recovery codes once for one code: recovery-codes-new once', async () => {
    const { email, secret, client } = await owner({ app: true });
    expect(await twice(client, NEW_CODES, { password: TEST_PASSWORD, code: await codeOfSecret(secret) })).toBe(1);
    expect(await sent(email, 'recovery-codes-new')).toBe(1);
  });

  it('turns two-step log-in off once for one code: second-factor-off once', async () => {
    const { email, secret, client } = await owner({ app: true });
    expect(await twice(client, TURN_OFF, { password: TEST_PASSWORD, code: await codeOfSecret(secret) })).toBe(1);
    expect(await sent(email, 'second-factor-off')).toBe(1);
  });

  it('keeps a passkey once for one answer, and removes it once for one code: passkey-added, passkey-removed once', async () => {
    const { email, secret, client } = await owner({ app: true });
    const begun = await client.request<{ beginPasskeyRegistration: string }>(BEGIN_PASSKEY, {
      password: TEST_PASSWORD,
      code: await codeOfSecret(secret),
    });
    const authenticator = softwareAuthenticator({ origin: TEST_PUBLIC_URL });
    const response = JSON.stringify(
      authenticator.register(JSON.parse(begun.body.data?.beginPasskeyRegistration ?? '')),
    );
    expect(await twice(client, FINISH_PASSKEY, { response, nickname: 'Work laptop' })).toBe(1);
    expect(await sent(email, 'passkey-added')).toBe(1);

    nextStep();
    const removal = { id: authenticator.credentialId, password: TEST_PASSWORD, code: await codeOfSecret(secret) };
    expect(await twice(client, REMOVE_PASSKEY, removal)).toBe(1);
    expect(await sent(email, 'passkey-removed')).toBe(1);
  });

  it("resets an administrator's second factor once: second-factor-reset once, audited once", async () => {
    const operatorEmail = `notice.once.operator.${++people}@example.org`;
    await createTestOperator(testApp.services, operatorEmail);
    const operator = await logInClient(testApp.url, operatorEmail, TEST_PASSWORD);
    const email = `notice.once.admin.${people}@example.org`;
    const { accountId } = await createTestAdmin(testApp.services, email, TEST_PASSWORD, ['ottawa-on']);
    const ottawa = await testApp.services.jurisdictions.bySlug('ottawa-on');
    const reset = { accountId: String(accountId), jurisdictionId: String(ottawa?.id) };
    await twice(operator, RESET_FACTOR, reset);
    expect(await sent(email, 'second-factor-reset')).toBe(1);
    expect(await sent(email, 'second-factor-off')).toBe(0);
    const audited = await testApp.database.pool.query(
      `select 1 from operator_audit_log where action = 'SECOND_FACTOR_RESET' and subject_account_id = $1`,
      [accountId],
    );
    expect(audited.rows).toHaveLength(1);
  });

  it('invites an administrator: of two invites at once, the newer ends the older, so only the last e-mail works', async () => {
    // a second invite is a resend by design (decision 0113): each e-mailed, one link live at a time
    const operatorEmail = `notice.once.operator.${++people}@example.org`;
    await createTestOperator(testApp.services, operatorEmail);
    const operator = await logInClient(testApp.url, operatorEmail, TEST_PASSWORD);
    const email = `notice.once.invited.${people}@example.org`;
    const ottawa = await testApp.services.jurisdictions.bySlug('ottawa-on');
    expect(await twice(operator, INVITE_ADMIN, { input: { email, jurisdictionId: String(ottawa?.id) } })).toBe(2);
    const mails = await testApp.database.pool.query<{ text_body: string }>(
      `select text_body from email_outbox where to_address = $1 and template = 'staff-invite' order by id`,
      [email],
    );
    const views = await Promise.all(
      mails.rows.map(async ({ text_body }) => {
        const token = /invite\?token=([\w-]{43})/.exec(text_body)?.[1];
        const view = await new GraphQLTestClient(testApp.url).request<{ staffInvite: unknown }>(INVITE_VIEW, { token });
        return view.body.data?.staffInvite !== null;
      }),
    );
    expect(views).toEqual([false, true]);
  });
});
