import type { Page } from '@playwright/test';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import {
  addPetViaApi,
  expect,
  expectAccessible,
  screenshotBoth,
  signUpOwnerViaApi,
  test,
  uniqueEmail,
} from './fixtures.js';
import { buyLicenceViaApi } from './fixtures/licences.js';

// issue 16, renewals (decisions 0501, 0504): a licence bought through the API, then moved near or past its
// expiry with the development seam (POST /dev/pets/:id/license-term, 404 in production), renewed as a
// person would: "Renew" on the dashboard and the pet card, the basket, the checkout with the test card.
const ADULT = { day: '12', month: '4', year: '1980' };

/** The development seam: the pet's licence ends `days` from today in its jurisdiction. */
async function licenceEndsIn(page: Page, petId: string, days: number): Promise<string> {
  const moved = await page.request.post(`/dev/pets/${petId}/license-term`, {
    headers: { 'x-pawport-request': '1' },
    data: { termEndInDays: days },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return (await moved.json()).data.termEnd;
}

async function licencesOf(page: Page, petId: string) {
  const body = await (
    await page.request.post('/graphql/', {
      data: { query: '{ myPets { id licenses { number status termStart termEnd } } }' },
    })
  ).json();
  return body.data.myPets.find((pet: { id: string }) => pet.id === petId).licenses as Array<{
    number: string;
    status: string;
    termStart: string;
    termEnd: string;
  }>;
}

/** A YYYY-MM-DD date as the screens write it in en-US ("Dec 25, 2026"). */
function shown(iso: string, addYears = 0) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year + addYears, month - 1, day)),
  );
}

async function payWithTestCard(page: Page, total: string) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('1239');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('ZIP code').fill('98101');
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
}

