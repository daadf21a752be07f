// Issue 41 (1, 3; decision 0113), as the people do it: the server's operator runs `npm run operator:invite`
// (the command itself, against the suite's database), opens the printed link in French, chooses a password
// (a weak one first), and is logged in; the link then refuses a second use. In the console (en-US) they
// invite an administrator of Ottawa by keyboard, who accepts the e-mailed link in a browser of their own and
// is told the console is not theirs; the operator removes them (asked first) and reads the audit log.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import {
  enrolAppViaApi,
  expect,
  expectAccessible,
  linksInLatestEmail,
  recordKeyboardJourney,
  screenshotBoth,
  suiteDatabaseUrl,
  tabTo,
  test,
  uniqueEmail,
} from './fixtures.js';

const run = promisify(execFile);
const PASSWORD = 'Quarry-Lantern-Harbour-58!';

/** `npm run operator:invite` as the operator runs it on the server: the printed link. */
async function operatorInviteLink(email: string, baseURL: string): Promise<string> {
  const { stdout } = await run(
    'npx',
    ['--no-install', 'tsx', 'scripts/operator-invite.ts', '--email', email, '--locale', 'fr_CA'],
    {
      env: { ...process.env, DATABASE_URL: suiteDatabaseUrl(), PUBLIC_URL: baseURL, NODE_ENV: 'development' },
    },
  );
  const link = stdout.match(/https?:\/\/\S+\/fr_CA\/invite\?token=[\w-]{43}/)?.[0];
  expect(link, stdout).toBeDefined();
  expect(stdout).toMatch(/It works once, until \S+ \(24 hours\)/);
  return link as string;
}

/** At 390 px the element is inside the screen and the page does not scroll sideways; the size is then put back. */
async function expectWithinPhone(page: Page, element: Locator) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(element).toBeVisible();
  // polled: the navbar measures its row after the resize and folds it under Menu a frame or two later
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'the page at 390 px' })
    .toBe(390);
  await expect
    .poll(
      async () => {
        const box = await element.boundingBox();
        return (box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY);
      },
      { message: 'its right edge at 390 px' },
    )
    .toBeLessThanOrEqual(390);
  if (viewport) await page.setViewportSize(viewport);
}

/** At 1280 px the navbar's last link ends before the basket, or the links open from Menu. */
async function expectNavbarUncrowded(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: /^(Menu|Menú)$/ });
  if (await menu.isVisible()) return;
  const account = banner.getByRole('button', { name: /^(Your account|Su cuenta|Votre compte)$/ });
  const [last, basket] = await Promise.all([
    account.boundingBox(),
    banner.getByRole('link', { name: /^(Basket|Carrito|Panier)/ }).boundingBox(),
  ]);
  expect(
    (last?.x ?? 0) + (last?.width ?? Number.POSITIVE_INFINITY),
    'the last link ends before the basket',
  ).toBeLessThanOrEqual(basket?.x ?? 0);
}

test.describe.configure({ mode: 'serial' });

