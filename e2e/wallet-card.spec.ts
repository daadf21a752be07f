import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import {
  addPetViaApi,
  createOwnerViaApi,
  expect,
  expectAccessible,
  graphql,
  screenshotBoth,
  signUpOwnerViaApi,
  test,
  uniqueEmail,
} from './fixtures.js';
import { addKeepersViaApi, exportedSides } from './fixtures/wallet-card-sides.js';

// issue 18 (decisions 0801, 0804): the wallet card designer of spec §2.17, reached from a pet's card on My
// Pets after its photo was cropped ("Add to Card", §2.16), and from the store's wallet-card product. The
// designer sends the card's design; the server composes the card it stores with the preview's function,
// so the card ordered is, to the character, the preview the owner saw.
const dogJpg = fileURLToPath(new URL('./fixtures/images/dog.jpg', import.meta.url));

/** A GraphQL operation in the page's session (fixtures' `graphql`); its data. */
const api = (page: Page, query: string, variables?: Record<string, unknown>) => graphql(page.request, query, variables);

// jsqr is CommonJS typed as an ES module: its function arrives as the module itself or as its `default`
type DecodeQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsQRModule as unknown as { default?: DecodeQr }).default ?? jsQRModule) as unknown as DecodeQr;

/** Reads the QR code on a card's side as a phone would: the SVG drawn to pixels, then decoded. */
async function decodeQrCode(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 288 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** A pet with temperament, and two pet guardians: the second is the card's second emergency contact. */
async function seedPet(page: Page, name: string) {
  const petId = await addPetViaApi(page, dogPayload(name));
  const { petTemperamentOptions } = await api(page, '{ petTemperamentOptions { value text } }');
  const chosen = petTemperamentOptions.slice(0, 2) as { value: string; text: string }[];
  const { pet } = await api(
    page,
    `query ($id: ID!) { pet(id: $id) { name indoorAnimal dobIsApproximate
      details { type gender color breed breedKnown birthday { day month year } } } }`,
    { id: petId },
  );
  const { birthday, ...details } = pet.details;
  await api(page, 'mutation ($input: EditPetInput!) { editPet(input: $input) { id } }', {
    input: {
      petId,
      name: pet.name,
      indoorAnimal: pet.indoorAnimal,
      dobIsApproximate: pet.dobIsApproximate,
      ...details,
      birthday,
      temperament: chosen.map((option) => option.value),
    },
  });
  await addKeepersViaApi(page);
  return { petId, temperament: chosen.map((option) => option.text) };
}

/** Crops the pet's photo in the pet panel ("Apply Crop", "Add to Card") and saves the pet. */
async function cropPhoto(page: Page, locale: string, petId: string, labels: Record<string, string>) {
  await page.goto(`/${locale}/account/full/account-app/my-pets/edit?pet=${petId}`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: labels.addPhoto }).click();
  await (await chooser).setFiles(dogJpg);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: labels.apply }).click();
  await dialog.getByRole('button', { name: labels.addToCard }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: labels.save }).click();
  await expect(page.getByRole('status').filter({ hasText: labels.saved })).toBeVisible();
}

/** A side of the card in the basket, as the server stored it for printing. */
async function storedSides(page: Page) {
  const { basket } = await api(page, '{ basket { lines { walletCardId } } }');
  const cardId = (basket.lines as { walletCardId: string | null }[]).filter((line) => line.walletCardId).at(-1)
    ?.walletCardId as string;
  const read = async (side: string) => {
    const answer = await page.request.get(`/api/wallet-cards/${cardId}/${side}.svg`);
    expect(answer.status()).toBe(200);
    return answer.text();
  };
  return { cardId, front: await read('front'), back: await read('back') };
}

