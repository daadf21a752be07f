import type { Page } from '@playwright/test';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import { RABIES_CHECKLIST } from '../src/domain/rabies/rabies.rules.js';
import {
  addPetViaApi,
  DEMO_ADMIN,
  DEMO_OWNER,
  expect,
  expectAccessible,
  logInViaApi,
  screenshotBoth,
  signUpOwnerViaApi,
  tabTo,
  test,
  uniqueEmail,
  logInRequestViaApi,
} from './fixtures.js';
import { monthsFromNow, uploadRabiesProofViaApi } from './fixtures/licences.js';

// issue 16, licences (decision 0501): license a pet from My Pets, the fee before paying, the licence line
// in the basket (not taxed), payment, the numbered licence awaiting rabies proof, its certificate once active; the
// refusal without a birthdate; renewal before the window; the flow in French by keyboard.
const ADULT = { day: '12', month: '4', year: '1980' };

async function payWithTestCard(page: Page, total: string) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('1239');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('ZIP code').fill('98101');
  await payment.getByRole('button', { name: `Pay ${total}` }).click();
}

test('an owner licenses a dog: terms limited by the rabies proof, a tax-free basket line, payment, PENDING_PROOF until staff approve, the certificate', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000); // a long journey: the basket, a payment, staff approval, several axe scans on two cores
  await signUpOwnerViaApi(page, uniqueEmail('licence'), { birthdate: ADULT });
  const petId = await addPetViaApi(page, dogPayload('Rex'));
  await page.goto('/en_US/account/full/account-app/my-pets/');
  await page.getByRole('link', { name: 'License Rex' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'License Rex' })).toBeVisible();
  await expect(page.getByRole('group', { name: "When does Rex's rabies vaccination expire?" })).toBeVisible();
  const terms = page.getByRole('group', { name: 'License term' });
  await expect(terms.getByRole('radio')).toHaveCount(3);
  await expect(terms).toContainText('$60.00');
  await expect(terms).toContainText('$180.00');
  await terms.getByRole('radio', { name: /^2 years/ }).check();
  const fee = page.getByRole('table', { name: /Fee for the chosen term/ });
  await expect(fee.getByRole('row', { name: /License fee, 2 years/ })).toContainText('$120.00');
  await expectAccessible(page);
  await screenshotBoth(page, 'licence-flow');

  // a vaccination that runs 18 more months: the 2- and 3-year terms would outlast it
  const proofId = await uploadRabiesProofViaApi(page, petId, { file: 'pdf', expires: monthsFromNow(18) });
  await page.reload();
  await expect(page.getByText('Rabies Vaccination Expiration Date:')).toBeVisible();
  await expect(terms.getByRole('radio', { name: /^2 years/ })).toBeDisabled();
  await expect(terms).toContainText("That term would run past the rabies vaccination's expiry.");
  await expect(terms.getByRole('radio', { name: /^1 year/ })).toBeChecked();
  await expect(fee.getByRole('row', { name: /Total/ })).toContainText('$60.00');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page).toHaveURL(/\/en_US\/basket$/);
  await expect(page.getByText("Rex's license is in your basket.")).toBeVisible();
  const line = page.getByRole('article', { name: 'Pet license' });
  await expect(line).toContainText('For Rex');
  await expect(line).toContainText(/1 year: .+ to .+/);
  await expect(line).toContainText('Not taxed');
  await expect(line).toContainText('One license');
  await expectAccessible(page);
  await screenshotBoth(page, 'licence-basket');

  await payWithTestCard(page, '$60.00');
  await expect(page.getByRole('heading', { level: 1, name: /Receipt/ })).toBeVisible();
  await expect(page.getByRole('table')).toContainText(/License KC-\d{4}-\d{6}, tag KC\d{6}/);
  await expectAccessible(page);

  await page.goto('/en_US/account/full/account-app/my-pets/');
  const card = page.getByRole('article', { name: 'Rex' });
  await expect(card).toContainText(/KC-\d{4}-\d{6}, not active yet: rabies proof received, awaiting check/);
  await expect(card.getByRole('link', { name: 'License Rex' })).toHaveCount(0);
  // no certificate until staff have verified the proof
  await expect(card.getByRole('link', { name: "Download Rex's license certificate (PDF)" })).toHaveCount(0);
  await expectAccessible(page);

  // staff approve the proof (their own session, apart from the owner's; the queue's screens have their
  // own journey): the licence is active
  const admin = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  await logInRequestViaApi(admin, DEMO_ADMIN);
  const approved = await admin.post('/graphql/', {
    data: {
      // every item of the checklist checked (decision 0704)
      query:
        'mutation ($id: ID!, $checked: [String!]) { approveRabiesProof(proofId: $id, checked: $checked) { id status } }',
      variables: { id: proofId, checked: [...RABIES_CHECKLIST] },
    },
  });
  expect((await approved.json()).errors).toBeUndefined();
  await admin.dispose();
  await page.goto('/en_US/account/full/account-app/my-pets/');
  await expect(card).toContainText(/KC-\d{4}-\d{6}, active until/);
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: "Download Rex's license certificate (PDF)" }).click();
  expect((await download).suggestedFilename()).toMatch(/^licence-KC-\d{4}-\d{6}\.pdf$/);
});

