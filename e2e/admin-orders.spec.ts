import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import type { FakeStripe } from '../src/server/integrations/payments/stripe.fake.js';
import {
  createOwnerViaApi,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  logInViaApi,
  recordKeyboardJourney,
  screenshotBoth,
  suiteDatabase,
  tabTo,
  test,
  uniqueEmail,
  logInRequestViaApi,
} from './fixtures.js';
import { startStripeAppServer } from './fixtures/second-app-server.js';
import { dateFilter, fillDateFilter } from './fixtures/date-filter.js';

// issue 17, the staff console (decision 0702), as the demo administrator in en_US and fr_CA: an order
// annotated (add, edit one's own, another administrator's note has no Edit), refunded in part; the owner
// sees it in Order History. A note by another administrator is written straight into the suite's
// database (no API makes a second administrator). The test processor took the order: its page says
// "Test mode — no money is taken" (issue 36).

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql/', { data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/**
 * A new owner in King County buys a collar, with the test processor's card or, on a server that takes its
 * payments through Stripe, a Stripe PaymentMethod (`cardToken`); returns the order's number and reference.
 */
async function ownerWithOrder(owner: Page | APIRequestContext, cardToken?: string) {
  const request = 'request' in owner ? owner.request : owner;
  await createOwnerViaApi(request, uniqueEmail('staff-orders'));
  const { storeProducts } = await graphql(request, '{ storeProducts { id slug } }');
  const collar = storeProducts.find((product: { slug: string }) => product.slug === 'reflective-nylon-collar');
  const added = await graphql(
    request,
    'mutation ($input: AddToBasketInput!) { addToBasket(input: $input) { total { amountCents } } }',
    {
      input: {
        productId: collar.id,
        quantity: 1,
        options: [
          { kind: 'size', value: 'M' },
          { kind: 'color', value: 'red' },
        ],
      },
    },
  );
  const token =
    cardToken ??
    (
      await graphql(request, 'mutation ($input: TestCardInput!) { tokenizeTestCard(input: $input) { token } }', {
        input: { cardNumber: '4242424242424242', expiry: '12 / 39', cvc: '123', country: 'US', postalCode: '98101' },
      })
    ).tokenizeTestCard.token;
  const { basket } = await graphql(request, '{ basket { version } }');
  const { placeOrder } = await graphql(
    request,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number reference } }',
    {
      input: {
        idempotencyKey: crypto.randomUUID(),
        basketVersion: basket.version,
        cardToken: token,
        expectedTotalCents: added.addToBasket.total.amountCents,
      },
    },
  );
  return placeOrder as { number: number; reference: string };
}

/** A note on the order by another administrator, who exists only for it. */
async function noteByAnotherAdmin(orderNumber: number, text: string) {
  await suiteDatabase(async (client) => {
    const email = uniqueEmail('other-admin');
    const admin = await client.query(
      `insert into accounts (email, password_hash, role, first_name, last_name)
       values ($1, 'not-a-hash', 'ADMIN', 'Riley', 'Other') returning id`,
      [email],
    );
    await client.query(
      `insert into order_notes (order_id, admin_id, text, created_at)
       select id, $2, $3, now() - interval '2 hours' from orders where number = $1`,
      [orderNumber, admin.rows[0].id, text],
    );
  });
}

/** How many refunds the order has in the suite's database. */
const refundsOf = (orderNumber: number) =>
  suiteDatabase(
    async (client) =>
      (
        await client.query(
          'select count(*)::int as n from order_refunds r join orders o on o.id = r.order_id where o.number = $1',
          [orderNumber],
        )
      ).rows[0].n as number,
  );

