import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_OWNER,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  screenshotBoth,
  tabTo,
  test,
  logInRequestViaApi,
} from './fixtures.js';
import { FAKE_TRANSLATION_WIDGET_JS, FAKE_TRANSLATION_WIDGET_URL } from './fixtures/fake-translation-widget.js';
import { type SecondAppServer, startSecondAppServer } from './fixtures/second-app-server.js';

// The page-translation widget (spec §1, §7.3, decision 0802; issue 37: 10): off by default, so the suite's
// server makes no request for it; a second app server of the production build has TRANSLATION_WIDGET_URL and
// TRANSLATION_WIDGET_INTEGRITY (the fake script's SHA-384). The script is given by page.route (nothing
// reaches the internet; `served` counts what the browser fetched). It is offered on public pages only, as a
// "Translate this page" button whose notice says the page's text goes to the service; nothing loads until the
// visitor chooses Translate, the choice lasts for the tab's session, and the account area, the basket and the
// staff console never get it. The second server listens on a port the system gives and keeps its data on the
// machine's PostgreSQL.
const WIDGET_ORIGIN = new URL(FAKE_TRANSLATION_WIDGET_URL).origin;
const INTEGRITY = `sha384-${createHash('sha384').update(FAKE_TRANSLATION_WIDGET_JS).digest('base64')}`;

test.describe.configure({ mode: 'serial' });

let app: SecondAppServer | undefined;
let origin = '';

/** Answers the widget's URL with `body` (the fake widget unless told), as its server would, and counts the fetches. */
async function serveWidget(page: Page, body = FAKE_TRANSLATION_WIDGET_JS) {
  const served = { count: 0 };
  await page.route(FAKE_TRANSLATION_WIDGET_URL, async (route) => {
    served.count += 1;
    await route.fulfill({
      contentType: 'text/javascript',
      headers: { 'access-control-allow-origin': '*' },
      body,
    });
  });
  return served;
}

const offerButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Translate this page' });
const widgetGroup = (page: Page) => page.getByRole('group', { name: 'Page translation' });
const widgetScripts = (page: Page) => page.locator('script[data-translation-widget]');
const widgetRan = (page: Page) =>
  page.evaluate(() => '__fakeWidgetLoadedAt' in window || 'pawportTranslationWidget' in window);

async function logInAs(page: Page, email: string) {
  await logInRequestViaApi(page.request, email, DEMO_PASSWORD, origin);
}

/** A page that must never get the widget: no offer, no script, its origin not in the page's CSP. */
async function expectNoWidget(page: Page, path: string, heading: RegExp) {
  const answer = await page.goto(`${origin}${path}`);
  expect(answer?.headers()['content-security-policy'], path).not.toContain(WIDGET_ORIGIN);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(offerButton(page), path).toHaveCount(0);
  await expect(widgetScripts(page), path).toHaveCount(0);
  expect(await widgetRan(page), path).toBe(false);
}

test('without TRANSLATION_WIDGET_URL nothing is requested and the header offers no translation', async ({ page }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) elsewhere.push(request.url());
  });
  await page.goto('/en_US/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(elsewhere).toEqual([]);
  await expect(widgetScripts(page)).toHaveCount(0);
  await expect(offerButton(page)).toHaveCount(0);
});