test('an owner designs a card for a dog with its cropped photo, temperament and second guardian, and buys it', async ({
  page,
}) => {
  test.setTimeout(90_000); // a long journey: the photo cropped and saved, two designs, two downloads, four axe scans
  await signUpOwnerViaApi(page, uniqueEmail('card'));
  const { petId, temperament } = await seedPet(page, 'Biscuit');
  await cropPhoto(page, 'en_US', petId, {
    addPhoto: 'Add a photo',
    apply: 'Apply Crop',
    addToCard: 'Add to Card',
    save: 'Save my pet',
    saved: "Biscuit's details are saved.",
  });

  // from the pet's card on My Pets
  await page.goto('/en_US/account/full/account-app/my-pets/');
  await page.getByRole('link', { name: 'Design a wallet card for Biscuit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet card for Biscuit' })).toBeVisible();
  await expect(page).toHaveTitle('Wallet card for Biscuit | Pawport');
  const front = page.getByRole('img', { name: 'Front of Biscuit’s wallet card' });
  await expect(front).toBeVisible();
  await expect(page.getByRole('img', { name: 'Back of Biscuit’s wallet card' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'font could not be loaded' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'wallet-card-designer');

  // the pet's own data fills the card
  await expect(page.getByLabel('Name on the card')).toHaveValue('Biscuit');
  await expect(page.getByLabel('Temperament')).toHaveValue(temperament.join(', '));
  await expect(page.getByLabel('Second emergency contact', { exact: true })).toHaveValue('Robin Keeper');
  await expect(page.getByLabel('Second emergency contact’s phone')).toHaveValue('(206) 555-0199');
  let sides = await exportedSides(page);
  expect(sides.front).toContain('>Biscuit</text>');
  expect(sides.front).toContain(temperament[0]);
  expect(sides.front).toMatch(/<image [^>]*href="data:image\/jpeg;base64,/);
  expect(sides.back).toContain('>Robin Keeper</text>');
  expect(sides.back).toContain('>EMERGENCY CONTACT</text>');
  expect(sides.back).toContain('data-value-type="PET_QR_CODE"');
  // the QR code leads a finder to the pet's HomeSafe found page (issue 18), decoded from the exported back
  const { pet: tagged } = await api(page, 'query ($id: ID!) { pet(id: $id) { tagCode } }', { id: petId });
  const foundUrl = await decodeQrCode(sides.back);
  expect(foundUrl).toBe(`${new URL(page.url()).origin}/en_US/found/${tagged.tagCode}`);
  for (const svg of [sides.front, sides.back]) {
    expect(svg).toMatch(/@font-face\{font-family:'Lato';[^}]*src:url\(data:font\/woff2;base64,/);
    expect(svg).not.toContain('/fonts/files/');
  }

  // live updates (issue 38 D7): what is typed stays whole; the card prints it shortened at a word with
  // "…" (24 characters), and the field says so; emoji and right-to-left text stay whole
  await page.getByLabel('Name on the card').fill('Biscuit the Magnificent Good Boy');
  await expect(page.getByLabel('Name on the card')).toHaveValue('Biscuit the Magnificent Good Boy');
  await expect(page.getByText('32 of 24 characters')).toBeVisible();
  await expect(
    page.getByText('Too long for its place on the card: it will print as “Biscuit the Magnificent…”.'),
  ).toBeVisible();
  await page.getByLabel('Temperament').fill('🐶 calm שלום');
  await expect.poll(async () => (await exportedSides(page)).front).toContain('🐶 calm שלום');

  // without a second guardian's name and phone, their labels go
  await page.getByLabel('Second emergency contact', { exact: true }).fill('');
  await page.getByLabel('Second emergency contact’s phone').fill('');
  await expect.poll(async () => (await exportedSides(page)).back).not.toContain('EMERGENCY CONTACT');

  // another design and colours
  await page.getByRole('radio', { name: 'Stripes' }).check();
  await page.getByLabel('Main color').selectOption({ label: 'Forest green' });
  await expect.poll(async () => (await exportedSides(page)).front).toContain("font-family:'Roboto Slab'");
  sides = await exportedSides(page);
  expect(sides.front).toContain('.wc-primary{fill:#2e5e2e}');
  expect(sides.front).toMatch(
    /@font-face\{font-family:'Roboto Slab';[^}]*font-weight:900;[^}]*src:url\(data:font\/woff2;base64,/,
  );
  await expectAccessible(page);

  // downloads
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await pdf).suggestedFilename()).toBe('wallet-card-Biscuit.pdf');
  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  expect((await png).suggestedFilename()).toBe('wallet-card-Biscuit.png');

  const ordered = await exportedSides(page);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page).toHaveURL(/\/en_US\/basket/);
  await expect(page.getByText('Pet ID wallet card')).toBeVisible();
  await expect(page.getByText('Stripes')).toBeVisible();
  await expect(page.getByText('One card', { exact: true })).toBeVisible();
  await expect(page.getByText('Smart Tracker plan')).toHaveCount(0); // a card is not a plan: no card kept for renewals
  // the line shows the designed card's own front
  const picture = page.locator('img[src*="/api/wallet-cards/"]');
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'wallet-card-basket');

  // the card kept for printing is the server's composition of the design, the very preview the owner saw
  const printed = await storedSides(page);
  expect(printed.front).toBe(ordered.front);
  expect(printed.back).toBe(ordered.back);
  // the name shortened at a word with "…", drawn smaller to fit its box (decisions 0801, 1010)
  expect(printed.front).toMatch(/>Biscuit the( Magnificent…<\/text>|<\/text><text [^>]*>Magnificent…<\/text>)/);

  // the address the QR code gave opens the pet's found page, as a finder's phone would
  await page.goto(foundUrl ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'You found Biscuit' })).toBeVisible();
});

