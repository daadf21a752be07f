import type { APIRequestContext, Page } from '@playwright/test';
import { createOwnerViaApi, expect, expectAccessible, logIn as logInAs, tabTo, test, uniqueEmail } from './fixtures.js';

// Pet Guardians (spec §2.1, §2.17, §2.19). Each test signs up its own owner through the API, as the
// demo accounts are shared with other journeys running at the same time.

const PASSWORD = 'Guardian-Journey-42!';
const PAGE_PATH = 'account/full/account-app/settings/pet-guardians';

async function signUpOwner(request: APIRequestContext, city?: string): Promise<string> {
  const email = uniqueEmail('guardians');
  // an owner of a city of the locale's country (decision 0021: a locale and its city agree)
  if (city) await request.get(`/healthz?city=${city}`);
  await createOwnerViaApi(request, email, PASSWORD, city);
  return email;
}

const logIn = (page: Page, email: string, locale: string) => logInAs(page, email, locale, PASSWORD);

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

// Long journeys with an axe scan at every state.
test.describe.configure({ timeout: 90_000 });

test('an owner adds, corrects, edits and removes pet guardians (en_US)', async ({ page, request }) => {
  const email = await signUpOwner(request);
  await logIn(page, email, 'en_US');
  await page.goto(`/en_US/${PAGE_PATH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Guardians' })).toBeVisible();
  await expect(page.getByText(/first two pet guardians .* wallet cards as emergency contacts/)).toBeVisible();
  await expect(page.getByText('You have not added any pet guardians yet.')).toBeVisible();
  await expectAccessible(page);

  // first guardian, with a bad phone number first
  await page.getByRole('button', { name: 'Add a pet guardian' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add a pet guardian' })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Relationship (optional)').fill('Sister');
  await page.getByLabel('Email address (optional)').fill('ada@example.com');
  await page.getByLabel('Phone 1 number').fill('12345');
  await page.getByRole('button', { name: 'Save pet guardian' }).click();
  const phone = page.getByLabel('Phone 1 number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Please enter a 10-digit phone number, such as (555) 555-0123.');
  await expect(page.getByRole('alert').getByRole('heading')).toHaveText('Please fix the errors below.');
  await expectAccessible(page);
  await phone.fill('2065550199');
  await page.getByRole('button', { name: 'Save pet guardian' }).click();
  await expect(notice(page, 'Ada Okafor was added as a pet guardian.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a pet guardian' })).toBeFocused();

  // second guardian: relationship and e-mail left out, a work phone
  await page.getByRole('button', { name: 'Add a pet guardian' }).click();
  await page.getByLabel('First name').fill('Ben');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Phone 1 type').selectOption({ label: 'Work' });
  await page.getByLabel('Phone 1 number').fill('4165550123');
  await page.getByRole('button', { name: 'Save pet guardian' }).click();
  await expect(notice(page, 'Ben Lee was added as a pet guardian.')).toBeVisible();

  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Emergency contact 1 on the wallet card');
  await expect(items.nth(0)).toContainText('Mobile: (206) 555-0199');
  await expect(items.nth(1)).toContainText('Emergency contact 2 on the wallet card');
  await expect(items.nth(1)).toContainText('Work: (416) 555-0123');
  await expectAccessible(page);

  // edit the first
  await page.getByRole('button', { name: 'Edit Ada Okafor' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Ada Okafor' })).toBeVisible();
  await expect(page.getByLabel('Relationship (optional)')).toHaveValue('Sister');
  await page.getByLabel('Relationship (optional)').fill('Neighbor');
  await page.getByRole('button', { name: 'Save pet guardian' }).click();
  await expect(notice(page, 'Your changes to Ada Okafor were saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Ada Okafor' })).toBeFocused();
  await expect(items.nth(0)).toContainText('Neighbor');

  // Ben moves up: now emergency contact 1
  await page.getByRole('button', { name: 'Move up Ben Lee' }).click();
  await expect(notice(page, 'Ben Lee moved up the list.')).toBeVisible();
  await expect(items.nth(0)).toContainText('Ben Lee');
  await expect(items.nth(0)).toContainText('Emergency contact 1 on the wallet card');

  // remove asks first; Escape and Cancel keep the guardian
  const remove = page.getByRole('button', { name: 'Remove Ben Lee' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Remove Ben Lee?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5); // the backdrop
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(items).toHaveCount(2);

  await remove.click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, 'Ben Lee was removed.')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('Ada Okafor');
  await expect(items.nth(0)).toContainText('Emergency contact 1 on the wallet card');
  await expect(page.getByRole('heading', { level: 2, name: 'Your pet guardians' })).toBeFocused();
  await expectAccessible(page);

  // it was saved: a reload shows the same list
  await page.reload();
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('Ada Okafor');
});

test('keyboard only, in Canadian French: add with a corrected error, then remove (fr_CA)', async ({
  page,
  request,
}) => {
  const email = await signUpOwner(request, 'toronto-on');
  await logIn(page, email, 'fr_CA');
  await page.goto(`/fr_CA/${PAGE_PATH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Personnes responsables' })).toBeVisible();
  await expect(page.getByText('Vous n’avez encore ajouté aucune personne responsable.')).toBeVisible();
  await expectAccessible(page);

  const add = page.getByRole('button', { name: 'Ajouter une personne responsable' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Prénom')).toBeFocused();
  await page.keyboard.type('Chloé');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Nom de famille')).toBeFocused();
  await page.keyboard.type('Tremblay');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Voisine');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Adresse courriel (facultatif)')).toBeFocused();
  await page.keyboard.type('chloe@');
  await tabTo(page, page.getByLabel('Numéro du téléphone 1'));
  await page.keyboard.type('5145550111');
  await page.keyboard.press('Enter'); // submits the form
  const emailField = page.getByLabel('Adresse courriel (facultatif)');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription('Veuillez entrer une adresse courriel valide.');
  await expect(emailField).toBeFocused(); // spec §5: focus moves to the first error
  await expectAccessible(page);
  await page.keyboard.press('End');
  await page.keyboard.type('exemple.ca');
  await page.keyboard.press('Enter');
  await expect(notice(page, 'Vous avez ajouté Chloé Tremblay à vos personnes responsables.')).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('Personne à joindre en cas d’urgence nº\u00a01 sur la carte portefeuille');
  await expect(items.nth(0)).toContainText('chloe@exemple.ca');
  await expectAccessible(page);

  const remove = page.getByRole('button', { name: 'Retirer Chloé Tremblay' });
  await tabTo(page, remove, { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Retirer Chloé Tremblay?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Confirmer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(notice(page, 'Vous avez retiré Chloé Tremblay de la liste.')).toBeVisible();
  await expect(items).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Vos personnes responsables' })).toBeFocused();
  await expectAccessible(page);
});

test('a visitor is sent to log in', async ({ page }) => {
  await page.goto(`/en_US/${PAGE_PATH}`);
  await expect(page).toHaveURL(/\/en_US\/login\?next=/);
});
