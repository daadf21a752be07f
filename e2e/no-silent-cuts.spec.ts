import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import { addPetViaApi, expect, expectAccessible, graphql, signUpOwnerViaApi, test, uniqueEmail } from './fixtures.js';
import { addKeepersViaApi, exportedSides } from './fixtures/wallet-card-sides.js';

// Issue 38, item 4 (decision 1010): nothing a person types or chooses is cut or dropped without their
// seeing it — the review of 2026-12-01, D5, D6, D7, D8, D17, D21 and D23, each as the person met it.
const ADULT = { day: '12', month: '4', year: '1980' };
const MY_PETS = '/en_US/account/full/account-app/my-pets/';
const notAnImage = fileURLToPath(new URL('./fixtures/images/not-an-image.png', import.meta.url));

/** A GraphQL operation in the page's session (fixtures' `graphql`); its data. */
const api = (page: Page, query: string, variables?: Record<string, unknown>) => graphql(page.request, query, variables);

/** Today in King County (the sign-up's default jurisdiction), moved by `years` and `days`. */
function dayThere(years: number, days = 0) {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + years, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

async function enterRabiesDate(page: Page, name: string, date: { year: number; month: number; day: number }) {
  const group = page.getByRole('group', { name: `When does ${name}'s rabies vaccination expire?` });
  await group.getByLabel('Month').selectOption(String(date.month));
  await group.getByLabel('Day').fill(String(date.day));
  await group.getByLabel('Year').fill(String(date.year));
}

test('D5: a rabies date 20 years ahead disables Upload, and a file chosen anyway is refused with the reason', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('cuts-rabies'));
  const petId = await addPetViaApi(page, dogPayload('Juno'));
  await page.goto(`/en_US/account/full/account-app/my-pets/edit?pet=${petId}`);
  const section = page.getByRole('region', { name: 'Rabies proof' });
  const upload = section.getByRole('button', { name: "Upload a file: Juno's rabies vaccination certificate" });

  await enterRabiesDate(page, 'Juno', dayThere(2));
  await expect(upload).toBeEnabled();
  await enterRabiesDate(page, 'Juno', { year: 2050, month: 1, day: 15 });
  await expect(
    section.getByText('The rabies vaccination expiration date must be less than 20 years from today.'),
  ).toBeVisible();
  await expect(upload).toBeDisabled(); // as for a past date
  await enterRabiesDate(page, 'Juno', dayThere(0));
  await expect(upload).toBeDisabled(); // today is not after today

  // a file that reaches the uploader all the same is not sent, and the owner is told why
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/rabies-proof') && request.method() === 'PUT') sent = true;
  });
  await section.locator('input[type="file"]').setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  const why = section.getByText(
    'Your file was not uploaded: the expiration date above is not valid. Please correct the date, then upload the file again.',
  );
  await expect(why).toBeVisible();
  await expectAccessible(page);
  expect(sent).toBe(false);
  // a valid date takes the message away and the button back
  await enterRabiesDate(page, 'Juno', dayThere(1));
  await expect(why).toHaveCount(0);
  await expect(upload).toBeEnabled();
});

