import type { Page } from '@playwright/test';
import {
  addCollarViaApi,
  expect,
  expectAccessible,
  screenshotBoth,
  signUpOwnerViaApi,
  test,
  uniqueEmail,
} from './fixtures.js';

// issue 36 (decision 0407): one basket pays once. Two tabs of one owner pay the same basket: the first
// gets its receipt, the second is told the basket was paid, with a link to that receipt, and nothing more
// is charged. A basket changed in another tab is refused before the card is charged, shown again as it is
// now, and then paid.

async function fillCard(page: Page, labels: { number: string; expiry: string; zip: string }) {
  await page.getByLabel(labels.number).fill('4242 4242 4242 4242');
  await page.getByLabel(labels.expiry).fill('1239');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel(labels.zip).fill('98101');
}

const EN = { number: 'Card number', expiry: 'Expiry (MM / YY)', zip: 'ZIP code' };
const ES = { number: 'Número de tarjeta', expiry: 'Vencimiento (MM / AA)', zip: 'Código postal' };

test('two tabs pay one basket: one order, and the second tab is sent to its receipt', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signUpOwnerViaApi(page, uniqueEmail('two-tabs'));
  await addCollarViaApi(page.request);
  const second = await context.newPage();
  for (const tab of [page, second]) {
    await tab.goto('/en_US/basket');
    await fillCard(tab, EN);
  }
  await page.getByRole('region', { name: 'Payment' }).getByRole('button', { name: 'Pay $22.04' }).click();
  const receipt = page.getByRole('heading', { level: 1, name: /^Receipt for order PP-\d{6}$/ });
  await expect(receipt).toBeVisible();
  const reference = ((await receipt.textContent()) ?? '').replace('Receipt for order ', '');

  await second.getByRole('region', { name: 'Payment' }).getByRole('button', { name: 'Pay $22.04' }).click();
  const notice = second.getByRole('status').filter({ hasText: 'This basket was already paid' });
  await expect(notice).toContainText(
    `This basket was already paid in another window or on another device: order ${reference}. Nothing more was charged.`,
  );
  // the notice takes the focus, so a screen reader says it; the basket below it is empty now
  await expect(notice).toBeFocused();
  await expect(second.getByRole('heading', { name: 'Your basket is empty' })).toBeVisible();
  await expectAccessible(second);
  await screenshotBoth(second, 'basket-paid-elsewhere');
  await notice.getByRole('link', { name: `View the receipt of order ${reference}` }).click();
  await expect(second.getByRole('heading', { level: 1, name: `Receipt for order ${reference}` })).toBeVisible();

  // one order in Order History
  await second.getByRole('link', { name: 'Back to Order History' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(second.getByText(/Paid · \$22\.04/)).toHaveCount(1);
});

test('es-US: a basket changed in another tab is refused before it is charged, shown again, then paid', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signUpOwnerViaApi(page, uniqueEmail('changed-tab'));
  await addCollarViaApi(page.request);
  await page.goto('/es_US/basket');
  await fillCard(page, ES);
  // another tab adds a second collar: this page still shows one, and its total
  const other = await context.newPage();
  await addCollarViaApi(other.request);
  await page.getByRole('region', { name: 'Pago' }).getByRole('button', { name: 'Pagar $22.04' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Su carrito cambió' });
  await expect(alert).toHaveText('Su carrito cambió en otra ventana o en otro dispositivo. Revíselo antes de pagar.');
  // the basket as it is now: two collars, the new total on the button
  const pay = page.getByRole('region', { name: 'Pago' }).getByRole('button', { name: 'Pagar $44.08' });
  await expect(pay).toBeVisible();
  await expectAccessible(page);
  await fillCard(page, ES);
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Recibo del pedido PP-\d{6}$/ })).toBeVisible();
});
