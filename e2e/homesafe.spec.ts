import type { Page } from '@playwright/test';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import {
  addPetViaApi,
  DEMO_OWNER,
  expect,
  expectAccessible,
  linksInLatestEmail,
  logInViaApi,
  screenshotBoth,
  signUpOwnerViaApi,
  test,
  uniqueEmail,
} from './fixtures.js';

// issue 18, HomeSafe (decision 0802): a finder opens the demo dog's found page, writes, the owner (another
// browser) reads and answers on Pawport, the finder reads the answer through the private link of their
// e-mail; no contact detail of either leaks until the owner shares; lost and found; the HomeSafe page's form.

async function demoDog(page: Page): Promise<{ id: string; tagCode: string }> {
  const response = await page.request.post('/graphql/', { data: { query: '{ myPets { id name tagCode } }' } });
  const pets: Array<{ id: string; name: string; tagCode: string }> = (await response.json()).data.myPets;
  const dog = pets.find((pet) => pet.name === 'Biscuit');
  if (!dog) throw new Error('the demo dog Biscuit is missing');
  return dog;
}

async function ownerDetails(page: Page) {
  const response = await page.request.post('/graphql/', {
    data: { query: '{ myAccount { email firstName lastName phones { number } } }' },
  });
  return (await response.json()).data.myAccount as {
    email: string;
    firstName: string;
    lastName: string;
    phones: Array<{ number: string }>;
  };
}

test.describe.configure({ timeout: 120_000 });

