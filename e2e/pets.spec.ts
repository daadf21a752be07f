import {
  expect,
  expectAccessible,
  logInViaApi,
  screenshotBoth,
  signUpOwnerViaApi,
  tabTo,
  test,
  uniqueEmail,
  DEMO_OWNER,
} from './fixtures.js';
import type { Page } from '@playwright/test';

// issue 13: the pet panel, My Pets and the step after sign-up, as an owner uses them.
const MY_PETS = '/en_US/account/full/account-app/my-pets/';
const ADD_PET = '/en_US/account/full/account-app/my-pets/add';

async function storedPets(page: Page) {
  const response = await page.request.post('/graphql/', {
    data: { query: '{ myPets { name active dobIsApproximate birthday { year month day } details { breed color } } }' },
  });
  return (await response.json()).data.myPets as Array<{
    name: string;
    active: boolean;
    dobIsApproximate: boolean;
    birthday: { year: number; month: number; day: number };
    details: { breed: string | null; color: string[] };
  }>;
}

test('an owner adds a dog with its birth date and a cat with an approximate age, then sees them on My Pets', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('pets'));
  await page.goto(MY_PETS);
  await expect(page.getByRole('heading', { level: 2, name: 'No pets yet' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add a pet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your pet' })).toBeVisible();

  // every §5 message at once
  await page.getByRole('button', { name: 'Add my pet' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the errors below.' });
  await expect(summary).toContainText('Please choose dog or cat.');
  await expect(summary).toContainText('Please choose male or female.');
  await expect(summary).toContainText('Please choose at least one color.');
  await expect(page.getByLabel("Pet's name")).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  // a character a name may not have: the spec's own message (§5 General), and the hint says what it may have
  await page.getByLabel("Pet's name").fill('Rex!');
  await page.getByRole('button', { name: 'Add my pet' }).click();
  await expect(summary).toContainText('The pet name has invalid characters');
  await expect(page.getByLabel("Pet's name")).toHaveAccessibleDescription(
    "Use letters, numbers, spaces, periods (.), apostrophes ('), hyphens (-) and ampersands (&). The pet name has invalid characters",
  );

  await page.getByRole('group', { name: 'Species' }).getByRole('radio', { name: 'Dog' }).check();
  await page.getByRole('group', { name: 'Sex' }).getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByLabel("Pet's name").fill('Rex');
  await page.getByLabel('Month').selectOption({ label: 'March' });
  await page.getByLabel('Day').fill('12');
  await page.getByLabel('Year').fill('2020');
  await page.getByRole('group', { name: "Do you know your pet's breed?" }).getByRole('radio', { name: 'Yes' }).check();
  const breed = page.getByRole('combobox', { name: 'Breed' });
  await breed.fill('bord');
  await expect(page.getByRole('option', { name: 'Border Collie' })).toBeVisible();
  await breed.press('ArrowDown');
  await breed.press('Enter');
  await expect(breed).toHaveValue('Border Collie');
  await page.getByRole('group', { name: 'Colors' }).getByRole('checkbox', { name: 'Black' }).check();
  await page.getByRole('group', { name: 'Colors' }).getByRole('checkbox', { name: 'White' }).check();
  await expectAccessible(page);
  await screenshotBoth(page, 'pet-panel-add');
  await page.getByRole('button', { name: 'Add my pet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rex is added to your pets.' })).toBeVisible();

  // a cat: indoor or outdoor names the cat; an approximate age
  await page.getByRole('group', { name: 'Species' }).getByRole('radio', { name: 'Cat' }).check();
  await page.getByLabel("Pet's name").fill('Tulip');
  await page.getByRole('group', { name: 'Sex' }).getByRole('radio', { name: 'Female' }).check();
  await page
    .getByRole('group', { name: "Do you know your pet's birth date?" })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByLabel('Approximate age').selectOption({ label: '2 years' });
  await page.getByRole('group', { name: "Do you know your pet's breed?" }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: 'Colors' }).getByRole('checkbox', { name: 'Gray', exact: true }).check();
  await page.getByRole('button', { name: 'Add my pet' }).click();
  await expect(page.getByText('Please tell us whether Tulip is an indoor or outdoor cat.').first()).toBeVisible();
  await page.getByRole('group', { name: 'Indoor or outdoor' }).getByRole('radio', { name: 'Indoor cat' }).check();
  await page.getByRole('button', { name: 'Add my pet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tulip is added to your pets.' })).toBeVisible();

  const pets = await storedPets(page);
  const rex = pets.find((pet) => pet.name === 'Rex');
  expect(rex).toMatchObject({ dobIsApproximate: false, birthday: { year: 2020, month: 3, day: 12 } });
  expect(rex?.details).toMatchObject({ breed: 'Border Collie', color: ['black', 'white'] });
  // the stored birthdate of an approximate age: today minus 24 months, as a UTC day (spec §4)
  const today = new Date();
  const tulip = pets.find((pet) => pet.name === 'Tulip');
  expect(tulip).toMatchObject({
    dobIsApproximate: true,
    birthday: { year: today.getUTCFullYear() - 2, month: today.getUTCMonth() + 1 },
  });

  await page.goto(MY_PETS);
  const rexCard = page.getByRole('article', { name: 'Rex' });
  await expect(rexCard).toContainText('Border Collie');
  await expect(rexCard).toContainText('Not licensed');
  await expect(page.getByRole('article', { name: 'Tulip' })).toContainText('About 2 years old'); // decision 1012
  await expectAccessible(page);
  await screenshotBoth(page, 'my-pets');
});