test('an owner without a date of birth is told why and where to add it; a licence not yet due says when renewal opens', async ({
  page,
}) => {
  test.setTimeout(90_000); // several pages and axe scans on two cores
  await signUpOwnerViaApi(page, uniqueEmail('licence-no-birthdate'));
  const petId = await addPetViaApi(page, dogPayload('Scout'));
  await page.goto('/en_US/account');
  const due = page.getByRole('region', { name: 'Licenses due' });
  await expect(due).toContainText('Scout has no license yet.');
  await expectAccessible(page);
  await due.getByRole('link', { name: 'License Scout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'License Scout' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    'Please add your date of birth in My Details: you must be 18 or older to buy a pet license.',
  );
  await expect(page.getByRole('link', { name: 'Add your date of birth in My Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Basket' })).toHaveCount(0);
  await expectAccessible(page);

  // another owner's pet is not found
  await logInViaApi(page, DEMO_OWNER);
  await page.goto(`/en_US/account/full/account-app/my-pets/license?pet=${petId}`);
  await expect(page.getByRole('heading', { name: 'We could not find this pet' })).toBeVisible();
  await expectAccessible(page);

  // the demo's licensed dog: its licence runs for months, so renewal is not open yet
  await page.goto('/en_US/account/full/account-app/my-pets/');
  const juniper = page.getByRole('article', { name: 'Juniper' });
  await expect(juniper.getByRole('link', { name: /Renew/ })).toHaveCount(0);
  const petLink = await juniper.getByRole('link', { name: 'Edit Juniper' }).getAttribute('href');
  await page.goto(`/en_US/account/full/account-app/my-pets/license?${petLink?.split('?')[1]}`);
  // renewal is not open yet: neither "License" nor "Renew" (issue 38 D9, decision 0505)
  await expect(page.getByRole('heading', { level: 1, name: "Juniper's license" })).toBeVisible();
  await expect(page.getByText(/^Renewal opens on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Basket' })).toHaveCount(0);
  await expectAccessible(page);
});

test('en français, au clavier : un permis pour un chat de Toronto, dans le panier sans taxe', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('permis'), { city: 'toronto-on', birthdate: ADULT });
  const petId = await addPetViaApi(
    page,
    dogPayload('Minou', { type: 'C', isIndoor: true, breedKnown: false, breed: null, gender: 'F' }),
  );
  await page.goto(`/fr_CA/account/full/account-app/my-pets/license?pet=${petId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Obtenir le permis de Minou' })).toBeVisible();
  // the browser tab names the screen too
  await expect(page).toHaveTitle('Obtenir le permis de Minou | Pawport');
  const terms = page.getByRole('group', { name: 'Durée du permis' });
  await expect(terms.getByRole('radio', { name: /^1 an/ })).toBeChecked();
  await expect(terms).toContainText('50,00\u00a0$');
  await expectAccessible(page);
  const add = page.getByRole('button', { name: 'Ajouter au panier' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr_CA\/basket$/);
  const line = page.getByRole('article', { name: 'Permis d’animal' });
  await expect(line).toContainText('Pour Minou');
  await expect(line).toContainText('Non taxable');
  await expectAccessible(page);
});
