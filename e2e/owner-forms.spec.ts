import type { Page } from '@playwright/test';
import { SEATTLE_MAIN_ST, TORONTO_CITY_HALL } from '../src/domain/address/address.fixtures.js';
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
import { buyLicenceViaApi } from './fixtures/licences.js';

// Issue 38 (review of 2026-12-01): the owner's forms as a new owner met them — D19 a date group's errors
// squeezed into its 40 px columns, D26 a red rabies error before anything was typed (decision 1011), D15
// an approximate age shown as an invented birth date (decision 1012), D14 declining a move left a
// contradictory error and no way back, and across countries a form whose country and fields disagreed
// (decision 0304). D13 (an under-18 owner asked to add a birth date already saved) is fixed and proved by
// e2e/licence-status.spec.ts.
const ADULT = { day: '12', month: '4', year: '1980' };
const MY_PETS = '/en_US/account/full/account-app/my-pets/';
const MY_DETAILS = '/en_US/account/full/account-app/settings/my-details';

/** Today in King County moved by `years` and `days` (a rabies vaccination's expiry there). */
function dayThere(years: number, days = 0) {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + years, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** What the pet form sends for "about N years" (spec §4 Submit): today minus the months, a UTC day. */
function approximateBirthday(months: number) {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(now.getUTCDate(), lastDay) };
}

/** An address on one line as an owner types it into the search: "100 Queen St W, Toronto ON M5H 2N2". */
const typed = (address: { civic: string; street: string; cityName: string; province: string; postalCode: string }) =>
  `${address.civic} ${address.street}, ${address.cityName} ${address.province.slice(3)} ${address.postalCode}`;

/** My Details' home address search (the first on the page): types `text` and picks the suggestion named so. */
async function findHomeAddress(page: Page, search: RegExp, text: string, suggestion: RegExp) {
  await page.getByRole('combobox', { name: search }).first().fill(text);
  await page.getByRole('listbox').getByRole('option', { name: suggestion }).click();
}

test('D19: a wrong birth date on sign-up gets one error above the date group, the wrong parts marked', async ({
  page,
}) => {
  await page.goto('/en_US/signup');
  const group = page.getByRole('group', { name: 'Your birthdate (optional)' });
  const month = group.getByLabel('Month');
  const day = group.getByLabel('Day');
  const year = group.getByLabel('Year');
  await month.selectOption({ label: 'February' });
  await day.fill('30');
  await year.fill('20');
  await page.getByRole('button', { name: 'Create my account' }).click();

  // one message, above the fields, as wide as the group: never set inside the Day column
  const error = group.locator('.field-error');
  await expect(error).toHaveCount(1);
  await expect(error).toHaveText('Day: Please enter a number between 1 and 29.');
  await expect(group).toHaveAccessibleDescription(
    'You must be 18 or older to buy a pet license. Day: Please enter a number between 1 and 29.',
  );
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expect(year).toHaveAttribute('aria-invalid', 'true');
  await expect(month).not.toHaveAttribute('aria-invalid', 'true');
  const errorBox = await error.boundingBox();
  const monthBox = await month.boundingBox();
  const dayBox = await day.boundingBox();
  expect(errorBox && monthBox && errorBox.y + errorBox.height <= monthBox.y).toBe(true);
  // wider than the Day column, on one line at 1280 px
  expect(errorBox && dayBox && errorBox.width > 4 * dayBox.width).toBe(true);
  expect(errorBox && errorBox.height < 30).toBe(true);
  // the summary still names each part and moves to it
  const summary = page.getByRole('alert').filter({ hasText: 'Your birthdate (optional) – Year' });
  await expect(summary).toContainText('Your birthdate (optional) – Day: Please enter a number between 1 and 29.');
  await expect(summary).toContainText('Your birthdate (optional) – Year: Please enter a 4-digit year.');
  await expectAccessible(page);
  await screenshotBoth(page, 'signup-bad-date');

  await summary.getByRole('link', { name: /– Year/ }).click();
  await expect(year).toBeFocused();
  // corrected, the group's message moves on to the part still wrong
  await day.fill('28');
  await expect(error).toHaveText('Year: Please enter a 4-digit year.');
  await expect(day).not.toHaveAttribute('aria-invalid', 'true');
  // a date in the future: the date as a whole is wrong, every part is marked
  await year.fill(String(new Date().getUTCFullYear() + 1));
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(error).toHaveText('The date of birth must be in the past.');
  for (const part of [month, day, year]) await expect(part).toHaveAttribute('aria-invalid', 'true');
  await year.fill('1990');
  await expect(error).toHaveCount(0);
  await expect(group).toHaveAccessibleDescription('You must be 18 or older to buy a pet license.');
});