test('names may not clash, species changes reset the breed, and a pet no longer with its owner is retired', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('names'));
  await page.goto(ADD_PET);
  const addDog = async (name: string) => {
    await page.getByRole('group', { name: 'Species' }).getByRole('radio', { name: 'Dog' }).check();
    await page.getByRole('group', { name: 'Sex' }).getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel("Pet's name").fill(name);
    await page.getByLabel('Month').selectOption({ label: 'June' });
    await page.getByLabel('Day').fill('1');
    await page.getByLabel('Year').fill('2021');
    await page.getByRole('group', { name: "Do you know your pet's breed?" }).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('group', { name: 'Colors' }).getByRole('checkbox', { name: 'Brown', exact: true }).check();
  };
  await addDog('Pepper');
  await page.getByRole('button', { name: 'Add my pet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pepper is added to your pets.' })).toBeVisible();
  // the form was replaced by a fresh one: focus is on the page's heading, not lost
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // the same name, whatever its case: said at once, and the button stays off; after a failed submit
  // too (the empty form first), where the clash once set the name's error on every render and hung the tab
  await page.getByRole('button', { name: 'Add my pet' }).click();
  await page.getByLabel("Pet's name").pressSequentially('pepper');
  await expect(page.getByText('A pet with that name already exists').first()).toBeVisible();
  await expect(page.getByLabel("Pet's name")).toHaveValue('pepper');
  await expect(page.getByRole('button', { name: 'Add my pet' })).toBeDisabled();

  // species change: breed known and breed are cleared
  await page.getByLabel("Pet's name").fill('Clover');
  await page.getByRole('group', { name: 'Species' }).getByRole('radio', { name: 'Dog' }).check();
  await page.getByRole('group', { name: "Do you know your pet's breed?" }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('combobox', { name: 'Breed' }).fill('Beagle');
  await page.getByRole('group', { name: 'Species' }).getByRole('radio', { name: 'Cat' }).check();
  await expect(page.getByRole('combobox', { name: 'Breed' })).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: "Do you know your pet's breed?" }).getByRole('radio', { checked: true }),
  ).toHaveCount(0);

  // retire Pepper: its name is then an inactive pet's, with the support phone
  await page.goto(MY_PETS);
  await page.getByRole('article', { name: 'Pepper' }).getByRole('button', { name: 'No longer with me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Is Pepper no longer with you?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Yes, Pepper is no longer with me' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Pepper is no longer listed with your pets.' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pepper' })).toBeHidden();
  await page.getByText('No longer with me', { exact: true }).click();
  await expect(page.getByRole('article', { name: 'Pepper' })).toBeVisible();
  await page.goto(ADD_PET);
  await page.getByLabel("Pet's name").fill('Pepper');
  await expect(
    page.getByText(
      /A pet with that name is inactive on your account. Please call customer support at \(206\) 296-3940/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add my pet' })).toBeDisabled();
});

