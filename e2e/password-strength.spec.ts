// Issue 10 (6): the password estimator (zxcvbn-ts and its dictionaries) is never part of the first page;
// the sign-up screen loads it when a new password is typed, and the checklist then refuses what the
// server refuses.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.js';

const ESTIMATOR = /\/assets\/password-(estimator|dictionary)-/;

function scriptsLoaded(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test('the log-in page loads no password dictionary', async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/en_US/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => ESTIMATOR.test(url))).toEqual([]);
});

test('sign-up loads the estimator at the first character of a password and refuses a guessable one', async ({
  page,
}) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/en_US/signup/register');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => ESTIMATOR.test(url))).toEqual([]);

  await password.fill('Passw0rd!2024'); // every composition rule met, yet among the first guesses
  const notCommon = page
    .locator('.password-checklist li')
    .filter({ hasText: 'Not a common or easy-to-guess password' });
  await expect(notCommon).toHaveClass('unmet');
  await expect(page.getByText('This password is too common and easy to guess. Please choose another.')).toBeVisible();
  expect(scripts.filter((url) => ESTIMATOR.test(url)).length).toBeGreaterThan(0);
  await expectAccessible(page);

  await password.fill('Harbor-Lantern-61!');
  await expect(notCommon).toHaveClass('met');
  await expect(page.getByText('Your password is secure!')).toBeVisible();
});

test('while the estimator loads, a common password that meets the rules is being checked, never "secure"', async ({
  page,
}) => {
  // the estimator's files are held back until the page has been looked at
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ESTIMATOR, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en_US/signup/register');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Passw0rd!2024');
  const status = page.locator('.password-status');
  await expect(status).toHaveText('Checking that it is not a common password…');
  await expect(page.getByText('Your password is secure!')).toHaveCount(0);
  release();
  await expect(status).toHaveText('This password is too common and easy to guess. Please choose another.');
});
