import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import {
  addPetViaApi,
  expect,
  expectAccessible,
  mainNav,
  screenshotBoth,
  signUpOwnerViaApi,
  test,
  uniqueEmail,
} from './fixtures.js';

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

// review 2026-12-01 D16 a (decision 0301): the navbar's word is the jurisdiction's setting
// (htmlHomesafeLinkTitle), so the owner's own screens that name the programme say it too
test('Toronto’s own word for HomeSafe names it on My Pets, the pet’s page and the dashboard (en_CA, fr_CA)', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('toronto-homesafe'), { city: 'toronto-on' });
  await addPetViaApi(page, dogPayload('Poutine'));
  for (const [locale, word, link, heading] of [
    ['en_CA', 'Lost & Found', /^Lost & Found for Poutine$/, /^Poutine: Lost & Found$/],
    [
      'fr_CA',
      'Animaux perdus et trouvés',
      /^Poutine\s:\sAnimaux perdus et trouvés$/,
      /^Poutine\s:\sAnimaux perdus et trouvés$/,
    ],
  ] as const) {
    await page.goto(`/${locale}/account/full/account-app/my-pets/`);
    // the French links fold under Menu when they do not fit in the row (decision 0018)
    const card = page.getByRole('article', { name: 'Poutine' });
    await expect(card.getByText(word, { exact: true })).toBeVisible();
    const banner = page.getByRole('banner');
    const folded = await banner.getByRole('button', { name: 'Menu' }).isVisible();
    if (folded) await banner.getByRole('button', { name: 'Menu' }).click();
    await expect(mainNav(page).getByRole('link', { name: word, exact: true })).toBeVisible();
    if (folded) await banner.getByRole('button', { name: 'Fermer' }).click();
    await expect(card.getByText(/HomeSafe/)).toHaveCount(0);
    await screenshotBoth(page, 'toronto-my-pets');
    await card.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${heading.source.slice(1, -1)} \\| Pawport$`));
    await expectAccessible(page);
    await page.goto(`/${locale}/account`);
    await expect(page.getByRole('region', { name: word, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'HomeSafe' })).toHaveCount(0);
    await expectAccessible(page);
  }
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
