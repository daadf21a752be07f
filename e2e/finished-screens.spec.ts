import type { Locator } from '@playwright/test';
import { OPTION_SWATCHES } from '../src/domain/store/catalog.js';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import { getHref } from '../src/domain/shared/routes.js';
import {
  addCollarViaApi,
  addPetViaApi,
  expect,
  expectAccessible,
  graphql,
  screenshotBoth,
  signUpOwnerViaApi,
  test,
  uniqueEmail,
} from './fixtures.js';
import { buyLicenceViaApi } from './fixtures/licences.js';

// issue 38, the screens a new user found unfinished (review 2026-12-01): the Smart Tracker plans say the
// device is included (D24); the jurisdiction map draws every legend entry with context and no tiles
// (D25, decision 0305); an empty basket has no badge (D27); identifiers never break at their hyphen
// (D28); the finder's form keeps a form's column (D29); the phone menu's Log in and Sign up stand apart
// (D30); a tag in the basket shows the chosen shape, colour and design (D35).

/** The number of lines an inline element is set on (a wrapped one has a box on each line). */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops = new Set([...element.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

test('the basket badge shows only when the basket holds something, and its name says so (D27)', async ({ page }) => {
  await page.goto('/en_US/');
  const basket = page.getByRole('link', { name: /^Shopping Basket/ });
  await expect(basket).toHaveAccessibleName('Shopping Basket (empty)');
  // no red "0": the link shows its icon alone
  await expect(basket.locator('.basket-badge')).toHaveCount(0);
  await expect(basket).not.toContainText('0');
  await expectAccessible(page);

  await addCollarViaApi(page.request);
  await page.reload();
  await expect(basket).toHaveAccessibleName('Shopping Basket (1 item)');
  await expect(basket.locator('.basket-badge')).toBeVisible();
  await expect(basket.locator('.basket-badge')).toHaveText('1');
  await expectAccessible(page);
  await screenshotBoth(page, 'basket-badge-one');

  // the same words in Spanish and French once the basket is empty again
  const lines = (await graphql(page.request, '{ basket { lines { id } } }')).basket.lines as Array<{ id: string }>;
  for (const line of lines)
    await graphql(page.request, 'mutation ($id: ID!) { removeBasketLine(lineId: $id) { count } }', { id: line.id });
  await page.goto('/es_US/');
  await expect(page.getByRole('link', { name: 'Carrito de compras (vacío)' })).toBeVisible();
  await page.goto('/fr_CA/');
  await expect(page.getByRole('link', { name: 'Panier (vide)' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'basket-badge-empty');
});

test('on a 390 px receipt the licence number, its tag and the order number stay on one line (D28)', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('receipt-390'), { birthdate: { day: '12', month: '4', year: '1980' } });
  const petId = await addPetViaApi(page, dogPayload('Rex'));
  const order = await buyLicenceViaApi(page, petId);
  const { myOrder } = await graphql(
    page.request,
    'query ($number: Int!) { myOrder(number: $number) { reference lines { license { number tagNumber } } } }',
    { number: order },
  );
  const licence = myOrder.lines.find((line: { license: unknown }) => line.license).license as {
    number: string;
    tagNumber: string;
  };
  expect(licence.number).toMatch(/-/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(getHref('OrderReceipt', 'en_US', { order: String(order) }));
  const receipt = page.getByRole('table', { name: 'Items' });
  await expect(receipt).toContainText(`License ${licence.number}, tag ${licence.tagNumber}`);
  const number = receipt.getByText(licence.number, { exact: true });
  await expect(number).toBeVisible();
  expect(await linesOf(number)).toBe(1);
  expect(await linesOf(receipt.getByText(licence.tagNumber, { exact: true }))).toBe(1);
  // the words around the number still wrap: the line holding it is narrower than the sentence
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(myOrder.reference);
  expect(await linesOf(heading.getByText(myOrder.reference, { exact: true }))).toBe(1);
  await expectAccessible(page);
  await screenshotBoth(page, 'receipt-licence-number');

  // Order History and the dashboard name the order the same way
  await page.goto(getHref('OrderHistory', 'en_US'));
  const link = page.getByRole('link', { name: `Order ${myOrder.reference}` });
  expect(await linesOf(link.getByText(myOrder.reference, { exact: true }))).toBe(1);
  await expectAccessible(page);
});

test('the finder’s form on a tag’s found page keeps a form’s column at 1280 px (D29)', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('finder-width'));
  const petId = await addPetViaApi(page, dogPayload('Biscuit'));
  const { pet } = await graphql(page.request, 'query ($id: ID!) { pet(id: $id) { tagCode } }', { id: petId });
  const finderContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const finder = await finderContext.newPage();
  await finder.goto(`/en_US/found/${pet.tagCode}`);
  await expect(finder.getByRole('heading', { level: 1, name: 'You found Biscuit' })).toBeVisible();
  const message = finder.getByLabel('Your message');
  const email = finder.getByLabel('Your email address');
  await expect(message).toBeVisible();
  // --form-max is 38rem (608 px): every other form's column
  for (const field of [message, email]) {
    const box = await field.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(box?.width ?? 9999).toBeLessThanOrEqual(610);
  }
  // the tag code is kept whole too
  expect(await linesOf(finder.locator('.homesafe-tag-code'))).toBe(1);
  await expectAccessible(finder);
  await screenshotBoth(finder, 'found-page-form');
  await finderContext.close();
});

test('in the phone menu, « Se connecter » and « S’inscrire » stand apart (D30)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr_CA/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const logIn = page.getByRole('navigation').getByRole('link', { name: 'Se connecter' });
  const signUp = page.getByRole('navigation').getByRole('link', { name: 'S’inscrire' });
  await expect(logIn).toBeVisible();
  await expect(signUp).toBeVisible();
  const first = await logIn.boundingBox();
  const second = await signUp.boundingBox();
  if (!first || !second) throw new Error('no boxes');
  // one under the other, at least 12 px apart (--space-3), each as wide as the menu
  expect(second.y - (first.y + first.height)).toBeGreaterThanOrEqual(12);
  expect(Math.abs(first.width - second.width)).toBeLessThan(1);
  expect(first.width).toBeGreaterThan(300);
  await expectAccessible(page);
  await screenshotBoth(page, 'mobile-menu-visitor');
});

