import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3296' });
await context.request.post('/graphql/', { data: { query: 'mutation ($e: String!, $p: String!) { logIn(email: $e, password: $p) { id } }', variables: { e: process.argv[2], p: 'Demo-Pawport-2026!' } } });
const page = await context.newPage();
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push(`${Math.round(e.startTime)}+${Math.round(e.duration)}`); }).observe({ type: 'longtask', buffered: true });
  const marks = (window.__marks = []); const seen = {};
  new MutationObserver(() => { const t = Math.round(performance.now());
    const st = { shell: !!document.querySelector('.site-header .navbar-inner a'), loading: !!document.querySelector('main .loading-indicator'), h1: !!document.querySelector('main h1') };
    for (const [k, v] of Object.entries(st)) if (v !== seen[k]) { seen[k] = v; marks.push(`${t} ${k}=${v}`); } }).observe(document, { subtree: true, childList: true });
});
await page.goto(process.argv[3]);
await page.locator('main h1').first().waitFor();
await page.waitForTimeout(800);
console.log(await page.evaluate(() => [...window.__marks, 'longtasks: ' + window.__lt.join(' ')].join('\n')));
await browser.close();
