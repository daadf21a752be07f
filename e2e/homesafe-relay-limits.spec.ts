import type { Page } from '@playwright/test';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import { FILL_RATE_LIMIT_SQL } from '../src/server/test/fill-rate-limit.js';
import {
  addPetViaApi,
  expect,
  expectAccessible,
  NEW_OWNER_PASSWORD,
  signUpOwnerViaApi,
  suiteDatabase,
  test,
  uniqueEmail,
} from './fixtures.js';

// issue 37, decision 0803. (2) The relay e-mails a finder nothing but their private link until they open it:
// the owner's page says the answers wait there; past the owner's limits a translated message says to wait.
// (9) A deactivated owner's pet has the found page of an unknown code.

test.describe.configure({ timeout: 120_000 });

async function ownerWithDog(page: Page, name: string) {
  await signUpOwnerViaApi(page, uniqueEmail('relay'));
  const petId = await addPetViaApi(page, dogPayload(name));
  const answer = await page.request.post('/graphql/', {
    data: { query: 'query ($id: ID!) { pet(id: $id) { tagCode } }', variables: { id: petId } },
  });
  return { petId, code: (await answer.json()).data.pet.tagCode as string };
}

/** The templates of the e-mails to `to`, oldest first, from the development mailbox. */
async function templatesTo(page: Page, to: string): Promise<string[]> {
  const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const messages: Array<{ template: string }> = await response.json();
  return messages.map((message) => message.template).reverse();
}

test('the owner’s answers wait on the finder’s page until the finder opens it; past the limit a translated message', async ({
  page,
  browser,
}) => {
  const { petId, code } = await ownerWithDog(page, 'Ranger');
  const finderContext = await browser.newContext();
  const finder = await finderContext.newPage();
  const finderEmail = uniqueEmail('finder');
  await finder.goto(`/en_US/found/${code}`);
  await finder.getByLabel('Your message').fill('Ranger is at the corner store on 5th Ave.');
  await finder.getByLabel('Your email address').fill(finderEmail);
  await finder.getByRole('button', { name: 'Send my message' }).click();
  await expect(finder.getByRole('status').filter({ hasText: 'on its way' })).toBeVisible();

  // the owner answers before the finder opened their page: the page says the answer waits there
  await page.goto(`/en_US/account/full/account-app/my-pets/homesafe?pet=${petId}`);
  const conversation = page.getByRole('region', { name: /^Finder 1, wrote/ });
  await expect(conversation).toContainText('This finder has not opened their private page yet.');
  await expectAccessible(page);
  await conversation.getByLabel('Your answer').fill('Thank you! Please keep him there.');
  await conversation.getByRole('button', { name: 'Send my answer' }).click();
  await expect(conversation.getByText('Thank you! Please keep him there.')).toBeVisible();
  await conversation.getByRole('button', { name: 'Share my email and phone with this finder' }).click();
  await expect(
    conversation.getByText('You shared your email address and phone number with this finder.'),
  ).toBeVisible();
  expect(await templatesTo(page, finderEmail)).toEqual(['homesafe-finder-link']);

  // the finder opens the link of their e-mail: the answer and the owner's contact are there
  const messages: Array<{ links: string[] }> = await (
    await finder.request.get(`/dev/mailbox.json?to=${encodeURIComponent(finderEmail)}`)
  ).json();
  const link = messages[0]!.links.find((candidate) => candidate.includes('/found/conversation?token='))!;
  await finder.goto(link);
  await expect(finder.getByText('Thank you! Please keep him there.')).toBeVisible();
  await expect(finder.getByRole('region', { name: 'The family shared their contact details' })).toBeVisible();
  await expectAccessible(finder);

  // from now on the owner's answers are e-mailed too
  await page.reload();
  await expect(conversation.getByText('This finder has not opened their private page yet.')).toHaveCount(0);
  await conversation.getByLabel('Your answer').fill('On my way now.');
  await conversation.getByRole('button', { name: 'Send my answer' }).click();
  await expect(conversation.getByText('On my way now.')).toBeVisible();
  await expect.poll(() => templatesTo(page, finderEmail)).toEqual(['homesafe-finder-link', 'homesafe-owner-reply']);

  // past the conversation's limit (the hour's count filled in): a message that says to wait, nothing sent
  const { id } = (
    await (await page.request.post('/graphql/', { data: { query: '{ myFoundConversations { id } }' } })).json()
  ).data.myFoundConversations[0] as { id: string };
  await suiteDatabase((client) => client.query(FILL_RATE_LIMIT_SQL, [`found-owner-relay-conversation:${id}`]));
  await conversation.getByLabel('Your answer').fill('One more thing.');
  await conversation.getByRole('button', { name: 'Send my answer' }).click();
  await expect(conversation.getByRole('alert')).toContainText(
    'You have sent many messages through HomeSafe in a short time. Please try again in an hour',
  );
  // the answer is not written: no message of the list holds it (the field keeps it, to send later)
  await expect(conversation.getByRole('listitem').filter({ hasText: 'One more thing.' })).toHaveCount(0);
  await expect(conversation.getByLabel('Your answer')).toHaveValue('One more thing.');
  await expectAccessible(page);
  // in Spanish
  await page.goto(`/es_US/account/full/account-app/my-pets/homesafe?pet=${petId}`);
  const spanish = page.getByRole('region', { name: /^Persona 1, escribió/ });
  await spanish.getByLabel('Su respuesta').fill('Una cosa más.');
  await spanish.getByRole('button', { name: 'Enviar mi respuesta' }).click();
  await expect(spanish.getByRole('alert')).toContainText('Envió muchos mensajes por HomeSafe en poco tiempo.');
  await expectAccessible(page);
  await finderContext.close();
});

test('a deactivated owner’s pet: its found page is an unknown code’s, and its photo is gone', async ({
  page,
  browser,
}) => {
  const { code } = await ownerWithDog(page, 'Juniper');
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/en_US/found/${code}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'You found Juniper' })).toBeVisible();

  const deactivated = await page.request.post('/graphql/', {
    data: {
      query: 'mutation ($password: String!) { deactivateAccount(password: $password) }',
      variables: { password: NEW_OWNER_PASSWORD },
    },
  });
  expect((await deactivated.json()).data).toEqual({ deactivateAccount: true });

  const unknown = code.startsWith('Z') ? 'YYYYYYYYYY' : 'ZZZZZZZZZZ';
  await visitor.goto(`/en_US/found/${unknown}`);
  await expect(visitor.getByRole('heading', { name: 'We do not know this tag code' })).toBeVisible();
  const unknownPage = await visitor.getByRole('main').innerText();
  await visitor.goto(`/en_US/found/${code}`);
  await expect(visitor.getByRole('heading', { name: 'We do not know this tag code' })).toBeVisible();
  expect(await visitor.getByRole('main').innerText()).toBe(unknownPage);
  await expect(visitor.getByText('Juniper')).toHaveCount(0);
  await expectAccessible(visitor);
  const photo = await visitor.request.get(`/homesafe-photos/${code}`);
  const unknownPhoto = await visitor.request.get(`/homesafe-photos/${unknown}`);
  expect([photo.status(), await photo.text()]).toEqual([unknownPhoto.status(), await unknownPhoto.text()]);
  await visitorContext.close();
});
