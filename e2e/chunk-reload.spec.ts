import { expect, expectAccessible, test } from './fixtures.js';

// decision 0022: a screen whose code does not load (a deploy replaced its chunk, the network dropped)
// loads the page again once; a second failure shows the error screen, whose "Try again" loads it again.
const FIND_CHUNK = '**/assets/FindJurisdictionPage-*.js';

test('a screen whose chunk fails once is loaded again with the page', async ({ page }) => {
  let asked = 0;
  await page.route(FIND_CHUNK, (route) => (++asked === 1 ? route.abort('failed') : route.continue()));
  await page.goto('/en_US/licensing');
  await page.getByRole('main').getByRole('link', { name: 'Find your jurisdiction' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Which jurisdiction am I in?' })).toBeVisible();
  await expect(page).toHaveURL(/\/en_US\/find-my-jurisdiction$/);
  expect(asked).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('heading', { name: 'Ruh-roh!' })).toHaveCount(0);
});

test('a screen whose chunk keeps failing shows the error screen, and "Try again" loads it', async ({ page }) => {
  let asked = 0;
  await page.route(FIND_CHUNK, (route) => {
    asked++;
    return route.abort('failed');
  });
  await page.goto('/en_US/licensing');
  await page.getByRole('main').getByRole('link', { name: 'Find your jurisdiction' }).click();
  // one reload at the new address, then the error screen (not a loop of reloads, not a blank page)
  await expect(page.getByRole('heading', { level: 1, name: 'Ruh-roh!' })).toBeVisible();
  expect(asked).toBeGreaterThanOrEqual(2);
  const settled = asked;
  await page.waitForTimeout(1000);
  expect(asked).toBe(settled);
  await expectAccessible(page);
  await page.unroute(FIND_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Which jurisdiction am I in?' })).toBeVisible();
});
