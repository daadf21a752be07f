import type { Page } from '@playwright/test';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import { expect, expectAccessible, screenshotBoth, signUpOwnerViaApi, test, uniqueEmail } from './fixtures.js';

// issue 15, Billing Details "Payment and Subscription" (decision 0404): the saved card with replace and
// remove, smart tracker subscriptions with cancel, each through the confirmation modal.
const BILLING = '/en_US/account/full/account-app/settings/billing-details';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123', country: 'US', postalCode: '98101' };

async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const body = await (await page.request.post('/graphql/', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** An owner with a dog named Biscuit who bought it a yearly smart tracker plan, through the API. */
async function ownerWithYearlyPlan(page: Page) {
  await signUpOwnerViaApi(page, uniqueEmail('billing'));
  const { addPet } = await graphql(page, 'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }', {
    input: dogPayload('Biscuit'),
  });
  const { petTrackingDeviceAddToOrderContext: context } = await graphql(
    page,
    '{ petTrackingDeviceAddToOrderContext { subscriptionOptions { productId label } } }',
  );
  const yearly = context.subscriptionOptions.find((option: { label: string }) => option.label === 'Yearly');
  await graphql(
    page,
    'mutation ($input: AddPetTrackingDeviceToOrderInput!) { addPetTrackingDeviceToOrder(input: $input) { continueToCheckoutUrl } }',
    { input: { products: [{ productId: yearly.productId, petId: addPet.id }] } },
  );
  const { basket } = await graphql(page, '{ basket { version total { amountCents } } }');
  const { tokenizeTestCard } = await graphql(
    page,
    'mutation ($input: TestCardInput!) { tokenizeTestCard(input: $input) { token } }',
    {
      input: CARD,
    },
  );
  await graphql(page, 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number } }', {
    input: {
      idempotencyKey: crypto.randomUUID(),
      basketVersion: basket.version,
      cardToken: tokenizeTestCard.token,
      expectedTotalCents: basket.total.amountCents,
    },
  });
}

test('an owner sees the card a plan renews on, cancels the plan, replaces and removes the card', async ({ page }) => {
  await ownerWithYearlyPlan(page);
  await page.goto(BILLING);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment and Subscription' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Saved card' });
  await expect(card).toContainText('Visa ending in 4242, expires 12/39');
  const plans = page.getByRole('region', { name: 'Smart Tracker subscriptions' });
  await expect(plans.getByRole('heading', { level: 3, name: 'Biscuit: Yearly' })).toBeVisible();
  await expect(plans).toContainText(/\$95\.88 a year · renews on /);
  await expectAccessible(page);
  await screenshotBoth(page, 'billing');

  // cancelling asks first; "Keep plan" changes nothing
  await plans.getByRole('button', { name: "Cancel Biscuit's plan" }).click();
  const ask = page.getByRole('dialog', { name: "Cancel Biscuit's plan?" });
  await expect(ask).toContainText('The plan stays active until');
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Keep plan' }).click();
  await expect(plans).toContainText('renews on');
  await plans.getByRole('button', { name: "Cancel Biscuit's plan" }).click();
  await ask.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(plans).toContainText(/canceled, ends on /);
  await expect(plans.getByRole('button', { name: "Cancel Biscuit's plan" })).toHaveCount(0);

  // replace the card: the same card fields as the checkout, checked the same way
  await card.getByRole('button', { name: 'Replace card' }).click();
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(card).toContainText('Please enter a valid card number.');
  await card.getByLabel('Card number').fill('5555 5555 5555 4444');
  await card.getByLabel('Expiry (MM / YY)').fill('0830');
  await card.getByLabel('CVC', { exact: true }).fill('321');
  await card.getByLabel('ZIP code').fill('98101');
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(card).toContainText('Mastercard ending in 4444, expires 08/30');
  await expect(page.getByRole('status').filter({ hasText: 'Your card is saved.' })).toBeVisible();

  await card.getByRole('button', { name: 'Remove card' }).click();
  await page.getByRole('dialog', { name: 'Remove this card?' }).getByRole('button', { name: 'Remove card' }).click();
  await expect(card).toContainText('No card is saved.');

  // the plan's receipt says which pet it is for
  await page.goto('/en_US/account/full/account-app/settings/order-history');
  await page.getByRole('link', { name: /^Order PP-\d{6}$/ }).click();
  await expect(page.getByRole('table', { name: 'Items' })).toContainText('For Biscuit');
});

test('a new owner is told what fills this page', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('billing-empty'));
  await page.goto(BILLING);
  await expect(page.getByRole('region', { name: 'Saved card' })).toContainText('No card is saved.');
  await expect(
    page
      .getByRole('heading', { level: 3, name: 'No subscriptions' })
      .or(page.getByRole('heading', { name: 'No subscriptions' })),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the Smart Tracker' })).toBeVisible();
  await expectAccessible(page);
});