test('a licence that expires in 30 days: "Renew" on the dashboard and the pet card, paid at checkout, the new term starts at the old expiry', async ({
  page,
}) => {
  test.setTimeout(90_000); // a long journey: a purchase through the API, five pages, a payment, six axe scans
  await signUpOwnerViaApi(page, uniqueEmail('renewal'), { birthdate: ADULT });
  const petId = await addPetViaApi(page, dogPayload('Rex'));
  await buyLicenceViaApi(page, petId);
  const oldEnd = await licenceEndsIn(page, petId, 30);
  const [old] = await licencesOf(page, petId);

  await page.goto('/en_US/account');
  const due = page.getByRole('region', { name: 'Licenses due' });
  await expect(due).toContainText(`Rex's license expires on ${shown(oldEnd)}.`);
  await expect(due.getByRole('link', { name: 'Renew', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/en_US/account/full/account-app/my-pets/');
  const card = page.getByRole('article', { name: 'Rex' });
  await expect(card).toContainText(
    `${old?.number}, not active yet (waiting for rabies proof); renewal is open, the term ends ${shown(oldEnd)}`,
  );
  await expectAccessible(page);
  await card.getByRole('link', { name: "Renew Rex's license" }).click();

  await expect(page.getByRole('heading', { level: 1, name: "Renew Rex's license" })).toBeVisible();
  await expect(page.getByText('You can renew it now: the new term starts when this one ends.')).toBeVisible();
  const terms = page.getByRole('group', { name: 'License term' });
  await expect(terms.getByRole('radio', { name: /^1 year/ })).toBeChecked();
  await expect(terms).toContainText(`until ${shown(oldEnd, 1)}`);
  const fee = page.getByRole('table', { name: /Fee for the chosen term/ });
  await expect(fee.getByRole('row', { name: /Late fee/ })).toHaveCount(0);
  await expect(fee.getByRole('row', { name: /Total/ })).toContainText('$60.00');
  await expectAccessible(page);
  await screenshotBoth(page, 'licence-renewal');

  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page).toHaveURL(/\/en_US\/basket$/);
  const line = page.getByRole('article', { name: 'Pet license' });
  await expect(line).toContainText(`1 year: ${shown(oldEnd)} to ${shown(oldEnd, 1)}`);
  await expectAccessible(page);
  await payWithTestCard(page, '$60.00');
  await expect(page.getByRole('heading', { level: 1, name: /Receipt/ })).toBeVisible();
  await expect(page.getByRole('table')).toContainText(/License KC-\d{4}-\d{6}, tag KC\d{6}/);
  await expectAccessible(page);

  // the renewal follows the old licence without a day's gap or overlap
  const licences = await licencesOf(page, petId);
  expect(licences).toHaveLength(2);
  const renewal = licences.find((licence) => licence.number !== old?.number);
  expect(renewal).toMatchObject({ termStart: oldEnd });
  await page.goto('/en_US/account/full/account-app/my-pets/');
  await expect(card).toContainText(`${renewal?.number}, not active yet: waiting for rabies proof`);
  await expect(card.getByRole('link', { name: "Renew Rex's license" })).toHaveCount(0);
  await page.goto('/en_US/account');
  await expect(due).toContainText("Rex's license is waiting for rabies proof.");
  await expect(due.getByRole('link', { name: 'Renew', exact: true })).toHaveCount(0);
});

test('an expired licence: within the grace period no late fee and the term continues; after it the late fee is in the breakdown and the basket', async ({
  page,
}) => {
  test.setTimeout(90_000); // a purchase through the API, two renewals' states, five axe scans
  await signUpOwnerViaApi(page, uniqueEmail('renewal-late'), { birthdate: ADULT });
  const petId = await addPetViaApi(page, dogPayload('Pepper'));
  await buyLicenceViaApi(page, petId);

  // expired 10 days ago: inside King County's 30-day grace period
  const graceEnd = await licenceEndsIn(page, petId, -10);
  await page.goto('/en_US/account');
  const due = page.getByRole('region', { name: 'Licenses due' });
  await expect(due).toContainText(`Pepper's license expired on ${shown(graceEnd)}.`);
  await expectAccessible(page);
  await due.getByRole('link', { name: 'Renew now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Renew Pepper's license" })).toBeVisible();
  await expect(page.getByText(/^License KC-\d{4}-\d{6}, expired on /)).toBeVisible();
  const [year, month, day] = graceEnd.split('-').map(Number) as [number, number, number];
  const lastFreeDay = new Date(Date.UTC(year, month - 1, day + 30)).toISOString().slice(0, 10);
  await expect(page.getByText(`It has expired. Renew by ${shown(lastFreeDay)} to avoid the late fee.`)).toBeVisible();
  const terms = page.getByRole('group', { name: 'License term' });
  await expect(terms).toContainText(`until ${shown(graceEnd, 1)}`);
  const fee = page.getByRole('table', { name: /Fee for the chosen term/ });
  await expect(fee.getByRole('row', { name: /Late fee/ })).toHaveCount(0);
  await expect(fee.getByRole('row', { name: /Total/ })).toContainText('$60.00');
  await expectAccessible(page);

  // expired 40 days ago: the grace period is over, the late fee is due and the new term starts today
  await licenceEndsIn(page, petId, -40);
  await page.goto('/en_US/account');
  await expect(due).toContainText(/Pepper's license expired on .+; a late fee applies\./);
  await page.goto('/en_US/account/full/account-app/my-pets/');
  await page.getByRole('article', { name: 'Pepper' }).getByRole('link', { name: "Renew Pepper's license" }).click();
  await expect(
    page.getByText('The grace period is over: a late fee applies and the new term starts today.'),
  ).toBeVisible();
  await expect(fee.getByRole('row', { name: /License fee, 1 year/ })).toContainText('$60.00');
  await expect(fee.getByRole('row', { name: /Late fee/ })).toContainText('$15.00');
  await expect(fee.getByRole('row', { name: /Total/ })).toContainText('$75.00');
  await expectAccessible(page);
  await screenshotBoth(page, 'licence-late-fee');
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page).toHaveURL(/\/en_US\/basket$/);
  await expect(page.getByRole('article', { name: 'Pet license' })).toContainText('$75.00');
  await expect(page.getByRole('region', { name: 'Payment' }).getByRole('button', { name: 'Pay $75.00' })).toBeVisible();
  await expectAccessible(page);
});

test('a verified service animal is licensed for $0: no card asked, "Place order", nothing charged', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('service-animal'), { birthdate: ADULT });
  const petId = await addPetViaApi(page, dogPayload('Guide'));
  const verified = await page.request.post(`/dev/pets/${petId}/service-animal`, {
    headers: { 'x-pawport-request': '1' },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  await page.goto('/en_US/account/full/account-app/my-pets/');
  await page.getByRole('article', { name: 'Guide' }).getByRole('link', { name: 'License Guide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'License Guide' })).toBeVisible();
  const fee = page.getByRole('table', { name: /Fee for the chosen term/ });
  await expect(fee.getByRole('row', { name: /License fee, 1 year/ })).toContainText('$60.00');
  await expect(fee.getByRole('row', { name: /Service animal exemption/ })).toContainText('−$60.00');
  await expect(fee.getByRole('row', { name: /Total/ })).toContainText('$0.00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to Basket' }).click();

  await expect(page).toHaveURL(/\/en_US\/basket$/);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Nothing to pay: the total is $0.00, so no card is needed.');
  // the test processor takes this site's payments (issue 36)
  await expect(payment.getByText('Test mode — no money is taken', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(payment.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'basket-nothing-to-pay');
  await payment.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /Receipt/ })).toBeVisible();
  await expect(page.getByRole('table')).toContainText(/License KC-\d{4}-\d{6}, tag KC\d{6}/);
  await expect(page.getByText('Nothing was charged: the total was zero.')).toBeVisible();
  // no payment was taken at all, by the test processor or another
  await expect(page.getByText('Test mode — no money is taken')).toHaveCount(0);
  await expectAccessible(page);
  const [licence] = await licencesOf(page, petId);
  expect(licence?.number).toMatch(/^KC-\d{4}-\d{6}$/);
});