test('D26: the rabies date says what it needs without an error until the owner has typed', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('forms-rabies'));
  const petId = await addPetViaApi(page, dogPayload('Biscuit'));
  await page.goto(`/en_US/account/full/account-app/my-pets/edit?pet=${petId}`);
  const section = page.getByRole('region', { name: 'Rabies proof' });
  const group = page.getByRole('group', { name: "When does Biscuit's rabies vaccination expire?" });
  const upload = section.getByRole('button', { name: "Upload a file: Biscuit's rabies vaccination certificate" });
  const note = section.getByText('Enter the expiration date above, then upload the certificate.');

  // checked as it loads (the button waits for a date), said neutrally: no red, nothing invalid
  await expect(upload).toBeDisabled();
  await expect(note).toBeVisible();
  await expect(upload).toHaveAccessibleDescription(/Enter the expiration date above, then upload the certificate\.$/);
  await expect(section.locator('.field-error')).toHaveCount(0);
  await expect(section.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(section.getByText('Please select a month.')).toHaveCount(0);
  await expect(group).toHaveAccessibleDescription('The expiration date on the vaccination certificate.');
  const [noteColor, hintColor] = await Promise.all([
    note.evaluate((element) => getComputedStyle(element).color),
    group.getByText('The expiration date on the vaccination certificate.').evaluate((e) => getComputedStyle(e).color),
  ]);
  expect(noteColor).toBe(hintColor);
  await expectAccessible(page);
  await screenshotBoth(page, 'rabies-date-untouched');

  // passing through the empty group by keyboard says nothing more
  await tabTo(page, group.getByLabel('Month'));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(section.locator('.field-error')).toHaveCount(0);

  // a month, then away: now the date says what is missing
  await group.getByLabel('Month').focus();
  await group.getByLabel('Month').selectOption({ label: 'March' });
  await tabTo(page, group.getByLabel('Year'));
  await page.keyboard.press('Tab');
  await expect(group.locator('.field-error')).toHaveText('Day: Please enter a day.');
  await expect(group.getByLabel('Day')).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toHaveCount(0);
  await expectAccessible(page);

  // a whole date is judged at once, as it is typed
  const yesterday = dayThere(0, -1);
  await group.getByLabel('Month').selectOption(String(yesterday.month));
  await group.getByLabel('Day').fill(String(yesterday.day));
  await group.getByLabel('Year').fill(String(yesterday.year));
  await expect(group.locator('.field-error')).toHaveText(
    'The rabies vaccination expiration date must be in the future.',
  );
  const next = dayThere(1);
  await group.getByLabel('Month').selectOption(String(next.month));
  await group.getByLabel('Day').fill(String(next.day));
  await group.getByLabel('Year').fill(String(next.year));
  await expect(group.locator('.field-error')).toHaveCount(0);
  await expect(upload).toBeEnabled();
});

test('D26: a whole date typed straight away is judged at once, in Spanish', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('forms-rabies-es'));
  const petId = await addPetViaApi(page, dogPayload('Canela'));
  await page.goto(`/es_US/account/full/account-app/my-pets/edit?pet=${petId}`);
  const section = page.getByRole('region', { name: 'Comprobante de vacunación contra la rabia' });
  await expect(
    section.getByText('Escriba la fecha de vencimiento de arriba y luego suba el certificado.'),
  ).toBeVisible();
  await expect(section.locator('.field-error')).toHaveCount(0);
  const group = section.getByRole('group', { name: /Canela/ });
  await group.getByLabel('Mes').selectOption('1');
  await group.getByLabel('Día').fill('15');
  await group.getByLabel('Año').fill(String(dayThere(25).year));
  await expect(group.locator('.field-error')).toContainText('20 años');
  await expectAccessible(page);
});

test('D15: an age given as approximate is shown as approximate on My Pets, in the edit form and once licensed', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('forms-age'), { birthdate: ADULT });
  const petId = await addPetViaApi(
    page,
    dogPayload('Mittens', {
      type: 'C',
      isIndoor: true,
      breedKnown: false,
      breed: null,
      gender: 'F',
      birthday: approximateBirthday(36),
      dobIsApproximate: true,
    }),
  );
  await page.goto(MY_PETS);
  const card = page.getByRole('article', { name: 'Mittens' });
  await expect(card).toContainText('About 3 years old');

  // the edit form keeps the owner's answer and the age they chose, not a birth date
  await card.getByRole('link', { name: 'Edit Mittens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Mittens' })).toBeVisible();
  const known = page.getByRole('group', { name: "Do you know your pet's birth date?" });
  await expect(known.getByRole('radio', { name: 'No' })).toBeChecked();
  const age = page.getByLabel('Approximate age');
  await expect(age).toHaveValue('36');
  await expect(age.locator('option:checked')).toHaveText('3 years');
  await expect(page.getByRole('group', { name: 'Birth date', exact: true })).toHaveCount(0);

  // licensed, the birth data is read-only: still "about 3 years", never the stored day
  await buyLicenceViaApi(page, petId);
  await page.reload();
  await expect(
    // an approximate age has no birth date to lock: the note says what it locks (issue 38, helper h9)
    page.getByText('Mittens has a license: species, sex and age can no longer be changed here.'),
  ).toBeVisible();
  await expect(page.getByText('Age: About 3 years old')).toBeVisible();
  await expect(page.getByText(/^Birth date:/)).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'pet-approximate-age');
  await page.goto(MY_PETS);
  await expect(page.getByRole('article', { name: 'Mittens' })).toContainText('About 3 years old');
  await screenshotBoth(page, 'my-pets-approximate-age');

  // in Spanish too (a King County owner's other locale)
  await page.goto(`/es_US/account/full/account-app/my-pets/edit?pet=${petId}`);
  await expect(page.getByText('Edad: Aproximadamente 3 años')).toBeVisible();
});

