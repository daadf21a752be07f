// biome-ignore-all lint/suspicious/noExplicitAny: the answers are read loosely, field by field
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decimalOfCents, monthsBack } from '../../../domain/reports/reports.rules.js';
import { DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { createTestAdmin } from '../../test/test-accounts.js';
import { codeOf, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { addCollarToBasket, placePaidOrder, testCardToken } from '../../test/test-store.js';

// issue 17 Reports (decision 0702): revenue by type per month and jurisdiction, the CSV streamed with
// its header, refused to visitors and owners; another jurisdiction's administrator gets only their rows.
// issue 38 D20 (decision 0705): tax, gross, refunds (in the month refunded) and net, computed in SQL in
// cents; a month and jurisdiction with nothing to report is no row; the CSV has the same rows and figures.
const REPORT = `query ($from: String!, $to: String!) { staffReport(from: $from, to: $to) { from to
  months { month jurisdictionName currency licensesIssued licensesRenewed revenue { category amount { amountCents } }
    sales { amountCents } tax { amountCents } gross { amountCents } refunds { amountCents } net { amountCents } }
  proofsWaiting { jurisdictionName waiting oldestDays } } }`;
const REFUND = `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { status } }`;
/** A CSV line's fields (RFC 4180: a quoted field may hold commas and doubled quotes). */
const csvFields = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field = '']) =>
    field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field,
  );
const HEADER =
  'month,jurisdiction,currency,licenses_issued,licenses_renewed,revenue_license,revenue_tag,revenue_smart_tracker,revenue_wallet_card,revenue_collar,revenue_donation,revenue_total,tax,gross,refunds,net,proofs_waiting_now,oldest_proof_days';

