import { describe, expect, it } from 'vitest';
import { DEMO_COUNTY_OWNER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { CSRF, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { payForBasket } from '../../test/test-store.js';

// issue 18 (decision 0801): a designed wallet card into the basket, its SVGs kept through checkout;
// artwork and fonts served with long caching; every refusal changes nothing.
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 856 540"><text x="1" y="1">Biscuit</text></svg>';
const MY_PETS = '{ myPets { id name active } }';
const BASKET = '{ basket { count lines { id walletCardId options { kind value } } } }';
const REMOVE = 'mutation ($lineId: ID!) { removeBasketLine(lineId: $lineId) { count } }';
const DESIGNER = '{ walletCardDesigner { fontCssUrl designs { id frontUrl backUrl fontFamily } } }';

describe('wallet cards', () => {
  const testApp = useTestApp();
  const logInAs = (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD);
  const count = async (table: string) =>
    Number((await testApp.database.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n);
  const post = (client: GraphQLTestClient, card: Record<string, unknown>, headers: Record<string, string> = CSRF) =>
    client.callRoute('POST', '/api/wallet-cards', {
      body: JSON.stringify({ card }),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const firstPet = async (client: GraphQLTestClient) =>
    (await client.request<{ myPets: Array<{ id: string; active: boolean }> }>(MY_PETS)).body.data!.myPets.find(
      (pet) => pet.active,
    )!.id;
  const card = (petId: string, extra: Record<string, unknown> = {}) => ({
    designId: 'stripes',
    petId,
    primaryColor: '#2e5e2e',
    secondaryColor: '#ffffff',
    front: SVG,
    back: SVG,
    ...extra,
  });

  it('lists the designs of the owner’s country with versioned artwork, served a year', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const designer = (
      await owner.request<{
        walletCardDesigner: { fontCssUrl: string; designs: Array<{ id: string; frontUrl: string }> };
      }>(DESIGNER)
    ).body.data!.walletCardDesigner;
    expect(designer.fontCssUrl).toBe('/fonts/css2');
    expect(designer.designs.map((design) => design.id)).toEqual(['classic', 'paw-print', 'stars', 'stripes']);
    const front = designer.designs[0]!.frontUrl;
    const art = await fetch(`${testApp.url}${front}`);
    expect(art.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(art.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await fetch(`${testApp.url}${front}`, { headers: { 'if-none-match': art.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await fetch(`${testApp.url}/wallet-card-designs/nope/front.svg`)).status).toBe(404);
    // a visitor has no designer
    const visitor = new GraphQLTestClient(testApp.url);
    expect((await visitor.request(DESIGNER)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('serves the fonts by family and weights, from @fontsource', async () => {
    const css = await fetch(`${testApp.url}/fonts/css2?family=Roboto+Slab:wght@400;900`);
    expect(css.status).toBe(200);
    const text = await css.text();
    expect(text.match(/@font-face/g)).toHaveLength(2);
    const file = /url\(([^)]+)\)/.exec(text)![1]!;
    const font = await fetch(`${testApp.url}${file}`);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(
      Buffer.from(await font.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2');
    expect((await fetch(`${testApp.url}/fonts/css2?family=Papyrus:wght@400`)).status).toBe(400);
    expect((await fetch(`${testApp.url}/fonts/files/..%2F..%2Fpackage.json`)).status).toBe(404);
  });

  it('puts a designed card in the basket and the order keeps its SVGs; refusals change nothing', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const petId = await firstPet(owner);
    const before = await count('wallet_cards');
    for (const [bad, status] of [
      [card(petId, { front: '<svg><script>alert(1)</script></svg>' }), 400],
      [card(petId, { back: '<svg><g></svg>' }), 400],
      [card(petId, { designId: 'maple-leaf' }), 400],
      [card(petId, { primaryColor: 'red' }), 400],
      [card('999999'), 404],
    ] as const)
      expect((await post(owner, bad)).status).toBe(status);
    expect((await post(owner, card(petId), {})).status).toBe(403);
    expect((await post(new GraphQLTestClient(testApp.url), card(petId))).status).toBe(401);
    const stranger = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    expect((await post(stranger, card(petId))).status).toBe(404); // another owner's pet
    expect(await count('wallet_cards')).toBe(before);

    const added = await post(owner, card(petId));
    expect(added.status).toBe(200);
    const basket = (
      await owner.request<{ basket: { lines: Array<{ walletCardId: string | null; options: unknown[] }> } }>(BASKET)
    ).body.data!.basket;
    const line = basket.lines.find((entry) => entry.walletCardId);
    expect(line?.options).toEqual([{ kind: 'design', value: 'stripes' }]);
    const path = `/api/wallet-cards/${line!.walletCardId}/front.svg`;
    expect(await (await owner.callRoute('GET', path)).bytes()).toEqual(Buffer.from(SVG));
    expect((await stranger.callRoute('GET', path)).status).toBe(404);

    await payForBasket(owner);
    const printed = await testApp.database.pool.query(
      'select c.front, c.design_id from order_lines l join wallet_cards c on c.id = l.wallet_card_id where c.id = $1',
      [line!.walletCardId],
    );
    expect(printed.rows).toEqual([{ front: SVG, design_id: 'stripes' }]);
  });

  it('holds at most 10 designed cards in a basket; a removed line takes its card with it', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const petId = await firstPet(owner);
    const lines = async () =>
      (
        await owner.request<{ basket: { lines: Array<{ id: string; walletCardId: string | null }> } }>(BASKET)
      ).body.data!.basket.lines.filter((line) => line.walletCardId);
    const already = (await lines()).length;
    for (let n = already; n < 10; n += 1) expect((await post(owner, card(petId))).status).toBe(200);
    const cards = await count('wallet_cards');
    const full = await post(owner, card(petId));
    expect(full.status).toBe(409);
    expect((await full.json()).error.code).toBe('WALLET_CARD_BASKET_FULL');
    expect(await count('wallet_cards')).toBe(cards);
    const [first] = await lines();
    expect((await owner.request(REMOVE, { lineId: first!.id })).body.errors).toBeUndefined();
    expect(await count('wallet_cards')).toBe(cards - 1);
    expect((await post(owner, card(petId))).status).toBe(200);
  });
});
