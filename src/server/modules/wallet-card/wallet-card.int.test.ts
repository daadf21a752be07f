import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foundPageUrl } from '../../../domain/homesafe/tag-code.js';
import { composeWalletCard } from '../../../domain/wallet-card/wallet-card.compose.js';
import { findWalletCardDesign } from '../../../domain/wallet-card/wallet-card.designs.js';
import { DEMO_COUNTY_OWNER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { CSRF, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { IMAGE_FIXTURES } from '../../test/test-images.js';
import { payForBasket, placeOrderInput, testCardToken } from '../../test/test-store.js';
import { ARTWORK } from './wallet-card.artwork.js';
import { embeddedFontFaces } from './wallet-card.fonts.js';

// issue 18 (decisions 0801, 0804): a designed wallet card into the basket — its DESIGN, which the server
// composes with the domain's composeWalletCard (as the designer's preview does) — kept through checkout;
// artwork and fonts served with long caching; every refusal changes nothing; no SVG is ever accepted.
const MY_PETS = '{ myPets { id name active tagCode } }';
const BASKET = '{ basket { count lines { id walletCardId options { kind value } } } }';
const REMOVE = 'mutation ($lineId: ID!) { removeBasketLine(lineId: $lineId) { count } }';
const DESIGNER = '{ walletCardDesigner { fontCssUrl foundPageOrigin designs { id frontUrl backUrl fontFamily } } }';
const PET_PHOTO = 'query ($id: ID!) { pet(id: $id) { photo { url } } }';

// the attacks that passed decision 0801's SVG check (svgIssue): namespaced elements, animation to
// javascript:, a namespaced link, a remote image
const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml" xmlns:x="http://www.w3.org/1999/xlink" viewBox="0 0 856 540">';
const ATTACK_SVGS = {
  'namespaced h:script': `${SVG_OPEN}<h:script>alert(1)</h:script></svg>`,
  'namespaced h:iframe': `${SVG_OPEN}<h:iframe src="javascript:alert(1)"></h:iframe></svg>`,
  'animate to javascript:': `${SVG_OPEN}<a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">go</text></a></svg>`,
  'set to javascript:': `${SVG_OPEN}<a><set attributeName="href" to="javascript:alert(1)"/><text y="20">go</text></a></svg>`,
  'x:href to javascript:': `${SVG_OPEN}<a x:href="javascript:alert(1)"><text y="20">go</text></a></svg>`,
  'remote image': `${SVG_OPEN}<image x:href="https://evil.example/track.png" width="10" height="10"/></svg>`,
};

/**
 * What is wrong with an SVG as markup: every "<" of a composed card opens a tag (a text's "<" is
 * escaped), so each tag is read for an element or attribute that runs script, embeds a document or
 * reaches out. Text content is not markup: "javascript:" typed as a value is just words on the card.
 */
function markupProblems(svg: string): string[] {
  const problems: string[] = [];
  for (const [tag] of svg.matchAll(/<[^>]*>/g)) {
    const name = /^<\/?([^\s/>]+)/.exec(tag)?.[1] ?? '';
    if (/(^|:)(script|foreignobject|iframe|object|embed|handler|animate\w*|set)$/i.test(name)) problems.push(tag);
    if (/\son\w+\s*=/i.test(tag) || /javascript:/i.test(tag)) problems.push(tag);
    for (const href of tag.matchAll(/\s([\w-]+:)?href\s*=\s*"([^"]*)"/gi))
      if (!/^(#|data:image\/)/.test(href[2] ?? '')) problems.push(tag);
    if (/url\(\s*['"]?(?!data:|#)/i.test(tag)) problems.push(tag);
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(svg)) problems.push('doctype');
  if (/https?:\/\/(?!www\.w3\.org\/2000\/svg")/.test(svg.replace(/<text[^>]*>[^<]*<\/text>/g, '')))
    problems.push('external URL');
  return problems;
}

describe('wallet cards', () => {
  const testApp = useTestApp();
  const logInAs = (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD);
  const count = async (table: string) =>
    Number((await testApp.database.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n);
  const postBody = (client: GraphQLTestClient, body: unknown, headers: Record<string, string> = CSRF) =>
    client.callRoute('POST', '/api/wallet-cards', {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const post = (client: GraphQLTestClient, design: Record<string, unknown>, headers: Record<string, string> = CSRF) =>
    postBody(client, { design, locale: 'en_US' }, headers);
  const firstPet = async (client: GraphQLTestClient) =>
    (
      await client.request<{ myPets: Array<{ id: string; active: boolean; tagCode: string; name: string }> }>(MY_PETS)
    ).body.data!.myPets.find((pet) => pet.active)!;
  const design = (petId: string, extra: Record<string, unknown> = {}) => ({
    designId: 'stripes',
    petId,
    primaryColor: '#2e5e2e',
    secondaryColor: '#ffffff',
    values: { HEADER: 'Biscuit', PET_TEMPERAMENT: 'Friendly', EMERGENCY_CONTACT_TWO_DISPLAY_NAME: 'Robin Keeper' },
    photo: null,
    fallbackFont: false,
    ...extra,
  });
  const storedSides = async (client: GraphQLTestClient) => {
    const lines = (await client.request<{ basket: { lines: Array<{ walletCardId: string | null }> } }>(BASKET)).body
      .data!.basket.lines;
    const id = lines.filter((line) => line.walletCardId).at(-1)!.walletCardId!;
    const side = async (which: 'front' | 'back') => {
      const answer = await client.callRoute('GET', `/api/wallet-cards/${id}/${which}.svg`);
      expect(answer.status).toBe(200);
      return { svg: (await answer.bytes()).toString('utf8'), headers: answer.headers };
    };
    return { id, front: await side('front'), back: await side('back') };
  };

  it('lists the designs of the owner’s country with versioned artwork, served a year', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const designer = (
      await owner.request<{
        walletCardDesigner: {
          fontCssUrl: string;
          foundPageOrigin: string;
          designs: Array<{ id: string; frontUrl: string }>;
        };
      }>(DESIGNER)
    ).body.data!.walletCardDesigner;
    expect(designer.fontCssUrl).toBe('/fonts/css2');
    expect(designer.foundPageOrigin).toBe(new URL(testApp.url).origin);
    expect(designer.designs.map((entry) => entry.id)).toEqual(['classic', 'paw-print', 'stars', 'stripes']);
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

  it('composes the ordered card on the server from the design, exactly as the preview’s function does; the order keeps it; refusals change nothing', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const pet = await firstPet(owner);
    const before = await count('wallet_cards');
    for (const [bad, status] of [
      [design(pet.id, { designId: 'maple-leaf' }), 400], // a Canadian design in the US
      [design(pet.id, { designId: 'nope' }), 400],
      [design(pet.id, { primaryColor: 'red' }), 400],
      [design(pet.id, { secondaryColor: '#123456' }), 400], // not one of the palette's
      [design(pet.id, { values: { HEADER: 'x'.repeat(25) } }), 400], // over its 24 characters
      [design(pet.id, { values: { HEADER: 'Bis\u0007cuit' } }), 400], // a control character
      [design(pet.id, { values: { SECRET: 'x' } }), 400],
      [design(pet.id, { photo: 'deadbeef' }), 400], // a photo the pet does not have
      [design(pet.id, { fallbackFont: 'yes' }), 400],
      [design('999999'), 404],
    ] as const)
      expect((await post(owner, bad)).status).toBe(status);
    expect((await post(owner, design(pet.id), {})).status).toBe(403);
    expect((await post(new GraphQLTestClient(testApp.url), design(pet.id))).status).toBe(401);
    const stranger = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    expect((await post(stranger, design(pet.id))).status).toBe(404); // another owner's pet
    expect(await count('wallet_cards')).toBe(before);

    const added = await post(owner, design(pet.id));
    expect(added.status).toBe(200);
    const basket = (
      await owner.request<{ basket: { lines: Array<{ walletCardId: string | null; options: unknown[] }> } }>(BASKET)
    ).body.data!.basket;
    const line = basket.lines.find((entry) => entry.walletCardId);
    expect(line?.options).toEqual([{ kind: 'design', value: 'stripes' }]);

    // what the preview composes with the same inputs is, to the character, what is stored and printed
    const stripes = findWalletCardDesign('stripes')!;
    const expected = composeWalletCard({
      design: stripes,
      artwork: { front: ARTWORK.get('stripes/FRONT')!.svg, back: ARTWORK.get('stripes/BACK')!.svg },
      primaryColor: '#2e5e2e',
      secondaryColor: '#ffffff',
      values: design(pet.id).values,
      fontFaces: await embeddedFontFaces('Roboto Slab', [400, 700, 900]),
      photo: null,
      qrText: foundPageUrl(new URL(testApp.url).origin, 'en_US', pet.tagCode),
      locale: 'en_US',
      petName: pet.name,
    });
    const path = `/api/wallet-cards/${line!.walletCardId}/front.svg`;
    const served = await owner.callRoute('GET', path);
    expect((await served.bytes()).toString('utf8')).toBe(expected.front);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect((await stranger.callRoute('GET', path)).status).toBe(404);

    await payForBasket(owner);
    const printed = await testApp.database.pool.query(
      'select c.front, c.back, c.design_id, c.composed_by, c.design from order_lines l join wallet_cards c on c.id = l.wallet_card_id where c.id = $1',
      [line!.walletCardId],
    );
    expect(printed.rows).toEqual([
      {
        front: expected.front,
        back: expected.back,
        design_id: 'stripes',
        composed_by: 'server',
        design: design(pet.id),
      },
    ]);
  });

  it('embeds the pet’s stored photo, the one the preview showed, and the fallback font when the preview had it', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const pet = await firstPet(owner);
    const upload = await owner.callRoute('PUT', `/api/pets/${pet.id}/photo`, {
      body: new Uint8Array(readFileSync(join(IMAGE_FIXTURES, 'dog.jpg'))),
      headers: { 'content-type': 'image/jpeg', ...CSRF },
    });
    expect(upload.status).toBe(200);
    const url = (await owner.request<{ pet: { photo: { url: string } } }>(PET_PHOTO, { id: pet.id })).body.data!.pet
      .photo.url;
    const version = new URL(url, testApp.url).searchParams.get('v')!;
    const stored = await (await owner.callRoute('GET', url)).bytes();
    expect((await post(owner, design(pet.id, { photo: version, fallbackFont: true }))).status).toBe(200);
    const { front } = await storedSides(owner);
    expect(front.svg).toContain(`href="data:image/jpeg;base64,${stored.toString('base64')}"`);
    expect(front.svg).not.toContain('@font-face');
    expect(front.svg).toContain('font-family:Arial, Helvetica, sans-serif');
  });

  it('refuses the SVGs that passed the old check, and a design’s texts come out as text, escaped (decision 0804)', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const pet = await firstPet(owner);
    const before = await count('wallet_cards');
    for (const [attack, svg] of Object.entries(ATTACK_SVGS)) {
      // the upload of decision 0801: a card of SVGs
      const old = await postBody(owner, {
        card: {
          designId: 'stripes',
          petId: pet.id,
          primaryColor: '#2e5e2e',
          secondaryColor: '#ffffff',
          front: svg,
          back: svg,
        },
      });
      expect(old.status, attack).toBe(400);
      expect((await old.json()).error.code).toBe('WALLET_CARD_INVALID');
      // a design with an SVG beside it, or an SVG as the whole body
      expect((await post(owner, { ...design(pet.id), front: svg, back: svg })).status, attack).toBe(400);
      expect((await postBody(owner, { design: design(pet.id), svg })).status, attack).toBe(400);
      const raw = await owner.callRoute('POST', '/api/wallet-cards', {
        body: svg,
        headers: { 'content-type': 'image/svg+xml', ...CSRF },
      });
      // a body Fastify refuses before the handler still answers in the route's shape
      expect(raw.status, attack).toBe(415);
      expect((await raw.json()).error.code, attack).toBe('WALLET_CARD_INVALID');
    }
    const multipart = await owner.callRoute('POST', '/api/wallet-cards', {
      body: '--b\r\nContent-Disposition: form-data; name="design"\r\n\r\n{}\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b', ...CSRF },
    });
    expect(multipart.status).toBe(415);
    expect((await multipart.json()).error.code).toBe('WALLET_CARD_INVALID');
    // too large to be a design
    const tooLarge = await postBody(owner, { design: { ...design(pet.id), padding: 'x'.repeat(20_000) } });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error.code).toBe('WALLET_CARD_INVALID');
    expect(await count('wallet_cards')).toBe(before);

    // markup typed as the card's words, within each value's limit
    const values = {
      HEADER: '<h:script>x</h:script>',
      PET_TEMPERAMENT: 'javascript:alert(1) <svg onload=x>',
      PET_COLOR: '<image href="http://x.io/z">',
      EMERGENCY_CONTACT_TWO_DISPLAY_NAME: '<h:iframe src=javascript:1>',
      EMERGENCY_CONTACT_TWO_PHONE_NUMBER: '" onload="alert(1)',
    };
    expect((await post(owner, design(pet.id, { values }))).status).toBe(200);
    const { front, back } = await storedSides(owner);
    for (const side of [front, back]) {
      expect(markupProblems(side.svg)).toEqual([]);
      expect(side.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox",
      );
    }
    // each value drawn whole, as words: escaped in the file, read back as typed
    expect(front.svg).toContain('>&lt;h:script&gt;x&lt;/h:script&gt;</text>');
    expect(back.svg).toContain('>&quot; onload=&quot;alert(1)</text>');
    const words = (svg: string) =>
      [...svg.matchAll(/<text class="wc-value"[^>]*>([^<]*)<\/text>/g)]
        .map((match) => match[1]!)
        .join(' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
    for (const type of ['HEADER', 'PET_TEMPERAMENT', 'PET_COLOR'] as const)
      expect(words(front.svg)).toContain(values[type]);
    for (const type of ['EMERGENCY_CONTACT_TWO_DISPLAY_NAME', 'EMERGENCY_CONTACT_TWO_PHONE_NUMBER'] as const)
      expect(words(back.svg)).toContain(values[type]);
  });

  it('serves a card stored before decision 0804 (SVGs from the browser, no design) only as a sandboxed image', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const { rows } = await testApp.database.pool.query<{ id: string }>(
      `insert into wallet_cards (account_id, design_id, primary_color, secondary_color, front, back, composed_by)
       select id, 'classic', '#1b3a5c', '#ffffff', $2, $2, 'client' from accounts where email = $1 returning id`,
      [DEMO_OWNER_EMAIL, ATTACK_SVGS['namespaced h:script']],
    );
    const answer = await owner.callRoute('GET', `/api/wallet-cards/${rows[0]!.id}/front.svg`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*; sandbox$/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    // a card the server composed always has its design; one from the browser never claims to
    await expect(
      testApp.database.pool.query(
        `insert into wallet_cards (account_id, design_id, primary_color, secondary_color, front, back)
         select id, 'classic', '#1b3a5c', '#ffffff', 'x', 'x' from accounts where email = $1`,
        [DEMO_OWNER_EMAIL],
      ),
    ).rejects.toThrow(/wallet_cards_composed_by_check/);
    await testApp.database.pool.query('delete from wallet_cards where id = $1', [rows[0]!.id]);
  });

  it('refuses to check out a card stored before decision 0804: it is designed again, never printed', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const pet = await firstPet(owner);
    expect((await post(owner, design(pet.id))).status).toBe(200);
    const basket = (await owner.request<{ basket: { lines: Array<{ walletCardId: string | null }> } }>(BASKET)).body
      .data!.basket;
    const cardId = basket.lines.find((line) => line.walletCardId)!.walletCardId!;
    // as a card from the browser was stored before 0804: its SVGs, no design
    await testApp.database.pool.query("update wallet_cards set composed_by = 'client', design = null where id = $1", [
      cardId,
    ]);
    const total = (
      await owner.request<{ basket: { total: { amountCents: number } } }>('{ basket { total { amountCents } } }')
    ).body.data!.basket.total.amountCents;
    const orders = await count('orders');
    const placed = await owner.request('mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number } }', {
      input: await placeOrderInput(owner, { cardToken: await testCardToken(owner), expectedTotalCents: total }),
    });
    expect(placed.body.errors?.[0]?.extensions?.code).toBe('WALLET_CARD_INVALID');
    expect(await count('orders')).toBe(orders);
    await testApp.database.pool.query('delete from basket_lines where wallet_card_id = $1', [cardId]);
    await testApp.database.pool.query('delete from wallet_cards where id = $1', [cardId]);
  });

  it('holds at most 10 designed cards in a basket; a removed line takes its card with it', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const pet = await firstPet(owner);
    const lines = async () =>
      (
        await owner.request<{ basket: { lines: Array<{ id: string; walletCardId: string | null }> } }>(BASKET)
      ).body.data!.basket.lines.filter((line) => line.walletCardId);
    const already = (await lines()).length;
    for (let n = already; n < 10; n += 1) expect((await post(owner, design(pet.id))).status).toBe(200);
    const cards = await count('wallet_cards');
    const full = await post(owner, design(pet.id));
    expect(full.status).toBe(409);
    expect((await full.json()).error.code).toBe('WALLET_CARD_BASKET_FULL');
    expect(await count('wallet_cards')).toBe(cards);
    const [first] = await lines();
    expect((await owner.request(REMOVE, { lineId: first!.id })).body.errors).toBeUndefined();
    expect(await count('wallet_cards')).toBe(cards - 1);
    expect((await post(owner, design(pet.id))).status).toBe(200);
  });
});