const TEXTS = {
  en_US: {
    orders: 'Orders',
    order: (reference: string) => `Order ${reference}`,
    note: 'Note',
    save: 'Save',
    edit: 'Edit',
    cancel: 'Cancel',
    edited: '(edited)',
    amount: /Amount to refund/,
    refund: 'Refund',
    refundHeading: 'Refund',
    partial: 'Partially refunded',
    tooMuch: 'This refund is more than what is left to refund on the order. Nothing was refunded.',
    refunded: /refunded\./,
    confirmTitle: /^Refund \$5\.00\?$/,
    confirmText: (reference: string) => `$5.00 of order ${reference} goes back to the card`,
    confirm: 'Refund $5.00',
    added: 'Note added.',
    saved: 'Note saved.',
    notesHeading: 'Order notes',
    leftToRefund: 'Left to refund',
    lineOptions: 'Size: M · Color: Red',
    card: /^Visa ending in 4242/,
    testMode: 'Test mode — no money is taken',
    history: '/en_US/account/full/account-app/settings/order-history',
  },
  fr_CA: {
    orders: 'Commandes',
    order: (reference: string) => `Commande ${reference}`,
    note: 'Note',
    save: 'Enregistrer',
    edit: 'Modifier',
    cancel: 'Annuler',
    edited: '(modifiée)',
    amount: /Montant à rembourser/,
    refund: 'Rembourser',
    refundHeading: 'Remboursement',
    partial: 'Remboursée en partie',
    tooMuch: 'Ce remboursement dépasse le montant qu’il reste à rembourser sur la commande. Rien n’a été remboursé.',
    refunded: /remboursé\./,
    // a King County order is in US dollars, which fr-CA writes "5,00 $ US"
    confirmTitle: /^Rembourser 5,00\s\$\sUS\?$/,
    confirmText: (reference: string) => `de la commande ${reference} sera remboursé sur la carte`,
    confirm: /^Rembourser 5,00\s\$\sUS$/,
    added: 'Note ajoutée.',
    saved: 'Note enregistrée.',
    notesHeading: 'Notes de la commande',
    leftToRefund: 'Reste à rembourser',
    lineOptions: 'Taille\u00a0: M · Couleur\u00a0: Rouge',
    card: /^Visa se terminant par 4242/,
    testMode: 'Mode test\u00a0: aucun argent n’est prélevé',
    history: '/fr_CA/account/full/account-app/settings/order-history',
  },
} as const;

