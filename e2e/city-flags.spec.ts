import { expect, expectAccessible, mainNav, test } from './fixtures.js';

test('Travis County shows only its licensing page, under its own link title', async ({ page }) => {
  await page.goto('/en_US/?city=travis-county-tx');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Pet Registration' })).toBeVisible();
  for (const name of ['Licensing', 'HomeSafe', 'Safe & Happy Fund', 'About']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await page.goto('/en_US/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});

test('Toronto replaces the HomeSafe label', async ({ page }) => {
  await page.goto('/en_CA/?city=toronto-on');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Lost & Found' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'HomeSafe' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Safe & Happy Fund' })).toBeVisible();
});

test('a city without licensing has no help-desk link and signs up at /signup/register', async ({ page }) => {
  await page.goto('/en_US/?city=not-licensed-us');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/en_US/signup/register');
  await expect(nav.getByRole('link', { name: /Help Center/ })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Licensing' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a city with one locale shows no language switcher', async ({ page }) => {
  await page.goto('/en_CA/?city=ottawa-on');
  await expect(mainNav(page).getByRole('link', { name: 'Licensing' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
});
