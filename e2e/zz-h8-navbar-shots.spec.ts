import { DEMO_ADMIN, expect, logInViaApi, test } from './fixtures.js';
test('es 390 menu and shop', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/es_US/?city=king-county-wa');
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.screenshot({ path: '/tmp/h8/nav-es_US-390-open.png' });
  await page.getByRole('button', { name: /Tienda/ }).click();
  await page.screenshot({ path: '/tmp/h8/nav-es_US-390-shop.png' });
});
for (const locale of ['es_US', 'fr_CA']) {
  for (const width of [390, 1280]) {
    test(`staff ${locale} ${width}`, async ({ page }) => {
      await logInViaApi(page, DEMO_ADMIN);
      await page.setViewportSize({ width, height: 700 });
      await page.goto(`/${locale}/admin/orders`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `/tmp/h8/staff-${locale}-${width}.png` });
    });
  }
}
