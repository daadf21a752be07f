// The screens of the journeys at a phone's and a laptop's width, saved for people to look at
// (test-results/screens/, decision 0018): QUALITY.md "Look" is judged on these pictures.
import { expect, screenshotBoth, signUpOwnerViaApi, test, uniqueEmail } from './fixtures.js';

const LOCALES = [
  { locale: 'en_US', city: 'king-county-wa' },
  { locale: 'fr_CA', city: 'toronto-on' },
] as const;

// sixteen full-page pictures a test: more than a journey's 30 s on a busy machine
test.describe.configure({ timeout: 120_000 });

for (const { locale, city } of LOCALES) {
  test.describe(`screens in ${locale}`, () => {
    test('public screens: home, log-in, sign-up with and without errors', async ({ page }) => {
      await page.goto(`/${locale}/?city=${city}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await screenshotBoth(page, 'home', { always: true });
      await page.goto(`/${locale}/login`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await screenshotBoth(page, 'login', { always: true });
      await page.goto(`/${locale}/signup`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await screenshotBoth(page, 'signup', { always: true });
      await page
        .getByRole('main')
        .getByRole('button', { name: /create my account|créer mon compte/i })
        .click();
      await expect(page.locator('.error-summary')).toBeVisible({ timeout: 20_000 });
      await screenshotBoth(page, 'signup-errors', { always: true });
    });

    test('account screens: dashboard, My Details, Pet Guardians, Profile Settings', async ({ page }) => {
      await signUpOwnerViaApi(page, uniqueEmail('screens'), { city });
      const screens = [
        ['dashboard', 'account'],
        ['my-details', 'account/full/account-app/settings/my-details'],
        ['pet-guardians', 'account/full/account-app/settings/pet-guardians'],
        ['profile-settings', 'account/full/account-app/settings/profile-settings'],
      ] as const;
      for (const [name, path] of screens) {
        await page.goto(`/${locale}/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        await screenshotBoth(page, name, { always: true });
      }
    });
  });
}
