import {
  DEMO_OWNER,
  expect,
  expectAccessible,
  screenshotBoth,
  signUpOwnerViaApi,
  tabTo,
  test,
  uniqueEmail,
} from './fixtures.js';

// issue 15, first slice (decision 0401): the store pages, the product page and the basket, as a
// shopper uses them; prices in USD on a US site and CAD on a Canadian one.

test('a visitor shops by category, engraves a tag, fills the basket, changes and removes lines, and keeps it at log-in', async ({
  page,
}) => {
  await page.goto('/en_US/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Bone ID tag' })).toBeVisible();
  await expect(page.getByText('Maple leaf ID tag')).toHaveCount(0); // sold in Canada only
  await expectAccessible(page);
  await screenshotBoth(page, 'store');

  await page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'ID Tags' }).click();
  await expect(page).toHaveURL(/\/en_US\/store\/tags\?redirectRouteName=pawport_order_store_tags$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ID Tags' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Bone ID tag' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bone ID tag' })).toBeVisible();
  await expect(page.getByText('$14.99')).toBeVisible();

  // nothing chosen: every rule says what to do, and nothing reaches the basket
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the errors below.' });
  await expect(summary).toContainText('Please choose one of the options.');
  await expect(summary).toContainText("Please enter the first line to engrave (your pet's name).");
  await expect(page.getByRole('group', { name: 'Color' })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await page.getByRole('group', { name: 'Design' }).getByRole('radio', { name: 'Paw print' }).check();
  await page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: 'Red' }).check();
  await page.getByLabel("First line: your pet's name").fill('Rex');
  await page.getByLabel('Second line (optional)').fill('206 555 0123');
  await page.getByLabel('Quantity').selectOption('2');
  await screenshotBoth(page, 'store-product');
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added. Your basket has 2 items.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shopping Basket (2 items)' })).toBeVisible();

  // a collar: size and colour, no engraving
  await page.goto('/en_US/store/product?id=reflective-nylon-collar');
  await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).check();
  await page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: 'Blue' }).check();
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByRole('link', { name: 'Shopping Basket (3 items)' })).toBeVisible();

  await page.getByRole('link', { name: 'View basket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket and Checkout' })).toBeVisible();
  const tag = page.getByRole('article', { name: 'Bone ID tag' });
  await expect(tag).toContainText('Design: Paw print');
  await expect(tag).toContainText('Engraving: Rex / 206 555 0123');
  await expect(tag).toContainText('$14.99 each');
  await expect(tag).toContainText('$29.98');
  // King County taxes merchandise at 10.25 %: 29.98 + 19.99 = 49.97 → 5.12
  const totals = page.getByRole('region', { name: 'Order summary' });
  await expect(totals).toContainText('Subtotal (3 items)');
  await expect(totals).toContainText('$49.97');
  await expect(totals).toContainText('Tax (10.25%)');
  await expect(totals).toContainText('$5.12');
  await expect(totals).toContainText('$55.09');
  await expect(totals.getByRole('link', { name: 'Log in to check out' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'basket');

  // by keyboard, focus stays where the person is: on the quantity they change, then (the line gone) the heading
  await tag.getByLabel('Quantity').focus();
  await page.keyboard.press('ArrowDown'); // 2 → 3
  await expect(totals).toContainText('Subtotal (4 items)');
  await expect(tag.getByLabel('Quantity')).toHaveValue('3');
  await expect(tag.getByLabel('Quantity')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Shopping Basket (4 items)' })).toBeVisible();
  await page.getByRole('article', { name: 'Reflective nylon collar' }).getByRole('button', { name: 'Remove' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'Reflective nylon collar' })).toHaveCount(0);
  await expect(totals).toContainText('$44.97');
  await expect(page.getByRole('heading', { level: 1, name: 'Basket and Checkout' })).toBeFocused();

  // log in from the basket: back to it, with the same lines, now the owner's
  await totals.getByRole('link', { name: 'Log in to check out' }).click();
  await page.getByLabel('Email').fill(DEMO_OWNER);
  await page.getByLabel('Password', { exact: true }).fill('Demo-Pawport-2026!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket and Checkout' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bone ID tag' })).toContainText('$44.97');
  await expect(page.getByRole('link', { name: 'Shopping Basket (3 items)' })).toBeVisible();

  // emptied, the basket says where to go
  await page.getByRole('article', { name: 'Bone ID tag' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your basket is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shopping Basket (empty)' })).toBeVisible();
  await expectAccessible(page);
});

test('Canadian prices in CAD in French, by keyboard; a product not sold here is the not-found page', async ({
  page,
}) => {
  await page.goto('/fr_CA/store/product?id=maple-leaf-id-tag');
  await expect(page.getByRole('heading', { level: 1, name: 'Médaille d’identité feuille d’érable' })).toBeVisible();
  await expect(page.getByText('18,99 $')).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('radio', { name: 'Rouge' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByLabel('Première ligne : le nom de votre animal'));
  await page.keyboard.type('Érable');
  await tabTo(page, page.getByRole('button', { name: 'Ajouter au panier' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté. Votre panier contient 1 article.' })).toBeVisible();
  await page.goto('/fr_CA/basket');
  await expect(page.getByRole('region', { name: 'Résumé de la commande' })).toContainText('Taxes (13 %)');
  await expect(page.getByRole('region', { name: 'Résumé de la commande' })).toContainText('21,46 $');

  // the same tag on the US site: not sold there
  await page.goto('/en_US/store/product?id=maple-leaf-id-tag');
  await expect(page.getByRole('heading', { level: 1, name: 'Ooops... product not found!' })).toBeVisible();
  await expect(page.getByRole('img', { name: '404: not found' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'store-not-found');
  await page.getByRole('button', { name: 'View All Products' }).click();
  await expect(page).toHaveURL(/\/en_US\/store$/);
});

test('a logged-in owner adds a smart tracker; the badge follows the basket', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('store'));
  await page.goto('/en_US/store/smart-tracker');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Tracker' })).toBeVisible();
  await page.getByRole('link', { name: 'Smart tracker' }).click();
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByRole('link', { name: 'Shopping Basket (1 item)' })).toBeVisible();
  await page.goto('/en_US/basket');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await page.getByRole('article', { name: 'Smart tracker' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your basket is empty' })).toBeVisible();
});