test('a licensed pet shows species, sex and birth date read-only; temperament stops at six', async ({ page }) => {
  await logInViaApi(page, DEMO_OWNER);
  await page.goto(MY_PETS);
  await page.getByRole('article', { name: 'Juniper' }).getByRole('link', { name: 'Edit Juniper' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Juniper' })).toBeVisible();
  await expect(
    page.getByText('Juniper has a license: species, sex and birth date can no longer be changed here.'),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Species' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Sex' })).toHaveCount(0);
  // the birth date's fields (the rabies proof's expiration date has a Year of its own, issue 16)
  await expect(page.getByRole('group', { name: 'Birth date', exact: true })).toHaveCount(0);
  await expect(page.getByText('Birth date: Sep 3, 2018')).toBeVisible(); // a date as the locale writes it
  await expect(page.getByText(/Spayed or neutered: (Yes|No) \(set by a license or neuter proof\)/)).toBeVisible();
  // the edit-mode warning when the name is focused
  await page.getByLabel("Pet's name").focus();
  await expect(
    page.getByText('Change the name only to fix its spelling or to rename this pet.', { exact: false }),
  ).toBeVisible();

  const temperament = page.getByRole('group', { name: 'Temperament' });
  await expect(temperament.locator('.temperament-options')).toHaveClass(/columns-2/);
  for (const name of ['Friendly', 'Shy', 'Playful', 'Calm', 'Energetic', 'Anxious'])
    await temperament.getByRole('checkbox', { name }).check();
  await expect(temperament.getByText('6 out of 6 selected! Deselect 1 option to choose another.')).toBeVisible();
  await expect(temperament.getByRole('checkbox', { name: 'Protective' })).toBeDisabled();
  await expectAccessible(page);
  await screenshotBoth(page, 'pet-panel-edit-licensed');
  await temperament.getByRole('checkbox', { name: 'Anxious' }).uncheck();
  await expect(temperament.getByRole('checkbox', { name: 'Protective' })).toBeEnabled();
});

test('keyboard only: an owner adds a pet without a mouse', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('keys'));
  await page.goto(ADD_PET);
  await tabTo(page, page.getByRole('group', { name: 'Species' }).getByRole('radio', { name: 'Dog' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('group', { name: 'Sex' }).getByRole('radio', { name: 'Male', exact: true }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByLabel("Pet's name"));
  await page.keyboard.type('Ziggy');
  await tabTo(page, page.getByLabel('Month'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, page.getByLabel('Day'));
  await page.keyboard.type('9');
  await tabTo(page, page.getByLabel('Year'));
  await page.keyboard.type('2022');
  await tabTo(
    page,
    page.getByRole('group', { name: "Do you know your pet's breed?" }).getByRole('radio', { name: 'Yes' }),
  );
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('combobox', { name: 'Breed' }));
  await page.keyboard.type('poo');
  await expect(page.getByRole('listbox', { name: 'Breed' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('group', { name: 'Colors' }).getByRole('checkbox', { name: 'Apricot' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Add my pet' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Ziggy is added to your pets.' })).toBeVisible();
  expect((await storedPets(page)).map((pet) => pet.name)).toEqual(['Ziggy']);
});

test('un propriétaire ajoute son chat en français (fr_CA)', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('chat'), { city: 'toronto-on' });
  await page.goto('/fr_CA/account/full/account-app/my-pets/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Parlez-nous de votre animal' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter mon animal' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Veuillez corriger' }).or(page.locator('.error-summary')),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('group', { name: 'Espèce' }).getByRole('radio', { name: 'Chat' }).check();
  await page
    .getByRole('group', { name: 'D’intérieur ou d’extérieur' })
    .getByRole('radio', { name: 'Chat d’extérieur' })
    .check();
  await page.getByRole('group', { name: 'Sexe' }).getByRole('radio', { name: 'Femelle' }).check();
  await page.getByLabel('Nom de l’animal').fill('Zoé');
  await page
    .getByRole('group', { name: 'Connaissez-vous la date de naissance de votre animal?' })
    .getByRole('radio', { name: 'Non' })
    .check();
  await page.getByLabel('Âge approximatif').selectOption({ index: 3 });
  await page
    .getByRole('group', { name: 'Connaissez-vous la race de votre animal?' })
    .getByRole('radio', { name: 'Non' })
    .check();
  await page.getByRole('group', { name: 'Couleurs' }).getByRole('checkbox').first().check();
  await screenshotBoth(page, 'pet-panel-fr');
  await page.getByRole('button', { name: 'Ajouter mon animal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zoé a été ajoutée à vos animaux.' })).toBeVisible();
  await page.goto('/fr_CA/account/full/account-app/my-pets/');
  await expect(page.getByRole('article', { name: 'Zoé' })).toContainText('Sans permis');
  await expectAccessible(page);
});
