import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  screenshotBoth,
  signUpOwnerViaApi,
  suiteDatabase,
  test,
  uniqueEmail,
} from './fixtures.js';

// issue 39 item 1 (and D18): every sentence about a pet agrees with it. A female and a male dog, in
// Spanish (Seattle) and in Canadian French (Toronto), on the five screens that build a sentence about a
// pet: the add-pet notice, My Pets' "reported lost" (with fr-CA's « 1er » for the first of the month), the
// dashboard's HomeSafe card, the HomeSafe page's finder label, and the "no longer with me" dialog.

test.describe.configure({ timeout: 180_000 });

const CASES = [
  {
    locale: 'es_US',
    city: 'king-county-wa',
    form: {
      species: ['Especie', 'Perro'],
      sex: 'Sexo',
      name: 'Nombre de la mascota',
      knowBirthdate: '¿Conoce la fecha de nacimiento de su mascota?',
      age: 'Edad aproximada',
      breedKnown: '¿Conoce la raza de su mascota?',
      no: 'No',
      colors: 'Colores',
      submit: 'Agregar mi mascota',
    },
    myPets: 'Mis mascotas',
    homesafeCard: 'HomeSafe',
    retire: 'Ya no está conmigo',
    cancel: 'Cancelar',
    female: {
      name: 'Luna',
      sex: 'Hembra',
      words: {
        added: 'Luna se agregó a sus mascotas.',
        reportedLost: /Reportada como perdida desde el 1 \S+ \d{4}/,
        dashboardLost: 'Luna está reportada como perdida.',
        fromFinder: 'Quien la encontró',
        retireMessage: 'Luna se quitará de sus mascotas.',
      },
    },
    male: {
      name: 'Rocky',
      sex: 'Macho',
      words: {
        added: 'Rocky se agregó a sus mascotas.',
        reportedLost: /Reportado como perdido desde el 1 \S+ \d{4}/,
        dashboardLost: 'Rocky está reportado como perdido.',
        fromFinder: 'Quien lo encontró',
        retireMessage: 'Rocky se quitará de sus mascotas.',
      },
    },
    retired: 'Rocky ya no aparece entre sus mascotas.',
  },
  {
    locale: 'fr_CA',
    city: 'toronto-on',
    form: {
      species: ['Espèce', 'Chien'],
      sex: 'Sexe',
      name: 'Nom de l’animal',
      knowBirthdate: 'Connaissez-vous la date de naissance de votre animal?',
      age: 'Âge approximatif',
      breedKnown: 'Connaissez-vous la race de votre animal?',
      no: 'Non',
      colors: 'Couleurs',
      submit: 'Ajouter mon animal',
    },
    myPets: 'Mes animaux',
    // Toronto's own word for HomeSafe (decision 0301)
    homesafeCard: 'Animaux perdus et trouvés',
    retire: 'N’est plus avec moi',
    cancel: 'Annuler',
    female: {
      name: 'Poutine',
      sex: 'Femelle',
      words: {
        added: 'Poutine a été ajoutée à vos animaux.',
        // D18: the first of the month is « 1er »
        reportedLost: /Signalée perdue depuis le 1er \S+ \d{4}/,
        dashboardLost: 'Poutine est signalée perdue.',
        fromFinder: 'La personne qui l’a trouvée',
        retireMessage: 'Poutine sera retirée de vos animaux.',
      },
    },
    male: {
      name: 'Caramel',
      sex: 'Mâle',
      words: {
        added: 'Caramel a été ajouté à vos animaux.',
        reportedLost: /Signalé perdu depuis le 1er \S+ \d{4}/,
        dashboardLost: 'Caramel est signalé perdu.',
        fromFinder: 'La personne qui l’a trouvé',
        retireMessage: 'Caramel sera retiré de vos animaux.',
      },
    },
    retired: 'Caramel ne figure plus parmi vos animaux.',
  },
] as const;