for (const locale of ['en_US', 'fr_CA'] as const) {
  const text = TEXTS[locale];
  test(`${locale}: an administrator annotates and refunds an order; the owner sees the refund`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000); // several axe scans on two cores
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    const order = await ownerWithOrder(owner);
    await noteByAnotherAdmin(order.number, 'Owner asked about delivery.');

    await logInViaApi(page, DEMO_ADMIN);
    await page.goto(`/${locale}/admin/orders`);
    // the suite's first staff screen of this worker: the staff chunks load cold on a busy two-core runner
    await expect(page.getByRole('heading', { level: 1, name: text.orders })).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole('navigation', { name: /administrat/i }).getByRole('link', { name: text.orders }),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-orders');
    await page.getByRole('link', { name: order.reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.order(order.reference) })).toBeVisible();
    // what the owner chose for each line, and the card, in the store's words
    await expect(page.getByText(text.lineOptions)).toBeVisible();
    await expect(page.getByText(text.card)).toBeVisible();
    // the test processor took it: no money was (issue 36)
    await expect(page.getByText(text.testMode, { exact: true })).toBeVisible();
    // on a phone the totals are on screen, not scrolled off to the side with the lines table's last column
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('term').filter({ hasText: text.leftToRefund })).toBeVisible();
    for (const amount of await page.getByRole('definition').all()) {
      const box = await amount.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (desktop) await page.setViewportSize(desktop);

    // the other administrator's note: name, badge, relative time with its date on focus, no Edit
    const notes = page.getByRole('region', { name: text.notesHeading });
    const theirs = notes.getByRole('article').filter({ hasText: 'Owner asked about delivery.' });
    await expect(theirs.getByText('Riley Other')).toBeVisible();
    await expect(theirs.getByText('RO', { exact: true })).toBeVisible();
    await expect(theirs.getByRole('button', { name: new RegExp(text.edit) })).toHaveCount(0);
    await theirs.locator('.tooltip-host').focus();
    await expect(theirs.getByRole('tooltip')).toBeVisible();

    // a new note: Save is disabled until there is text
    const newNote = notes.getByRole('form');
    const save = newNote.getByRole('button', { name: text.save });
    await expect(save).toBeDisabled();
    await newNote.getByLabel(text.note, { exact: true }).fill('Refund agreed by phone.');
    await save.click();
    const mine = notes.getByRole('article').filter({ hasText: 'Refund agreed by phone.' });
    await expect(mine).toBeVisible();
    await expect(save).toBeDisabled();
    // Save is disabled again: focus goes to the confirmation, which is announced, not to the page's body
    const status = notes.getByRole('status');
    await expect(status).toHaveText(text.added);
    await expect(status).toBeFocused();
    // editing one's own note: a textarea with Save and Cancel; Edit is gone while it is edited
    await mine.getByRole('button', { name: new RegExp(text.edit) }).click();
    await expect(mine.getByRole('button', { name: new RegExp(text.edit) })).toHaveCount(0);
    await expect(mine.getByRole('button', { name: text.cancel })).toBeVisible();
    await mine.getByRole('textbox').fill('Partial refund agreed by phone.');
    await expectAccessible(page);
    await mine.getByRole('button', { name: text.save }).click();
    const edited = notes.getByRole('article').filter({ hasText: 'Partial refund agreed by phone.' });
    await expect(edited.getByText(text.edited)).toBeVisible();
    // the editor closed: the same for an edit
    await expect(status).toHaveText(text.saved);
    await expect(status).toBeFocused();
    // Cancel closes the editor and gives focus back to the note's Edit button
    const editAgain = edited.getByRole('button', { name: new RegExp(text.edit) });
    await editAgain.click();
    await edited.getByRole('button', { name: text.cancel }).click();
    await expect(editAgain).toBeFocused();
    // a note written just before the refund: its confirmation leaves once the refund is done (issue 38 D31)
    await newNote.getByLabel(text.note, { exact: true }).fill('Customer agreed to a part refund.');
    await save.click();
    await expect(status).toHaveText(text.added);

    // a refund above what is left is refused with a translated message; a part refund goes through
    const refund = page.getByRole('form', { name: text.refundHeading });
    await refund.getByLabel(text.amount).fill('9999');
    await refund.getByRole('button', { name: text.refund }).click();
    await expect(refund.getByText(text.tooMuch).first()).toBeVisible();
    await expectAccessible(page);
    await refund.getByLabel(text.amount).fill(locale === 'fr_CA' ? '5,00' : '5.00');
    // a refund asks first, naming the amount and the order; Cancel sends nothing
    await refund.getByRole('button', { name: text.refund }).click();
    let dialog = page.getByRole('dialog', { name: text.confirmTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text.confirmText(order.reference));
    await expect(dialog.getByRole('button', { name: text.cancel })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(refund.getByRole('button', { name: text.refund })).toBeFocused();
    expect(await refundsOf(order.number)).toBe(0);
    // a double click on Refund asks once; confirmed, it refunds once
    await refund.getByRole('button', { name: text.refund }).dblclick();
    dialog = page.getByRole('dialog', { name: text.confirmTitle });
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(text.refunded).first()).toBeVisible();
    await expect(page.getByText(text.partial).first()).toBeVisible();
    await expect(status).toBeEmpty();
    await screenshotBoth(page, 'admin-order');
    expect(await refundsOf(order.number)).toBe(1);

    // the owner lives in King County: their pages are in a US locale whatever the administrator reads
    await owner.goto(TEXTS.en_US.history);
    await expect(owner.getByText(TEXTS.en_US.partial)).toBeVisible();
    await ownerContext.close();
  });
}

const SETTINGS_TEXTS = {
  en_US: {
    city: 'travis-county-tx',
    name: 'Travis County, TX',
    title: 'Jurisdiction settings',
    jurisdiction: 'Jurisdiction',
    field: 'Cat, not spayed or neutered',
    save: 'Save settings',
    saved: 'Settings saved. Owners see the change now.',
    typed: '41.23',
    shown: '$41.23',
    value: /^\d+\.\d\d$/,
    bad: 'Enter an amount from 0.00 to 1000.00, with at most two decimals, such as 12.50.',
  },
  fr_CA: {
    city: 'mississauga-on',
    name: 'Mississauga, ON',
    title: 'Paramètres de la municipalité',
    jurisdiction: 'Municipalité',
    field: 'Chat non stérilisé',
    save: 'Enregistrer les paramètres',
    saved: 'Paramètres enregistrés. Les propriétaires voient le changement dès maintenant.',
    typed: '41,23',
    shown: '41,23',
    // a French clerk reads and types a decimal comma
    value: /^\d+,\d\d$/,
    bad: 'Entrez un montant de 0,00 à 1000,00, avec au plus deux décimales, par exemple 12,50.',
  },
} as const;

