// The look of the shell and the form kit, measured (QUALITY.md "Look", issue 11, decision 0018): the
// header fits one row on a desktop and leaves a phone's screen to the content in every locale, the
// footer and the header share the content's column, and fields keep their size when they show errors.
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_OWNER, expect, expectAccessible, logInViaApi, mainNav, test } from './fixtures.js';

/**
 * The header's rows: the top strip is 44 px and the navbar row 64 px (app.css --control-height and
 * --space-8), 110 px with their borders. A second row of navbar links would add at least a link's
 * 40 px, so "one row" is "under 130 px" — room for rounding, none for a wrapped link.
 */
const ONE_ROW_MAX = 130;
/** On a phone: the header leaves the screen to the content (QUALITY.md "Look"; brief: about 120 px). */
const PHONE_MAX = 120;

const LOCALES = [
  { locale: 'en_US', city: 'king-county-wa' },
  { locale: 'es_US', city: 'king-county-wa' },
  { locale: 'en_CA', city: 'toronto-on' },
  { locale: 'fr_CA', city: 'toronto-on' },
] as const;

async function headerHeight(page: Page) {
  const box = await page.getByRole('banner').boundingBox();
  return box?.height ?? Number.POSITIVE_INFINITY;
}

for (const { locale, city } of LOCALES) {
  for (const who of ['visitor', 'owner', 'administrator'] as const) {
    test(`the header fits: ${locale}, ${who}, one row at 1280 px and ≤ ${PHONE_MAX} px on a 390 px phone`, async ({
      page,
    }) => {
      await page.request.get(`/healthz?city=${city}`);
      if (who !== 'visitor') await logInViaApi(page, who === 'owner' ? DEMO_OWNER : DEMO_ADMIN);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${locale}/${who === 'owner' ? 'account' : ''}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (who === 'owner')
        await expect(mainNav(page).getByRole('button', { name: /your account|su cuenta|votre compte/i })).toBeVisible();
      expect(await headerHeight(page), 'header height at 1280 px').toBeLessThan(ONE_ROW_MAX);
      // between a tablet and 1280 px the links stay in one row, or open from Menu when they would not
      // fit: the header never grows and the page never scrolls sideways (useNavbarFit, decision 0018)
      for (const width of [1024, 1152]) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => headerHeight(page), `header height at ${width} px`).toBeLessThan(ONE_ROW_MAX);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`)
          .toBe(width);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      const menu = page.getByRole('button', { name: /^(menu|menú)$/i });
      await expect(menu).toBeVisible();
      expect(await headerHeight(page), 'header height at 390 px').toBeLessThanOrEqual(PHONE_MAX);
      if (who === 'administrator') {
        // the staff items open under Menu, each on its own line, none past the screen's edge
        await menu.click();
        const staffNav = page.getByRole('navigation', { name: /^administra/i });
        const links = staffNav.getByRole('link');
        await expect(links.first()).toBeVisible();
        for (const link of await links.all()) {
          const box = await link.boundingBox();
          expect((box?.x ?? -1) + (box?.width ?? 0), 'a staff link inside the screen').toBeLessThanOrEqual(390);
        }
      }
    });
  }
}

test('at 1024 px the Spanish links that do not fit in one row open from Menu, with Help Centre and Language', async ({
  page,
}) => {
  await page.request.get('/healthz?city=king-county-wa');
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/es_US/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menú' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Idioma' })).toHaveCount(0);
  await menu.click();
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Safe & Happy Fund' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Centro de ayuda/ })).toBeVisible();
  await expect(nav.getByRole('combobox', { name: 'Idioma' })).toBeVisible();
  await expectAccessible(page);
  // wide enough for them: one row again, Help Centre and Language back in the top strip
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Safe & Happy Fund' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Idioma' })).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('link', { name: /Centro de ayuda/ })).toBeVisible();
});

test('header, content and footer share one column at 1280 and 390 px', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/en_US/login');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const left = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.x ?? -1;
    const content = await left(heading);
    const footerLink = await left(page.getByRole('contentinfo').getByRole('link').first());
    const country = await left(page.getByRole('banner').getByRole('img').first());
    expect(footerLink, `footer at ${width} px`).toBe(content);
    expect(country, `top strip at ${width} px`).toBe(content);
  }
});

test('fields keep their width when they show errors; the date labels stay level', async ({ page }) => {
  await page.goto('/en_US/signup');
  const day = page.getByRole('textbox', { name: 'Day' });
  const year = page.getByRole('textbox', { name: 'Year' });
  const phone = page.getByRole('textbox', { name: 'Phone 1 number' });
  const widths = async () => [
    (await day.boundingBox())?.width,
    (await year.boundingBox())?.width,
    (await phone.boundingBox())?.width,
  ];
  const before = await widths();
  await day.fill('45');
  await year.fill('18');
  await phone.fill('12');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(await widths()).toEqual(before);
  const labelTops = await Promise.all(
    ['Month', 'Day', 'Year'].map(async (name) => (await page.getByText(name, { exact: true }).boundingBox())?.y),
  );
  expect(new Set(labelTops).size, `label tops ${labelTops.join(', ')}`).toBe(1);
  await expectAccessible(page);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"Show password" stays on one line, in English and in French', async ({ page }) => {
    for (const locale of ['en_US', 'fr_CA']) {
      await page.goto(`/${locale}/signup`);
      const toggle = page.getByRole('button', { name: /show password|afficher le mot de passe/i });
      await expect(toggle).toBeVisible();
      const lineHeight = await toggle.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
      const textHeight = await toggle.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().height;
      });
      expect(textHeight, locale).toBeLessThan(lineHeight * 1.5);
    }
  });

  test('the account area has a compact navigation that says where the owner is', async ({ page }) => {
    await logInViaApi(page, DEMO_OWNER);
    await page.goto('/en_US/account/full/account-app/settings/pet-guardians');
    const accountNav = page.getByRole('navigation', { name: 'Account' });
    const toggle = accountNav.getByRole('button', { name: 'Account: Pet Guardians' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(accountNav.getByRole('link')).toHaveCount(0);
    await toggle.click();
    await expect(accountNav.getByRole('link', { name: 'Pet Guardians' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await accountNav.getByRole('link', { name: 'Order History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
    await expect(accountNav.getByRole('link')).toHaveCount(0);
  });

  test('the dashboard does not move while it loads (no layout shift)', async ({ page }) => {
    await logInViaApi(page, DEMO_OWNER);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/en_US/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});

test('the account area has a side navigation at a desktop width, the current page marked', async ({ page }) => {
  await logInViaApi(page, DEMO_OWNER);
  await page.goto('/en_US/account/full/account-app/settings/my-details');
  const accountNav = page.getByRole('navigation', { name: 'Account' });
  const names = [
    'My Dashboard',
    'My Pets',
    'My Details',
    'Pet Guardians',
    'Profile Settings',
    'Order History',
    'Billing Details',
  ];
  await expect(accountNav.getByRole('link')).toHaveText(names);
  await expect(accountNav.getByRole('link', { name: 'My Details' })).toHaveAttribute('aria-current', 'page');
  const navBox = await accountNav.boundingBox();
  const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(navBox && headingBox && navBox.x + navBox.width <= headingBox.x).toBe(true);
  await accountNav.getByRole('link', { name: 'My Pets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Pets' })).toBeVisible();
  await expect(accountNav.getByRole('link', { name: 'My Pets' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  // a page under My Pets marks My Pets as where the owner is, and draws it so
  await page.getByRole('link', { name: 'Edit Biscuit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Biscuit' })).toBeVisible();
  const myPets = accountNav.getByRole('link', { name: 'My Pets' });
  await expect(myPets).toHaveAttribute('aria-current', 'true');
  await expect(myPets).toHaveCSS('font-weight', '700');
});
