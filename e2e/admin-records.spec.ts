import type { APIRequestContext, Page } from '@playwright/test';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import { SEATTLE_MAIN_ST } from '../src/domain/address/address.fixtures.js';
import {
  DEMO_ADMIN,
  expect,
  expectAccessible,
  logInViaApi,
  NEW_OWNER_PASSWORD,
  screenshotBoth,
  signUpOwnerViaApi,
  suiteDatabase,
  tabTo,
  test,
  uniqueEmail,
  enrolAppViaApi,
  createAdminInSuiteDatabase,
} from './fixtures.js';

// issue 17 (decision 0701): the staff console as the demo administrator — find an owner by phone, open
// the pet and its licence, move the owner with the checkbox (spec §2.12 administrator view), correct a
// detail and see the audit entry; in French too; by keyboard once; axe on every staff screen.

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123', country: 'US', postalCode: '98101' };

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const body = await (await request.post('/graphql/', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** An owner of King County with a unique phone, a dog and a licence bought for it, all through the API. */
async function ownerWithLicensedDog(request: APIRequestContext) {
  const suffix = Math.random().toString(36).slice(2, 7);
  const phone = `20655${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
  // letters only (a name takes no digits), and always six: a shorter one could be the start of another
  // test's name, and the search would then list both (CI 2026-11-27: "Recordsg" and "Recordsgyif")
  const lastName = `Records${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const dog = `Rex ${suffix}`;
  await request.get('/healthz?city=king-county-wa');
  await graphql(request, 'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }', {
    input: {
      firstName: 'Morgan',
      lastName,
      email: uniqueEmail('staff-records'),
      password: NEW_OWNER_PASSWORD,
      phones: [{ type: 'M', number: phone }],
      address: SEATTLE_MAIN_ST,
      birthdate: { day: '12', month: '4', year: '1980' },
      tosAgreed: true,
    },
  });
  const { addPet } = await graphql(request, 'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }', {
    input: dogPayload(dog),
  });
  await graphql(
    request,
    'mutation ($petId: ID!) { addLicenseToBasket(petId: $petId, termYears: 1) { total { amountCents } } }',
    {
      petId: addPet.id,
    },
  );
  const { basket } = await graphql(request, '{ basket { version total { amountCents } } }');
  const { tokenizeTestCard } = await graphql(
    request,
    'mutation ($input: TestCardInput!) { tokenizeTestCard(input: $input) { token } }',
    { input: CARD },
  );
  await graphql(request, 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number } }', {
    input: {
      idempotencyKey: crypto.randomUUID(),
      basketVersion: basket.version,
      cardToken: tokenizeTestCard.token,
      expectedTotalCents: basket.total.amountCents,
    },
  });
  return { phone, name: `Morgan ${lastName}`, lastName, dog };
}

