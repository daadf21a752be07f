import { expect, expectAccessible, mainNav, test } from './fixtures.js';

test('the footer links to the terms, the privacy policy and cookie settings', async ({ page }) => {
  await page.goto('/en_US/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`© ${new Date().getFullYear()} Pawport Corp.`, { exact: false })).toBeVisible();
  await footer.getByRole('button', { name: 'Cookie Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/tos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('a server failure shows the generic error screen', async ({ page }) => {
  await page.route('**/graphql/', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/en_US/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ruh-roh!' })).toBeVisible();
  await expect(
    page.getByText('Looks like something went wrong! If you keep getting this message, please let us know.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.unroute('**/graphql/');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Pet licensing/ })).toBeVisible();
});

test('an unknown page shows the not-found page in the shell', async ({ page }) => {
  await page.goto('/en_US/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens and closes, and Shop has a submenu with Back to Menu', async ({ page }) => {
    await page.goto('/en_US/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    const nav = mainNav(page);
    await nav.getByRole('button', { name: 'Shop' }).click();
    for (const name of ['Shop All', 'Tags', 'Smart Tracker', 'Wallet Cards', 'Collars']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expectAccessible(page);
    await nav.getByRole('button', { name: 'Back to Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(mainNav(page)).toBeHidden();
  });

  test('by keyboard: focus follows the Shop submenu and Escape steps back, then closes the menu', async ({ page }) => {
    await page.goto('/en_US/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const nav = mainNav(page);
    const shop = nav.getByRole('button', { name: 'Shop' });
    await shop.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('button', { name: 'Back to Menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Shop' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
