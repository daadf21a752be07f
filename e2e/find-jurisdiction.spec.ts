import { expect, expectAccessible, screenshotBoth, signUpOwnerViaApi, tabTo, test, uniqueEmail } from './fixtures.js';

// issue 14: the public "Which jurisdiction am I in?" lookup, with the §2.11 chooser and its map.
test('a visitor finds the jurisdictions of a Seattle address by keyboard, and the one of a Kent address', async ({
  page,
}) => {
  // linked from every page's footer and from the licensing page
  await page.goto('/en_US/licensing');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Find your jurisdiction' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Find your jurisdiction' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Which jurisdiction am I in?' })).toBeVisible();
  await expectAccessible(page);

  const search = page.getByRole('combobox', { name: /Search for your address/ });
  await tabTo(page, search);
  await page.keyboard.type('400 Pine St, Seattle WA 98101');
  await expect(page.getByRole('listbox').getByRole('option', { name: /400 Pine St/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  // Seattle is inside King County and licenses its own residents: both are offered, neither chosen
  await expect(page.getByText("This address is inside more than one jurisdiction's area.")).toBeVisible();
  const chooser = page.getByRole('group', { name: 'Tell us which community you live in' });
  await expect(chooser.getByRole('radio')).toHaveCount(2);
  await expect(chooser.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Map of the jurisdictions around the address' })).toBeVisible();
  // a radio group is one tab stop; the arrow keys move the choice
  await tabTo(page, chooser.getByRole('radio', { name: 'King County, WA' }));
  await page.keyboard.press('ArrowDown');
  await expect(chooser.getByRole('radio', { name: 'Seattle, WA' })).toBeChecked();
  const licensing = page.getByRole('link', { name: 'Licensing information for Seattle, WA' });
  await expect(licensing).toHaveAttribute('href', '/en_US/licensing?city=seattle-wa');
  await expectAccessible(page);
  await screenshotBoth(page, 'find-jurisdiction-seattle');

  // a Kent home is in King County only: chosen for the visitor
  await page.reload();
  await page.getByRole('combobox', { name: /Search for your address/ }).fill('220 4th Ave S, Kent WA 98032');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /220 4th Ave S/ })
    .click();
  await expect(page.getByText('This address is in King County, WA.')).toBeVisible();
  await expect(chooser.getByRole('radio', { name: 'King County, WA' })).toBeChecked();
  await expect(chooser.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Licensing information for King County, WA' })).toBeVisible();
});

test('une visiteuse trouve la municipalité d’une adresse de Toronto (fr_CA)', async ({ page }) => {
  await page.goto('/fr_CA/find-my-jurisdiction');
  await expect(page.getByRole('heading', { level: 1, name: 'Dans quelle municipalité suis-je?' })).toBeVisible();
  await expect(page.getByLabel('Pays de l’adresse')).toHaveValue('CA');
  await page.getByRole('combobox', { name: /Recherchez votre adresse/ }).fill('100 Queen St W, Toronto ON M5H 2N2');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /100 Queen St W/ })
    .click();
  await expect(page.getByText('Cette adresse se trouve à Toronto, ON.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renseignements sur les permis de Toronto, ON' })).toBeVisible();
  // the map's own buttons speak the page's language too
  const map = page.getByRole('region', { name: 'Carte des municipalités autour de l’adresse' });
  await expect(map.getByRole('button', { name: 'Zoom avant' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Zoom arrière' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'find-jurisdiction-toronto-fr');
});

test('sign-up asks which jurisdiction when the home is in two, and joins the one chosen', async ({ page }) => {
  // viewing Travis County, the owner's Seattle home is in King County and Seattle: nothing is preselected
  await page.goto('/en_US/signup?city=travis-county-tx');
  await page.getByLabel('First name').fill('Rowan');
  await page.getByLabel('Last name').fill('Hale');
  await page.getByLabel('Email address').fill(uniqueEmail('chooser'));
  await page.getByLabel('Password', { exact: true }).fill('Harbour-Lantern-72!');
  await page.getByLabel('Phone 1 number').fill('2065550142');
  await page.getByRole('combobox', { name: /Search for your address/ }).fill('400 Pine St, Seattle WA 98101');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /400 Pine St/ })
    .click();
  const chooser = page.getByRole('group', { name: 'Tell us which community you live in' });
  await expect(chooser.getByRole('radio', { name: 'Seattle, WA' })).not.toBeChecked();
  await expect(chooser.getByRole('radio', { name: 'King County, WA' })).not.toBeChecked();
  await chooser.getByText('Learn More').click();
  await expect(chooser.getByText('Each city or county licenses the pets of its own residents.')).toBeVisible();
  await page.getByLabel('I agree to the Terms of Service (Opens in a new tab)').check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(chooser.getByText('Please choose the community you live in.')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'signup-jurisdiction-chooser');

  await chooser.getByRole('radio', { name: 'Seattle, WA' }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your pet' })).toBeVisible();
  const joined = await page.request.post('/graphql/', { data: { query: '{ city { slug } }' } });
  expect((await joined.json()).data.city.slug).toBe('seattle-wa');
});

test('an owner who moves to Austin answers the move panel of Travis County, and moves with the keyboard', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('mover'));
  await page.goto('/en_US/account/full/account-app/settings/my-details');
  await page
    .getByRole('combobox', { name: /Search for your address/ })
    .first()
    .fill('301 W 2nd St, Austin TX 78701');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /301 W 2nd St/ })
    .click();
  const panel = page.getByRole('region', { name: 'Move to Travis County' });
  await expect(panel).toBeVisible();
  await expect(
    page.getByText("Your jurisdiction: King County, WA. This address is in another jurisdiction's area."),
  ).toBeVisible();
  await expect(panel.getByText('By moving, you agree that:')).toBeVisible();

  // saving without an answer: the agreement is asked for, nothing moves
  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(panel.getByText('Please agree to move to the new jurisdiction to continue.')).toBeVisible();
  await expectAccessible(page);

  const question = panel.getByRole('group', { name: 'Do you want to move your account?' });
  await question.getByRole('radio', { name: 'No, keep my account where it is' }).check();
  await expect(panel.getByRole('link', { name: 'Deactivate Account' })).toHaveAttribute(
    'href',
    '/en_US/account/full/account-app/settings/deactivate',
  );
  await screenshotBoth(page, 'my-details-move-declined');

  await tabTo(page, question.getByRole('radio', { name: 'No, keep my account where it is' }));
  await page.keyboard.press('ArrowUp');
  await expect(question.getByRole('radio', { name: 'Yes, move my account to Travis County' })).toBeChecked();
  await expect(panel.getByRole('link', { name: 'Deactivate Account' })).toHaveCount(0);
  await tabTo(page, page.getByRole('button', { name: 'Save my details' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
  const joined = await page.request.post('/graphql/', { data: { query: '{ city { slug } }' } });
  expect((await joined.json()).data.city.slug).toBe('travis-county-tx');
  await expect(page.getByRole('region', { name: 'Move to Travis County' })).toHaveCount(0);
});

test('une propriétaire de Toronto déménage à Mississauga (fr_CA)', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('demenage'), { city: 'toronto-on' });
  await page.goto('/fr_CA/account/full/account-app/settings/my-details');
  await page
    .getByRole('combobox', { name: /Recherchez votre adresse/ })
    .first()
    .fill('300 City Centre Dr, Mississauga ON L5B 3C1');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /300 City Centre Dr/ })
    .click();
  const panel = page.getByRole('region', { name: 'Déménager à Mississauga' });
  await expect(panel.getByText('En déménageant, vous acceptez que :')).toBeVisible();
  await panel.getByRole('radio', { name: 'Oui, transférer mon compte à Mississauga' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enregistrer mes renseignements' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vos renseignements sont enregistrés.' })).toBeVisible();
  const joined = await page.request.post('/graphql/', { data: { query: '{ city { slug } }' } });
  expect((await joined.json()).data.city.slug).toBe('mississauga-on');
});
