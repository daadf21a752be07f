// Decision 0113: the operator invited by the server command's function, accepting once, refusals of a link
// used twice or after 24 h, the console's fields refused to a visitor, an owner and an administrator, an
// administrator invited by e-mail and removed (their sessions end), and the operator audit log written.
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_INVITE_HOURS } from '../../../domain/operator/staff-invite.schemas.js';
import { DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { installQueue } from '../../shared/jobs.js';
import { createTestAdmin, enrolTestApp, TEST_PASSWORD } from '../../test/test-accounts.js';
import { accountByEmail } from '../account/account.functions.js';
import { hasSecondFactor } from '../second-factor/second-factor.functions.js';
import { codeOf, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { hashInviteToken } from './invite-token.js';
import { inviteOperatorByCommand } from './staff-invite.service.js';

const NEW_PASSWORD = 'Harbour-Lantern-73!';
const ACCEPT = `mutation ($token: String!, $input: AcceptStaffInviteInput!) {
  acceptStaffInvite(token: $token, input: $input) { id email role } }`;
const INVITE_VIEW = 'query ($token: String!) { staffInvite(token: $token) { email role jurisdictionName expiresAt } }';
const CONSOLE = '{ operatorConsole { id name slug administrators { accountId email } openInvites { email } } }';
const AUDIT = '{ operatorAuditLog { actorName action subjectEmail jurisdictionName createdAt } }';
const INVITE_ADMIN = `mutation ($input: InviteAdministratorInput!) { inviteAdministrator(input: $input) { email expiresAt } }`;
const REMOVE_ADMIN = `mutation ($accountId: ID!, $jurisdictionId: ID!) {
  removeAdministrator(accountId: $accountId, jurisdictionId: $jurisdictionId) }`;
const RESET_FACTOR = `mutation ($accountId: ID!, $jurisdictionId: ID!) {
  resetAdministratorSecondFactor(accountId: $accountId, jurisdictionId: $jurisdictionId) }`;
const ME = '{ me { id email role } }';

type Console = {
  operatorConsole: Array<{
    id: string;
    slug: string;
    administrators: Array<{ accountId: string; email: string }>;
    openInvites: Array<{ email: string }>;
  }>;
};

describe('the site operator: invites, the console and its audit log', () => {
  const testApp = useTestApp();
  const visitor = () => new GraphQLTestClient(testApp.url);
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') as string;

  beforeAll(async () => installQueue(testApp.database.pool));

  const acceptAs = async (token: string, client = visitor()) => {
    const result = await client.request(ACCEPT, {
      token,
      input: { firstName: 'Morgan', lastName: 'Operator', password: NEW_PASSWORD },
    });
    return { client, result };
  };

  let operatorEmail = '';
  const operator = async () => {
    if (!operatorEmail) {
      operatorEmail = 'site.operator@example.org';
      const invite = await inviteOperatorByCommand(testApp.services, {
        input: { email: operatorEmail, locale: 'en_US', origin: 'https://pets.example.org' },
      });
      const { result } = await acceptAs(tokenOf(invite.url));
      expect(result.body.errors).toBeUndefined();
      // decision 0114: the console opens once a second factor is set up, which the new operator does next
      const account = await accountByEmail(testApp.services.db, operatorEmail);
      await enrolTestApp(testApp.services, account?.id as number, operatorEmail);
    }
    return logInClient(testApp.url, operatorEmail, NEW_PASSWORD);
  };

  it('the command makes a 24-hour OPERATOR invite whose link works once; only its hash is stored', async () => {
    const before = Date.now();
    const invite = await inviteOperatorByCommand(testApp.services, {
      input: { email: 'first.operator@example.org', locale: 'fr_CA', origin: 'https://pets.example.org' },
    });
    expect(invite.url).toMatch(/^https:\/\/pets\.example\.org\/fr_CA\/invite\?token=[\w-]{43}$/);
    const hours = (invite.expiresAt.getTime() - before) / 3600_000;
    expect(hours).toBeGreaterThan(STAFF_INVITE_HOURS - 0.01);
    expect(hours).toBeLessThan(STAFF_INVITE_HOURS + 0.01);
    const token = tokenOf(invite.url);
    const stored = await testApp.database.pool.query(
      'select token_hash, role, jurisdiction_id, invited_by_account_id from staff_invites where email = $1',
      ['first.operator@example.org'],
    );
    expect(stored.rows).toEqual([
      { token_hash: hashInviteToken(token), role: 'OPERATOR', jurisdiction_id: null, invited_by_account_id: null },
    ]);
    expect(JSON.stringify(stored.rows)).not.toContain(token);

    const view = await visitor().request(INVITE_VIEW, { token });
    expect(view.body.data?.staffInvite).toMatchObject({ email: 'first.operator@example.org', role: 'OPERATOR' });

    const { client, result } = await acceptAs(token);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.acceptStaffInvite).toMatchObject({
      email: 'first.operator@example.org',
      role: 'OPERATOR',
    });
    // logged in at once, in the invite's language
    expect((await client.request(ME)).body.data?.me).toMatchObject({ role: 'OPERATOR' });
    const account = await testApp.database.pool.query('select locale, role from accounts where email = $1', [
      'first.operator@example.org',
    ]);
    expect(account.rows).toEqual([{ locale: 'fr_CA', role: 'OPERATOR' }]);

    // used twice: refused, nothing changed
    const again = await acceptAs(token);
    expect(codeOf(again.result)).toBe('INVITE_INVALID');
    expect((await visitor().request(INVITE_VIEW, { token })).body.data?.staffInvite).toBeNull();
    const count = await testApp.database.pool.query('select count(*)::int as n from accounts where email = $1', [
      'first.operator@example.org',
    ]);
    expect(count.rows[0].n).toBe(1);
  });

  it('refuses a link after 24 hours, a malformed one, a weak password, and an address an account has', async () => {
    const invite = await inviteOperatorByCommand(testApp.services, {
      input: { email: 'late.operator@example.org', locale: 'en_US', origin: 'https://pets.example.org' },
    });
    const token = tokenOf(invite.url);
    const weak = await visitor().request(ACCEPT, {
      token,
      input: { firstName: 'Late', lastName: 'Operator', password: 'short' },
    });
    expect(codeOf(weak)).toBe('VALIDATION_FAILED');
    await testApp.database.pool.query(
      `update staff_invites set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashInviteToken(token)],
    );
    const late = await acceptAs(token);
    expect(codeOf(late.result)).toBe('INVITE_INVALID');
    expect(codeOf((await acceptAs('not-a-token')).result)).toBe('INVITE_INVALID');
    const accounts = await testApp.database.pool.query('select 1 from accounts where email = $1', [
      'late.operator@example.org',
    ]);
    expect(accounts.rows).toEqual([]);
    await expect(
      inviteOperatorByCommand(testApp.services, {
        input: { email: DEMO_OWNER_EMAIL, locale: 'en_US', origin: 'https://pets.example.org' },
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses the console to a visitor, an owner and an administrator', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const admin = await logInClient(testApp.url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const [city] = await testApp.services.jurisdictions.all();
    for (const [client, code] of [
      [visitor(), 'UNAUTHENTICATED'],
      [owner, 'FORBIDDEN'],
      [admin, 'FORBIDDEN'],
    ] as const) {
      expect(codeOf(await client.request(CONSOLE))).toBe(code);
      expect(codeOf(await client.request(AUDIT))).toBe(code);
      const invite = await client.request(INVITE_ADMIN, {
        input: { email: 'sneaky@example.org', jurisdictionId: String(city?.id) },
      });
      expect(codeOf(invite)).toBe(code);
      expect(codeOf(await client.request(REMOVE_ADMIN, { accountId: '1', jurisdictionId: String(city?.id) }))).toBe(
        code,
      );
      expect(codeOf(await client.request(RESET_FACTOR, { accountId: '1', jurisdictionId: String(city?.id) }))).toBe(
        code,
      );
    }
    const invites = await testApp.database.pool.query('select 1 from staff_invites where email = $1', [
      'sneaky@example.org',
    ]);
    expect(invites.rows).toEqual([]);
  });

  it('invites an administrator by e-mail in the jurisdiction’s language; they accept once into that jurisdiction', async () => {
    const client = await operator();
    const ottawa = await testApp.services.jurisdictions.bySlug('ottawa-on');
    if (!ottawa) throw new Error('the seed has Ottawa');
    const bad = await client.request(INVITE_ADMIN, { input: { email: 'not an e-mail', jurisdictionId: '' } });
    expect(codeOf(bad)).toBe('VALIDATION_FAILED');
    const taken = await client.request(INVITE_ADMIN, {
      input: { email: DEMO_OWNER_EMAIL, jurisdictionId: String(ottawa.id) },
    });
    expect(codeOf(taken)).toBe('VALIDATION_FAILED');

    const email = 'new.clerk@example.org';
    const sent = await client.request(INVITE_ADMIN, { input: { email, jurisdictionId: String(ottawa.id) } });
    expect(sent.body.errors).toBeUndefined();
    const mail = await testApp.database.pool.query<{ locale: string; subject: string; text_body: string }>(
      `select locale, subject, text_body from email_outbox where to_address = $1 and template = 'staff-invite'`,
      [email],
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]?.locale).toBe(ottawa.locales[0]);
    expect(mail.rows[0]?.subject).toContain(ottawa.name);
    const link = mail.rows[0]?.text_body.match(/https?:\/\/\S+\/invite\?token=[\w-]{43}/)?.[0];
    if (!link) throw new Error('no invite link in the e-mail');
    const listed = (await client.request<Console>(CONSOLE)).body.data?.operatorConsole.find(
      (j) => j.slug === 'ottawa-on',
    );
    expect(listed?.openInvites).toEqual([{ email }]);

    const view = await visitor().request(INVITE_VIEW, { token: tokenOf(link) });
    expect(view.body.data?.staffInvite).toMatchObject({ email, role: 'ADMIN', jurisdictionName: ottawa.name });
    const { client: clerk, result } = await acceptAs(tokenOf(link));
    expect(result.body.data?.acceptStaffInvite).toMatchObject({ email, role: 'ADMIN' });
    expect((await clerk.request(ME)).body.data?.me).toMatchObject({ role: 'ADMIN' });
    const after = (await client.request<Console>(CONSOLE)).body.data?.operatorConsole.find(
      (j) => j.slug === 'ottawa-on',
    );
    expect(after?.administrators.map((admin) => admin.email)).toContain(email);
    expect(after?.openInvites).toEqual([]);
    expect(codeOf((await acceptAs(tokenOf(link))).result)).toBe('INVITE_INVALID');
  });

  it('removes an administrator: their sessions end, with no jurisdiction left the account is deactivated', async () => {
    const client = await operator();
    const email = 'leaving.admin@example.org';
    await createTestAdmin(testApp.services, email, TEST_PASSWORD, ['ottawa-on', 'toronto-on']);
    const leaving = await logInClient(testApp.url, email, TEST_PASSWORD);
    const jurisdictions = (await client.request<Console>(CONSOLE)).body.data?.operatorConsole ?? [];
    const ottawa = jurisdictions.find((j) => j.slug === 'ottawa-on');
    const toronto = jurisdictions.find((j) => j.slug === 'toronto-on');
    const accountId = ottawa?.administrators.find((admin) => admin.email === email)?.accountId;
    expect(accountId).toBeDefined();

    const first = await client.request(REMOVE_ADMIN, { accountId, jurisdictionId: ottawa?.id });
    expect(first.body.data).toEqual({ removeAdministrator: true });
    expect((await leaving.request(ME)).body.data?.me ?? null).toBeNull();
    const stillToronto = await logInClient(testApp.url, email, TEST_PASSWORD);
    expect((await stillToronto.request(ME)).body.data?.me).toMatchObject({ email });
    // removing again from the same jurisdiction: not found, nothing changed
    expect(codeOf(await client.request(REMOVE_ADMIN, { accountId, jurisdictionId: ottawa?.id }))).toBe('NOT_FOUND');

    await client.request(REMOVE_ADMIN, { accountId, jurisdictionId: toronto?.id });
    expect((await stillToronto.request(ME)).body.data?.me ?? null).toBeNull();
    const status = await testApp.database.pool.query('select status from accounts where email = $1', [email]);
    expect(status.rows).toEqual([{ status: 'DEACTIVATED' }]);
    const relogin = await visitor().request(
      'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { viewer { id } } }',
      { email, password: TEST_PASSWORD },
    );
    expect(relogin.body.errors?.[0]).toBeDefined();
  });

  it("resets an administrator's second factor: it is gone, their sessions end, and the console waits for a new one", async () => {
    const client = await operator();
    const email = 'lost.phone.admin@example.org';
    const { accountId } = await createTestAdmin(testApp.services, email, TEST_PASSWORD, ['ottawa-on']);
    const before = await logInClient(testApp.url, email, TEST_PASSWORD);
    expect((await before.request(ME)).body.data?.me).toMatchObject({ email });
    const ottawa = (await client.request<Console>(CONSOLE)).body.data?.operatorConsole.find(
      (j) => j.slug === 'ottawa-on',
    );
    const toronto = (await client.request<Console>(CONSOLE)).body.data?.operatorConsole.find(
      (j) => j.slug === 'toronto-on',
    );

    // only from the row of a jurisdiction they administer, and never an owner's
    const elsewhere = await client.request(RESET_FACTOR, { accountId: String(accountId), jurisdictionId: toronto?.id });
    expect(codeOf(elsewhere)).toBe('NOT_FOUND');
    const owner = await accountByEmail(testApp.services.db, DEMO_OWNER_EMAIL);
    expect(
      codeOf(await client.request(RESET_FACTOR, { accountId: String(owner?.id), jurisdictionId: ottawa?.id })),
    ).toBe('NOT_FOUND');
    expect(await hasSecondFactor(testApp.services.db, accountId)).toBe(true);

    const reset = await client.request(RESET_FACTOR, { accountId: String(accountId), jurisdictionId: ottawa?.id });
    expect(reset.body.data).toEqual({ resetAdministratorSecondFactor: true });
    expect(await hasSecondFactor(testApp.services.db, accountId)).toBe(false);
    expect((await before.request(ME)).body.data?.me ?? null).toBeNull();
    const codes = await testApp.database.pool.query('select 1 from recovery_codes where account_id = $1', [accountId]);
    expect(codes.rows).toEqual([]);
    // the notice of a reset they asked for, naming the operator: not "turned off… if you did not" (decision 0113)
    const mail = await testApp.database.pool.query<{ template: string; subject: string; text_body: string }>(
      "select template, subject, text_body from email_outbox where to_address = $1 and template like 'second-factor-%'",
      [email],
    );
    expect(mail.rows.map((row) => row.template)).toEqual(['second-factor-reset']);
    expect(mail.rows[0]?.subject).toBe('Two-step log-in was reset for your Pawport account');
    const text = mail.rows[0]?.text_body ?? '';
    expect(text).toContain(
      'the site operator, Morgan Operator, reset two-step log-in for your Pawport account, as you asked',
    );
    expect(text).toContain('The next time you log in, you will set up a passkey or an authenticator app again');
    expect(text).toMatch(
      /If you did not ask for this, contact the site operator right away and reset your password:\nhttps?:\/\/\S+\/en_US\/forgot-password/,
    );

    // the password alone logs in again, to an enrolment-only session (decision 0114)
    const after = await visitor().request<{
      logIn: { viewer: { secondFactorEnrolled: boolean } | null; secondFactorRequired: boolean };
    }>(
      'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { viewer { secondFactorEnrolled } secondFactorRequired } }',
      { email, password: TEST_PASSWORD },
    );
    expect(after.body.data?.logIn).toEqual({ viewer: { secondFactorEnrolled: false }, secondFactorRequired: false });
    const log = (await client.request<{ operatorAuditLog: Array<Record<string, string>> }>(AUDIT)).body.data
      ?.operatorAuditLog;
    expect(log?.find((entry) => entry.action === 'SECOND_FACTOR_RESET')).toMatchObject({
      subjectEmail: email,
      actorName: 'Morgan Operator',
      jurisdictionName: 'Ottawa, ON',
    });
  });

  it('writes the operator audit log for every action: who, what, to whom, when', async () => {
    const client = await operator();
    const log = (await client.request<{ operatorAuditLog: Array<Record<string, string>> }>(AUDIT)).body.data
      ?.operatorAuditLog;
    const actions = (log ?? []).map((entry) => `${entry.action} ${entry.subjectEmail} by ${entry.actorName}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'OPERATOR_INVITED site.operator@example.org by npm run operator:invite',
        'INVITE_ACCEPTED site.operator@example.org by Morgan Operator',
        'ADMIN_INVITED new.clerk@example.org by Morgan Operator',
        'INVITE_ACCEPTED new.clerk@example.org by Morgan Operator',
        'ADMIN_REMOVED leaving.admin@example.org by Morgan Operator',
      ]),
    );
    const removed = log?.filter((entry) => entry.action === 'ADMIN_REMOVED') ?? [];
    expect(removed.map((entry) => entry.jurisdictionName).sort()).toEqual(['Ottawa, ON', 'Toronto, ON']);
    // newest first
    const times = (log ?? []).map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