test.describe('with TRANSLATION_WIDGET_URL', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startSecondAppServer('widget', {
      TRANSLATION_WIDGET_URL: FAKE_TRANSLATION_WIDGET_URL,
      TRANSLATION_WIDGET_INTEGRITY: INTEGRITY,
    });
    origin = app.origin;
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  test('loads nothing until the visitor asks, says where the text goes, then loads the pinned script once', async ({
    page,
  }) => {
    const served = await serveWidget(page);
    const answer = await page.goto(`${origin}/en_US/`);
    expect(answer?.headers()['content-security-policy']).toContain(WIDGET_ORIGIN);
    const offer = offerButton(page);
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('aria-expanded', 'false');
    await page.waitForTimeout(1_000);
    expect(served.count).toBe(0);
    await expect(widgetScripts(page)).toHaveCount(0);
    await expectAccessible(page);
    await screenshotBoth(page, 'translation-offer');

    // by keyboard: the notice opens, names the service, and Escape closes it without loading anything
    await tabTo(page, offer);
    await page.keyboard.press('Enter');
    const notice = page.getByText(
      'Translating sends the text of this page to translate.widget.example, an outside translation service.',
      { exact: false },
    );
    await expect(notice).toBeVisible();
    await expect(offer).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await screenshotBoth(page, 'translation-notice');
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await expect(offer).toBeFocused();
    await page.getByRole('button', { name: 'Translate this page' }).press('Enter');
    await page.getByRole('banner').getByRole('button', { name: 'Not now' }).click();
    await expect(notice).toBeHidden();
    expect(served.count).toBe(0);

    await offer.click();
    await page.getByRole('banner').getByRole('button', { name: 'Translate', exact: true }).click();
    const widget = widgetGroup(page);
    await expect(widget.getByLabel('Translate with FakeTranslate')).toBeVisible();
    await expect(widget).toHaveAttribute('data-page-language', 'en-US');
    expect(served.count).toBe(1);
    await expect(widgetScripts(page)).toHaveAttribute('integrity', INTEGRITY);
    await expect(widgetScripts(page)).toHaveAttribute('crossorigin', 'anonymous');
    await expect(offerButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Stop translating' })).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'translation-ready');
  });

  test('keeps the choice for the tab’s session; the basket, the account area and the staff console never get the script', async ({
    page,
  }) => {
    const served = await serveWidget(page);
    await page.goto(`${origin}/en_US/faq`);
    await offerButton(page).click();
    await page.getByRole('banner').getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(widgetGroup(page).getByLabel('Translate with FakeTranslate')).toBeVisible();
    expect(served.count).toBe(1);

    // a link to the basket from a translated page: the basket is loaded anew, without the script
    await page.getByRole('link', { name: /^Shopping Basket/ }).click();
    await expect(page).toHaveURL(/\/en_US\/basket$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
    ).toBe('reload');
    expect(await widgetRan(page)).toBe(false);
    await expect(widgetScripts(page)).toHaveCount(0);
    await expect(offerButton(page)).toHaveCount(0);

    await expectNoWidget(page, '/en_US/basket', /.+/);
    // the same tab comes back to a public page: the choice it made stands, the widget loads without asking
    await page.goto(`${origin}/en_US/`);
    await expect(widgetGroup(page).getByLabel('Translate with FakeTranslate')).toBeVisible();
    expect(served.count).toBe(2);

    await logInAs(page, DEMO_OWNER);
    await expectNoWidget(page, '/en_US/account', /.+/);
    await expectNoWidget(page, '/en_US/account/full/account-app/settings/my-details', /.+/);
    await logInAs(page, DEMO_ADMIN);
    await expectNoWidget(page, '/en_US/admin', /.+/);
    await expectNoWidget(page, '/en_US/admin/orders', /.+/);
    expect(served.count).toBe(2);

    // Stop translating forgets the choice: the page comes back without the script, offering it again
    await page.goto(`${origin}/en_US/accessibility`);
    await page.getByRole('button', { name: 'Stop translating' }).click();
    await expect(offerButton(page)).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(served.count).toBe(3);
    expect(await widgetRan(page)).toBe(false);
    await expect(widgetScripts(page)).toHaveCount(0);
  });

  test('a script whose bytes are not the pinned ones is not run', async ({ page }) => {
    const served = await serveWidget(page, `${FAKE_TRANSLATION_WIDGET_JS}\n// changed by someone else\n`);
    await page.goto(`${origin}/en_US/licensing`);
    await offerButton(page).click();
    await page.getByRole('banner').getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The translation service did not load.' })).toBeVisible();
    expect(served.count).toBe(1);
    expect(await widgetRan(page)).toBe(false);
    await expect(widgetGroup(page)).toBeHidden();
  });

  test('in French: the offer, the notice and the widget in the page’s language', async ({ page }) => {
    const served = await serveWidget(page);
    await page.goto(`${origin}/fr_CA/faq`);
    const offer = page.getByRole('banner').getByRole('button', { name: 'Traduire cette page' });
    await offer.click();
    await expect(page.getByText(/le texte de cette page est envoyé à translate\.widget\.example/)).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'translation-notice');
    expect(served.count).toBe(0);
    await page.getByRole('banner').getByRole('button', { name: 'Traduire', exact: true }).click();
    const widget = page.getByRole('group', { name: 'Traduction de la page' });
    await expect(widget.getByLabel('Translate with FakeTranslate')).toBeVisible();
    await expect(widget).toHaveAttribute('data-page-language', 'fr-CA');
    await expect(page.getByRole('button', { name: 'Arrêter la traduction' })).toBeVisible();
    await expectAccessible(page);
  });
});
