import { expect, expectAccessible, screenshotBoth, signUpOwnerViaApi, test, uniqueEmail } from './fixtures.js';

// issue 18, the Safe & Happy Fund (decision 0802): the page explains the fund and takes a donation, a fixed
// amount or the donor's own within the bounds, through the basket (a line never taxed) and the checkout,
// with its receipt; in en_US and in fr_CA (Canadian dollars).

test('an owner gives a custom amount: the bounds are said, the donation is untaxed, paid, with a receipt', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('donor'));
  await page.goto('/en_US/safe-and-happy-fund');
  const form = page.getByRole('region', { name: 'Give to the fund' });
  await expect(form.getByRole('radio', { name: '$25.00' })).toBeChecked();
  await expectAccessible(page);

  await form.getByRole('radio', { name: 'Another amount' }).check();
  const amount = form.getByLabel('Your amount (USD)');
  await amount.fill('2');
  await form.getByRole('button', { name: 'Add my donation to the basket' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('Enter an amount between $5.00 and $1,000.00.');
  await amount.fill('12.345');
  await form.getByRole('button', { name: 'Add my donation to the basket' }).click();
  await expect(form).toContainText('Enter an amount in dollars, such as 25 or 25.50.');
  await expectAccessible(page);
  await amount.fill('40.50');
  await screenshotBoth(page, 'fund');
  await form.getByRole('button', { name: 'Add my donation to the basket' }).click();

  await expect(page).toHaveURL(/\/en_US\/basket$/);
  await expect(page.getByRole('article', { name: 'Donation to the Safe & Happy Fund' })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  // no tax on a donation, whatever the jurisdiction's rate
  await expect(payment.getByRole('button', { name: 'Pay $40.50' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('1239');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('ZIP code').fill('98101');
  await payment.getByRole('button', { name: 'Pay $40.50' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt for order PP-\d{6}$/ })).toBeVisible();
  const receipt = page.getByRole('table', { name: 'Items' });
  await expect(receipt).toContainText('Donation to the Safe & Happy Fund');
  await expect(receipt).toContainText('$40.50');
  await expectAccessible(page);
});

test('en français, un don fixe en dollars canadiens', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('don'), { city: 'toronto-on' });
  await page.goto('/fr_CA/safe-and-happy-fund');
  const form = page.getByRole('region', { name: 'Donner au fonds' });
  await expectAccessible(page);
  await form.getByRole('radio', { name: /^50,00\s\$$/ }).check();
  await form.getByRole('button', { name: 'Ajouter mon don au panier' }).click();
  await expect(page).toHaveURL(/\/fr_CA\/basket$/);
  await expect(page.getByRole('article', { name: 'Don au Fonds Sains et saufs' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Paiement' }).getByRole('button', { name: /^Payer 50,00\s\$$/ }),
  ).toBeVisible();
  await expectAccessible(page);
});