/** Puts a jurisdiction's cat fee back as it was (other journeys read the demo figures). */
async function restoreCatFee(page: Page, jurisdictionId: string, cents: number) {
  const fields = `version displayHomeSafePage displaySafeAndHappyFundPage displayLicensingPage displayAboutPage noLicensing
    htmlLicensingLinkTitle htmlHomesafeLinkTitle htmlSafeAndHappyFundLinkTitle locales supportPhone merchandiseTaxBasisPoints
    dogAlteredFee dogUnalteredFee catAlteredFee catUnalteredFee lateFee termYears seniorDiscountPercent seniorAge
    serviceAnimalExempt renewalWindowDays gracePeriodDays rabiesProofDog rabiesProofCat allowPastRabies rabiesMinimumAgeMonths
    maxPetsPerHousehold`;
  const { jurisdictionSettings } = await graphql(
    page.request,
    `query ($id: ID!) { jurisdictionSettings(jurisdictionId: $id) { ${fields} } }`,
    { id: jurisdictionId },
  );
  const { version, ...settings } = jurisdictionSettings;
  await graphql(
    page.request,
    `mutation ($id: ID!, $version: Int!, $settings: JurisdictionSettingsInput!) {
      updateJurisdictionSettings(jurisdictionId: $id, version: $version, settings: $settings) { version } }`,
    { id: jurisdictionId, version, settings: { ...settings, catUnalteredFee: cents } },
  );
}

for (const locale of ['en_US', 'fr_CA'] as const) {
  const text = SETTINGS_TEXTS[locale];
  test(`${locale}: an administrator changes a fee and owners see it on the licensing page at once`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logInViaApi(page, DEMO_ADMIN);
    const { administeredJurisdictions } = await graphql(page.request, '{ administeredJurisdictions { id name } }');
    const city = administeredJurisdictions.find((item: { name: string }) => item.name === text.name);
    const before = (
      await graphql(
        page.request,
        'query ($id: ID!) { jurisdictionSettings(jurisdictionId: $id) { catUnalteredFee } }',
        {
          id: city.id,
        },
      )
    ).jurisdictionSettings.catUnalteredFee as number;
    try {
      await page.goto(`/${locale}/admin/settings`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await page.getByLabel(text.jurisdiction, { exact: true }).selectOption({ label: text.name });
      const fee = page.getByLabel(text.field, { exact: true });
      await expect(fee).toHaveValue(text.value);
      await expectAccessible(page);
      await screenshotBoth(page, 'admin-settings');
      // wrong input: a field error that says what is allowed, nothing saved
      await fee.fill('abc');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.bad).first()).toBeVisible();
      await expect(fee).toHaveAccessibleDescription(new RegExp(text.bad.replace(/[.()]/g, '\\$&')));
      await expectAccessible(page);
      await fee.fill(text.typed);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved).first()).toBeVisible();

      await page.goto(`/${locale}/licensing?city=${text.city}`);
      await expect(page.getByRole('table').first()).toContainText(text.shown);
      // issue 20: the About pages render the same policy, so they follow too
      await page.goto(`/${locale}/licensing/new`);
      await expect(page.getByRole('main').getByRole('table').first()).toContainText(text.shown);
      await page.goto(`/${locale}/licensing/renew`);
      await expect(page.getByRole('main').getByRole('table').first()).toContainText(text.shown);
    } finally {
      await restoreCatFee(page, city.id, before);
    }
  });
}