test('a finder writes from the found page, the owner answers through Pawport, no contact detail leaks', async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await logInViaApi(owner, DEMO_OWNER);
  const dog = await demoDog(owner);
  const details = await ownerDetails(owner);
  const secrets = [details.email, details.lastName, ...details.phones.map((phone) => phone.number)];

  // the finder scans the tag: the found page shows the name, never the owner
  const finderEmail = uniqueEmail('finder');
  const foundAnswer = page.waitForResponse((response) => response.url().includes('/graphql/'));
  await page.goto(`/en_US/found/${dog.tagCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You found Biscuit' })).toBeVisible();
  await foundAnswer;
  await expect(page.getByText('This pet is reported lost')).toHaveCount(0);
  const html = await page.content();
  for (const secret of secrets) expect(html).not.toContain(secret);
  const api = await (
    await page.request.post('/graphql/', {
      data: { query: `{ foundPet(code: "${dog.tagCode}") { code name lost lostOn photoUrl } }` },
    })
  ).text();
  for (const secret of secrets) expect(api).not.toContain(secret);
  await expectAccessible(page);

  // wrong input on purpose: every field says what it needs, nothing is sent
  await page.getByRole('button', { name: 'Send my message' }).click();
  await expect(page.getByLabel('Your message')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your email address')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  const message = 'Found him by the <b>library</b>, see <a href="https://evil.example">map</a>';
  await page.getByLabel('Your message').fill(message);
  await page.getByLabel('Your email address').fill(finderEmail);
  await page.getByLabel('Your phone number (optional)').fill('(206) 555-0144');
  await screenshotBoth(page, 'homesafe-found');
  await page.getByRole('button', { name: 'Send my message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'your message about Biscuit is on its way' })).toBeVisible();
  await expectAccessible(page);

  // the owner sees it on the dashboard and on the pet, the HTML shown as text, and answers
  await owner.goto('/en_US/account');
  const card = owner.getByRole('region', { name: 'HomeSafe' });
  await expect(card).toContainText('A finder wrote about Biscuit.');
  await expectAccessible(owner);
  await card.getByRole('link', { name: 'Read and answer' }).first().click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Biscuit: HomeSafe' })).toBeVisible();
  const conversation = owner.getByRole('region', { name: /^Finder \d+, wrote/ }).first();
  await expect(conversation.getByText(message, { exact: true })).toBeVisible();
  await expect(conversation.locator('a[href="https://evil.example"]')).toHaveCount(0);
  await expect(conversation).toContainText('(206) 555-0144');
  expect(await owner.content()).not.toContain(finderEmail);
  await expectAccessible(owner);
  await screenshotBoth(owner, 'homesafe-pet');
  await conversation.getByLabel('Your answer').fill('Thank you so much! I am on my way.');
  await conversation.getByRole('button', { name: 'Send my answer' }).click();
  await expect(conversation.getByText('Thank you so much! I am on my way.')).toBeVisible();

  // the finder reads the answer through the link of their e-mail, still without the owner's details
  const links = await linksInLatestEmail(page, finderEmail);
  const privateLink = links.find((link) => link.includes('/found/conversation?token='));
  expect(privateLink).toBeDefined();
  await page.goto(privateLink as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Your conversation with a pet’s family' })).toBeVisible();
  await expect(page.getByText('Thank you so much! I am on my way.')).toBeVisible();
  for (const secret of secrets) expect(await page.content()).not.toContain(secret);
  await expectAccessible(page);
  await screenshotBoth(page, 'homesafe-conversation');
  await page.getByLabel('Your answer').fill('Great, I will wait at the front desk.');
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByText('Great, I will wait at the front desk.')).toBeVisible();

  // the owner chooses to share: now the finder sees the owner's e-mail
  await owner.reload();
  const again = owner.getByRole('region', { name: /^Finder \d+, wrote/ }).first();
  await expect(again.getByText('Great, I will wait at the front desk.')).toBeVisible();
  await again.getByRole('button', { name: 'Share my email and phone with this finder' }).click();
  await expect(again.getByText('You shared your email address and phone number with this finder.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'The family shared their contact details' })).toContainText(
    details.email,
  );

  // the same three screens in French: the finder's conversation, the pet's HomeSafe page, the dashboard card
  await page.goto((privateLink as string).replace('/en_US/', '/fr_CA/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Great, I will wait at the front desk.')).toBeVisible();
  await expectAccessible(page);
  await owner.goto(owner.url().replace('/en_US/', '/fr_CA/'));
  await expect(owner.getByRole('heading', { level: 1, name: /Biscuit/ })).toBeVisible();
  await expectAccessible(owner);
  await owner.goto('/fr_CA/account');
  await expect(owner.getByRole('region', { name: 'HomeSafe' })).toBeVisible();
  await expectAccessible(owner);
  await ownerContext.close();
});

test('an owner marks a pet lost and found; the found page says so (fr_CA too)', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('lost'));
  const petId = await addPetViaApi(page, dogPayload('Pepper'));
  await page.goto('/en_US/account/full/account-app/my-pets/');
  await page.getByRole('link', { name: 'HomeSafe for Pepper' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pepper: HomeSafe' })).toBeVisible();
  await expect(page.getByText('No one has written about Pepper yet.')).toBeVisible();
  await expectAccessible(page);

  // wrong input: nothing typed
  await page.getByRole('button', { name: 'Mark Pepper as lost' }).click();
  await expect(page.getByLabel('Where')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  const today = new Date();
  const day = page.getByRole('group', { name: 'Day Pepper went missing' });
  await day.getByLabel('Day').fill(String(today.getUTCDate() > 1 ? today.getUTCDate() - 1 : 1));
  await day.getByLabel('Month').selectOption({ index: today.getUTCMonth() + 1 });
  await day.getByLabel('Year').fill(String(today.getUTCFullYear()));
  await page.getByLabel('Where').fill('Near Volunteer Park');
  await page.getByRole('button', { name: 'Mark Pepper as lost' }).click();
  await expect(page.getByRole('heading', { name: 'Pepper is reported lost' })).toBeVisible();
  await expectAccessible(page);
  // in Spanish the words agree with the pet, a male dog here
  await page.goto(page.url().replace('/en_US/', '/es_US/'));
  await expect(page.getByRole('heading', { name: 'Pepper está reportado como perdido' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mensajes de quienes lo encontraron' })).toBeVisible();
  await page.goto(page.url().replace('/es_US/', '/en_US/'));
  await expect(page.getByRole('heading', { name: 'Pepper is reported lost' })).toBeVisible();

  const code = (
    await (
      await page.request.post('/graphql/', {
        data: { query: 'query ($id: ID!) { pet(id: $id) { tagCode } }', variables: { id: petId } },
      })
    ).json()
  ).data.pet.tagCode as string;
  const finder = await page.context().browser()!.newContext();
  const visitor = await finder.newPage();
  await visitor.goto(`/en_US/found/${code}`);
  await expect(visitor.getByText('This pet is reported lost since')).toBeVisible();
  await visitor.goto(`/fr_CA/found/${code}?city=toronto-on`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Vous avez trouvé Pepper' })).toBeVisible();
  await expect(visitor.getByText('Cet animal est signalé perdu depuis le')).toBeVisible();
  await expectAccessible(visitor);

  await page.getByRole('button', { name: 'Pepper is home: mark as found' }).click();
  await expect(page.getByRole('heading', { name: 'Is Pepper lost?' })).toBeVisible();
  await visitor.goto(`/en_US/found/${code}?city=king-county-wa`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'You found Pepper' })).toBeVisible();
  await expect(visitor.getByText('This pet is reported lost')).toHaveCount(0);
  await finder.close();
});

test('the HomeSafe page’s “Found a pet?” form: a malformed code, an unknown code, then a known one (fr_CA too)', async ({
  page,
}) => {
  await logInViaApi(page, DEMO_OWNER);
  const dog = await demoDog(page);
  await page.context().clearCookies();
  await page.goto('/en_US/homesafe?city=king-county-wa');
  const form = page.getByRole('region', { name: 'Found a pet?' });
  await expect(form).toBeVisible();
  await expectAccessible(page);
  // decision 0805: the field takes the HomeSafe tag code or the licence tag number (e2e/finder-licence-tag.spec.ts)
  const field = form.getByLabel('Tag code or license tag number');
  await field.fill('0OIL1');
  await form.getByRole('button', { name: 'Find the pet' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('or the number on its license tag');
  await field.fill('ZZZZZ-ZZZZZ');
  await form.getByRole('button', { name: 'Find the pet' }).click();
  await expect(form.getByRole('alert')).toContainText('We do not know this code.');
  await expectAccessible(page);
  await screenshotBoth(page, 'homesafe-info');
  await field.fill(`${dog.tagCode.slice(0, 5).toLowerCase()} ${dog.tagCode.slice(5)}`);
  await form.getByRole('button', { name: 'Find the pet' }).click();
  await expect(page).toHaveURL(new RegExp(`/en_US/found/${dog.tagCode}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'You found Biscuit' })).toBeVisible();

  // an unknown code's own page
  await page.goto('/en_US/found/NOTACODE');
  await expect(page.getByRole('heading', { name: 'We do not know this tag code' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/fr_CA/homesafe?city=toronto-on');
  await expect(page.getByRole('region', { name: 'Avez-vous trouvé un animal?' })).toBeVisible();
  await expectAccessible(page);
});
