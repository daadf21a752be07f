// Issue 41's "done when", decision 0113: a city goes live without SQL, as an operator would do it. The
// production build (node dist/server/main.js, NODE_ENV=production, no demo data) on an empty database; the
// operator's invite made by the command the README names (`npm run operator:invite`, run as a process
// beside the running server); then, through the API only: the operator accepts, sets up the app, creates a
// jurisdiction from a template, uploads its boundary and invites its administrator by e-mail; the
// administrator accepts from the e-mail's link, sets up the app, adds a passkey, logs in again with it and
// reaches the jurisdiction's settings; an owner at an address inside the boundary signs up into the new
// jurisdiction. No row is written by the test itself.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { generate } from 'otplib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeReachableTempDir } from '../db/embedded-postgres.js';
import { softwareAuthenticator } from '../modules/second-factor/passkey.fixtures.js';
import { exited, startBuiltApp, systemDatabaseServer } from './system-app.js';
import { CSRF, GraphQLTestClient, TEST_PUBLIC_URL, TEST_SECOND_FACTOR_KEY } from './test-app.js';
import { boundaryFile, SPOKANE, wavySquare } from './test-boundaries.js';
import { databaseUrl, dropDatabase, recreateDatabase } from './test-database.js';

const DIST = process.env.PAWPORT_DIST_DIR ?? 'dist';
const PORT = 3561;
const EMBEDDED_PG_PORT = 55761;
const APP = `http://127.0.0.1:${PORT}`;
const DATABASE = 'pawport_going_live';
const TOKEN = /\/invite\?token=([\w-]{43})/;

const ACCEPT = `mutation ($token: String!, $input: AcceptStaffInviteInput!) {
  acceptStaffInvite(token: $token, input: $input) { id role } }`;
const BEGIN_APP = 'mutation { beginTotpEnrolment { manualKey } }';
const CONFIRM_APP = 'mutation ($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes } }';
const LOG_IN = `mutation ($email: String!, $password: String!) {
  logIn(email: $email, password: $password) { secondFactorRequired } }`;
const CREATE = 'mutation ($input: JurisdictionFormInput!) { createJurisdiction(input: $input) { id slug hasPolicy } }';
const INVITE_ADMIN = 'mutation ($input: InviteAdministratorInput!) { inviteAdministrator(input: $input) { email } }';
const SETTINGS = 'query ($id: ID!) { jurisdictionSettings(jurisdictionId: $id) { name } }';
const BEGIN_PASSKEY =
  'mutation ($password: String!, $code: String) { beginPasskeyRegistration(password: $password, code: $code) }';
const FINISH_PASSKEY = `mutation ($response: String!) {
  finishPasskeyRegistration(response: $response, nickname: "Office laptop") { __typename } }`;
const PASSKEY_LOG_IN = 'mutation { beginPasskeyLogIn }';
const WITH_PASSKEY = 'mutation ($response: String!) { logInWithPasskey(response: $response) { role } }';
const SIGN_UP = 'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }';

type Answer<T> = { body: { data?: T | null; errors?: unknown } };

/** The answer's data, failing the test with the errors when there are any. */
function dataOf<T>(answer: Answer<T>): T {
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data as T;
}

