import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
const base = 'http://127.0.0.1:3296';
const email = process.argv[2] ?? 'demo.owner@pawport.example';
const routes = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const route of routes) {
  const context = await browser.newContext({ baseURL: base });
  await context.request.post('/graphql/', { data: { query: 'mutation ($e: String!, $p: String!) { logIn(email: $e, password: $p) { id } }', variables: { e: email, p: 'Demo-Pawport-2026!' } } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const marks = (window.__marks = []);
    const seen = { shell: false, loading: false, h1: false };
    new MutationObserver(() => {
      const t = Math.round(performance.now());
      const shell = !!document.querySelector('.site-header .navbar-inner a');
      const loading = !!document.querySelector('main .loading-indicator');
      const h1 = !!document.querySelector('main h1');
      for (const [k, v] of Object.entries({ shell, loading, h1 })) if (v !== seen[k]) { seen[k] = v; marks.push(`${t} ${k}=${v}`); }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(route);
  await page.locator('main h1').first().waitFor();
  await page.waitForTimeout(1500);
  const data = await page.evaluate(() => ({
    marks: window.__marks,
    res: performance.getEntriesByType('resource').map((e) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.name.replace(location.origin, '')}`),
  }));
  console.log('=====', route);
  console.log(data.marks.join('\n'));
  console.log(data.res.filter((r) => !r.includes('.woff')).join('\n'));
  await context.close();
}
await browser.close();