describe('staff reports (issue 17)', () => {
  const testApp = useTestApp();
  const logInAs = (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD);
  const month = new Date().toISOString().slice(0, 7);
  const csv = (client: GraphQLTestClient | null, query: string) =>
    fetch(`${testApp.url}/api/admin/reports/monthly.csv?${query}`, { headers: client ? client.cookieHeader() : {} });

  /** A collar and a gift to the Safe & Happy Fund in one paid order (issue 18: donations in the staff reports). */
  async function buyCollar(owner: GraphQLTestClient) {
    await addCollarToBasket(owner);
    const added = await owner.request<any>(
      'mutation ($amount: String!) { addDonationToBasket(amount: $amount) { total { amountCents } } }',
      { amount: '25' },
    );
    await placePaidOrder(owner, await testCardToken(owner), added.body.data.addDonationToBasket.total.amountCents);
  }

  it('reports this month’s collar and donation revenue in King County, and streams the CSV', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    await buyCollar(owner);
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const answer = await admin.request<any>(REPORT, { from: month, to: month });
    expect(answer.body.errors).toBeUndefined();
    const king = answer.body.data.staffReport.months.find((row: any) => row.jurisdictionName.startsWith('King'));
    const collars = king.revenue.find((row: any) => row.category === 'COLLAR').amount.amountCents;
    expect(collars).toBeGreaterThan(0);
    const donations = king.revenue.find((row: any) => row.category === 'DONATION').amount.amountCents;
    expect(donations).toBeGreaterThanOrEqual(2500);
    expect(answer.body.data.staffReport.proofsWaiting.length).toBeGreaterThan(1);
    const response = await csv(admin, `from=${month}&to=${month}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment/);
    const text = await response.text();
    const [header, ...rows] = text.trim().split('\r\n');
    expect(header).toBe(HEADER);
    const kingRow = rows.find((row) => row.includes('King County'));
    expect(kingRow).toContain((collars / 100).toFixed(2));
  });

  it('refuses bad ranges and every caller but an administrator; another jurisdiction’s rows are not theirs', async () => {
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    for (const [from, to] of [
      ['2026-02', '2026-01'],
      ['2020-01', '2026-01'],
      ["2026-01'; drop table orders; --", '2026-01'],
    ] as const) {
      expect(codeOf(await admin.request<any>(REPORT, { from, to }))).toBe('VALIDATION_FAILED');
      expect((await csv(admin, new URLSearchParams({ from, to }).toString())).status).toBe(400);
    }
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const visitor = new GraphQLTestClient(testApp.url);
    for (const client of [owner, visitor])
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(
        codeOf(await client.request<any>(REPORT, { from: month, to: month })),
      );
    expect((await csv(owner, `from=${month}&to=${month}`)).status).toBe(403);
    expect((await csv(null, `from=${month}&to=${month}`)).status).toBe(401);
    await createTestAdmin(testApp.services, 'ottawa.reports.admin@example.com', DEMO_PASSWORD, ['ottawa-on']);
    const other = await logInAs('ottawa.reports.admin@example.com');
    const theirs = (await other.request<any>(REPORT, { from: month, to: month })).body.data.staffReport;
    for (const row of theirs.months) expect(row.jurisdictionName).toBe('Ottawa, ON');
    expect(theirs.proofsWaiting.map((row: any) => row.jurisdictionName)).toEqual(['Ottawa, ON']);
    const text = await (await csv(other, `from=${month}&to=${month}`)).text();
    expect(text).not.toContain('King County');
  });

  it('puts a taxed order in its month and a partial refund in the month it was made, with gross, tax, refunds and net; quiet months are no rows; the CSV says the same', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const { total } = await addCollarToBasket(owner);
    const order = await placePaidOrder(owner, await testCardToken(owner), total);
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const refunded = await admin.request<any>(REFUND, {
      input: { orderNumber: order.number, amountCents: 500, idempotencyKey: randomUUID() },
    });
    expect(refunded.body.data.refundOrder.status).toBe('PARTIALLY_REFUNDED');
    // months nothing else of this suite touches: the order placed at 23:30 on the last day of `placed` in
    // Seattle's time (already the next month in UTC), the refund made in the middle of the month after
    const placed = monthsBack(month, 21);
    const refundMonth = monthsBack(month, 20);
    const quiet = monthsBack(month, 19);
    const { pool } = testApp.database;
    const [stored] = (
      await pool.query(
        `update orders set placed_at = ((($2 || '-01')::date + interval '1 month' - interval '30 minutes')::timestamp
           at time zone 'America/Los_Angeles') where number = $1 returning id, tax_cents, total_cents, subtotal_cents`,
        [order.number, placed],
      )
    ).rows;
    await pool.query(
      `update order_refunds set created_at = (($2 || '-15 12:00')::timestamp at time zone 'America/Los_Angeles')
       where order_id = $1`,
      [stored.id, refundMonth],
    );
    expect(stored.tax_cents).toBeGreaterThan(0);

    const report = (await admin.request<any>(REPORT, { from: placed, to: quiet })).body.data.staffReport;
    const figures = (row: any) => ({
      month: row.month,
      jurisdictionName: row.jurisdictionName,
      currency: row.currency,
      collars: row.revenue.find((item: any) => item.category === 'COLLAR').amount.amountCents,
      sales: row.sales.amountCents,
      tax: row.tax.amountCents,
      gross: row.gross.amountCents,
      refunds: row.refunds.amountCents,
      net: row.net.amountCents,
    });
    // only the two months with something in them: no row of zeros for the quiet month nor the other places
    expect(report.months.map(figures)).toEqual([
      {
        month: placed,
        jurisdictionName: 'King County, WA',
        currency: 'USD',
        collars: stored.subtotal_cents,
        sales: stored.subtotal_cents,
        tax: stored.tax_cents,
        gross: stored.total_cents,
        refunds: 0,
        net: stored.total_cents,
      },
      {
        month: refundMonth,
        jurisdictionName: 'King County, WA',
        currency: 'USD',
        collars: 0,
        sales: 0,
        tax: 0,
        gross: 0,
        refunds: 500,
        net: -500,
      },
    ]);
    expect(stored.total_cents).toBe(stored.subtotal_cents + stored.tax_cents);

    // the CSV: the same rows, the same figures, in major units written exactly
    const text = await (await csv(admin, `from=${placed}&to=${quiet}`)).text();
    const [header, ...lines] = text.trim().split('\r\n');
    expect(header).toBe(HEADER);
    const columns = HEADER.split(',');
    const rows = lines.map((line) => Object.fromEntries(csvFields(line).map((value, i) => [columns[i], value])));
    expect(rows.map((row) => row.jurisdiction)).toEqual(['King County, WA', 'King County, WA']);
    expect(
      rows.map((row) => [row.month, row.revenue_collar, row.revenue_total, row.tax, row.gross, row.refunds, row.net]),
    ).toEqual(
      report.months.map((row: any) => {
        const each = figures(row);
        return [each.month, each.collars, each.sales, each.tax, each.gross, each.refunds, each.net].map((value) =>
          typeof value === 'number' ? decimalOfCents(value) : value,
        );
      }),
    );
    expect(rows[1]?.net).toBe('-5.00');

    // this month: every row reports something
    const now = (await admin.request<any>(REPORT, { from: month, to: month })).body.data.staffReport;
    for (const row of now.months)
      expect(
        row.licensesIssued + row.licensesRenewed + row.gross.amountCents + row.refunds.amountCents,
        `${row.month} ${row.jurisdictionName}`,
      ).toBeGreaterThan(0);
  });
});
