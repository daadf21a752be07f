import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
const base = 'http://127.0.0.1:3302';
const [, , ...targets] = process.argv; // name=path[@login]
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const target of targets) {
  const name = target.slice(0, target.indexOf('=')); const rest = target.slice(target.indexOf('=') + 1);
  const [path, login] = rest.split('@');
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    if (login) {
      const email = `shot.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
      if (login !== 'new') await page.request.get(`${base}/healthz?city=${login}`);
      const r = await page.request.post(`${base}/graphql/`, { data: { query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }', variables: { input: { firstName: 'Morgan', lastName: 'Tester', email, password: 'Brand-New-Owner-42!', phones: [{ type: 'M', number: '2065550123' }], address: { civic: '400', street: 'Pine St', cityName: 'Seattle', province: 'US_WA', country: 'US', postalCode: '98101' }, tosAgreed: true } } } });
      const body = await r.json(); if (body.errors) console.log(JSON.stringify(body.errors));
    }
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/home-shots/${name}-${width}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