test.describe('the site operator', () => {
  // long addresses, as real ones can be: they break inside a 390 px screen
  const operatorEmail = uniqueEmail('operator.of.this.pawport.site');
  const adminEmail = uniqueEmail('ottawa.administrator.of.licences');

  test('the command’s link makes the operator once; the console invites, lists and removes an administrator', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000); // a long journey: the command, two people, six pages and their axe scans
    const link = await operatorInviteLink(operatorEmail, baseURL as string);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Acceptez votre invitation' })).toBeVisible();
    await expect(page.getByText('Vous recevez une invitation à exploiter ce site Pawport')).toBeVisible();
    const account = page.getByText(`Votre compte utilisera l’adresse courriel ${operatorEmail}.`);
    await expect(account).toBeVisible();
    await expectAccessible(page);
    await expectWithinPhone(page, account);
    await screenshotBoth(page, 'accept-invite');
    await page.getByLabel('Prénom').fill('Morgan');
    await page.getByLabel('Nom de famille').fill('Tremblay');
    const password = page.getByLabel('Mot de passe', { exact: true });
    await password.fill('faible');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    // logged in, and sent on to set up a second factor (the next screen: route SecondFactorSetup)
    await expect(page).toHaveURL(/\/fr_CA\/account\/full\/account-app\/settings\/two-step-sign-in$/);
    const me = await (await page.request.post('/graphql/', { data: { query: '{ me { email role } }' } })).json();
    expect(me.data.me).toEqual({ email: operatorEmail, role: 'OPERATOR' });

    // the link works once: a second browser is refused, translated
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto(link);
    await expect(stranger.getByRole('alert')).toHaveText(/Ce lien d’invitation n’est pas valide/);
    await expectAccessible(stranger);
    await other.close();

    // the console opens once a second factor is set up (decision 0114; the screen's own journey is
    // second-factor-settings.spec.ts)
    await enrolAppViaApi(page.request);

    // the console in French at 1280 px: the navbar's links in one row that the basket does not cover, or
    // under Menu when they do not fit
    await page.goto('/fr_CA/operator');
    await expect(page.getByRole('heading', { level: 1, name: 'Console de l’exploitant' })).toBeVisible();
    await expectNavbarUncrowded(page);
    await screenshotBoth(page, 'operator-console');

    // the console, in en-US: invite Ottawa's administrator by keyboard
    await page.goto('/en_US/operator');
    await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
    await expectAccessible(page);
    const invite = page.getByRole('form', { name: 'Invite an administrator' });
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(invite.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    recordKeyboardJourney();
    const emailField = invite.getByLabel('Email address');
    await emailField.focus();
    await page.keyboard.type(adminEmail);
    await tabTo(page, invite.getByLabel('Jurisdiction'));
    await invite.getByLabel('Jurisdiction').selectOption({ label: 'Ottawa, ON' });
    await tabTo(page, invite.getByRole('button', { name: 'Send the invitation' }));
    await page.keyboard.press('Enter');
    const sent = page.getByRole('status').filter({ hasText: `We emailed an invitation to ${adminEmail}.` });
    await expect(sent).toBeVisible();
    // on a phone the notice's × stays on the screen, the address broken inside the bar
    await expectWithinPhone(page, sent.getByRole('button', { name: 'Dismiss' }));
    await screenshotBoth(page, 'operator-console-invited');
    const ottawa = page.getByRole('region', { name: 'Ottawa, ON' });
    const pending = ottawa.getByText(`Invited, not accepted yet: ${adminEmail}`);
    await expect(pending).toBeVisible();
    await expectWithinPhone(page, pending);
    await expectAccessible(page);

    // the administrator, in a browser of their own, accepts the e-mailed link (Ottawa's language, en-CA)
    const links = await linksInLatestEmail(page, adminEmail);
    const adminLink = links.find((candidate) => /\/invite\?token=/.test(candidate));
    expect(adminLink).toMatch(/\/en_CA\/invite\?token=[\w-]{43}$/);
    const theirs = await browser.newContext();
    const admin = await theirs.newPage();
    await admin.goto(adminLink as string);
    await expect(admin.getByText('You are invited to administer Ottawa, ON on Pawport.')).toBeVisible();
    await expectAccessible(admin);
    await admin.getByLabel('First name').fill('Avery');
    await admin.getByLabel('Last name').fill('Clerk');
    await admin.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await admin.getByRole('button', { name: 'Create my account' }).click();
    await expect(admin).toHaveURL(/\/en_CA\/account\/full\/account-app\/settings\/two-step-sign-in$/);
    await enrolAppViaApi(admin.request);
    // an administrator is not the operator: the console says so
    await admin.goto('/en_CA/operator');
    await expect(admin.getByRole('heading', { name: 'This page is for the site operator' })).toBeVisible();
    await expectAccessible(admin);

    // a lost phone: the operator resets their two-step log-in (asked first); they are logged out, and their
    // next log-in asks for the password alone and sends them to set it up again
    await page.reload();
    const row = ottawa.getByRole('row', { name: /Avery Clerk/ });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Reset two-step log-in for Avery Clerk' }).click();
    const resetDialog = page.getByRole('dialog');
    await expect(resetDialog.getByRole('heading', { name: 'Reset two-step log-in for Avery Clerk?' })).toBeVisible();
    await expectAccessible(page);
    await resetDialog.getByRole('button', { name: 'Reset two-step log-in' }).click();
    await expect(page.getByText('Two-step log-in was reset for Avery Clerk. We emailed them.')).toBeVisible();
    const loggedOut = await (await admin.request.post('/graphql/', { data: { query: '{ me { email } }' } })).json();
    expect(loggedOut.data.me).toBeNull();
    await admin.goto('/en_CA/login');
    await admin.getByLabel(/e-?mail/i).fill(adminEmail);
    await admin.getByLabel(/^password$/i).fill(PASSWORD);
    await admin
      .getByRole('main')
      .getByRole('button', { name: /log in/i })
      .click();
    await expect(admin).toHaveURL(/\/en_CA\/account\/full\/account-app\/settings\/two-step-sign-in/);

    // the operator removes them (asked first), and the audit log says who did what
    await row.getByRole('button', { name: 'Remove Avery Clerk from Ottawa, ON' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Remove Avery Clerk?' })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remove the administrator' }).click();
    await expect(page.getByText('Avery Clerk no longer administers Ottawa, ON.')).toBeVisible();
    await expect(ottawa.getByRole('row', { name: /Avery Clerk/ })).toHaveCount(0);
    // their session ended at once
    const after = await (await admin.request.post('/graphql/', { data: { query: '{ me { email } }' } })).json();
    expect(after.data.me).toBeNull();
    await theirs.close();

    const log = page.getByRole('table', { name: 'Operator audit log' });
    for (const [what, whom] of [
      ['Removed an administrator', adminEmail],
      ['Reset an administrator’s two-step log-in', adminEmail],
      ['Accepted an invitation', adminEmail],
      ['Invited an administrator', adminEmail],
      ['Accepted an invitation', operatorEmail],
      ['Invited an operator', operatorEmail],
    ])
      await expect(log.getByRole('row').filter({ hasText: what }).filter({ hasText: whom })).toHaveCount(1);
    await expect(log.getByRole('row').filter({ hasText: 'npm run operator:invite' })).not.toHaveCount(0);
    await expectAccessible(page);
  });

  test('a visitor is sent to log in, and a malformed link is refused at once', async ({ page }) => {
    await page.goto('/en_US/operator');
    await expect(page).toHaveURL(/\/en_US\/login\?next=/);
    await page.goto('/es_US/invite?token=not-a-token');
    await expect(page.getByRole('alert')).toHaveText(/Este enlace de invitación no es válido/);
    await expectAccessible(page);
  });
});
