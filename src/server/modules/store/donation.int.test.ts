// The Safe & Happy Fund (issue 18, decision 0802): a donation is one untaxed basket line priced by the donor,
// within the bounds; bad amounts are refused and change nothing; the store never lists the fund's product.
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';

const DONATE =
  'mutation ($amount: String!) { addDonationToBasket(amount: $amount) { count subtotal { amountCents } tax { amountCents } total { amountCents } lines { productName quantity } } }';

describe('donations', () => {
  const testApp = useTestApp();

  it('puts one untaxed line in the basket; a second donation replaces the amount', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    type Answer = {
      addDonationToBasket: {
        count: number;
        subtotal: { amountCents: number };
        tax: { amountCents: number };
        total: { amountCents: number };
      };
    };
    const first = await owner.request<Answer>(DONATE, { amount: '25' });
    expect(first.body.errors).toBeUndefined();
    const before = first.body.data!.addDonationToBasket;
    const second = await owner.request<Answer>(DONATE, { amount: '40.50' });
    const after = second.body.data!.addDonationToBasket;
    expect(after.count).toBe(before.count);
    expect(after.subtotal.amountCents - before.subtotal.amountCents).toBe(1_550);
    expect(after.tax.amountCents).toBe(before.tax.amountCents);
  });

  it('refuses an amount out of bounds or not an amount, and changes nothing', async () => {
    const visitor = new GraphQLTestClient(testApp.url);
    const lines = async () =>
      Number((await testApp.database.pool.query('select count(*)::int as n from basket_lines')).rows[0].n);
    const count = await lines();
    for (const amount of ['4.99', '1000.01', 'ten', '', '-5']) {
      const answer = await visitor.request(DONATE, { amount });
      expect(answer.body.errors?.[0]?.extensions?.code, amount).toBe('VALIDATION_FAILED');
    }
    expect(await lines()).toBe(count);
    const listed = await visitor.request<{ storeProducts: Array<{ slug: string }> }>('{ storeProducts { slug } }');
    expect(listed.body.data!.storeProducts.map((product) => product.slug)).not.toContain('safe-and-happy-fund');
  });
});
