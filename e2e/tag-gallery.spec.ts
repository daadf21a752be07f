import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import {
  addPetViaApi,
  expect,
  expectAccessible,
  mainNav,
  screenshotBoth,
  signUpOwnerViaApi,
  tabTo,
  test,
  uniqueEmail,
} from './fixtures.js';

// issue 15, the Tag Gallery (decision 0406): every tag sold here in each shape, design and colour, from
// the Shop menus and the ID Tags page; filtered in the page; a tile opens its product with its design
// and colour chosen, ready for the basket.

test('from the Shop menu, a visitor filters the gallery, opens a tile preselected and adds it to the basket', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en_US/');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute('href', '/en_US/store');
  const shopMenu = nav.getByRole('button', { name: 'Shop pages' });
  await shopMenu.click();
  await expect(shopMenu).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, { include: 'header' });
  await nav.getByRole('link', { name: 'Tag Gallery' }).click();
  await expect(page).toHaveURL(/\/en_US\/store\/tags\/gallery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tag Gallery' })).toBeVisible();
  const count = page.getByRole('status').filter({ hasText: /^Tags shown/ });
  // US site: bone and round tags in 3 designs × 5 colours, the heart in 2 × 4; the maple leaf is Canada's
  await expect(count).toHaveText('Tags shown: 38 of 38');
  await expect(page.getByRole('heading', { level: 2, name: 'Bone ID tag' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Maple/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Heart ID tag, Pink, Paw print design' })).toBeVisible();
  // a visitor's tags carry the placeholder name
  await expect(page.locator('.tag-preview text').first()).toHaveText("YOUR PET'S NAME");
  await expectAccessible(page);
  await screenshotBoth(page, 'tag-gallery');

  // the filters work in the page: no request leaves it
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.getByLabel('Shape', { exact: true }).selectOption({ label: 'Heart ID tag' });
  await expect(count).toHaveText('Tags shown: 8 of 38');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Heart ID tag']);
  await page.getByLabel('Color', { exact: true }).selectOption({ label: 'Blue' });
  await expect(page.getByRole('heading', { level: 2, name: 'No tags match these filters' })).toBeVisible();
  await expect(count).toHaveText('Tags shown: 0 of 38');
  await expectAccessible(page);
  await screenshotBoth(page, 'tag-gallery-empty');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count).toHaveText('Tags shown: 38 of 38');
  await expect(page.getByLabel('Shape', { exact: true })).toBeFocused();
  await page.getByLabel('Shape', { exact: true }).selectOption({ label: 'Bone ID tag' });
  await page.getByLabel('Color', { exact: true }).selectOption({ label: 'Red' });
  await expect(count).toHaveText('Tags shown: 3 of 38');
  const boneTiles = page.getByRole('region', { name: 'Bone ID tag' }).getByRole('link');
  await expect(boneTiles).toHaveCount(3);
  for (const [index, design] of ['Classic', 'Paw print', 'Stars'].entries()) {
    await expect(boneTiles.nth(index)).toHaveAccessibleName(`Bone ID tag, Red, ${design} design`);
    await expect(boneTiles.nth(index).locator('.gallery-tile-name')).toHaveText(`Red${design} design`);
  }
  expect(requests.filter((url) => url.includes('/graphql'))).toEqual([]);
  await expect(page).toHaveURL(/shape=tag-bone&color=red$/);

  await page.getByRole('link', { name: 'Bone ID tag, Red, Paw print design' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bone ID tag' })).toBeVisible();
  await expect(page).toHaveURL(/\/en_US\/store\/product\?id=bone-id-tag&design=paw-print&color=red$/);
  await expect(page.getByRole('group', { name: 'Design' }).getByRole('radio', { name: 'Paw print' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: 'Red' })).toBeChecked();
  await expectAccessible(page);
  await screenshotBoth(page, 'tag-gallery-product');
  await page.getByLabel("First line: your pet's name").fill('Rex');
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added. Your basket has 1 item.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shopping Basket (1 item)' })).toBeVisible();

  // Back returns to the gallery as it was filtered
  await page.goBack();
  await expect(count).toHaveText('Tags shown: 3 of 38');
  await expect(page.getByLabel('Color', { exact: true })).toHaveValue('red');

  await page.goto('/en_US/basket');
  await expect(page.getByRole('article', { name: 'Bone ID tag' })).toContainText('Paw print');
  await expect(page.getByRole('article', { name: 'Bone ID tag' })).toContainText('Red');
});

test('fr_CA on a phone: the gallery from the Shop submenu, in CAD with the maple leaf, to the basket', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr_CA/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const nav = mainNav(page);
  await nav.getByRole('button', { name: 'Boutique' }).click();
  await expect(nav.getByRole('link')).toHaveText([
    'Tout voir',
    'Médailles',
    'Galerie de médailles',
    'Traceur intelligent',
    'Cartes portefeuille',
    'Colliers',
  ]);
  await expectAccessible(page);
  await nav.getByRole('link', { name: 'Galerie de médailles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie de médailles' })).toBeVisible();
  const count = page.getByRole('status').filter({ hasText: /affichées/ });
  await expect(count).toHaveText('Médailles affichées : 40 sur 40');
  await expect(page.getByText('18,99 $').first()).toBeVisible();
  await expectAccessible(page);
  // two tiles a row on a phone, none wider than the screen
  const tiles = page.getByRole('listitem').filter({ has: page.locator('.tag-preview') });
  const [first, second, third] = await Promise.all([0, 1, 2].map((index) => tiles.nth(index).boundingBox()));
  expect(first && second && third && first.y === second.y && third.y > first.y).toBe(true);
  expect(second && second.x + second.width <= 390).toBe(true);
  await screenshotBoth(page, 'tag-gallery');

  await page.getByLabel('Forme', { exact: true }).selectOption({ label: 'Médaille d’identité feuille d’érable' });
  await page.getByLabel('Couleur', { exact: true }).selectOption({ label: 'Rouge' });
  await expect(count).toHaveText('Médailles affichées : 1 sur 40');
  await page.getByRole('link', { name: 'Médaille d’identité feuille d’érable, Rouge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Médaille d’identité feuille d’érable' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Rouge' })).toBeChecked();
  await expectAccessible(page);
  await page.getByLabel('Première ligne : le nom de votre animal').fill('Érable');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté. Votre panier contient 1 article.' })).toBeVisible();
});

test('by keyboard only, an owner goes from ID Tags to the gallery with their pet’s name, filters and buys', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('gallery'));
  await addPetViaApi(page, dogPayload('Biscuit'));
  await page.goto('/en_US/store/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'ID Tags' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'See every shape, design and color in the Tag Gallery' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Tag Gallery' })).toBeVisible();
  await expect(page.locator('.tag-preview text').first()).toHaveText('BISCUIT');
  await expectAccessible(page);

  const shape = page.getByLabel('Shape', { exact: true });
  await tabTo(page, shape);
  await page.keyboard.type('Round');
  await expect(shape).toHaveValue('tag-round');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Color', { exact: true })).toBeFocused();
  await page.keyboard.type('Gold');
  await expect(page.getByLabel('Color', { exact: true })).toHaveValue('gold');
  const status = page.getByRole('status').filter({ hasText: /^Tags shown/ });
  await expect(status).toHaveText('Tags shown: 3 of 38');
  await tabTo(page, page.getByRole('link', { name: 'Round ID tag, Gold, Stars design' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Round ID tag' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Stars' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Gold' })).toBeChecked();
  await tabTo(page, page.getByLabel("First line: your pet's name"));
  await page.keyboard.type('Biscuit');
  await tabTo(page, page.getByRole('button', { name: 'Add to Basket' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added. Your basket has 1 item.' })).toBeVisible();
  await expectAccessible(page);
});

test('by keyboard at a desktop width, the Shop pages button beside Shop opens the gallery', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en_US/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = mainNav(page);
  const shopMenu = nav.getByRole('button', { name: 'Shop pages' });
  await tabTo(page, shopMenu);
  await page.keyboard.press('Enter');
  await expect(shopMenu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Shop All' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(shopMenu).toHaveAttribute('aria-expanded', 'false');
  await expect(shopMenu).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, nav.getByRole('link', { name: 'Tag Gallery' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Tag Gallery' })).toBeVisible();
  await expect(shopMenu).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page);
});