/** `npm run operator:invite -- --email …` as the README runs it on the server: its output and exit code. */
function runInviteCommand(
  env: Record<string, string>,
  email: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/operator-invite.ts', '--email', email], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** A new staff member's first minutes: accept the link, set up the app; answers the recovery codes. */
async function acceptAndSetUpApp(client: GraphQLTestClient, token: string, password: string) {
  const accepted = dataOf(
    await client.request<{ acceptStaffInvite: { role: string } }>(ACCEPT, {
      token,
      input: { firstName: 'Robin', lastName: 'Staff', password },
    }),
  ).acceptStaffInvite;
  const { manualKey } = dataOf(
    await client.request<{ beginTotpEnrolment: { manualKey: string } }>(BEGIN_APP),
  ).beginTotpEnrolment;
  const code = await generate({ secret: manualKey.replaceAll(' ', '') });
  const { recoveryCodes } = dataOf(
    await client.request<{ confirmTotpEnrolment: { recoveryCodes: string[] } }>(CONFIRM_APP, { code }),
  ).confirmTotpEnrolment;
  return { role: accepted.role, recoveryCodes };
}

describe('a city going live on an empty production database, without SQL', () => {
  let workDir = '';
  let serverUrl = '';
  let stopEmbedded: (() => Promise<void>) | undefined;
  let app: ReturnType<typeof startBuiltApp> | undefined;
  let pool: pg.Pool | undefined;
  const env = () => ({
    NODE_ENV: 'production',
    PUBLIC_URL: TEST_PUBLIC_URL,
    SECOND_FACTOR_KEY: TEST_SECOND_FACTOR_KEY,
    PAYMENT_PROVIDER: 'test',
    DATABASE_URL: databaseUrl(serverUrl, DATABASE),
  });

  beforeAll(async () => {
    workDir = await makeReachableTempDir('pawport-going-live-');
    ({ url: serverUrl, stop: stopEmbedded } = await systemDatabaseServer(workDir, EMBEDDED_PG_PORT));
    await recreateDatabase(serverUrl, DATABASE);
    app = startBuiltApp({
      main: join(process.cwd(), DIST, 'server/main.js'),
      dataDir: join(workDir, 'data'),
      port: PORT,
      postgresPort: EMBEDDED_PG_PORT,
      env: { ...env(), WEB_DIST_DIR: join(process.cwd(), DIST, 'web') },
    });
    await app.ready;
    pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, DATABASE), max: 1 });
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    if (app) {
      app.child.kill('SIGTERM');
      await exited(app.child);
    }
    if (serverUrl) await dropDatabase(serverUrl, DATABASE);
    await stopEmbedded?.();
  });

  it('the operator invites themselves by command, creates a jurisdiction with its boundary; its administrator logs in with a passkey; an owner signs up into it', async () => {
    const visitor = new GraphQLTestClient(APP);
    // empty: no city, no account; the server started and waits for its operator
    expect(dataOf(await visitor.request<{ cities: unknown[] }>('{ cities { slug } }')).cities).toEqual([]);
    const accounts = await pool?.query('select count(*)::int as n from accounts');
    expect(accounts?.rows[0].n).toBe(0);

    const command = await runInviteCommand(env(), 'ops@city.example');
    expect(command.code, command.output).toBe(0);
    const operatorToken = TOKEN.exec(command.output)?.[1];
    expect(command.output).toContain(`${TEST_PUBLIC_URL}/en_US/invite?token=`);
    expect(operatorToken).toBeDefined();

    const operator = new GraphQLTestClient(APP);
    const operatorSetUp = await acceptAndSetUpApp(operator, operatorToken as string, 'Harbour-Lantern-73!');
    expect(operatorSetUp.role).toBe('OPERATOR');
    expect(operatorSetUp.recoveryCodes).toHaveLength(10);

    const created = dataOf(
      await operator.request<{ createJurisdiction: { id: string; slug: string; hasPolicy: boolean } }>(CREATE, {
        input: {
          name: 'Spokane, WA',
          slug: 'spokane-wa',
          country: 'US',
          locales: ['en_US', 'es_US'],
          timezone: 'America/Los_Angeles',
          supportPhone: '5097556000',
          supportEmail: 'pets@spokane.example',
          licensing: 'US_COUNTY',
        },
      }),
    ).createJurisdiction;
    expect(created).toMatchObject({ slug: 'spokane-wa', hasPolicy: true });
    // its boundary, as a GIS tool exports it
    const form = new FormData();
    form.append('name', 'City limits');
    form.append('layer', 'LOCALITY');
    form.append('file', new Blob([boundaryFile([wavySquare()])], { type: 'application/geo+json' }), 'spokane.geojson');
    const uploaded = await operator.callRoute('POST', `/api/operator/jurisdictions/${created.id}/boundary`, {
      body: form,
      headers: CSRF,
    });
    expect(uploaded.status).toBe(200);
    dataOf(
      await operator.request(INVITE_ADMIN, {
        input: { email: 'clerk@spokane.example', jurisdictionId: created.id },
      }),
    );

    // the administrator's link arrives by e-mail (the outbox: no SMTP here)
    const mail = await pool?.query<{ text_body: string }>(
      "select text_body from email_outbox where to_address = 'clerk@spokane.example'",
    );
    expect(mail?.rows).toHaveLength(1);
    const adminToken = TOKEN.exec(mail?.rows[0]?.text_body ?? '')?.[1];
    expect(adminToken).toBeDefined();
    const firstVisit = new GraphQLTestClient(APP);
    const adminSetUp = await acceptAndSetUpApp(firstVisit, adminToken as string, 'Prairie-Granary-58!');
    expect(adminSetUp.role).toBe('ADMIN');

    // a passkey, the better factor: the password and a recovery code prove the change (the app's code
    // was just used), then the browser's answer (a software authenticator for PUBLIC_URL's host)
    const authenticator = softwareAuthenticator({ origin: TEST_PUBLIC_URL });
    const options = dataOf(
      await firstVisit.request<{ beginPasskeyRegistration: string }>(BEGIN_PASSKEY, {
        password: 'Prairie-Granary-58!',
        code: adminSetUp.recoveryCodes[0],
      }),
    ).beginPasskeyRegistration;
    dataOf(
      await firstVisit.request(FINISH_PASSKEY, {
        response: JSON.stringify(authenticator.register(JSON.parse(options))),
      }),
    );

    // another day: the password, then the passkey
    const admin = new GraphQLTestClient(APP);
    const logIn = dataOf(
      await admin.request<{ logIn: { secondFactorRequired: boolean } }>(LOG_IN, {
        email: 'clerk@spokane.example',
        password: 'Prairie-Granary-58!',
      }),
    );
    expect(logIn.logIn.secondFactorRequired).toBe(true);
    const challenge = dataOf(await admin.request<{ beginPasskeyLogIn: string }>(PASSKEY_LOG_IN)).beginPasskeyLogIn;
    const loggedIn = dataOf(
      await admin.request<{ logInWithPasskey: { role: string } }>(WITH_PASSKEY, {
        response: JSON.stringify(authenticator.assert(JSON.parse(challenge))),
      }),
    );
    expect(loggedIn.logInWithPasskey.role).toBe('ADMIN');
    const settings = dataOf(
      await admin.request<{ jurisdictionSettings: { name: string } }>(SETTINGS, { id: created.id }),
    );
    expect(settings.jurisdictionSettings.name).toBe('Spokane, WA');

    // the public finds the city, and an owner at home inside its boundary signs up into it
    const cities = dataOf(await visitor.request<{ cities: Array<{ slug: string }> }>('{ cities { slug } }')).cities;
    expect(cities.map((city) => city.slug)).toEqual(['spokane-wa']);
    const owner = new GraphQLTestClient(APP);
    dataOf(
      await owner.request(SIGN_UP, {
        input: {
          firstName: 'Avery',
          lastName: 'Moss',
          email: 'avery.moss@example.com',
          password: 'Harbour-Lantern-72!',
          phones: [{ type: 'M', number: '5095550123' }],
          address: SPOKANE,
          tosAgreed: true,
        },
      }),
    );
    const home = dataOf(await owner.request<{ city: { slug: string } }>('{ city { slug } }'));
    expect(home.city.slug).toBe('spokane-wa');
  });
});
