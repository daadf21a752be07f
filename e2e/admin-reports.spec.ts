import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { LocaleCode } from '../src/domain/locale/locales.js';
import { formatMoney } from '../src/domain/locale/money.js';
import { decimalOfCents, monthsBack } from '../src/domain/reports/reports.rules.js';
import {
  addCollarViaApi,
  createOwnerViaApi,
  DEMO_ADMIN,
  expect,
  expectAccessible,
  logInViaApi,
  screenshotBoth,
  suiteDatabase,
  tabTo,
  test,
  uniqueEmail,
} from './fixtures.js';
import { fillDateFilter } from './fixtures/date-filter.js';

// issue 38 D20 (decision 0705), as the demo administrator: a taxed order refunded in part shows in the
// report's month and jurisdiction with its gross, tax, refunds and net, a month with nothing in it is no
// row, an empty range says what it means, and the CSV has the same figures. D22: on a phone the staff
// tables are cards with every column's label and value on screen; wider, a table too wide for its box
// says that it scrolls sideways, and the keyboard reaches and scrolls it.
// The order is moved into a month of its own, far back, so that no other journey's orders share its row
// (each locale's test has its own months).

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const body = await (await request.post('/graphql/', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A new King County owner pays for a collar with the test processor; the order's number and reference. */
async function collarOrder(owner: APIRequestContext): Promise<{ number: number; reference: string }> {
  await createOwnerViaApi(owner, uniqueEmail('staff-reports'));
  const total = await addCollarViaApi(owner);
  const { tokenizeTestCard } = await graphql(
    owner,
    'mutation ($input: TestCardInput!) { tokenizeTestCard(input: $input) { token } }',
    { input: { cardNumber: '4242424242424242', expiry: '12 / 39', cvc: '123', country: 'US', postalCode: '98101' } },
  );
  const { basket } = await graphql(owner, '{ basket { version } }');
  const { placeOrder } = await graphql(
    owner,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number reference } }',
    {
      input: {
        idempotencyKey: crypto.randomUUID(),
        basketVersion: basket.version,
        cardToken: tokenizeTestCard.token,
        expectedTotalCents: total,
      },
    },
  );
  return placeOrder;
}

/** The texts of a table's row, cell by cell, under its column headers. */
async function rowByHeaders(table: Locator, row: Locator): Promise<Record<string, string>> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const cells = await row.locator('th, td').allTextContents();
  return Object.fromEntries(headers.map((header, index) => [header, (cells[index] ?? '').replace(/\s+/g, ' ')]));
}

const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** A CSV line's fields (RFC 4180: a quoted field may hold commas and doubled quotes). */
const csvFields = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field = '']) =>
    field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field,
  );

const TEXTS = {
  en_US: {
    monthsBack: 24,
    from: 'From month',
    to: 'To month',
    show: 'Show report',
    download: 'Download CSV',
    amount: /Amount to refund/,
    refund: 'Refund',
    refundForm: 'Refund',
    confirm: /^Refund \$2\.50$/,
    refunded: /refunded\./,
    typed: '2.50',
    revenue: 'Revenue, tax and refunds',
    noLicenses: 'No licenses issued or renewed in these months',
    onlyActive: 'Only the months and jurisdictions with something to report are listed.',
    month: 'Month',
    jurisdiction: 'Jurisdiction',
    columns: { COLLAR: 'Collars', tax: 'Tax', gross: 'Gross', refunds: 'Refunds', net: 'Net' },
    netTotal: 'Net, all months (USD)',
  },
  fr_CA: {
    monthsBack: 27,
    from: 'Du mois',
    to: 'Au mois',
    show: 'Afficher le rapport',
    download: 'Télécharger le CSV',
    amount: /Montant à rembourser/,
    refund: 'Rembourser',
    refundForm: 'Remboursement',
    confirm: /^Rembourser 2,50\s\$\sUS$/,
    refunded: /remboursé\./,
    typed: '2,50',
    revenue: 'Revenus, taxes et remboursements',
    noLicenses: 'Aucun permis délivré ni renouvelé pendant ces mois',
    onlyActive: 'Seuls figurent les mois et les municipalités où il s’est passé quelque chose.',
    month: 'Mois',
    jurisdiction: 'Municipalité',
    columns: { COLLAR: 'Colliers', tax: 'Taxes', gross: 'Brut', refunds: 'Remboursements', net: 'Net' },
    netTotal: 'Net, tous les mois (USD)',
  },
} as const;