for (const locale of ['en_US', 'fr_CA'] as const) {
  const text = {
    en_US: {
      title: 'Reports',
      chart: 'Licenses issued and renewed per month',
      download: 'Download CSV',
      nav: 'Reports',
      from: 'From month',
      to: 'To month',
      rangeError: 'Choose a start month no later than the end month, at most 36 months apart.',
    },
    fr_CA: {
      title: 'Rapports',
      chart: 'Permis délivrés et renouvelés par mois',
      download: 'Télécharger le CSV',
      nav: 'Rapports',
      from: 'Du mois',
      to: 'Au mois',
      rangeError: 'Choisissez un mois de début antérieur ou égal au mois de fin, avec un écart d’au plus 36 mois.',
    },
  }[locale];
  test(`${locale}: an administrator reads the monthly report and exports it as CSV`, async ({ page }) => {
    test.setTimeout(60_000);
    const thisMonth = new Date().toISOString().slice(0, 7);
    await logInViaApi(page, DEMO_ADMIN);
    await page.goto(`/${locale}/admin/orders`);
    await page
      .getByRole('navigation', { name: /administrat/i })
      .getByRole('link', { name: text.nav })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('img', { name: text.chart })).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-reports');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: text.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^pawport-report-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
    const content = readFileSync((await file.path()) ?? '', 'utf8');
    expect(content.split('\r\n')[0]).toBe(
      'month,jurisdiction,currency,licenses_issued,licenses_renewed,revenue_license,revenue_tag,revenue_smart_tracker,revenue_wallet_card,revenue_collar,revenue_donation,revenue_total,tax,gross,refunds,net,proofs_waiting_now,oldest_proof_days',
    );

    // other months typed, Download pressed without "Show report": the file is of the months in the fields,
    // and the screen shows them too (decision 0703)
    await fillDateFilter(page, text.from, '2025-01');
    await fillDateFilter(page, text.to, '2025-03');
    const typed = page.waitForEvent('download');
    await page.getByRole('link', { name: text.download }).click();
    expect((await typed).suggestedFilename()).toBe('pawport-report-2025-01-2025-03.csv');
    await expect(page).toHaveURL(/[?&]from=2025-01&to=2025-03$/);
    // the chart has a bar for every month of the range (decision 0705: the tables only the months with something)
    await expect(page.getByRole('img', { name: text.chart })).toContainText('2025-03');
    await expect(page.getByRole('img', { name: text.chart })).not.toContainText(thisMonth);
    // a range that is not one downloads nothing and says why
    await fillDateFilter(page, text.to, '2024-12');
    let downloaded = false;
    page.once('download', () => {
      downloaded = true;
    });
    await page.getByRole('link', { name: text.download }).click();
    await expect(page.getByRole('alert')).toHaveText(text.rangeError);
    await expect(dateFilter(page, text.to).getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    expect(downloaded).toBe(false);
  });
}