test('D23: the licence terms follow a typed rabies date at once, before any file is uploaded', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('cuts-terms'), { birthdate: ADULT });
  const petId = await addPetViaApi(page, dogPayload('Rex'));
  await page.goto(`/en_US/account/full/account-app/my-pets/license?pet=${petId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'License Rex' })).toBeVisible();
  const terms = page.getByRole('group', { name: 'License term' });
  await terms.getByRole('radio', { name: /^3 years/ }).check();

  // a vaccination that ends in two months, typed and no file yet ("pay now and upload the proof later")
  await enterRabiesDate(page, 'Rex', dayThere(0, 62));
  await expect(terms.getByRole('radio', { name: /^3 years/ })).toBeDisabled();
  await expect(terms.getByRole('radio', { name: /^2 years/ })).toBeDisabled();
  await expect(terms.getByRole('radio', { name: /^3 years/ })).toHaveAccessibleDescription(
    "That term would run past the rabies vaccination's expiry. Please choose a shorter term.",
  );
  const oneYear = terms.getByRole('radio', { name: /^1 year/ });
  await expect(oneYear).toBeChecked();
  await expect(terms).toContainText('(ends with the rabies vaccination)');
  await expect(page.getByText('Rabies Vaccination Expiration Date:')).toHaveCount(0); // still no file
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page).toHaveURL(/\/en_US\/basket$/);
  const { basket } = await api(page, '{ basket { lines { license { termYears termEnd } } } }');
  const end = dayThere(0, 62);
  expect(basket.lines[0].license).toEqual({
    termYears: 1,
    termEnd: `${end.year}-${String(end.month).padStart(2, '0')}-${String(end.day).padStart(2, '0')}`,
  });
});

test('D6: a tag line is never cut nor filtered: its count, the over-length and the unengravable "/" show, and block the basket', async ({
  page,
}) => {
  await page.goto('/en_US/store/product?id=bone-id-tag');
  await expect(page.getByRole('heading', { level: 1, name: 'Bone ID tag' })).toBeVisible();
  await page.getByRole('group', { name: 'Design' }).getByRole('radio', { name: 'Paw print' }).check();
  await page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: 'Red' }).check();
  const first = page.getByLabel("First line: your pet's name");
  const second = page.getByLabel('Second line (optional)');
  await expect(first).toHaveAccessibleDescription('0 of 18 characters');

  const long = 'REX THE MAGNIFICENT LABRADOR RETRIEVER OF SEATTLE';
  await first.fill(long);
  await expect(first).toHaveValue(long); // all of it, not "REX THE MAGNIFICEN"
  const tooLong = 'This line has 49 characters, and a tag line holds 18. Please shorten it.';
  await expect(first).toHaveAccessibleDescription(`49 of 18 characters ${tooLong}`);
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await second.fill('206/555/0188');
  await expect(second).toHaveValue('206/555/0188'); // not "2065550188"
  const slash = "“/” can’t be engraved. Please use letters, numbers, spaces and these marks: . , ' ( ) + # & -";
  await expect(page.getByText(slash)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add to Basket' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the errors below.' });
  await expect(summary).toContainText(tooLong);
  await expect(summary).toContainText(slash);
  await expectAccessible(page);
  expect((await api(page, '{ basket { count } }')).basket.count).toBe(0);

  // corrected: the errors go as they are fixed, and the tag goes into the basket
  await first.fill('Rex');
  await expect(summary).not.toContainText(tooLong);
  await expect(first).toHaveAccessibleDescription('3 of 18 characters');
  await second.fill('206 555 0188');
  await expect(page.getByText(slash)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added. Your basket has 1 item.' })).toBeVisible();
  const { basket } = await api(page, '{ basket { lines { engraving } } }');
  expect(basket.lines[0].engraving).toEqual(['Rex', '206 555 0188']);
});

/** A dog with two pet guardians: the second is the card's second emergency contact. */
async function dogWithGuardians(page: Page, name: string) {
  const petId = await addPetViaApi(page, dogPayload(name));
  await addKeepersViaApi(page);
  return petId;
}

/** The words a side draws for one value, its lines joined by spaces. */
const drawn = (svg: string, valueType: string) =>
  [...svg.matchAll(new RegExp(`<text[^>]*data-value-type="${valueType}"[^>]*>([^<]*)</text>`, 'g'))]
    .filter((match) => /class="wc-value"/.test(match[0]))
    .map((match) => match[1])
    .join(' ');

test('D7, D8: card text is shortened at a word with "…" and said so, the phone is formatted, and the designer remembers the design', async ({
  page,
}) => {
  test.setTimeout(90_000); // the designer twice, two locales, axe on two cores
  await signUpOwnerViaApi(page, uniqueEmail('cuts-card'));
  const petId = await dogWithGuardians(page, 'Rex');
  await page.goto(`/en_US/account/full/account-app/my-pets/wallet-card?pet=${petId}`);
  await expect(page.getByRole('img', { name: 'Front of Rex’s wallet card' })).toBeVisible();

  const temperament = page.getByLabel('Temperament');
  await temperament.fill('Friendly, loves kids and long walks in the rain…');
  await expect(temperament).toHaveValue('Friendly, loves kids and long walks in the rain…');
  const note = 'Too long for its place on the card: it will print as “Friendly, loves kids and long walks in…”.';
  await expect(temperament).toHaveAccessibleDescription(`48 of 40 characters ${note}`);
  await expect
    .poll(async () => drawn((await exportedSides(page)).front, 'PET_TEMPERAMENT'))
    .toBe('Friendly, loves kids and long walks in…');

  const phone = page.getByLabel('Second emergency contact’s phone');
  await phone.fill('2065550199');
  await expect.poll(async () => (await exportedSides(page)).back).toContain('>(206) 555-0199</text>');
  expect((await exportedSides(page)).back).not.toContain('2065550199');
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'Paw print' }).check();
  await page.getByLabel('Main color').selectOption({ label: 'Teal' });
  await expect.poll(async () => (await exportedSides(page)).front).toContain('.wc-primary{fill:#0f6e6e}');
  const ordered = await exportedSides(page);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page).toHaveURL(/\/en_US\/basket/);

  // reopened, in Spanish on a phone: the design ordered, not Classic and Navy with empty words
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/es_US/account/full/account-app/my-pets/wallet-card?pet=${petId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarjeta para la billetera de Rex' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Huellas' })).toBeChecked();
  await expect(page.getByLabel('Color principal')).toHaveValue('#0f6e6e');
  await expect(page.getByLabel('Temperamento')).toHaveValue('Friendly, loves kids and long walks in…');
  await expect(page.getByLabel('Teléfono del segundo contacto de emergencia')).toHaveValue('(206) 555-0199');
  await expect
    .poll(async () => drawn((await exportedSides(page)).front, 'PET_TEMPERAMENT'))
    .toBe('Friendly, loves kids and long walks in…');
  expect((await exportedSides(page)).front).toContain('.wc-primary{fill:#0f6e6e}');
  expect(ordered.back).toContain('>(206) 555-0199</text>');
  await expectAccessible(page);
});

test('D17: a text file named .png is told what to upload, not "try again"', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('cuts-photo'));
  const petId = await addPetViaApi(page, dogPayload('Pepper'));
  await page.goto(`/en_US/account/full/account-app/my-pets/edit?pet=${petId}`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add a photo' }).click();
  await (await chooser).setFiles(notAnImage);
  const dialog = page.getByRole('dialog', { name: 'Crop Your Photo' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'This file is not a picture we can read. Please upload a JPG, BMP, PNG, TIF, HEIC or WEBP file.',
  );
  await expect(dialog.getByText('Something went wrong, please try again')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // the same in Spanish
  await page.goto(`/es_US/account/full/account-app/my-pets/edit?pet=${petId}`);
  const chooserEs = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Agregar una foto' }).click();
  await (await chooserEs).setFiles(notAnImage);
  await expect(page.getByRole('dialog', { name: 'Recorte su foto' }).getByRole('alert')).toHaveText(
    'Este archivo no es una imagen que podamos leer. Suba un archivo JPG, BMP, PNG, TIF, HEIC o WEBP.',
  );
  await expectAccessible(page);
});

test('D21: the add-pet error summary follows the corrections, and the cat question does not echo an invalid name', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('cuts-summary'));
  await page.goto(MY_PETS);
  await page.getByRole('link', { name: 'Add a pet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your pet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add my pet' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the errors below.' });
  await expect(summary).toContainText('Please choose dog or cat.');
  await expect(summary).toContainText('Please choose male or female.');

  // chosen, and gone from the summary at once — no second submit
  await page.getByRole('group', { name: 'Species' }).getByRole('radio', { name: 'Cat' }).check();
  await expect(summary).not.toContainText('Please choose dog or cat.');
  await expect(summary).toContainText('Please choose male or female.');
  await expect(page.getByRole('group', { name: 'Species' })).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('group', { name: 'Sex' }).getByRole('radio', { name: 'Female' }).check();
  await expect(summary).not.toContainText('Please choose male or female.');
  await expectAccessible(page);

  // a name the name rule refuses is not repeated in the indoor/outdoor question
  await page.getByLabel("Pet's name").fill('Mittens<script>#1');
  await page.getByRole('button', { name: 'Add my pet' }).click();
  await expect(summary).toContainText('The pet name has invalid characters');
  await expect(summary).toContainText('Please tell us whether your cat is an indoor or outdoor cat.');
  await expect(page.getByText(/whether Mittens/)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel("Pet's name").fill('Mittens');
  await expect(summary).not.toContainText('The pet name has invalid characters');
});
