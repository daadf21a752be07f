import type { Page } from '@playwright/test';
import type { FakeStripe } from '../src/server/integrations/payments/stripe.fake.js';
import { DEMO_OWNER, DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.js';
import { FAKE_STRIPE_JS } from './fixtures/fake-stripe-js.js';
import { startStripeAppServer } from './fixtures/second-app-server.js';

// issue 15, the Stripe adapter in the browser (decision 0405): a second app server of the production build
// with PAYMENT_PROVIDER=stripe, its API pointed at the local fake Stripe, its pages given a fake Stripe.js
// through page.route (nothing reaches the internet). Stripe.js loads on the payment step only; its hosted
// fields sit under our labels, report completeness and move focus on; "Pay" tokenises a PaymentMethod and
// the server charges it; Stripe.js that cannot load shows "payment library missing" instead of a form.
test.describe.configure({ mode: 'serial' });

let fake: FakeStripe;
let stop: (() => Promise<void>) | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const started = await startStripeAppServer('stripe');
  ({ fake, stop } = started);
  origin = started.app.origin;
});

test.afterAll(async () => {
  await stop?.();
});

/** The demo owner, logged in on the Stripe server, with one collar in an otherwise empty basket. */
async function ownerWithCollar(page: Page) {
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const body = await (await page.request.post(`${origin}/graphql/`, { data: { query, variables } })).json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  await graphql(
    'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { viewer { id } } }',
    {
      email: DEMO_OWNER,
      password: DEMO_PASSWORD,
    },
  );
  const { basket } = await graphql('{ basket { lines { id } } }');
  for (const line of basket.lines)
    await graphql('mutation ($id: ID!) { removeBasketLine(lineId: $id) { count } }', { id: line.id });
  const { storeProducts } = await graphql('{ storeProducts { id slug } }');
  const collar = storeProducts.find((product: { slug: string }) => product.slug === 'reflective-nylon-collar');
  await graphql('mutation ($input: AddToBasketInput!) { addToBasket(input: $input) { count } }', {
    input: {
      productId: collar.id,
      quantity: 1,
      options: [
        { kind: 'size', value: 'M' },
        { kind: 'color', value: 'red' },
      ],
    },
  });
}

/** Stripe.js and Stripe's API, as the page asks for them: the fake script, and the local fake API. */
async function routeStripe(page: Page, scriptRequests: string[]) {
  await page.route('https://js.stripe.com/**', async (route) => {
    scriptRequests.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const answer = await fetch(`${fake.url}${path}`, {
      method: request.method(),
      headers: { 'content-type': request.headers()['content-type'] ?? 'application/x-www-form-urlencoded' },
      body: request.postData() ?? '',
    });
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: await answer.text(),
    });
  });
}

test('with Stripe, the payment step loads Stripe.js, its hosted fields move focus on, a decline keeps the basket, then the order is paid', async ({
  page,
}) => {
  const scriptRequests: string[] = [];
  await routeStripe(page, scriptRequests);
  await ownerWithCollar(page);

  // no Stripe.js before the payment step
  await page.goto(`${origin}/en_US/store`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scriptRequests).toEqual([]);

  await page.goto(`${origin}/en_US/basket`);
  const payment = page.getByRole('region', { name: 'Payment' });
  const number = page.getByRole('textbox', { name: 'Credit or debit card number' });
  await expect(number).toBeVisible();
  expect(scriptRequests).toHaveLength(1);
  expect(scriptRequests[0]).toMatch(/^https:\/\/js\.stripe\.com\/\w+\/stripe\.js$/);
  await expect(payment).not.toContainText('Test mode');
  await expect(payment).not.toContainText('Test cards');
  // the same labels and layout as the test fields: our labels around Stripe's frames
  for (const label of ['Card number', 'Expiry (MM / YY)', 'CVC'])
    await expect(payment.getByText(label, { exact: true })).toBeVisible();
  await expectAccessible(page);

  // nothing typed: each hosted field says what it needs, as the test fields do
  await payment.getByRole('button', { name: 'Pay $22.04' }).click();
  await expect(payment).toContainText('Please enter a valid card number.');
  await expect(payment).toContainText('Please enter a 5-digit ZIP code.');

  // completing a field moves focus to the next incomplete one, Stripe's fields and ours alike
  await number.click();
  await page.keyboard.type('4000000000000002');
  const expiry = page.getByRole('textbox', { name: 'Credit or debit card expiration date' });
  await expect(expiry).toBeFocused();
  await page.keyboard.type('1239');
  await expect(page.getByRole('textbox', { name: 'Credit or debit card CVC/CVV' })).toBeFocused();
  await page.keyboard.type('123');
  await expect(page.getByLabel('ZIP code')).toBeFocused();
  await page.keyboard.type('98101');
  await payment.getByRole('button', { name: 'Pay $22.04' }).click();
  await expect(payment.getByRole('alert')).toContainText('Your card was declined. Please use another card.');
  await expect(page.getByRole('article', { name: 'Reflective nylon collar' })).toBeVisible();
  expect(fake.charges).toHaveLength(0);

  await number.fill('');
  await number.pressSequentially('4242424242424242');
  await payment.getByRole('button', { name: 'Pay $22.04' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt for order PP-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('Paid with Visa ending in 4242.')).toBeVisible();
  await expect(page.getByText('Test mode — no money is taken')).toHaveCount(0);
  expect(fake.charges).toEqual([expect.objectContaining({ amount: 2204, currency: 'usd' })]);
  await expectAccessible(page);
});

test('Stripe.js that cannot be loaded shows "payment library missing" instead of a card form', async ({ page }) => {
  await page.route('https://js.stripe.com/**', (route) => route.abort('connectionrefused'));
  await ownerWithCollar(page);
  await page.goto(`${origin}/en_US/basket`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('alert')).toContainText('The secure card form could not be loaded');
  await expect(payment.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expect(payment.getByText('Card number', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});
