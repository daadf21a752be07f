import { describe, expect, it } from 'vitest';
import { DEMO_COUNTY_OWNER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { MONEY, type Money } from '../../test/test-store.js';

// issue 15, first slice: the catalog priced per country and the basket (decision 0401).
const PRODUCTS = `query ($category: ProductCategory) { storeProducts(category: $category) { id slug category name options { kind values } engraved price { ${MONEY} } } }`;
const PRODUCT = `query ($id: String!) { storeProduct(id: $id) { id slug name price { ${MONEY} } } }`;
const BASKET_FIELDS = `count country currency subtotal { ${MONEY} } tax { ${MONEY} } total { ${MONEY} } taxRateBasisPoints continueToCheckoutUrl
  lines { id productId productName quantity unitPrice { ${MONEY} } currentPrice { ${MONEY} } lineTotal { ${MONEY} } options { kind value } engraving }`;
const BASKET = `{ basket { ${BASKET_FIELDS} } }`;
const ADD = `mutation ($input: AddToBasketInput!) { addToBasket(input: $input) { ${BASKET_FIELDS} } }`;
const CHANGE = `mutation ($lineId: ID!, $quantity: Int!) { changeBasketLine(lineId: $lineId, quantity: $quantity) { ${BASKET_FIELDS} } }`;
const REMOVE = `mutation ($lineId: ID!) { removeBasketLine(lineId: $lineId) { ${BASKET_FIELDS} } }`;

type Product = {
  id: string;
  slug: string;
  name: string;
  price: Money;
  options: Array<{ kind: string; values: string[] }>;
};
type Basket = {
  count: number;
  currency: string;
  subtotal: Money;
  tax: Money;
  total: Money;
  taxRateBasisPoints: number;
  continueToCheckoutUrl: string;
  lines: Array<{
    id: string;
    quantity: number;
    productName: string;
    unitPrice: Money;
    engraving: string[];
    options: Array<{ kind: string; value: string }>;
  }>;
};
const BONE_TAG = { design: 'paw-print', color: 'red' };
const options = (chosen: Record<string, string>) => Object.entries(chosen).map(([kind, value]) => ({ kind, value }));

describe('store: catalog and basket', () => {
  const testApp = useTestApp();
  const visitor = (locale = 'en_US', city?: string) =>
    new GraphQLTestClient(testApp.url, {
      'x-pawport-locale': locale,
      ...(city ? { cookie: `pawport_city=${city}` } : {}),
    });
  const logInAs = (email: string, client?: GraphQLTestClient) => logInClient(testApp.url, email, DEMO_PASSWORD, client);
  const products = async (client: GraphQLTestClient, category?: string) =>
    (await client.request<{ storeProducts: Product[] }>(PRODUCTS, { category })).body.data!.storeProducts;
  const productId = async (client: GraphQLTestClient, slug: string) =>
    (await products(client)).find((product) => product.slug === slug)!.id;
  const tables = async () =>
    (
      await testApp.database.pool.query(
        'select (select count(*) from baskets)::int as b, (select count(*) from basket_lines)::int as l',
      )
    ).rows[0] as { b: number; l: number };

  it('prices the catalog in USD on a US site and CAD on a Canadian one, with products of one country only', async () => {
    const us = await products(visitor());
    const canada = await products(visitor('en_CA'));
    const bone = (list: Product[]) => list.find((product) => product.slug === 'bone-id-tag');
    expect(bone(us)?.price).toEqual({ amountCents: 1499, currency: 'USD' });
    expect(bone(canada)?.price).toEqual({ amountCents: 1899, currency: 'CAD' });
    expect(us.some((product) => product.slug === 'maple-leaf-id-tag')).toBe(false);
    expect(canada.some((product) => product.slug === 'maple-leaf-id-tag')).toBe(true);
    expect((await products(visitor(), 'COLLAR')).map((product) => product.slug)).toEqual([
      'reflective-nylon-collar',
      'leather-collar',
    ]);
    const french = await visitor('fr_CA').request<{ storeProduct: Product }>(PRODUCT, { id: 'bone-id-tag' });
    expect(french.body.data?.storeProduct.name).toBe('Médaille d’identité en forme d’os');
    // not sold here, unknown, or nonsense: the not-found page
    for (const id of ['maple-leaf-id-tag', 'no-such-product', '00000000-0000-0000-0000-000000000000', 'x'.repeat(500)])
      expect((await visitor().request(PRODUCT, { id })).body.data?.storeProduct).toBeNull();
  });

  it('keeps a visitor basket by cookie, adds up the same choice, changes and removes lines, taxes merchandise', async () => {
    const shopper = visitor();
    expect((await shopper.request<{ basket: Basket }>(BASKET)).body.data?.basket).toMatchObject({
      count: 0,
      lines: [],
    });
    expect(shopper.cookies.size).toBe(0); // reading makes no cookie
    const bone = await productId(shopper, 'bone-id-tag');
    const add = (quantity: number, engraving = ['Rex', '206 555 0123']) =>
      shopper.request<{ addToBasket: Basket }>(ADD, {
        input: { productId: bone, quantity, options: options(BONE_TAG), engraving },
      });
    expect((await add(2)).body.errors).toBeUndefined();
    expect(shopper.cookies.has('pawport_basket')).toBe(true);
    const added = (await add(1, ['  Rex ', '206   555 0123'])).body.data!.addToBasket; // the same engraving, tidied
    expect(added.lines).toHaveLength(1);
    expect(added.lines[0]).toMatchObject({
      quantity: 3,
      engraving: ['Rex', '206 555 0123'],
      productName: 'Bone ID tag',
    });
    // King County: 10.25 % of 3 × 14.99 = 44.97 → 4.61 (half up)
    expect(added).toMatchObject({
      count: 3,
      currency: 'USD',
      subtotal: { amountCents: 4497 },
      tax: { amountCents: 461 },
      total: { amountCents: 4958 },
      taxRateBasisPoints: 1025,
      continueToCheckoutUrl: '/basket',
    });
    const line = added.lines[0]!.id;
    const changed = (await shopper.request<{ changeBasketLine: Basket }>(CHANGE, { lineId: line, quantity: 10 })).body
      .data!.changeBasketLine;
    expect(changed.count).toBe(10);
    // past the maximum by adding: refused, nothing changes
    const over = await add(1);
    expect(over.body.errors?.[0]?.extensions?.details?.fields?.[0]?.path).toBe('quantity');
    expect((await shopper.request<{ basket: Basket }>(BASKET)).body.data?.basket.count).toBe(10);
    const removed = (await shopper.request<{ removeBasketLine: Basket }>(REMOVE, { lineId: line })).body.data!
      .removeBasketLine;
    expect(removed).toMatchObject({ count: 0, lines: [], total: { amountCents: 0 } });
  });

  it('refuses bad quantities, options and engraving with field errors, and changes nothing', async () => {
    const shopper = visitor();
    const bone = await productId(shopper, 'bone-id-tag');
    const collar = await productId(shopper, 'reflective-nylon-collar');
    const before = await tables();
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ productId: bone, quantity: 0, options: options(BONE_TAG), engraving: ['Rex'] }, 'quantity'],
      [{ productId: bone, quantity: -1, options: options(BONE_TAG), engraving: ['Rex'] }, 'quantity'],
      [{ productId: bone, quantity: 11, options: options(BONE_TAG), engraving: ['Rex'] }, 'quantity'],
      [
        { productId: bone, quantity: 1, options: options({ design: 'paw-print' }), engraving: ['Rex'] },
        'options.color',
      ],
      [
        { productId: bone, quantity: 1, options: options({ ...BONE_TAG, color: 'plaid' }), engraving: ['Rex'] },
        'options.color',
      ],
      [
        { productId: bone, quantity: 1, options: options({ ...BONE_TAG, size: 'M' }), engraving: ['Rex'] },
        'options.size',
      ],
      [{ productId: bone, quantity: 1, options: options(BONE_TAG), engraving: [] }, 'options.engraving.0'],
      [
        { productId: bone, quantity: 1, options: options(BONE_TAG), engraving: ['Rex', 'x'.repeat(19)] },
        'options.engraving.1',
      ],
      [{ productId: bone, quantity: 1, options: options(BONE_TAG), engraving: ['<script>'] }, 'options.engraving.0'],
      [
        { productId: collar, quantity: 1, options: options({ size: 'M', color: 'blue' }), engraving: ['Rex'] },
        'options.engraving',
      ],
      [{ productId: 'not-a-uuid', quantity: 1 }, 'productId'],
    ];
    for (const [input, path] of refused) {
      const result = await shopper.request(ADD, { input });
      const fields = result.body.errors?.[0]?.extensions?.details?.fields ?? [];
      expect(
        fields.map((field) => field.path),
        JSON.stringify(input),
      ).toContain(path);
    }
    // 10^9 and 1.5 are not Int for GraphQL; both refused
    for (const quantity of [1e9 * 10, 1.5])
      expect((await shopper.request(ADD, { input: { productId: bone, quantity } })).body.errors).toBeDefined();
    // a product of the other country
    const maple = await productId(visitor('en_CA'), 'maple-leaf-id-tag');
    const other = await shopper.request(ADD, {
      input: { productId: maple, quantity: 1, options: options({ color: 'red' }), engraving: ['Rex'] },
    });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('PRODUCT_NOT_SOLD_HERE');
    expect(await tables()).toEqual(before);

    // a basket sells in one currency: with US lines in it, the Canadian site refuses to add
    await shopper.request(ADD, {
      input: { productId: bone, quantity: 1, options: options(BONE_TAG), engraving: ['Rex'] },
    });
    const canadian = await shopper.request(
      ADD,
      { input: { productId: maple, quantity: 1, options: options({ color: 'red' }), engraving: ['Rex'] } },
      { 'x-pawport-locale': 'en_CA' },
    );
    expect(canadian.body.errors?.[0]?.extensions?.code).toBe('BASKET_OTHER_COUNTRY');
    const stillUs = await shopper.request<{ basket: Basket }>(BASKET, {}, { 'x-pawport-locale': 'en_CA' });
    expect(stillUs.body.data?.basket).toMatchObject({ currency: 'USD', count: 1 });
  });

  it('answers another shopper’s line as not found, and merges a visitor basket into the owner’s at log-in', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const collar = await productId(owner, 'reflective-nylon-collar');
    const own = (
      await owner.request<{ addToBasket: Basket }>(ADD, {
        input: { productId: collar, quantity: 1, options: options({ size: 'M', color: 'blue' }) },
      })
    ).body.data!.addToBasket;
    const ownLine = own.lines[0]!.id;

    const stranger = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    const someoneElse = visitor();
    for (const client of [stranger, someoneElse]) {
      for (const [query, variables] of [
        [CHANGE, { lineId: ownLine, quantity: 2 }],
        [REMOVE, { lineId: ownLine }],
      ] as const) {
        const result = await client.request(query, variables);
        expect(result.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
    }
    expect((await owner.request<{ basket: Basket }>(BASKET)).body.data?.basket.count).toBe(1);

    // a visitor fills a basket, then logs in: one basket with both, the same choice added up
    const shopper = visitor();
    await shopper.request(ADD, {
      input: { productId: collar, quantity: 2, options: options({ size: 'M', color: 'blue' }) },
    });
    const bone = await productId(shopper, 'bone-id-tag');
    await shopper.request(ADD, {
      input: { productId: bone, quantity: 1, options: options(BONE_TAG), engraving: ['Max'] },
    });
    await logInAs(DEMO_OWNER_EMAIL, shopper);
    const merged = (await shopper.request<{ basket: Basket }>(BASKET)).body.data!.basket;
    expect(merged.count).toBe(4);
    expect(merged.lines.map((line) => [line.productName, line.quantity])).toEqual([
      ['Reflective nylon collar', 3],
      ['Bone ID tag', 1],
    ]);
    expect(shopper.cookies.has('pawport_basket')).toBe(false);
    expect((await owner.request<{ basket: Basket }>(BASKET)).body.data?.basket.count).toBe(4);
  });
});