for (const locale of ['en_US', 'fr_CA'] as const) {
  const text = TEXTS[locale];
  test(`${locale}: a partial refund of a taxed order shows in its month with gross, tax, refunds and net; the CSV says the same`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const ownerContext = await browser.newContext();
    const order = await collarOrder((await ownerContext.newPage()).request);
    await ownerContext.close();
    // the order in the middle of a month of its own, the month after it empty
    const month = monthsBack(new Date().toISOString().slice(0, 7), text.monthsBack);
    const stored = await suiteDatabase(
      async (client) =>
        (
          await client.query(
            `update orders set placed_at = (($2 || '-15 12:00')::timestamp at time zone 'America/Los_Angeles')
             where number = $1 returning subtotal_cents, tax_cents, total_cents`,
            [order.number, month],
          )
        ).rows[0] as { subtotal_cents: number; tax_cents: number; total_cents: number },
    );
    expect(stored.tax_cents).toBeGreaterThan(0);

    // staff refund $2.50 of it on the order's page
    await logInViaApi(page, DEMO_ADMIN);
    await page.goto(`/${locale}/admin/orders/order?number=${order.number}`);
    const refund = page.getByRole('form', { name: text.refundForm });
    await refund.getByLabel(text.amount).fill(text.typed);
    await refund.getByRole('button', { name: text.refund }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(text.refunded).first()).toBeVisible();
    // …in the same month as the order (its own month: the refund's month is the one it was made in)
    await suiteDatabase((client) =>
      client.query(
        `update order_refunds set created_at = (($2 || '-20 12:00')::timestamp at time zone 'America/Los_Angeles')
         where order_id = (select id from orders where number = $1)`,
        [order.number, month],
      ),
    );

    // the report of that month and the next, which has nothing in it
    const following = nextOf(month);
    await page.goto(`/${locale}/admin/reports`);
    await fillDateFilter(page, text.from, month);
    await fillDateFilter(page, text.to, following);
    await page.getByRole('button', { name: text.show }).click();
    await expect(page).toHaveURL(new RegExp(`from=${month}&to=${following}`));
    // no licence in these months: said, not an empty table
    await expect(page.getByRole('heading', { name: text.noLicenses })).toBeVisible();
    const revenue = page.getByRole('table', { name: text.revenue });
    await expect(revenue.getByRole('rowheader', { name: month })).toBeVisible();
    await expect(page.getByText(text.onlyActive)).toBeVisible();
    // one row: the quiet month and the other jurisdictions are left out
    const body = revenue.locator('tbody tr');
    await expect(body).toHaveCount(1);
    const row = await rowByHeaders(revenue, body.first());
    const money = (cents: number) => spaced(formatMoney(cents, 'USD', locale as LocaleCode));
    expect(row).toMatchObject({
      [text.month]: month,
      [text.jurisdiction]: 'King County, WA',
      [text.columns.COLLAR]: money(stored.subtotal_cents),
      [text.columns.tax]: money(stored.tax_cents),
      [text.columns.gross]: money(stored.total_cents),
      [text.columns.refunds]: money(250),
      [text.columns.net]: money(stored.total_cents - 250),
    });
    await expect(page.getByRole('term').filter({ hasText: text.netTotal })).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-reports-refund');

    // the CSV of the range shown: the same row and figures
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: text.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`pawport-report-${month}-${following}.csv`);
    const [header = '', ...lines] = readFileSync((await file.path()) ?? '', 'utf8')
      .trim()
      .split('\r\n');
    const columns = header.split(',');
    expect(lines).toHaveLength(1);
    const csv = Object.fromEntries(csvFields(lines[0] ?? '').map((value, index) => [columns[index], value]));
    expect(csv).toMatchObject({
      month,
      jurisdiction: 'King County, WA',
      currency: 'USD',
      revenue_collar: decimalOfCents(stored.subtotal_cents),
      revenue_total: decimalOfCents(stored.subtotal_cents),
      tax: decimalOfCents(stored.tax_cents),
      gross: decimalOfCents(stored.total_cents),
      refunds: '2.50',
      net: decimalOfCents(stored.total_cents - 250),
    });
  });
}

/** The month after `month` (YYYY-MM). */
function nextOf(month: string): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** Every column label of the first card is on screen, beside its value, inside the phone's width. */
async function expectCardsWhole(page: Page, list: Locator, labels: readonly string[]) {
  const card = list.getByRole('listitem').first();
  for (const label of labels) {
    const term = card.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
    await expect(term, label).toBeVisible();
    const value = term.locator('xpath=following-sibling::dd[1]');
    await expect(value, label).toBeVisible();
    const box = await value.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY), label).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('es_US: on a phone the orders and reports tables are cards with every column; wider, a table too wide says it scrolls and the keyboard scrolls it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  await collarOrder((await ownerContext.newPage()).request);
  await ownerContext.close();
  await logInViaApi(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es_US/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible({ timeout: 15_000 });
  const orders = page.getByRole('list', { name: 'Pedidos', exact: true });
  await expect(orders.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectCardsWhole(page, orders, ['Pedido', 'Fecha', 'Dueño', 'Tipo', 'Estado', 'Total']);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-orders-cards');

  await page.goto('/es_US/admin/reports');
  const revenue = page.getByRole('list', { name: 'Ingresos, impuestos y reembolsos' });
  await expect(revenue.getByRole('listitem').first()).toBeVisible();
  await expectCardsWhole(page, revenue, ['Mes', 'Jurisdicción', 'Impuestos', 'Bruto', 'Reembolsos', 'Neto']);
  await expectAccessible(page);

  // a tablet: the revenue table is wider than its box, says so, and scrolls by keyboard to its last column
  await page.setViewportSize({ width: 820, height: 1000 });
  const box = page.getByRole('group', { name: 'Ingresos, impuestos y reembolsos' });
  const hint =
    'Desplácese hacia los lados para ver más columnas: deslice la tabla, o llegue a ella con Tab y use las flechas.';
  await expect(box.getByText(hint)).toBeVisible();
  await expect(box).toHaveAccessibleDescription(hint);
  const net = box.getByRole('columnheader', { name: 'Neto' });
  const inside = async () => {
    const [outer, header] = [await box.boundingBox(), await net.boundingBox()];
    return !!outer && !!header && header.x + header.width <= outer.x + outer.width + 1;
  };
  expect(await inside()).toBe(false);
  await tabTo(page, box);
  for (let press = 0; press < 80 && !(await inside()); press += 1) await page.keyboard.press('ArrowRight');
  expect(await inside()).toBe(true);
  // the hint stays in view while the table under it scrolls
  await expect(box.getByText(hint)).toBeInViewport();
  await expectAccessible(page);
});