type Case = (typeof CASES)[number];

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await (await page.request.post('/graphql/', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** The add-pet form as a person fills it in, for a dog of that name and sex. */
async function addDogByForm(page: Page, { form }: Case, name: string, sex: string) {
  await page.getByRole('group', { name: form.species[0] }).getByRole('radio', { name: form.species[1] }).check();
  await page.getByRole('group', { name: form.sex }).getByRole('radio', { name: sex, exact: true }).check();
  await page.getByLabel(form.name).fill(name);
  await page.getByRole('group', { name: form.knowBirthdate }).getByRole('radio', { name: form.no }).check();
  await page.getByLabel(form.age).selectOption({ index: 3 });
  await page.getByRole('group', { name: form.breedKnown }).getByRole('radio', { name: form.no }).check();
  await page.getByRole('group', { name: form.colors }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: form.submit }).click();
}

/** The first of last month: a day every jurisdiction has passed, and the « 1er » of French dates. */
function firstOfLastMonth() {
  const now = new Date();
  const month = now.getUTCMonth() === 0 ? 12 : now.getUTCMonth();
  const year = now.getUTCMonth() === 0 ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
  return { day: '1', month: String(month), year: String(year) };
}

for (const c of CASES) {
  test(`${c.locale}: the five sentences about a pet agree with a female and a male dog`, async ({ page }) => {
    await signUpOwnerViaApi(page, uniqueEmail(`words-${c.locale}`), { city: c.city });
    const base = `/${c.locale}/account/full/account-app/my-pets`;

    // 1. the add-pet notice
    await page.goto(`${base}/add`);
    for (const pet of [c.female, c.male]) {
      await addDogByForm(page, c, pet.name, pet.sex);
      await expect(page.getByRole('status').filter({ hasText: pet.words.added })).toBeVisible();
      // the notice dismisses itself after a few seconds: its picture first
      await screenshotBoth(page, `pet-words-added-${pet === c.female ? 'female' : 'male'}`);
      await expectAccessible(page);
    }

    // both reported lost on the first of last month, and each written about by a finder
    const { myPets } = await graphql<{ myPets: Array<{ id: string; name: string; tagCode: string }> }>(
      page,
      '{ myPets { id name tagCode } }',
    );
    const idOf = (name: string) => myPets.find((pet) => pet.name === name)?.id as string;
    // this test is not about the finders' hourly limit per address, which the suite's other finders share
    await suiteDatabase((client) => client.query("delete from rate_limits where key like 'found-message-ip:%'"));
    for (const pet of myPets) {
      await graphql(
        page,
        'mutation ($petId: ID!, $input: LostReportInput!) { markPetLost(petId: $petId, input: $input) { petId } }',
        {
          petId: pet.id,
          input: { lostOn: firstOfLastMonth(), lostWhere: 'Near the park' },
        },
      );
      await graphql(
        page,
        'mutation ($code: String!, $input: FinderMessageInput!) { sendFinderMessage(code: $code, input: $input) }',
        {
          code: pet.tagCode,
          input: { message: `${pet.name} is with me at the corner store.`, email: uniqueEmail('finder') },
        },
      );
    }

    // 2. My Pets: "reported lost since"
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { level: 1, name: c.myPets })).toBeVisible();
    for (const pet of [c.female, c.male]) {
      await expect(page.getByRole('article', { name: pet.name })).toContainText(pet.words.reportedLost);
    }
    await expectAccessible(page);
    await screenshotBoth(page, 'pet-words-my-pets');

    // 3. the dashboard's HomeSafe card
    await page.goto(`/${c.locale}/account`);
    const card = page.getByRole('region', { name: c.homesafeCard });
    await expect(card).toContainText(c.female.words.dashboardLost);
    await expect(card).toContainText(c.male.words.dashboardLost);
    await expectAccessible(page);
    await screenshotBoth(page, 'pet-words-dashboard');

    // 4. the pet's HomeSafe page: whoever found her, or him
    for (const pet of [c.female, c.male]) {
      await page.goto(`${base}/homesafe?pet=${idOf(pet.name)}`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(pet.name) })).toBeVisible();
      await expect(page.getByText(`${pet.name} is with me at the corner store.`)).toBeVisible();
      await expect(page.getByText(pet.words.fromFinder, { exact: true })).toBeVisible();
      await expectAccessible(page);
      await screenshotBoth(page, `pet-words-homesafe-${pet === c.female ? 'female' : 'male'}`);
    }

    // 5. "no longer with me": the dialog, then the notice
    await page.goto(`${base}/`);
    for (const pet of [c.female, c.male]) {
      await page.getByRole('article', { name: pet.name }).getByRole('button', { name: c.retire }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(pet.words.retireMessage);
      await expectAccessible(page);
      await screenshotBoth(page, `pet-words-retire-${pet === c.female ? 'female' : 'male'}`);
      if (pet === c.female) await dialog.getByRole('button', { name: c.cancel }).click();
      else await dialog.getByRole('button', { name: new RegExp(pet.name) }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByRole('status').filter({ hasText: c.retired })).toBeVisible();
    await screenshotBoth(page, 'pet-words-retired');
    await expectAccessible(page);
  });
}
