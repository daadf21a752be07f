import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import {
  type APIRequestContext,
  test as base,
  expect,
  type FileChooser,
  type Locator,
  type Page,
} from '@playwright/test';
import { generateSync } from 'otplib';
import pg from 'pg';
import { SEATTLE_MAIN_ST, TORONTO_CITY_HALL } from '../src/domain/address/address.fixtures.js';
import { TOTP_PERIOD_SECONDS, totpStepAt } from '../src/domain/account/second-factor.rules.js';
import { DEMO_TOTP_SECRETS } from '../src/server/seed/demo-second-factors.js';

export const DEMO_PASSWORD = 'Demo-Pawport-2026!';
export const DEMO_OWNER = 'demo.owner@pawport.example';
export const DEMO_ADMIN = 'demo.admin@pawport.example';
export const DEMO_COUNTY_OWNER = 'demo.county@pawport.example';
/** Ottawa, en-CA (README): its cat Maple needs no rabies proof there, its dog Bijou does */
export const DEMO_OTTAWA_OWNER = 'demo.ottawa@pawport.example';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core with the WCAG 2.0/2.1/2.2 A and AA rules: zero violations allowed. */
export async function expectAccessible(page: Page, options: { include?: string } = {}) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  // an open menu covers the content under it on purpose: then only the menu's region is judged
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  recordScan(page, results);
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Notes an axe scan on the running test for the accessibility statement's figures (decision 0019):
 * e2e/accessibility-figures-reporter.ts adds them up when the whole suite passes.
 */
function recordScan(
  page: Page,
  results: { passes: Array<{ id: string }>; violations: Array<{ id: string }>; incomplete: Array<{ id: string }> },
) {
  const rules = [...results.passes, ...results.violations, ...results.incomplete].map((rule) => rule.id);
  const scan = { path: new URL(page.url()).pathname, rules, violations: results.violations.length };
  base.info().annotations.push({ type: 'axe-scan', description: JSON.stringify(scan) });
}

/** Notes that the running test moves through a page by keyboard (the statement's keyboard-only journeys). */
export function recordKeyboardJourney() {
  const annotations = base.info().annotations;
  if (!annotations.some((annotation) => annotation.type === 'keyboard-journey')) {
    annotations.push({ type: 'keyboard-journey' });
  }
}

/** Runs a GraphQL operation in `request`'s session and returns its data; any error fails the test. */
export async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const body = await (await request.post('/graphql/', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** Logs in through the API with the page's own request context (it shares the page's cookies). */
export async function logInViaApi(page: Page, email: string, password = DEMO_PASSWORD) {
  await logInRequestViaApi(page.request, email, password);
}

const LOG_IN_QUERY =
  'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { viewer { id } secondFactorRequired } }';
const SECOND_STEP_QUERY = 'mutation ($code: String!) { logInSecondFactor(code: $code) { id } }';

/**
 * Logs `request`'s session in through the API (`origin`: another origin than the base URL). A demo staff
 * account answers the second step with its authenticator app's code (`demoStaffCode`).
 */
export async function logInRequestViaApi(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
  origin = '',
) {
  const post = async (query: string, variables: Record<string, unknown>) =>
    (await request.post(`${origin}/graphql/`, { data: { query, variables } })).json();
  const body = await post(LOG_IN_QUERY, { email, password });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  if (!body.data.logIn.secondFactorRequired) return;
  for (let attempt = 0; ; attempt++) {
    const answer = await post(SECOND_STEP_QUERY, { code: await demoStaffCode(email) });
    // another worker took the same step between the choice and the answer: choose again
    if (!answer.errors) return;
    expect(attempt < 4 && answer.errors[0]?.extensions?.code, JSON.stringify(answer.errors)).toBe('VALIDATION_FAILED');
  }
}

/**
 * The code a demo staff account's authenticator app shows (decision 0114: the secrets the README publishes),
 * for a step the account has not used yet. Each step logs in once (decision 0109) and the suite logs in as
 * the demo administrator from two workers, many times a minute: the code of now, else of the next step
 * (one step of drift is accepted), else — both used — the account's last used step is forgotten in the
 * suite's database, as if a minute had passed, and the code of now is new again. The choice reads the
 * database, so no wrong code is typed for nothing (wrong codes count toward the account's lock).
 */
export async function demoStaffCode(email: string): Promise<string> {
  const secret = DEMO_TOTP_SECRETS[email];
  if (!secret) throw new Error(`${email} is no demo staff account with a published secret`);
  const now = new Date();
  const step = totpStepAt(now);
  const lastUsed = await suiteDatabase(async (client) => {
    const { rows } = await client.query<{ last_used_step: string | null }>(
      'select last_used_step from totp_factors where account_id = (select id from accounts where email = $1)',
      [email],
    );
    const last = rows[0]?.last_used_step == null ? null : Number(rows[0].last_used_step);
    if (last === null || last < step + 1) return last;
    await client.query(
      'update totp_factors set last_used_step = null where account_id = (select id from accounts where email = $1)',
      [email],
    );
    return null;
  });
  const ahead = lastUsed !== null && lastUsed >= step ? 1 : 0;
  return generateSync({ secret, epoch: Math.floor(now.getTime() / 1000) + ahead * TOTP_PERIOD_SECONDS });
}

/**
 * Turns on an authenticator app for `request`'s logged-in account through the API (the screens have their
 * own journey), as staff made in the suite's database must before the console opens (decision 0114).
 */
export async function enrolAppViaApi(request: APIRequestContext): Promise<string> {
  const { beginTotpEnrolment } = await graphql(request, 'mutation { beginTotpEnrolment { manualKey } }');
  const secret = String(beginTotpEnrolment.manualKey).replace(/\s/g, '');
  await graphql(request, 'mutation ($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes } }', {
    code: generateSync({ secret }),
  });
  return secret;
}

/**
 * Logs in through the form, as a person would; a demo staff account types its app's code at the second
 * step (`demoStaffCode`) and lands in the staff console, an owner on their account.
 */
export async function logIn(page: Page, email: string, locale = 'en_US', password = DEMO_PASSWORD) {
  await page.goto(`/${locale}/login`);
  await page.getByLabel(/e-?mail|correo|courriel/i).fill(email);
  await page.getByLabel(/^(password|contraseña|mot de passe)$/i).fill(password);
  const logInButton = page.getByRole('main').getByRole('button', { name: /log in|iniciar sesión|se connecter/i });
  await logInButton.click();
  if (DEMO_TOTP_SECRETS[email]) await typeSecondStep(page, email);
  await page.waitForURL(DEMO_TOTP_SECRETS[email] ? /\/admin/ : /\/account/);
  // as a person would, let the page finish loading (its screen and the session load lazily) before using it
  await page.waitForLoadState('networkidle');
}

/** The log-in form's second step of a demo staff account: its app's code, typed until one is accepted. */
export async function typeSecondStep(page: Page, email: string) {
  const code = page.getByRole('textbox', { name: /^(code|código)$/i });
  for (let attempt = 0; attempt < 5; attempt++) {
    await code.fill(await demoStaffCode(email));
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/graphql') && !!response.request().postData()?.includes('logInSecondFactor'),
    );
    await page
      .getByRole('main')
      .getByRole('button', { name: /log in|iniciar sesión|se connecter/i })
      .click();
    // taken by another worker between the choice and the answer: the field says so; choose again
    const body = await (await answered).json();
    if (!body.errors) return;
  }
  throw new Error(`the second step of ${email} was refused five times`);
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: /^(main|principal|principale)$/i });
}