test('fr_CA: from the store, a font that fails twice still gives a card, a broken design is refused', async ({
  page,
}) => {
  test.setTimeout(60_000); // the store, the pet chooser, the designer in three states, the basket
  await signUpOwnerViaApi(page, uniqueEmail('carte'), { city: 'toronto-on' });
  await seedPet(page, 'Filou');
  let fontCalls = 0;
  await page.route('**/fonts/css2**', (route) => {
    fontCalls += 1;
    return route.fulfill({ status: 500, body: 'down' });
  });
  await page.route('**/wallet-card-designs/stars/front.svg**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg><rect></svg>' }),
  );

  await page.goto('/fr_CA/store/product?id=pet-id-wallet-card');
  await page.getByRole('link', { name: 'Créez votre carte avec la photo de votre animal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Créer une carte portefeuille' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Créer une carte pour Filou' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carte portefeuille de Filou' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'La police de la carte n’a pas pu être chargée' }),
  ).toBeVisible();
  expect(fontCalls).toBe(2); // one retry, after 500 ms
  await expect(page.getByRole('img', { name: 'Recto de la carte portefeuille de Filou' })).toBeVisible();
  const sides = await exportedSides(page);
  expect(sides.front).not.toContain('@font-face');
  expect(sides.front).toContain('font-family:Arial');
  expect(sides.front).toContain('>IDENTIFICATION</text>');
  // the missing photo is the paw picture
  expect(sides.front).toMatch(/<image [^>]*href="data:image\/svg\+xml;base64,/);
  await expect(page.getByRole('radio', { name: 'Feuille d’érable' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Rayures' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'wallet-card-designer-fallback');

  await page.getByRole('radio', { name: 'Étoiles' }).check();
  await expect(page.getByRole('alert').filter({ hasText: 'Ce motif n’a pas pu être chargé' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'Feuille d’érable' }).check();
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  const ordered = await exportedSides(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page).toHaveURL(/\/fr_CA\/basket/);
  await expect(page.getByText('Feuille d’érable')).toBeVisible();
  await expectAccessible(page);
  // the server composed it in the standard font, as the preview showed it
  const printed = await storedSides(page);
  expect(printed.front).toBe(ordered.front);
  expect(printed.back).toBe(ordered.back);
  expect(printed.front).toContain('>IDENTIFICATION</text>');
});

for (const { locale, city, texts } of [
  {
    locale: 'es_US',
    city: undefined,
    texts: {
      link: 'Diseñar una tarjeta para la billetera de Toby',
      heading: 'Tarjeta para la billetera de Toby',
      front: 'Frente de la tarjeta para la billetera de Toby',
      name: 'Nombre en la tarjeta',
      design: 'Huellas',
      add: 'Agregar al carrito',
      label: '>IDENTIFICACIÓN</text>',
    },
  },
  {
    locale: 'en_CA',
    city: 'toronto-on',
    texts: {
      link: 'Design a wallet card for Toby',
      heading: 'Wallet card for Toby',
      front: 'Front of Toby’s wallet card',
      name: 'Name on the card',
      design: 'Maple leaf',
      add: 'Add to Basket',
      label: '>COLOUR</text>',
    },
  },
] as const)
  test(`${locale}: an owner designs a card by keyboard and orders what the preview shows`, async ({ page }) => {
    test.setTimeout(60_000);
    await signUpOwnerViaApi(page, uniqueEmail(`card-${locale}`), city ? { city } : {});
    await seedPet(page, 'Toby');
    await page.goto(`/${locale}/account/full/account-app/my-pets/`);
    await page.getByRole('link', { name: texts.link }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(page.getByRole('img', { name: texts.front })).toBeVisible();
    // by keyboard: the design, then the name on the card
    await page.getByRole('radio', { name: texts.design }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: texts.design })).toBeChecked();
    await page.getByLabel(texts.name).focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' & Co');
    await expect.poll(async () => (await exportedSides(page)).front).toContain('Toby &amp; Co</text>');
    await expect.poll(async () => (await exportedSides(page)).front).toContain(texts.label);
    await expectAccessible(page);
    const ordered = await exportedSides(page);
    await page.getByRole('button', { name: texts.add }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${locale}/basket`));
    await expectAccessible(page);
    const printed = await storedSides(page);
    expect(printed.front).toBe(ordered.front);
    expect(printed.back).toBe(ordered.back);
  });

test('the saved card is the server’s composition: markup typed as words stays words; an SVG sent is refused', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  await signUpOwnerViaApi(page, uniqueEmail('card-bad'));
  const { petId } = await seedPet(page, 'Rex');
  // a pet that is not the owner's: the designer says so and leads back
  await page.goto('/en_US/account/full/account-app/my-pets/wallet-card?pet=999999');
  await expect(page.getByRole('heading', { level: 2, name: 'We could not find this pet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to My Pets' })).toBeVisible();
  await expectAccessible(page);

  // an owner types markup as the card's words: the preview and the stored card draw it as text
  await page.goto(`/en_US/account/full/account-app/my-pets/wallet-card?pet=${petId}`);
  await expect(page.getByRole('img', { name: 'Front of Rex’s wallet card' })).toBeVisible();
  await page.getByLabel('Name on the card').fill('<script>alert(1)</script>');
  await expect(page.getByLabel('Name on the card')).toHaveValue('<script>alert(1)</script>'); // kept whole
  await page.getByLabel('Temperament').fill('javascript:alert(1)');
  await page.getByLabel('Color', { exact: true }).fill('<h:iframe src=x>');
  await expect.poll(async () => (await exportedSides(page)).front).toContain('&lt;h:iframe src=x&gt;</text>');
  const ordered = await exportedSides(page);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page).toHaveURL(/\/en_US\/basket/);
  const printed = await storedSides(page);
  expect(printed.front).toBe(ordered.front);
  expect(printed.front).toContain('>&lt;script&gt;alert(1)&lt;/scrip…</text>'); // 24 characters, with "…"
  expect(printed.front).toContain('>javascript:alert(1)</text>');
  for (const svg of [printed.front, printed.back]) {
    const tags = svg.match(/<[^>]*>/g) ?? [];
    expect(tags.filter((tag) => /^<\/?(\w+:)?(script|iframe|foreignObject|set|animate)\b/i.test(tag))).toEqual([]);
    expect(tags.filter((tag) => /\son\w+=|javascript:|href="(?!data:image\/|#)/i.test(tag))).toEqual([]);
  }

  // the designer's old upload, a card of SVGs, is refused, and so is a design with an SVG beside it
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>';
  const design = {
    designId: 'classic',
    petId,
    primaryColor: '#1b3a5c',
    secondaryColor: '#ffffff',
    values: { HEADER: 'Rex' },
    photo: null,
    fallbackFont: false,
  };
  const post = (data: Record<string, unknown>, headers: Record<string, string> = { 'x-pawport-request': '1' }) =>
    page.request.post('/api/wallet-cards', { headers, data });
  const before = (await api(page, '{ basket { count } }')).basket.count;
  expect((await post({ card: { ...design, front: svg, back: svg } })).status()).toBe(400);
  expect((await post({ design: { ...design, front: svg, back: svg } })).status()).toBe(400);
  expect((await post({ design: { ...design, designId: 'maple-leaf' } })).status()).toBe(400); // a Canadian design in the US
  expect((await post({ design: { ...design, primaryColor: '#123456' } })).status()).toBe(400);
  expect((await post({ design }, {})).status()).toBe(403);
  expect((await api(page, '{ basket { count } }')).basket.count).toBe(before);
  const ok = await post({ design });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).basketCount).toBe(before + 1);
  const { cardId } = await storedSides(page);

  const stranger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await createOwnerViaApi(stranger, uniqueEmail('card-stranger'));
  expect((await stranger.get(`/api/wallet-cards/${cardId}/front.svg`)).status()).toBe(404);
  const theirs = await stranger.post('/api/wallet-cards', { headers: { 'x-pawport-request': '1' }, data: { design } });
  expect(theirs.status()).toBe(404); // another owner's pet
  await stranger.dispose();
});

test('the designer embeds the card’s font within the content security policy', async ({ page }) => {
  // every CSP refusal on the page, as the browser reports it (and a console error, as a person's tools would show)
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signUpOwnerViaApi(page, uniqueEmail('card-font'));
  const petId = await addPetViaApi(page, dogPayload('Pixel'));
  await page.goto(`/en_US/account/full/account-app/my-pets/wallet-card?pet=${petId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet card for Pixel' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Front of Pixel’s wallet card' })).toBeVisible();
  // the classic design's family, embedded in the card (decision 0804: the text is measured by the domain,
  // as the server measures it, not by the page's fonts)
  expect((await exportedSides(page)).front).toMatch(
    /@font-face\{font-family:'Lato';[^}]*src:url\(data:font\/woff2;base64,/,
  );
  // another design, another family: embedded the same way
  await page.getByRole('radio', { name: 'Stripes' }).check();
  await expect
    .poll(async () => (await exportedSides(page)).front)
    .toMatch(/@font-face\{font-family:'Roboto Slab';[^}]*font-weight:900;[^}]*src:url\(data:font\/woff2;base64,/);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
});