async function newOwner(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const request = await playwright.request.newContext({ baseURL });
  try {
    return await ownerWithLicensedDog(request);
  } finally {
    await request.dispose();
  }
}

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('a clerk finds an owner by phone, opens the pet and licence, moves the owner and corrects a detail', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000); // many axe scans on two cores
  const owner = await newOwner(playwright, baseURL ?? '');
  await logInViaApi(page, DEMO_ADMIN);
  await page.goto('/en_US/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: /administrat/i });
  await expect(nav.getByRole('link', { name: 'Search' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Rabies proofs' })).toBeVisible();
  await expectAccessible(page);

  // wrong on purpose: nothing typed, then far too much
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('aria-invalid', 'true');
  await searchFor(page, 'x'.repeat(10_000));
  await expect(page.getByText('Please enter no more than 200 characters.')).toBeVisible();
  await expectAccessible(page);

  const typed = `(${owner.phone.slice(0, 3)}) ${owner.phone.slice(3, 6)}-${owner.phone.slice(6)}`;
  await searchFor(page, typed);
  const owners = page.getByRole('region', { name: 'Owners' });
  await owners.getByRole('link', { name: owner.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('King County, WA');
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-owner');

  // the pet and its licence
  await page.getByRole('region', { name: 'Pets' }).getByRole('link', { name: owner.dog }).click();
  await expect(page.getByRole('heading', { level: 1, name: owner.dog })).toBeVisible();
  const licenses = page.getByRole('region', { name: 'Licenses' });
  await expect(licenses.getByRole('row')).toHaveCount(2);
  await expect(licenses.getByRole('button', { name: /^Revoke license / })).toBeVisible();
  // a counter sale keeps the online rules: this term is paid already
  const counter = page.getByRole('region', { name: 'Sell a license at the counter' });
  await counter.getByRole('radio', { name: 'Cash' }).check();
  await counter.getByRole('button', { name: 'Issue the license' }).click();
  await expect(counter.getByText(/cannot be renewed yet/).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: owner.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();

  // spec §2.12 administrator view: the terms as an ordered list, one required checkbox
  const move = page.getByRole('region', { name: 'Move to another jurisdiction' });
  // the question is the clerk's, about the owner
  await expect(move.getByRole('group', { name: 'Which community does the owner live in?' })).toBeVisible();
  await move.getByRole('radio', { name: 'Seattle, WA' }).check();
  await move.getByRole('button', { name: 'Move to Seattle, WA' }).click();
  const confirm = move.getByRole('checkbox');
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(move.getByRole('list').first()).toBeVisible();
  await expectAccessible(page);
  await confirm.check();
  await move.getByRole('button', { name: 'Move to Seattle, WA' }).click();
  await expect(page.getByText('The owner was moved.')).toBeVisible();
  await expect(details).toContainText('Seattle, WA');
  await expect(page.getByRole('region', { name: 'Jurisdiction moves' })).toContainText('King County, WA');

  // Cancel closes the form and gives focus back to the button that opened it (not to the page's body)
  const correct = details.getByRole('button', { name: 'Correct details' });
  await correct.click();
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(correct).toBeFocused();
  // correct a detail; the audit log shows who, what, before and after
  await correct.click();
  await details.getByLabel('First name').fill('Morgana');
  await details.getByRole('button', { name: 'Save correction' }).click();
  // the form is gone: focus goes to the confirmation, which is announced, not to the page's body
  const corrected = details.getByRole('status');
  await expect(corrected).toHaveText("The owner's details were corrected.");
  await expect(corrected).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: `Morgana ${owner.lastName}` })).toBeVisible();
  const audit = page.getByRole('region', { name: 'Audit log' });
  const correctedRow = audit.getByRole('row', { name: /Details corrected/ });
  await expect(correctedRow).toContainText('Alex Admin');
  await expect(correctedRow).toContainText('Morgan');
  await expect(correctedRow).toContainText('Morgana');
  await expect(audit.getByRole('row', { name: /Moved to another jurisdiction/ })).toContainText('Seattle, WA');
  await expectAccessible(page);
});

test('par le clavier, en français : trouver un propriétaire et ouvrir sa fiche', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const owner = await newOwner(playwright, baseURL ?? '');
  await logInViaApi(page, DEMO_ADMIN);
  await page.goto('/fr_CA/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Console du personnel' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Rechercher' });
  await tabTo(page, box);
  await page.keyboard.type(owner.lastName);
  await page.keyboard.press('Enter');
  const link = page.getByRole('region', { name: 'Propriétaires' }).getByRole('link', { name: owner.name });
  await expect(link).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Renseignements' })).toContainText('King County, WA');
  await expect(page.getByRole('region', { name: 'Journal d’audit' })).toContainText(
    'Aucune modification du personnel pour l’instant.',
  );
  await expectAccessible(page);
  const pet = page.getByRole('region', { name: 'Animaux' }).getByRole('link', { name: owner.dog });
  await tabTo(page, pet);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: owner.dog })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Permis', exact: true })).toContainText(
    /Pas encore actif\s: en attente|Actif/,
  );
  await expectAccessible(page);
});

test('the staff console is for administrators only', async ({ page }) => {
  await page.goto('/en_US/admin');
  await expect(page).toHaveURL(/\/en_US\/login\?next=/);
  await signUpOwnerViaApi(page, uniqueEmail('not-staff'));
  await page.goto('/en_US/admin/owner?id=1');
  await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
  await expectAccessible(page);
});

test('an administrator of King County alone sees the jurisdictions they do not run as options they cannot choose', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const owner = await newOwner(playwright, baseURL ?? '');
  // a second jurisdiction's staff: no API makes an administrator, so the suite's database does
  const email = uniqueEmail('county-admin');
  await createAdminInSuiteDatabase(email, { firstName: 'Casey', lastName: 'County' });
  await logInViaApi(page, email);
  await enrolAppViaApi(page.request); // staff set up a second factor before the console opens
  await page.goto('/en_US/admin');
  await searchFor(page, owner.phone);
  await page.getByRole('region', { name: 'Owners' }).getByRole('link', { name: owner.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  // spec §2.12 administrator view: a jurisdiction this administrator does not run is shown, not choosable
  const move = page.getByRole('region', { name: 'Move to another jurisdiction' });
  await expect(move.getByRole('radio', { name: /Seattle, WA/ })).toBeDisabled();
  await expectAccessible(page);
});

test('search hits speak the page’s language and an order hit opens the order (fr_CA)', async ({ page }) => {
  const number = await suiteDatabase(async (client) => {
    const { rows } = await client.query(
      `select o.number from orders o join accounts a on a.id = o.account_id where a.email = $1 order by o.number limit 1`,
      ['demo.owner@pawport.example'],
    );
    return rows[0].number as number;
  });
  await logInViaApi(page, DEMO_ADMIN);
  await page.goto('/fr_CA/admin?q=Biscuit');
  const pet = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Biscuit' }) });
  await expect(pet.first()).toContainText('Chien · Dana Demo');
  await expect(pet.first()).not.toContainText('DOG');
  await page.goto(`/fr_CA/admin?q=${number}`);
  const reference = `PP-${String(number).padStart(6, '0')}`;
  await page.getByRole('link', { name: reference }).click();
  await expect(page).toHaveURL(new RegExp(`/fr_CA/admin/orders/order\\?number=${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible();
});

test('a record that cannot be had offers the way back to the search', async ({ page }) => {
  await logInViaApi(page, DEMO_ADMIN);
  await page.goto('/en_US/admin/owner?id=999999999');
  await expect(page.getByText('Search again from the staff console.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the search' }).click();
  await expect(page).toHaveURL(/\/en_US\/admin$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
});