test('by keyboard only: an administrator adds an order note and reads its date from the tooltip', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  recordKeyboardJourney();
  const ownerContext = await browser.newContext();
  const order = await ownerWithOrder(await ownerContext.newPage());
  await ownerContext.close();
  await logInViaApi(page, DEMO_ADMIN);
  await page.goto(`/en_US/admin/orders/order?number=${order.number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  const note = page.getByLabel('Note', { exact: true });
  await tabTo(page, note);
  await page.keyboard.type('Owner called: keep the collar.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  const saved = page.getByRole('article').filter({ hasText: 'Owner called: keep the collar.' });
  await expect(saved).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeFocused();
  const time = saved.locator('.tooltip-host');
  await tabTo(page, time, { backwards: true });
  await expect(saved.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(saved.getByRole('tooltip')).toBeHidden();
  await expectAccessible(page);
});

test('an orders address past the last page says so and leads back to the first page', async ({ page, browser }) => {
  const ownerContext = await browser.newContext();
  const order = await ownerWithOrder(await ownerContext.newPage());
  await ownerContext.close();
  await logInViaApi(page, DEMO_ADMIN);
  await page.goto('/en_US/admin/orders?page=9999');
  await expect(page.getByRole('heading', { name: 'This page is past the last one' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to the first page' }).click();
  await expect(page).toHaveURL(/\/en_US\/admin\/orders$/);
  await expect(page.getByRole('link', { name: order.reference })).toBeVisible();
});

test('an orders filter with a day off the calendar or a reversed range is said, not sent (es_US)', async ({ page }) => {
  await logInViaApi(page, DEMO_ADMIN);
  // a hand-edited address: the day that does not exist filters nothing, and the list still loads
  await page.goto('/es_US/admin/orders?from=2026-02-31');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('No se pudo cargar')).toHaveCount(0);
  const from = dateFilter(page, 'Pedidos desde');
  await expect(from.getByRole('textbox', { name: 'Año' })).toHaveValue('');
  // the portal's own date parts, in its language and order (a native date input speaks the browser's)
  await expect(from.getByRole('combobox', { name: 'Mes' }).getByRole('option', { name: 'Diciembre' })).toBeAttached();
  await expect(from.getByRole('textbox', { name: 'Día' })).toBeVisible();
  await fillDateFilter(page, 'Pedidos desde', '2026-12-01');
  await fillDateFilter(page, 'Pedidos hasta', '2026-01-01');
  await page.getByRole('button', { name: 'Mostrar pedidos' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Elija fechas válidas; la fecha inicial no puede ser posterior a la final.',
  );
  await expect(dateFilter(page, 'Pedidos hasta').getByRole('textbox', { name: 'Año' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/es_US\/admin\/orders\?from=2026-02-31$/);
  await expectAccessible(page);
});

// issue 38 (decision 0407's addendum): a refund made in Stripe's dashboard is Stripe's, not an
// administrator's. A second app server takes its payments through the local fake Stripe (e2e/stripe.spec.ts);
// an owner pays a collar there through the API, the fake refunds part of it in its "dashboard" and sends the
// signed `charge.refunded`, and the staff order page names who refunded it in the administrator's language.
test.describe('a refund made in Stripe’s dashboard', () => {
  let fake: FakeStripe;
  let stop: (() => Promise<void>) | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const started = await startStripeAppServer('orders_stripe');
    ({ fake, stop } = started);
    origin = started.app.origin;
  });

  test.afterAll(async () => {
    await stop?.();
  });

  test('the staff order page says it was refunded in Stripe (en_US, es_US, fr_CA)', async ({ page }) => {
    test.setTimeout(90_000);
    const owner = await playwrightRequest.newContext({ baseURL: origin });
    const order = await ownerWithOrder(owner, fake.createPaymentMethod('pm_card_visa'));
    await owner.dispose();
    // the payment is captured once its order is committed
    const paid = () => fake.paymentIntents().filter((intent) => intent.status === 'succeeded');
    await expect.poll(() => paid().length).toBe(1);
    const { refund, charge } = fake.refundInDashboard(paid()[0]?.id ?? '', 500);
    const deliver = async (type: string, object: Record<string, unknown>) => {
      const event = fake.signedEvent(type, object);
      const delivered = await fetch(`${origin}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      expect(delivered.status).toBe(200);
    };
    await deliver('charge.refunded', charge);

    await logInRequestViaApi(page.request, DEMO_ADMIN, DEMO_PASSWORD, origin);
    for (const [locale, title, line] of [
      ['en_US', `Order ${order.reference}`, /^\$5\.00 on .+ — Refunded in Stripe$/],
      ['es_US', `Pedido ${order.reference}`, /^\$5\.00 el .+ — Reembolsado en Stripe$/],
      ['fr_CA', `Commande ${order.reference}`, /^5,00\s\$\sUS le .+ — Remboursé dans Stripe$/],
    ] as const) {
      await page.goto(`${origin}/${locale}/admin/orders/order?number=${order.number}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
      const refunds = page.getByRole('region', { name: /^(Refunds|Reembolsos|Remboursements)$/ });
      await expect(refunds.getByRole('listitem')).toHaveCount(1);
      await expect(refunds.getByRole('listitem')).toHaveText(line);
      await expectAccessible(page);
      await screenshotBoth(page, 'admin-order-stripe-refund');
    }

    // the refund then fails at Stripe: the page says so and counts it no more; the owner's record logs
    // both, by Stripe
    await deliver('refund.failed', fake.failRefund(refund.id));
    await page.goto(`${origin}/en_US/admin/orders/order?number=${order.number}`);
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByRole('listitem')).toHaveText(
      /— Refunded in Stripe Failed on .+, so no money went back and the order no longer counts it\.$/,
    );
    await expect(page.getByText('At most $22.04.')).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-order-stripe-refund-failed');
    await page.getByRole('link', { name: 'Morgan Tester' }).click();
    const audit = page.getByRole('region', { name: 'Audit log' });
    await expect(audit.getByRole('row', { name: /Order refunded/ })).toContainText('Stripe');
    await expect(audit.getByRole('row', { name: /Refund failed/ })).toContainText('Stripe');
  });
});
