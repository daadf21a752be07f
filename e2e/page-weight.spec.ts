// QUALITY.md P5, the fast smoke version of `npm run bench`'s: the JavaScript Chromium downloads for the
// log-in page, as bytes on the wire (compressed bodies and headers, empty cache), stays within the bar.
// The bench prints the same figure with the largest chunks and the ratio to a blank Vite React page.
import { expect, test } from './fixtures.js';

const P5_BAR_BYTES = 120 * 1024;

test('the log-in page downloads at most 120 KiB of JavaScript, compressed', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, { url: string; bytes?: number; encoding?: string }>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script')
      scripts.set(requestId, { url: response.url, encoding: response.headers['content-encoding'] as string });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  await page.goto('/en_US/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loaded = [...scripts.values()].filter((script) => script.bytes !== undefined);
  const total = loaded.reduce((sum, script) => sum + (script.bytes ?? 0), 0);
  const listing = loaded
    .sort((a, b) => (b.bytes ?? 0) - (a.bytes ?? 0))
    .map((script) => `${((script.bytes ?? 0) / 1024).toFixed(1)} KiB ${new URL(script.url).pathname}`)
    .join('\n');
  expect(loaded.length).toBeGreaterThan(0);
  // every script of some size came compressed (brotli from the build, chosen by Accept-Encoding; the
  // build leaves files under 256 bytes as they are)
  expect(
    loaded.filter((script) => (script.bytes ?? 0) > 4096 && script.encoding !== 'br').map((script) => script.url),
    listing,
  ).toEqual([]);
  expect(total, `log-in page JavaScript on the wire:\n${listing}`).toBeLessThanOrEqual(P5_BAR_BYTES);
});

test('an unknown page answers 404 (with the not-found screen), a known one 200', async ({ page }) => {
  const missing = await page.goto('/en_US/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const known = await page.goto('/en_US/login');
  expect(known?.status()).toBe(200);
});
