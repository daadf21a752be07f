import type { Browser, Page } from '@playwright/test';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import {
  addPetViaApi,
  expect,
  expectAccessible,
  graphql,
  screenshotBoth,
  signUpOwnerViaApi,
  tabTo,
  test,
  uniqueEmail,
} from './fixtures.js';
import { buyLicencesViaApi } from './fixtures/licences.js';

// issue 38 D16b (decision 0805): a finder holding the licence tag — its number engraved, "KC000123" —
// types that number on the HomeSafe page instead of the HomeSafe tag code. It leads to the same found page
// and the same message to the family; when HomeSafe cannot reach the family (the pet is no longer on the
// owner's account), the page says how to reach the animal services that issued the tag, and nothing of
// the owner.
const ADULT = { day: '12', month: '4', year: '1980' };

/** A one-year licence bought through the API (basket line, test card token, order); returns its tag number. */
async function licenceTagViaApi(page: Page, petId: string, card: { country: string; postalCode: string }) {
  await buyLicencesViaApi(page, [petId], card);
  const { pet } = await graphql(page.request, 'query ($id: ID!) { pet(id: $id) { tagCode licenses { tagNumber } } }', {
    id: petId,
  });
  return { tagNumber: pet.licenses[0].tagNumber as string, tagCode: pet.tagCode as string };
}

/** A visitor's page in a browser context of its own (no owner's cookies). */
async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test.describe.configure({ timeout: 120_000 });

test('a finder types the licence tag number by keyboard and writes to the family', async ({
  page,
  browser,
  baseURL,
}) => {
  const ownerEmail = uniqueEmail('licence-tag-owner');
  await signUpOwnerViaApi(page, ownerEmail, { birthdate: ADULT });
  const name = `Rascal ${Math.random().toString(36).slice(2, 6)}`;
  const petId = await addPetViaApi(page, dogPayload(name));
  const { tagNumber, tagCode } = await licenceTagViaApi(page, petId, { country: 'US', postalCode: '98101' });
  expect(tagNumber).toMatch(/^KC\d{6}$/);

  const { context, page: finder } = await visitorPage(browser, baseURL);
  await finder.goto('/en_US/homesafe?city=king-county-wa');
  const form = finder.getByRole('region', { name: 'Found a pet?' });
  const field = form.getByLabel('Tag code or license tag number');
  await expect(field).toBeVisible();
  await expect(form).toContainText('or the number engraved on its license tag');

  // wrong on purpose: too few digits for a licence tag, too short for a tag code
  await tabTo(finder, field);
  await finder.keyboard.type(tagNumber.slice(0, 5));
  await finder.keyboard.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('or the number on its license tag (letters, then numbers, such as KC000123)');
  await expectAccessible(finder);

  // as engraved, typed loosely: lower case, a space
  await field.fill('');
  await finder.keyboard.type(`${tagNumber.slice(0, 2).toLowerCase()} ${tagNumber.slice(2)}`);
  await screenshotBoth(finder, 'finder-licence-tag-form');
  await finder.keyboard.press('Enter');
  await expect(finder).toHaveURL(new RegExp(`/en_US/found/${tagNumber}$`));
  await expect(finder.getByRole('heading', { level: 1, name: `You found ${name}` })).toBeVisible();
  await expect(finder.getByText(`License tag number: ${tagNumber}`)).toBeVisible();
  // the found page by the licence tag never shows the HomeSafe tag code, nor anything of the owner
  const html = await finder.content();
  for (const secret of [tagCode, ownerEmail, 'Tester', '2065550123']) expect(html).not.toContain(secret);
  await expectAccessible(finder);
  await screenshotBoth(finder, 'finder-licence-tag-found');

  await finder.getByLabel('Your message').fill(`Found ${name} near the library, safe with me.`);
  await finder.getByLabel('Your email address').fill(uniqueEmail('licence-tag-finder'));
  await finder.getByRole('button', { name: 'Send my message' }).click();
  await expect(
    finder.getByRole('status').filter({ hasText: `your message about ${name} is on its way` }),
  ).toBeVisible();
  await expectAccessible(finder);
  await context.close();

  // the family reads it where every finder's message goes
  await page.goto('/en_US/account');
  await expect(page.getByRole('region', { name: 'HomeSafe' })).toContainText(`A finder wrote about ${name}.`);
});

test('in French: a licence tag whose pet HomeSafe cannot reach names the animal services that issued it', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('licence-tag-fr'), { city: 'toronto-on', birthdate: ADULT });
  const petId = await addPetViaApi(page, dogPayload('Caramel', { gender: 'F' }));
  const { tagNumber } = await licenceTagViaApi(page, petId, { country: 'CA', postalCode: 'M5H 2N2' });
  expect(tagNumber).toMatch(/^TOR\d{6}$/);
  // the owner says the dog is no longer with them: HomeSafe no longer reaches anyone for it
  await graphql(page.request, 'mutation ($id: ID!) { retirePet(id: $id) { id } }', { id: petId });

  const { context, page: finder } = await visitorPage(browser, baseURL);
  await finder.goto('/fr_CA/homesafe?city=toronto-on');
  const form = finder.getByRole('region', { name: 'Avez-vous trouvé un animal?' });
  const field = form.getByLabel('Code de la médaille ou numéro de la médaille de permis');
  await field.fill('TOR12');
  await form.getByRole('button', { name: 'Trouver l’animal' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('ou le numéro de sa médaille de permis');
  await expectAccessible(finder);

  await field.fill(tagNumber);
  await form.getByRole('button', { name: 'Trouver l’animal' }).click();
  const notice = form.getByRole('status').filter({ hasText: 'Nous ne pouvons pas transmettre de message' });
  await expect(notice).toContainText('Cette médaille de permis a été délivrée par Toronto, ON.');
  await expect(notice.getByRole('link', { name: '416 392-2489' })).toHaveAttribute('href', 'tel:+14163922489');
  await expect(notice.getByRole('link', { name: 'petlicensing@toronto.example' })).toHaveAttribute(
    'href',
    'mailto:petlicensing@toronto.example',
  );
  await expect(finder).toHaveURL(/\/fr_CA\/homesafe/);
  for (const secret of ['Caramel', 'Tester', '2065550123']) expect(await form.innerText()).not.toContain(secret);
  await expectAccessible(finder);
  await screenshotBoth(finder, 'finder-licence-tag-animal-services');

  // typing again clears the answer; an unknown number says so
  await field.fill('TOR999999');
  await expect(notice).toHaveCount(0);
  await form.getByRole('button', { name: 'Trouver l’animal' }).click();
  await expect(form.getByRole('alert')).toContainText('Nous ne connaissons pas ce code.');
  await expectAccessible(finder);
  await context.close();
});