test('D14: declining a move clears the error and keeps the current address, by keyboard', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('forms-stay'));
  await page.goto(MY_DETAILS);
  await findHomeAddress(page, /Search for your address/, '301 W 2nd St, Austin TX 78701', /301 W 2nd St/);
  const panel = page.getByRole('region', { name: 'Move to Travis County' });
  await expect(panel).toBeVisible();
  const save = page.getByRole('button', { name: 'Save my details' });
  await save.click();
  const agree = 'Please agree to move to the new jurisdiction to continue.';
  await expect(panel.getByText(agree)).toBeVisible();

  // "no" is an answer: the error that asked for one goes, and the two ways on are offered
  const question = panel.getByRole('group', { name: 'Do you want to move your account?' });
  await question.getByRole('radio', { name: 'No, keep my account where it is' }).check();
  await expect(page.getByText(agree)).toHaveCount(0);
  await expect(question).not.toHaveAttribute('aria-invalid', 'true');
  const keep = panel.getByRole('button', { name: 'Keep my current address' });
  await expect(keep).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Deactivate Account' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'move-declined');

  // saving the new address after "no" says why it cannot be kept, not "please agree" again
  await save.click();
  await expect(
    panel.getByText(
      'You chose not to move, so this new address cannot be saved. Keep your current address, or choose to move.',
    ),
  ).toBeVisible();
  await expect(page.getByText(agree)).toHaveCount(0);

  await tabTo(page, keep);
  await page.keyboard.press('Enter');
  const kept = page.getByRole('status').filter({ hasText: 'We kept your current address.' });
  await expect(kept).toHaveText(
    'We kept your current address. Nothing has changed: your account stays with King County, WA.',
  );
  await expect(kept).toBeFocused();
  await expect(page.getByRole('region', { name: 'Move to Travis County' })).toHaveCount(0);
  await expect(page.getByText('123 Main St', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('301 W 2nd St')).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'move-kept-address');

  // nothing changed on the account; saving now saves the other details and keeps the jurisdiction
  const stored = await graphql(page.request, '{ city { slug } myAccount { address { street cityName } } }');
  expect(stored.city.slug).toBe('king-county-wa');
  expect(stored.myAccount.address).toEqual({ street: 'Main St', cityName: 'Seattle' });
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
  expect((await graphql(page.request, '{ city { slug } }')).city.slug).toBe('king-county-wa');
});

test('D14 en français : refuser le déménagement garde l’adresse actuelle', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('reste'), { city: 'toronto-on' });
  await page.goto('/fr_CA/account/full/account-app/settings/my-details');
  await findHomeAddress(
    page,
    /Recherchez votre adresse/,
    '300 City Centre Dr, Mississauga ON L5B 3C1',
    /300 City Centre Dr/,
  );
  const panel = page.getByRole('region', { name: 'Déménager à Mississauga' });
  await panel.getByRole('radio', { name: /^Non/ }).check();
  await panel.getByRole('button', { name: 'Garder mon adresse actuelle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nous avons gardé votre adresse actuelle.' })).toHaveText(
    'Nous avons gardé votre adresse actuelle. Rien n’a changé : votre compte reste rattaché à Toronto, ON.',
  );
  await expectAccessible(page);
  expect((await graphql(page.request, '{ city { slug } }')).city.slug).toBe('toronto-on');
});

