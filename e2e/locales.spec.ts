import { expect, expectAccessible, mainNav, test } from './fixtures.js';

test('switching English to Spanish and back rewrites the locale segment', async ({ page }) => {
  await page.goto('/en_US/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español [US]' });
  await expect(page).toHaveURL(/\/es_US\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English [US]' });
  await expect(page).toHaveURL(/\/en_US\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
});

test('switching Canadian English to French and back', async ({ page }) => {
  await page.goto('/en_CA/about?city=toronto-on');
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français [CA]' });
  await expect(page).toHaveURL(/\/fr_CA\/about/);
  await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'English [CA]' });
  await expect(page).toHaveURL(/\/en_CA\/about/);
});

test('clicking the language name in the header cycles to the next locale', async ({ page }) => {
  await page.goto('/en_US/');
  await page.getByRole('link', { name: 'Change language to Español' }).click();
  await expect(page).toHaveURL(/\/es_US\/$/);
  await page.getByRole('link', { name: 'Cambiar el idioma a English' }).click();
  await expect(page).toHaveURL(/\/en_US\/$/);
});

test('en-CA uses Canadian wording, en-US American', async ({ page }) => {
  await page.goto('/en_CA/?city=toronto-on');
  await expect(page.getByText(/© \d{4} Pawport Inc\./)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Help Centre/ })).toBeVisible();
  await expect(page.getByText('License your dog or cat', { exact: false })).toBeVisible();
  await page.goto('/en_US/?city=king-county-wa');
  await expect(page.getByText(/© \d{4} Pawport Corp\./)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Help Center/ })).toBeVisible();
  await expect(page.getByText('License your dog or cat', { exact: false })).toBeVisible();
});

test('choosing Canada in the country header goes to the Canadian site', async ({ page }) => {
  await page.goto('/en_US/');
  await expect(page.getByText('Changing the country region may change pricing and availability.')).toBeVisible();
  await page.getByLabel('Country').selectOption('CA');
  await expect(page).toHaveURL(/\/en_CA\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Pet licensing for Toronto, ON' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Canada flag' })).toBeVisible();
  await page.getByLabel('Country').selectOption('US');
  await expect(page).toHaveURL(/\/en_US\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Pet licensing for King County, WA' })).toBeVisible();
});

test("a locale of the other country is changed to the city's (decision 0021)", async ({ page }) => {
  await page.goto('/en_US/');
  await page.getByLabel('Country').selectOption('CA');
  await expect(page).toHaveURL(/\/en_CA\//);
  // Toronto chosen: the US locales redirect to Canadian English, path and query kept
  await page.goto('/en_US/about');
  await expect(page).toHaveURL(/\/en_CA\/about$/);
  await expect(page.getByText(/© \d{4} Pawport Inc\./)).toBeVisible();
  await page.goto('/es_US/login');
  await expect(page).toHaveURL(/\/en_CA\/login$/);
  await expect(page.getByRole('combobox', { name: 'Language' }).getByRole('option')).toHaveText([
    'English [CA]',
    'Français [CA]',
  ]);
  await expectAccessible(page);
  // and back in the US, a Canadian locale follows
  await page.goto('/fr_CA/login?city=king-county-wa');
  await expect(page).toHaveURL(/\/en_US\/login\?city=king-county-wa$/);
  // with nothing chosen, the locale's country picks the city: /fr_CA/ is Toronto, in French
  await page.context().clearCookies();
  await page.goto('/fr_CA/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
  await expect(page).toHaveURL(/\/fr_CA\/login$/);
});

test('hyphenated locales redirect to the underscore form', async ({ page }) => {
  await page.goto('/fr-CA/login');
  await expect(page).toHaveURL(/\/fr_CA\/login$/);
});

test('an unknown or missing locale redirects to en_US', async ({ page }) => {
  await page.goto('/xx_XX/login');
  await expect(page).toHaveURL(/\/en_US\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/en_US\/$/);
});
