// biome-ignore-all lint/suspicious/noExplicitAny: the answers are read loosely, field by field
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { createTestAdmin } from '../../test/test-accounts.js';
import { codeOf, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { addCollarToBasket, placePaidOrder, testCardToken } from '../../test/test-store.js';

// issue 17 Reports (decision 0702): revenue by type per month and jurisdiction, the CSV streamed with
// its header, refused to visitors and owners; another jurisdiction's administrator gets only their rows.
const REPORT = `query ($from: String!, $to: String!) { staffReport(from: $from, to: $to) { from to
  months { month jurisdictionName currency licensesIssued licensesRenewed revenue { category amount { amountCents } } }
  proofsWaiting { jurisdictionName waiting oldestDays } } }`;

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
    expect(header).toBe(
      'month,jurisdiction,currency,licenses_issued,licenses_renewed,revenue_license,revenue_tag,revenue_smart_tracker,revenue_wallet_card,revenue_collar,revenue_donation,revenue_total,proofs_waiting_now,oldest_proof_days',
    );
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
    expect(new Set(theirs.months.map((row: any) => row.jurisdictionName))).toEqual(new Set(['Ottawa, ON']));
    const text = await (await csv(other, `from=${month}&to=${month}`)).text();
    expect(text).not.toContain('King County');
  });
});
