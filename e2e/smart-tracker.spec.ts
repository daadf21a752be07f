import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  recordKeyboardJourney,
  screenshotBoth,
  signUpOwnerViaApi,
  tabTo,
  test,
  uniqueEmail,
} from './fixtures.js';

// issue 15, smart tracker blocks (spec §1, §2.18, §4, §5, §7.1; decision 0402): the marketing block beside
// the add-to-order block on the smart tracker page, as an owner uses it, through every state.

/** Adds a dog for the logged-in owner through the API (the page's cookies). */
async function addDogViaApi(page: Page, name: string) {
  const response = await page.request.post('/graphql/', {
    data: {
      query: 'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }',
      variables: {
        input: {
          type: 'D',
          isIndoor: null,
          name,
          breedKnown: false,
          breed: null,
          gender: 'F',
          birthday: { year: 2020, month: 5, day: 2 },
          dobIsApproximate: false,
          colors: ['black'],
        },
      },
    },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

/** Removes a basket line through the API, as another tab would. */
async function removeLineViaApi(page: Page, lineId: string) {
  const response = await page.request.post('/graphql/', {
    data: {
      query: 'mutation ($itemId: ID!) { removePetTrackingDeviceToOrder(orderItemId: $itemId) { stepOneText } }',
      variables: { itemId: lineId },
    },
  });
  expect((await response.json()).errors).toBeUndefined();
}

async function basketLineIds(page: Page): Promise<string[]> {
  const response = await page.request.post('/graphql/', { data: { query: '{ basket { lines { id } } }' } });
  return ((await response.json()).data.basket.lines as Array<{ id: string }>).map((line) => line.id);
}

test('a visitor sees the smart tracker and is asked to log in or sign up', async ({ page }) => {
  await page.goto('/en_US/store/smart-tracker');
  await expect(page.getByRole('heading', { level: 2, name: 'Always know where your pet is' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The Smart Tracker clipped to a collar' })).toBeVisible();
  await expect(page.getByRole('img', { name: "The Pawport app showing your pet's location on a map" })).toBeVisible();
  const block = page.getByRole('region', { name: 'Add a Smart Tracker to your order' });
  await expect(block.getByText('Log in or sign up to choose a Smart Tracker plan')).toBeVisible();
  await expect(block.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/en_US/login?next=%2Fen_US%2Fstore%2Fsmart-tracker',
  );
  await expect(block.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Basket' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'tracker-visitor');
});

test('an owner adds trackers through every state of the block: form, devices, add another, cancel, errors, remove', async ({
  page,
}) => {
  test.setTimeout(90_000); // a long journey: every state of the block, eight axe scans
  await signUpOwnerViaApi(page, uniqueEmail('tracker'));
  await addDogViaApi(page, 'Rex');
  await addDogViaApi(page, 'Luna');
  await page.goto('/en_US/store/smart-tracker');
  const block = page.getByRole('region', { name: 'Add a Smart Tracker to your order' });
  const form = block.getByRole('form', { name: 'New Smart Tracker' });
  const pet = form.getByRole('combobox', { name: 'Step 1: Which pet is it for?' });
  const plans = form.getByRole('group', { name: 'Step 2: Choose a subscription' });

  // an empty basket: the form, its first real pet chosen, no cancel and no checkout yet
  await expect(form).toBeVisible();
  await expect(pet).toHaveValue(/\d+/);
  await expect(pet.locator('option:checked')).toHaveText('Luna');
  await expect(pet.locator('option').first()).toHaveText('Select Pet Name');
  await expect(plans.getByRole('radio')).toHaveCount(3);
  await expect(plans.getByText('Billed $95.88 every year')).toBeVisible();
  await expect(plans.getByText('Save 20%')).toBeVisible();
  await expect(plans.getByText('Most popular')).toBeVisible();
  await expect(plans.getByText('Best value')).toBeVisible();
  await expect(block.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(block.getByRole('link', { name: 'View Basket & Checkout' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'tracker-form');

  // §5: both choices are required, in the context's words
  await pet.selectOption({ label: 'Select Pet Name' });
  await form.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(form.getByText('Please select a pet.').first()).toBeVisible();
  await expect(form.getByText('Please choose a subscription.').first()).toBeVisible();
  await expect(plans).toHaveAttribute('aria-invalid', 'true');
  await expect(pet).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await screenshotBoth(page, 'tracker-required');

  // add: the form closes, the device is listed, the badge follows
  await pet.selectOption({ label: 'Rex' });
  await plans.getByRole('radio', { name: /Yearly/ }).check();
  await form.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(form).toHaveCount(0);
  const devices = block.getByRole('list', { name: '1 Smart Tracker in your basket' });
  const rex = devices.getByRole('listitem').filter({ hasText: 'Rex' });
  await expect(rex).toContainText('Smart Tracker – Yearly plan');
  await expect(rex).toContainText('$95.88');
  await expect(page.getByRole('link', { name: 'Shopping Basket (1 item)' })).toBeVisible();
  await expect(block.getByRole('status')).toHaveText('Smart Tracker for Rex added to your basket.');
  await expect(block.getByRole('link', { name: 'View Basket & Checkout' })).toHaveAttribute('href', '/en_US/basket');
  await expectAccessible(page);
  await screenshotBoth(page, 'tracker-devices');

  // add another: the next pet without a tracker is offered; cancel closes the form again
  await block.getByRole('button', { name: 'Add another Smart Tracker' }).click();
  await expect(pet).toBeFocused();
  await expect(pet.locator('option:checked')).toHaveText('Luna');
  await expect(block.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectAccessible(page);
  await block.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await expect(block.getByRole('button', { name: 'Add another Smart Tracker' })).toBeFocused();

  // one tracker per pet: the server's refusal is a warning alert in the form
  await block.getByRole('button', { name: 'Add another Smart Tracker' }).click();
  await pet.selectOption({ label: 'Rex' });
  await plans.getByRole('radio', { name: /Monthly/ }).check();
  await form.getByRole('button', { name: 'Add to Basket' }).click();
  const warning = form.getByRole('alert').filter({ hasText: 'Rex already has a Smart Tracker in your basket' });
  await expect(warning).toBeVisible();
  await expect(warning).toHaveClass(/alert-warning/);
  await expectAccessible(page);
  await screenshotBoth(page, 'tracker-add-error');

  await pet.selectOption({ label: 'Luna' });
  await plans.getByRole('radio', { name: /Every 2 years/ }).check();
  await form.getByRole('button', { name: 'Add to Basket' }).click();
  const two = block.getByRole('list', { name: '2 Smart Trackers in your basket' });
  await expect(two.getByRole('listitem')).toHaveCount(2);
  await expect(two.getByRole('listitem').filter({ hasText: 'Luna' })).toContainText('$167.76');
  await expect(page.getByRole('link', { name: 'Shopping Basket (2 items)' })).toBeVisible();

  // Rex's tracker removed in another tab: removing it here is a warning with the bug icon on the item
  const [rexLine] = await basketLineIds(page);
  await removeLineViaApi(page, rexLine ?? '');
  await two
    .getByRole('listitem')
    .filter({ hasText: 'Rex' })
    .getByRole('button', { name: 'Remove the Smart Tracker for Rex' })
    .click();
  const gone = two.getByRole('listitem').filter({ hasText: 'Rex' }).getByRole('alert');
  await expect(gone).toHaveText('This Smart Tracker is no longer in your basket.');
  await expect(gone.locator('svg')).toHaveCount(1);
  await expectAccessible(page);
  await screenshotBoth(page, 'tracker-remove-error');

  // the last one removed: the block says so and opens the form again
  await block.getByRole('button', { name: 'Remove the Smart Tracker for Luna' }).click();
  await expect(form).toBeVisible();
  await expect(pet).toBeFocused();
  await expect(block.getByRole('listitem')).toHaveCount(0);
  await expect(block.getByRole('link', { name: 'View Basket & Checkout' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Shopping Basket (empty)' })).toBeVisible();
  await expectAccessible(page);

  // and to the basket
  await plans.getByRole('radio', { name: /Monthly/ }).check();
  await form.getByRole('button', { name: 'Add to Basket' }).click();
  await block.getByRole('link', { name: 'View Basket & Checkout' }).click();
  await expect(page).toHaveURL(/\/en_US\/basket$/);
  await expect(page.getByRole('article', { name: 'Smart Tracker – Monthly plan' })).toBeVisible();
});

test('an owner who has no pet yet is sent to add one', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('tracker-nopet'));
  await page.goto('/en_US/store/smart-tracker');
  const block = page.getByRole('region', { name: 'Add a Smart Tracker to your order' });
  await expect(block.getByText('A Smart Tracker is for one of your pets')).toBeVisible();
  await expect(block.getByRole('link', { name: 'Add a pet' })).toBeVisible();
  await expectAccessible(page);
});

test('on a phone in es_US the form stays inside its block, and it says "Agregar" like the rest of the store', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpOwnerViaApi(page, uniqueEmail('tracker-es'));
  await addDogViaApi(page, 'Canela');
  await page.goto('/es_US/store/smart-tracker');
  const block = page.getByRole('region', { name: 'Agregue un localizador inteligente a su pedido' });
  const form = block.getByRole('form', { name: 'Nuevo localizador inteligente' });
  await expect(form.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();
  // the select is as wide as its longest option, "Seleccione el nombre de la mascota": it once pushed
  // the form and the plan cards past the block's border
  const blockBox = await block.boundingBox();
  for (const part of [form, ...(await form.locator('.tracker-plan').all())]) {
    const box = await part.boundingBox();
    expect(box && blockBox && box.x + box.width <= blockBox.x + blockBox.width - 20).toBe(true);
  }
  await screenshotBoth(page, 'tracker-form-es');
});

test('a Toronto owner adds a tracker in fr_CA by keyboard, priced in CAD', async ({ page }) => {
  recordKeyboardJourney();
  await signUpOwnerViaApi(page, uniqueEmail('tracker-fr'), { city: 'toronto-on' });
  await addDogViaApi(page, 'Filou');
  await page.goto('/fr_CA/store/smart-tracker');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sachez toujours où se trouve votre animal' }),
  ).toBeVisible();
  const block = page.getByRole('region', { name: 'Ajoutez un traceur intelligent à votre commande' });
  const form = block.getByRole('form', { name: 'Nouveau traceur intelligent' });
  const pet = form.getByRole('combobox', { name: 'Étape 1\u00a0: pour quel animal?' });
  await expect(pet.locator('option:checked')).toHaveText('Filou');
  // spec §2.18's first option stays the placeholder; §4 and decision 0402 choose the only pet already
  await expect(pet.locator('option').first()).toHaveText('Sélectionnez le nom de l’animal');
  await expect(pet.locator('option').first()).toHaveAttribute('value', '');
  const plans = form.getByRole('group', { name: 'Étape 2\u00a0: choisissez un abonnement' });
  await expect(plans.getByText('Facturé 124,68\u00a0$ chaque année')).toBeVisible();
  await expect(plans.getByText('Économisez 20\u00a0%')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'tracker-form');

  // by keyboard: to the plans, an arrow to the yearly one, then the button
  await tabTo(page, pet);
  await page.keyboard.press('Tab');
  await expect(plans.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(plans.getByRole('radio', { name: /Annuel/ })).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Ajouter au panier' }));
  await page.keyboard.press('Enter');
  const item = block.getByRole('list', { name: '1 traceur intelligent dans votre panier' }).getByRole('listitem');
  await expect(item).toContainText('Filou');
  await expect(item).toContainText('Traceur intelligent – Forfait annuel');
  await expect(item).toContainText('124,68\u00a0$');
  await expect(page.getByRole('link', { name: 'Panier (1 article)' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'tracker-devices');

  await tabTo(page, block.getByRole('button', { name: 'Retirer le traceur intelligent de Filou' }));
  await page.keyboard.press('Enter');
  await expect(pet).toBeFocused();
  await expect(block.getByRole('listitem')).toHaveCount(0);
});

test('a King County owner on the fr_CA smart tracker page is sent to en_US', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('tracker-kc'));
  await page.goto('/fr_CA/store/smart-tracker');
  await expect(page).toHaveURL(/\/en_US\/store\/smart-tracker/);
  await expect(page.getByRole('region', { name: 'Add a Smart Tracker to your order' })).toBeVisible();
});
