import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
const NS = ['common','home','serverErrors','validation','address','account','accessCode','passwordReset','petGuardians','accessibility','jurisdiction','pet','store','licensing','rabies','admin','homesafe','fund','walletCard','adminOrders','adminSettings','adminReports'];
const base = 'http://127.0.0.1:3296';
const email = process.argv[2];
const routes = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const route of routes) {
  const context = await browser.newContext({ baseURL: base });
  await context.request.post('/graphql/', { data: { query: 'mutation ($e: String!, $p: String!) { logIn(email: $e, password: $p) { id } }', variables: { e: email, p: 'Demo-Pawport-2026!' } } });
  const page = await context.newPage();
  const seen = [];
  page.on('request', (r) => { const m = /\/assets\/([A-Za-z]+)-[A-Za-z0-9_-]{8}\.js$/.exec(r.url()); if (m && NS.includes(m[1]) && !seen.includes(m[1])) seen.push(m[1]); });
  await page.goto(route);
  await page.locator('main h1').first().waitFor();
  await page.waitForTimeout(2000);
  console.log(route, '=>', seen.join(' '));
  await context.close();
}
await browser.close();
