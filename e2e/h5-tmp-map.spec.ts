import { expect, test } from './fixtures.js';
test('tmp map resize', async ({ page }) => {
  await page.goto('/en_US/find-my-jurisdiction');
  await page.getByRole('combobox', { name: /Search for your address/ }).fill('400 Pine St, Seattle WA 98101');
  await page.getByRole('listbox').getByRole('option', { name: /400 Pine St/ }).click();
  const map = page.getByRole('region', { name: 'Map of the jurisdictions around the address' });
  await expect(map).toBeVisible();
  const sizes = async (label: string) => console.log(label, JSON.stringify(await map.evaluate((el) => ({ el: [el.clientWidth, el.clientHeight], svg: [...el.querySelectorAll('svg')].map((s) => [s.getAttribute('width'), s.getAttribute('height')]) }))));
  await sizes('initial');
  await page.getByRole('radio', { name: 'Seattle, WA' }).check();
  await sizes('selected');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 720 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await sizes(`at ${width}`);
    await page.waitForTimeout(1000);
    await sizes(`at ${width} +1s`);
    console.log('transform', await map.evaluate((el) => el.querySelector('svg')?.getAttribute('viewBox') + ' ' + (el.querySelector('svg') as SVGElement | null)?.style.transform));
  }
  await page.waitForTimeout(500);
  await sizes('later');
});
