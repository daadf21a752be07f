// Issue 41 (3), decision 0110: the log-in's second step, as a person meets it. An owner turns an
// authenticator app on through the API (the enrolment screens are tested apart), then logs in on the form:
// the password, then the code the app shows (computed here from the manual key with otplib), a wrong code
// refused in the error summary, and a recovery code that works once.
import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import {
  createOwnerViaApi,
  expect,
  expectAccessible,
  graphql,
  NEW_OWNER_PASSWORD,
  test,
  uniqueEmail,
} from './fixtures.js';

const BEGIN = 'mutation { beginTotpEnrolment { manualKey otpauthUri expiresAt } }';
const CONFIRM = 'mutation ($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes } }';

/** The app's code `steps` periods from now: one ahead is accepted, and is never the step the enrolment used. */
const appCode = (secret: string, steps = 1) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** An owner with an authenticator app on, logged out again: its secret and recovery codes. */
async function ownerWithApp(page: Page) {
  const email = uniqueEmail('two.step');
  await createOwnerViaApi(page.request, email); // the page's context is now logged in
  const { beginTotpEnrolment } = await graphql(page.request, BEGIN);
  expect(beginTotpEnrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  const secret = String(beginTotpEnrolment.manualKey).replace(/\s/g, '');
  const { confirmTotpEnrolment } = await graphql(page.request, CONFIRM, { code: appCode(secret, 0) });
  await graphql(page.request, 'mutation { logOut }');
  return { email, secret, recoveryCodes: confirmTotpEnrolment.recoveryCodes as string[] };
}

async function typePassword(page: Page, email: string) {
  await page.goto('/en_US/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_OWNER_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Two-step log-in' });
  await expect(heading).toBeFocused();
}

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code' });
const submitCode = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Log In' }).click();

test('an owner with an authenticator app logs in with its code; a wrong code is refused at the field', async ({
  page,
}) => {
  const owner = await ownerWithApp(page);
  await typePassword(page, owner.email);
  // no session from the password alone
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'pawport_session')).toBe(false);
  await expect(codeField(page)).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByText(/type one of your recovery codes instead/)).toBeVisible();
  await expectAccessible(page);

  const right = appCode(owner.secret);
  await codeField(page).fill(right === '000000' ? '111111' : '000000');
  await submitCode(page);
  // the form kit's error summary, its entry naming the field
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the errors below.' });
  await expect(summary.getByRole('link', { name: /^Code: This code is not right\./ })).toBeVisible();
  await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await codeField(page).fill(right);
  await submitCode(page);
  await page.waitForURL(/\/en_US\/account/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a recovery code logs in once; "Back" returns to the password', async ({ page }) => {
  const owner = await ownerWithApp(page);
  const [recoveryCode = ''] = owner.recoveryCodes;

  await typePassword(page, owner.email);
  await page.getByRole('button', { name: 'Back to email and password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeFocused();

  await typePassword(page, owner.email);
  await page.getByRole('button', { name: 'Type a recovery code instead' }).click();
  await expect(codeField(page)).toHaveAttribute('inputmode', 'text');
  await expect(codeField(page)).toBeFocused();
  await codeField(page).fill(recoveryCode);
  await submitCode(page);
  await page.waitForURL(/\/en_US\/account/);

  await graphql(page.request, 'mutation { logOut }');
  await typePassword(page, owner.email);
  await page.getByRole('button', { name: 'Type a recovery code instead' }).click();
  await codeField(page).fill(recoveryCode);
  await submitCode(page);
  await expect(page.getByRole('main')).toContainText('This recovery code has already been used.');
  await expectAccessible(page);
});