export const test = base;
export { expect };

/** The two widths every screen must look finished at (QUALITY.md "Look"): a phone and a laptop. */
export const SCREEN_WIDTHS = [390, 1280] as const;

/**
 * Saves full-page screenshots of the current screen at 390 and 1280 px as
 * `test-results/screens/<locale>-<name>-<width>.png`, then restores the viewport (decision 0018).
 * A journey calls it at each screen it visits; it costs nothing unless `SCREENSHOTS=1` is set,
 * except in `e2e/screens.spec.ts`, which walks the screens for them and passes `always`
 * (`SCREENSHOTS=0` turns that off too).
 */
export async function screenshotBoth(page: Page, name: string, { always = false } = {}) {
  if (process.env.SCREENSHOTS === '0' || (!always && process.env.SCREENSHOTS !== '1')) return;
  const locale = new URL(page.url()).pathname.split('/')[1] || 'none';
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const dir = join(test.info().project.outputDir, 'screens');
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: viewport.height });
    // the media queries re-render the navbar: let two frames pass before the picture
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({
      path: join(dir, `${locale}-${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(viewport);
}

export const NEW_OWNER_PASSWORD = 'Brand-New-Owner-42!';

let counter = 0;
/** A unique e-mail per call, so parallel tests never share an account. */
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * A home address inside each demo jurisdiction a test signs up in (sign-up joins the home's jurisdiction,
 * decision 0302): the domain's own address fixtures, which the server's tests use too.
 */
const HOME_IN: Record<string, Readonly<Record<string, string>>> = {
  'king-county-wa': SEATTLE_MAIN_ST,
  'toronto-on': TORONTO_CITY_HALL,
};

/** Creates an owner through the API (for tests that are about something else than the sign-up form). */
export async function createOwnerViaApi(
  request: APIRequestContext,
  email: string,
  password = NEW_OWNER_PASSWORD,
  city = 'king-county-wa',
  birthdate?: { day: string; month: string; year: string },
) {
  const address = HOME_IN[city];
  if (!address) throw new Error(`no test home address in ${city}`);
  const response = await request.post('/graphql/', {
    data: {
      query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }',
      variables: {
        input: {
          firstName: 'Morgan',
          lastName: 'Tester',
          email,
          password,
          phones: [{ type: 'M', number: '2065550123' }],
          address,
          tosAgreed: true,
          ...(birthdate ? { birthdate } : {}),
        },
      },
    },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

/** Signs a new owner up through the page's own API context, which shares its cookies: the page is then logged in. */
export async function signUpOwnerViaApi(
  page: Page,
  email: string,
  options: { city?: string; birthdate?: { day: string; month: string; year: string } } = {},
) {
  if (options.city) await page.request.get(`/healthz?city=${options.city}`);
  await createOwnerViaApi(page.request, email, NEW_OWNER_PASSWORD, options.city, options.birthdate);
}

/** Adds a pet to the logged-in page's owner through the API (the pet form's payload); returns its id. */
export async function addPetViaApi(page: Page, input: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/graphql/', {
    data: { query: 'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }', variables: { input } },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.addPet.id;
}

/**
 * Presses Enter on the focused button and returns the file chooser it opens. Playwright turns file
 * chooser interception on without waiting for it when the wait starts, so a key press sent straight
 * after can reach the browser first, and the chooser then never reaches the test (seen once in each of
 * two full CI runs, 2026-11-27). A round trip to the page after the wait starts puts the press behind it.
 */
export async function fileChooserFromEnter(page: Page): Promise<FileChooser> {
  const chooser = page.waitForEvent('filechooser');
  await page.evaluate(() => document.activeElement?.tagName);
  await page.keyboard.press('Enter');
  return chooser;
}

/** Presses Tab (or Shift+Tab) until the element has focus, as a keyboard user moves through a page. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  recordKeyboardJourney();
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The links of the newest e-mail to an address, read from the development mailbox. */
export async function linksInLatestEmail(page: Page, to: string): Promise<string[]> {
  let messages: Array<{ links?: string[]; text?: string }> = [];
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        messages = response.ok() ? await response.json() : [];
        return messages.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  return messages[0]?.links ?? [];
}

/**
 * Opens the newest e-mail of `template` to an address in the dev mailbox page, as a person reads it, and
 * returns the link in it whose address matches `link`; the page stays on the message.
 */
export async function linkFromMailboxPage(page: Page, to: string, template: string, link: RegExp): Promise<string> {
  await page.goto('/dev/mailbox');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: to, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: template, exact: true }) })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  const found = page.getByRole('listitem').getByRole('link', { name: link });
  await expect(found).toHaveCount(1);
  return (await found.getAttribute('href')) as string;
}

/** The address of the suite's embedded PostgreSQL (a command run beside the server, as DATABASE_URL). */
export function suiteDatabaseUrl(): string {
  const requested = process.env.E2E_DATA_DIR ?? '';
  const moved = join(requested, 'WHERE-IS-THE-DATABASE.txt');
  const dataDir = existsSync(moved) ? readFileSync(moved, 'utf8').trim() : requested;
  const password = readFileSync(join(dataDir, '.pg-password'), 'utf8').trim();
  return `postgres://pawport:${encodeURIComponent(password)}@127.0.0.1:${process.env.E2E_PG_PORT ?? '55433'}/pawport`;
}

/**
 * The suite's embedded PostgreSQL (playwright.config.ts: DATA_DIR and EMBEDDED_PG_PORT), for what no API
 * makes: another administrator, a second jurisdiction's staff.
 */
export async function suiteDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: suiteDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * An administrator of the jurisdiction `slug` made in the suite's database (no API makes one), with the demo
 * password and no second factor: it must set one up before the console opens (`enrolAppViaApi`).
 */
export async function createAdminInSuiteDatabase(
  email: string,
  { firstName, lastName, slug = 'king-county-wa' }: { firstName: string; lastName: string; slug?: string },
): Promise<void> {
  await suiteDatabase(async (client) => {
    const admin = await client.query(
      `insert into accounts (email, password_hash, role, first_name, last_name)
       select $1, password_hash, 'ADMIN', $3, $4 from accounts where email = $2 returning id`,
      [email, DEMO_ADMIN, firstName, lastName],
    );
    await client.query(
      'insert into admin_jurisdictions (account_id, jurisdiction_id) select $1, id from jurisdictions where slug = $2',
      [admin.rows[0].id, slug],
    );
  });
}

/**
 * Puts a product in the basket of `request`'s session through the API, as the product page would; the
 * basket's total after, in cents.
 */
export async function addToBasketViaApi(
  request: APIRequestContext,
  slug: string,
  options: Record<string, string>,
  engraving?: string[],
): Promise<number> {
  const products = await (await request.post('/graphql/', { data: { query: '{ storeProducts { id slug } }' } })).json();
  const product = products.data.storeProducts.find((candidate: { slug: string }) => candidate.slug === slug);
  const response = await request.post('/graphql/', {
    data: {
      query: 'mutation ($input: AddToBasketInput!) { addToBasket(input: $input) { total { amountCents } } }',
      variables: {
        input: {
          productId: product.id,
          quantity: 1,
          options: Object.entries(options).map(([kind, value]) => ({ kind, value })),
          ...(engraving ? { engraving } : {}),
        },
      },
    },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.addToBasket.total.amountCents;
}

/** A red size-M reflective collar in the basket of `request`'s session; the basket's total after, in cents. */
export function addCollarViaApi(request: APIRequestContext): Promise<number> {
  return addToBasketViaApi(request, 'reflective-nylon-collar', { size: 'M', color: 'red' });
}
