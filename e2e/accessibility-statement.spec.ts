// The accessibility statement (decision 0019).
import { expect, expectAccessible, tabTo, test } from './fixtures.js';

test('linked from the footer; the standard, the testing, the gaps and whom to tell', async ({ page }) => {
  await page.goto('/en_US/?city=king-county-wa');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/en_US\/accessibility$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(main.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
  for (const name of ['How we test this website', 'Known gaps', 'Report a barrier']) {
    await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  // the figures of the last complete run, or the notice that there is none yet
  await expect(
    main.getByRole('heading', { level: 3, name: /^(Last complete test run: .+|Test figures)$/ }),
  ).toBeVisible();
  await expect(main.getByText('contact King County, WA:')).toBeVisible();
  await expect(main.getByRole('link', { name: 'petlicensing@kingcounty.example' })).toBeVisible();
  await expectAccessible(page);
});

test('in French for Toronto, its contents list moves to a section by keyboard', async ({ page }) => {
  await page.goto('/fr_CA/accessibility?city=toronto-on');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeVisible();
  await expect(main.getByText('communiquez avec Toronto, ON\u00a0:', { exact: false })).toBeVisible();
  await expect(main.getByRole('link', { name: '416 392-2489' })).toBeVisible();
  await expectAccessible(page);
  const contents = main.getByRole('navigation', { name: 'Sur cette page' });
  const report = contents.getByRole('link', { name: 'Signaler un obstacle' });
  await tabTo(page, report);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#statement-report$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Signaler un obstacle' })).toBeInViewport();
});