test('a gold paw-print bone tag shows as gold with paw prints in the basket, not the stock picture (D35)', async ({
  page,
}) => {
  await page.goto('/en_US/store/tags/gallery?shape=tag-bone&color=gold');
  await page.getByRole('link', { name: 'Bone ID tag, Gold, Paw print design' }).click();
  await expect(page.getByRole('group', { name: 'Design' }).getByRole('radio', { name: 'Paw print' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: 'Gold' })).toBeChecked();
  await page.getByLabel("First line: your pet's name").fill('Rex');
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByRole('link', { name: 'Shopping Basket (1 item)' })).toBeVisible();

  await page.goto('/en_US/basket');
  const line = page.getByRole('article', { name: 'Bone ID tag' });
  await expect(line).toContainText('Color: Gold');
  await expect(line).toContainText('Design: Paw print');
  // the picture is the tag as chosen: the bone's face in gold, the paw-print motif over it, REX engraved
  const picture = line.locator('svg.tag-preview');
  await expect(picture).toBeVisible();
  await expect(line.locator('img')).toHaveCount(0);
  await expect(picture.locator(`g[fill="${OPTION_SWATCHES.gold}"]`)).toHaveCount(1);
  await expect(picture.locator('pattern')).toHaveCount(1);
  await expect(picture.locator('text').first()).toHaveText('REX');
  await expectAccessible(page);
  await screenshotBoth(page, 'basket-tag-design');
});

test('the Smart Tracker plans and the basket say the device is included (D24)', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('tracker-device'));
  await addPetViaApi(page, dogPayload('Rex'));
  await page.goto('/en_US/store/smart-tracker');
  const form = page
    .getByRole('region', { name: 'Add a Smart Tracker to your order' })
    .getByRole('form', { name: 'New Smart Tracker' });
  const plans = form.getByRole('group', { name: 'Step 2: Choose a subscription' });
  await expect(plans.getByRole('radio')).toHaveCount(3);
  for (const plan of ['Monthly', 'Yearly', 'Every 2 years']) {
    const card = plans.locator('label').filter({ has: page.getByRole('radio', { name: new RegExp(plan) }) });
    await expect(card).toContainText('Device included');
  }
  await expect(plans.getByRole('radio', { name: /Yearly.*Billed \$95\.88 every year.*Device included/ })).toHaveCount(
    1,
  );
  await expectAccessible(page);
  await screenshotBoth(page, 'tracker-device-included');

  // in Spanish too
  await page.goto('/es_US/store/smart-tracker');
  await expect(page.getByRole('group', { name: /^Paso 2/ }).getByText('Dispositivo incluido')).toHaveCount(3);
  await expectAccessible(page);

  await page.goto('/en_US/store/smart-tracker');
  await plans.getByRole('radio', { name: /Yearly/ }).check();
  await form.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByRole('link', { name: 'Shopping Basket (1 item)' })).toBeVisible();
  await page.goto('/en_US/basket');
  const line = page.getByRole('article', { name: 'Smart Tracker – Yearly plan' });
  await expect(line).toContainText('For Rex');
  await expect(line).toContainText('Device included');
  await expectAccessible(page);
});

