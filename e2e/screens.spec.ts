// The screens of the journeys at a phone's and a laptop's width, saved for people to look at
// (test-results/screens/, decision 0018): QUALITY.md "Look" is judged on these pictures.
import {
  expect,
  linkFromMailboxPage,
  NEW_OWNER_PASSWORD,
  screenshotBoth,
  signUpOwnerViaApi,
  test,
  uniqueEmail,
} from './fixtures.js';

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

    test("e-mail change screens: My Details with a change pending, the new address's link, the old one's undo", async ({
      page,
    }) => {
      const oldEmail = uniqueEmail('screens.old');
      const newEmail = uniqueEmail('screens.new');
      await signUpOwnerViaApi(page, oldEmail, { city });
      const changed = await page.request.post('/graphql/', {
        data: {
          query:
            'mutation ($email: String!, $password: String!) { changeEmail(email: $email, password: $password) { email } }',
          variables: { email: newEmail, password: NEW_OWNER_PASSWORD },
        },
      });
      expect((await changed.json()).errors).toBeUndefined();
      await page.goto(`/${locale}/account/full/account-app/settings/my-details`);
      await expect(page.getByText(newEmail).first()).toBeVisible({ timeout: 20_000 });
      await screenshotBoth(page, 'my-details-email-pending', { always: true });
      // the links name the locale of the e-mail; the pictures are of this locale's pages
      const inLocale = (link: string) =>
        new URL(link).pathname.replace(/^\/[a-z]{2}_[A-Z]{2}\//, `/${locale}/`) + new URL(link).search;
      const undo = await linkFromMailboxPage(page, oldEmail, 'email-change-notice', /\/undo-email-change\?token=/);
      const confirm = await linkFromMailboxPage(
        page,
        newEmail,
        'email-change-verify',
        /\/confirm-email-change\?token=/,
      );
      await page.goto(inLocale(confirm));
      await expect(page.getByText(newEmail).first()).toBeVisible({ timeout: 20_000 });
      await screenshotBoth(page, 'confirm-email-change', { always: true });
      await page.goto(inLocale(undo));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await screenshotBoth(page, 'undo-email-change', { always: true });
    });
  });
}
