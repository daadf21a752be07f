import {
  addCollarViaApi,
  expect,
  expectAccessible,
  screenshotBoth,
  signUpOwnerViaApi,
  test,
  uniqueEmail,
} from './fixtures.js';

// issue 38 D3: "Save this card for next time" is offered back at checkout: the next basket is paid with
// "Visa ending in 4242", no card typed again; "Another card" brings the card form back.
test('a card saved at checkout pays the next basket, and "Another card" brings the card form back (es-US)', async ({
  page,
}) => {
  test.setTimeout(60_000); // three orders and four axe scans on two cores
  await signUpOwnerViaApi(page, uniqueEmail('saved-card'));
  await addCollarViaApi(page.request);
  await page.goto('/en_US/basket');
  const payment = page.getByRole('region', { name: 'Payment' });
  // no card kept yet: the card form, nothing to choose
  await expect(payment.getByLabel('Card number')).toBeVisible();
  await expect(payment.getByRole('group', { name: 'Pay with' })).toHaveCount(0);
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM / YY)').fill('1239');
  await payment.getByLabel('CVC', { exact: true }).fill('123');
  await payment.getByLabel('ZIP code').fill('98101');
  await payment.getByLabel('Save this card for next time').check();
  await payment.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt for order PP-\d{6}$/ })).toBeVisible();

  await addCollarViaApi(page.request);
  await page.goto('/en_US/basket');
  const choice = payment.getByRole('group', { name: 'Pay with' });
  await expect(choice.getByRole('radio', { name: 'Visa ending in 4242, expires 12/39' })).toBeChecked();
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'checkout-saved-card');
  await payment.getByRole('button', { name: /^Pay \$/ }).click();
  const receipt = page.getByRole('heading', { level: 1, name: /^Receipt for order PP-\d{6}$/ });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('main')).toContainText('4242');

  await addCollarViaApi(page.request);
  await page.goto('/es_US/basket');
  const pago = page.getByRole('region', { name: 'Pago' });
  const pagarCon = pago.getByRole('group', { name: 'Pagar con' });
  await expect(pagarCon.getByRole('radio', { name: 'Visa terminada en 4242, vence 12/39' })).toBeChecked();
  await pagarCon.getByRole('radio', { name: 'Otra tarjeta' }).check();
  await expect(pago.getByLabel('Número de tarjeta')).toBeVisible();
  await expectAccessible(page);
});