test('the jurisdiction map draws Seattle over King County, the address, the counties around, names and a scale (D25)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en_US/find-my-jurisdiction');
  await page.getByRole('combobox', { name: /Search for your address/ }).fill('400 Pine St, Seattle WA 98101');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /400 Pine St/ })
    .click();
  const map = page.getByRole('region', { name: 'Map of the jurisdictions around the address' });
  await expect(map).toBeVisible();
  const figure = page.locator('figure.boundaries-map');
  const legend = figure.locator('figcaption');
  await expect(legend).toContainText('King County, WA');
  await expect(legend).toContainText('Seattle, WA (approximate area)');
  await expect(legend).toContainText('matched by ZIP code');

  // every legend entry has its area drawn in its colour: one stroke colour a jurisdiction
  const swatches = await legend
    .locator('.legend-swatch')
    .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).backgroundColor));
  expect(swatches).toHaveLength(2);
  const strokes = await map
    .locator('path.map-jurisdiction')
    .evaluateAll((paths) => [...new Set(paths.map((path) => getComputedStyle(path).stroke))]);
  expect(strokes.sort()).toEqual([...swatches].sort());
  // Seattle (the smaller area) is drawn after King County: it shows on top
  const order = await map
    .locator('path.map-jurisdiction')
    .evaluateAll((paths) => paths.map((path) => getComputedStyle(path).stroke));
  const seattleColour = await legend
    .locator('.legend-item')
    .filter({ hasText: 'Seattle' })
    .locator('.legend-swatch')
    .evaluate((span) => getComputedStyle(span).backgroundColor);
  expect(order.at(-1)).toBe(seattleColour);

  // the address, the neighbouring counties' outlines, place and area names, and a scale in miles
  await expect(map.locator('path.map-home')).toHaveCount(1);
  expect(await map.locator('path.map-context').count()).toBeGreaterThan(3);
  await expect(map.locator('.map-label-jurisdiction').filter({ hasText: 'Seattle, WA' })).toHaveCount(1);
  await expect(map.locator('.map-label-place').filter({ hasText: 'Bellevue' })).toHaveCount(1);
  await expect(map.locator('.map-label-area').filter({ hasText: 'Snohomish' })).toHaveCount(1);
  await expect(map.locator('.leaflet-control-scale')).toContainText(/\d+ (mi|ft)/);
  // no tile server: nothing is fetched from elsewhere
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  // a window made narrower and wider again (a phone turned, a laptop's window) is drawn whole at once
  const drawnWhole = () =>
    map.evaluate((canvas) => {
      const svg = canvas.querySelector('svg');
      return !!svg && Number(svg.getAttribute('width')) >= canvas.clientWidth;
    });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await drawnWhole()).toBe(true);
  }
  await expectAccessible(page);
  await screenshotBoth(page, 'find-jurisdiction-map');
});

test('la carte de Toronto montre la zone approximative de la ville, l’adresse et une échelle en kilomètres (D25)', async ({
  page,
}) => {
  await page.goto('/fr_CA/find-my-jurisdiction');
  await page.getByRole('combobox', { name: /Recherchez votre adresse/ }).fill('100 Queen St W, Toronto ON M5H 2N2');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /100 Queen St W/ })
    .click();
  const map = page.getByRole('region', { name: 'Carte des municipalités autour de l’adresse' });
  await expect(map).toBeVisible();
  await expect(page.locator('figure.boundaries-map figcaption')).toContainText('Toronto, ON (zone approximative)');
  await expect(map.locator('path.map-jurisdiction')).toHaveCount(1);
  await expect(map.locator('path.map-home')).toHaveCount(1);
  await expect(map.locator('.leaflet-control-scale')).toContainText(/\d+ (km|m)/);
  await expectAccessible(page);
  await screenshotBoth(page, 'find-jurisdiction-map-toronto');
});