test('D14 across countries: a Seattle owner who types a Toronto home and declines keeps the US address, its country and its fields', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('forms-stay-us'));
  await page.goto(MY_DETAILS);
  const home = page.getByRole('group', { name: 'Home address' });
  const country = home.getByLabel('Country of your home');
  await expect(country.locator('option:checked')).toHaveText('United States');
  await expect(home.getByText('Seattle, WA 98101')).toBeVisible();

  // a home in Canada: the search asks for a Canadian address, by its postal code
  await country.selectOption({ label: 'Canada' });
  await expect(home.getByText('Seattle, WA 98101')).toHaveCount(0);
  await expect(home.getByRole('combobox', { name: 'Search for your address' })).toHaveAccessibleDescription(
    /with your city or postal code \(for example, 100 Queen St W, Toronto\)/,
  );
  await findHomeAddress(page, /Search for your address/, typed(TORONTO_CITY_HALL), /100 Queen St W/);
  const panel = page.getByRole('region', { name: 'Move to Toronto' });
  await panel.getByRole('radio', { name: 'No, keep my account where it is' }).check();
  await screenshotBoth(page, 'move-other-country-declined');
  await panel.getByRole('button', { name: 'Keep my current address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We kept your current address.' })).toHaveText(
    'We kept your current address. Nothing has changed: your account stays with King County, WA.',
  );

  // the stored home is back with its own country, and nothing is left in error
  await expect(country.locator('option:checked')).toHaveText('United States');
  await expect(home.getByText('Seattle, WA 98101')).toBeVisible();
  await expect(page.getByText('Toronto, ON M5H 2N2')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Move to Toronto' })).toHaveCount(0);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.locator('.field-error')).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'move-other-country-kept');

  // its fields are a US address's again: a state and a ZIP code, and the address passes as it is
  await home.getByRole('button', { name: 'Edit address' }).click();
  await expect(home.getByLabel('State').locator('option:checked')).toHaveText('Washington');
  await expect(home.getByLabel('ZIP code')).toHaveValue('98101');
  await expect(home.getByLabel('Province or territory')).toHaveCount(0);
  await home.getByRole('button', { name: 'Add address' }).click();
  await expect(home.getByText('Seattle, WA 98101')).toBeVisible();
  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // after a reload the account is as it was: the same home, in the US, with King County
  await page.reload();
  await expect(country.locator('option:checked')).toHaveText('United States');
  await expect(home.getByRole('group', { name: 'Your address' })).toContainText('123 Main St Seattle, WA 98101');
  await expect(page).toHaveURL(/\/en_US\//);
  const stored = await graphql(page.request, '{ city { slug } myAccount { address { street cityName } } }');
  expect(stored).toEqual({
    city: { slug: 'king-county-wa' },
    myAccount: { address: { street: SEATTLE_MAIN_ST.street, cityName: SEATTLE_MAIN_ST.cityName } },
  });
});

test('D14 across countries: a Toronto owner who moves to Seattle and agrees is a King County owner in the US after a reload', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('forms-move-us'), { city: 'toronto-on' });
  await graphql(page.request, 'mutation { updateProfileSettings(input: { locale: "en_CA" }) { locale } }');
  await page.goto('/en_CA/account/full/account-app/settings/my-details');
  const home = page.getByRole('group', { name: 'Home address' });
  const country = home.getByLabel('Country of your home');
  await expect(country.locator('option:checked')).toHaveText('Canada');
  await expect(home.getByRole('group', { name: 'Your address' })).toContainText('Toronto, ON M5H 2N2');

  // a home in the US: the search asks for a US address, by its ZIP code
  await country.selectOption({ label: 'United States' });
  await expect(home.getByRole('combobox', { name: 'Search for your address' })).toHaveAccessibleDescription(
    /with your city or ZIP code \(for example, 123 Main St, Seattle\)/,
  );
  await findHomeAddress(page, /Search for your address/, typed(SEATTLE_MAIN_ST), /123 Main St/);
  // the address is in two jurisdictions: the owner says which, then agrees to move there
  await page.getByRole('radio', { name: 'King County, WA' }).check();
  const panel = page.getByRole('region', { name: 'Move to King County' });
  await panel.getByRole('radio', { name: 'Yes, move my account to King County' }).check();
  await expectAccessible(page);
  await screenshotBoth(page, 'move-other-country-agreed');
  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();

  // after a reload: the US site, the US home, King County's dashboard, and English of the US
  await page.reload();
  await expect(page).toHaveURL(/\/en_US\/account\/full\/account-app\/settings\/my-details$/);
  await expect(
    page.getByRole('banner').getByRole('combobox', { name: 'Country' }).locator('option:checked'),
  ).toHaveText('United States');
  await expect(country.locator('option:checked')).toHaveText('United States');
  await expect(home.getByRole('group', { name: 'Your address' })).toContainText('123 Main St Seattle, WA 98101');
  await expectAccessible(page);
  await screenshotBoth(page, 'move-other-country-moved');
  await page.goto('/en_US/account');
  await expect(
    page.getByText('Welcome, Morgan. Here is what is happening with your pets in King County, WA.'),
  ).toBeVisible();
  await page.goto('/en_US/account/full/account-app/settings/profile-settings');
  await expect(page.getByLabel('Preferred language').locator('option:checked')).toHaveText('English [US]');
});
