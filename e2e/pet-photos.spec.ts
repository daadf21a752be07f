import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import {
  expect,
  expectAccessible,
  fileChooserFromEnter,
  screenshotBoth,
  signUpOwnerViaApi,
  tabTo,
  test,
  uniqueEmail,
} from './fixtures.js';

// issue 13, photos: the avatar uploader, the "Crop Your Photo" dialog of spec §2.16, the conversion of
// HEIC and TIFF (§7.2) and the §8 image messages, as an owner uses them in the pet panel.
const image = (name: string) => fileURLToPath(new URL(`./fixtures/images/${name}`, import.meta.url));

async function addPetViaApi(page: Page, name: string) {
  const response = await page.request.post('/graphql/', {
    data: {
      query: 'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }',
      variables: { input: dogPayload(name) },
    },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.addPet.id as string;
}

async function storedPhoto(page: Page) {
  const response = await page.request.post('/graphql/', {
    data: { query: '{ myPets { name photo { url thumbnailUrl } } }' },
  });
  return (await response.json()).data.myPets[0].photo as { url: string; thumbnailUrl: string } | null;
}

async function pickPhoto(page: Page, button: string, file: string | Parameters<Page['setInputFiles']>[1]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(typeof file === 'string' ? image(file) : file);
}

/** What the crop area shows, to tell that zooming and rotating redraw it. */
function cropArea(page: Page) {
  return page.getByRole('img', { name: 'Crop area' });
}
async function cropAreaPixels(page: Page) {
  return cropArea(page).evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
}

test('an owner crops a JPEG (zoom, rotate, reset, apply, back, add to card) and it becomes the pet photo', async ({
  page,
}) => {
  await signUpOwnerViaApi(page, uniqueEmail('photo'));
  const petId = await addPetViaApi(page, 'Biscuit');
  await page.goto(`/en_US/account/full/account-app/my-pets/edit?pet=${petId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Biscuit' })).toBeVisible();
  const photo = page.getByRole('group', { name: 'Photo' });
  await expect(photo.getByRole('img')).toHaveCount(0); // the default paw is decoration
  await expect(photo.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);

  await pickPhoto(page, 'Add a photo', 'dog.jpg');
  const dialog = page.getByRole('dialog', { name: 'Crop Your Photo' });
  await expect(dialog).toBeVisible();
  await expect(cropArea(page)).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'crop-dialog');

  const initial = await cropAreaPixels(page);
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  const zoomedIn = await cropAreaPixels(page);
  expect(zoomedIn).not.toBe(initial);
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  expect(await cropAreaPixels(page)).toBe(initial); // ×2 then ×0.5
  await dialog.getByRole('button', { name: 'Rotate right' }).click();
  expect(await cropAreaPixels(page)).not.toBe(initial);
  await dialog.getByRole('button', { name: 'Rotate left' }).click();
  expect(await cropAreaPixels(page)).toBe(initial);
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  expect(await cropAreaPixels(page)).toBe(initial);

  await dialog.getByRole('button', { name: 'Rotate right' }).click();
  await dialog.getByRole('button', { name: 'Apply Crop' }).click();
  const preview = dialog.getByRole('img', { name: 'Your cropped photo' });
  await expect(preview).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add to Card' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(preview).toHaveCount(0);
  await expect(cropArea(page)).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply Crop' }).click();
  await dialog.getByRole('button', { name: 'Add to Card' }).click();
  await expect(dialog).toBeHidden();
  await expect(photo.getByRole('img', { name: 'Photo of Biscuit' })).toBeVisible();
  await expect(photo.getByRole('button', { name: 'Change photo' })).toBeFocused();
  expect(await storedPhoto(page)).toBeNull(); // nothing is stored before the pet is saved

  await page.getByRole('button', { name: 'Save my pet' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Biscuit's details are saved." })).toBeVisible();
  const stored = await storedPhoto(page);
  expect(stored).not.toBeNull();
  const served = await page.request.get(stored?.url ?? '');
  expect(served.headers()['content-type']).toBe('image/jpeg');
  const card = page.getByRole('article', { name: 'Biscuit' });
  const thumbnail = card.locator('img.pet-avatar');
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);
});

test('a HEIC is converted on the server; oversize, wrong-type and broken files say why', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('photo-convert'));
  const petId = await addPetViaApi(page, 'Pepper');
  await page.goto(`/en_US/account/full/account-app/my-pets/edit?pet=${petId}`);
  const dialog = page.getByRole('dialog', { name: 'Crop Your Photo' });

  // spec §5: over 10,000,000 bytes, then a type that is neither direct nor convertible
  await pickPhoto(page, 'Add a photo', {
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(10_000_001),
  });
  await expect(page.getByText('Please upload a file smaller than 10MB')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a photo' })).toHaveAccessibleDescription(
    /Please upload a file smaller than 10MB/,
  );
  await expectAccessible(page);
  await pickPhoto(page, 'Add a photo', {
    name: 'rabies.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByText('Please upload a JPG, BMP, PNG, TIF, HEIC or WEBP file')).toBeVisible();

  // a file that claims to be a PNG but is not an image: the browser cannot load it (spec §4: an error)
  await pickPhoto(page, 'Add a photo', 'not-an-image.png');
  // issue 38 D17: trying again cannot help, so it says what to upload instead
  await expect(dialog.getByRole('alert')).toHaveText(
    'This file is not a picture we can read. Please upload a JPG, BMP, PNG, TIF, HEIC or WEBP file.',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a photo' })).toBeFocused();

  // a HEIC from a phone: Chromium cannot draw it, so the server converts it to JPEG (spec §7.2)
  const conversion = page.waitForResponse('**/api/image-conversions');
  await pickPhoto(page, 'Add a photo', 'dog.heic');
  expect((await conversion).status()).toBe(200);
  await expect(cropArea(page)).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply Crop' }).click();
  await dialog.getByRole('button', { name: 'Add to Card' }).click();
  await page.getByRole('button', { name: 'Save my pet' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Pepper's details are saved." })).toBeVisible();
  expect(await storedPhoto(page)).not.toBeNull();
});

test('in French, a Toronto owner crops a TIFF the server converted', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('photo-fr'), { city: 'toronto-on' });
  const petId = await addPetViaApi(page, 'Poivre');
  await page.goto(`/fr_CA/account/full/account-app/my-pets/edit?pet=${petId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier Poivre' })).toBeVisible();
  const tiff = page.waitForResponse('**/api/image-conversions');
  await pickPhoto(page, 'Ajouter une photo', 'dog.tiff');
  expect((await tiff).status()).toBe(200);
  const dialogFr = page.getByRole('dialog', { name: 'Recadrez votre photo' });
  await expect(dialogFr.getByRole('img', { name: 'Zone de recadrage' })).toBeVisible();
  await expectAccessible(page);
  await dialogFr.getByRole('button', { name: 'Appliquer le recadrage' }).click();
  await expect(dialogFr.getByRole('img', { name: 'Votre photo recadrée' })).toBeVisible();
  await expectAccessible(page);
  await dialogFr.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialogFr).toHaveCount(0);
  await pickPhoto(page, 'Ajouter une photo', { name: 'x.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Veuillez téléverser un fichier JPG, BMP, PNG, TIF, HEIC ou WEBP')).toBeVisible();
});

test('by keyboard alone an owner adds a photo to a new pet, and later removes it', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('photo-keys'));
  await page.goto('/en_US/account/full/account-app/my-pets/add');
  await page.getByRole('group', { name: 'Species' }).getByRole('radio', { name: 'Dog' }).check();
  await page.getByRole('group', { name: 'Sex' }).getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel("Pet's name").fill('Juniper');
  await page.getByLabel('Month').selectOption({ label: 'May' });
  await page.getByLabel('Day').fill('2');
  await page.getByLabel('Year').fill('2022');
  await page.getByRole('group', { name: "Do you know your pet's breed?" }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: 'Colors' }).getByRole('checkbox', { name: 'Brown', exact: true }).check();

  const camera = page.getByRole('button', { name: 'Add a photo' });
  await tabTo(page, camera);
  await (await fileChooserFromEnter(page)).setFiles(image('dog.jpg'));
  const dialog = page.getByRole('dialog', { name: 'Crop Your Photo' });
  await expect(cropArea(page)).toBeVisible();
  await tabTo(page, cropArea(page));
  const before = await cropAreaPixels(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  expect(await cropAreaPixels(page)).not.toBe(before);
  await tabTo(page, dialog.getByRole('button', { name: 'Apply Crop' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Add to Card' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Add my pet' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Juniper is added to your pets.' })).toBeVisible();
  expect(await storedPhoto(page)).not.toBeNull();

  // Escape is Cancel in the crop dialog; "Remove photo" goes back to the paw
  const petId = (await (await page.request.post('/graphql/', { data: { query: '{ myPets { id } }' } })).json()).data
    .myPets[0].id as string;
  await page.goto(`/en_US/account/full/account-app/my-pets/edit?pet=${petId}`);
  await tabTo(page, page.getByRole('button', { name: 'Change photo' }));
  await (await fileChooserFromEnter(page)).setFiles(image('dog.jpg'));
  await expect(cropArea(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Remove photo' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Add a photo' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Save my pet' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: "Juniper's details are saved." })).toBeVisible();
  expect(await storedPhoto(page)).toBeNull();
});
