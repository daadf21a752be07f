import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dogPayload } from '../../../domain/pet/pet-form.fixtures.js';
import { DEMO_COUNTY_OWNER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { DEMO_LICENSED_PET_NAME } from '../../seed/demo-pets.js';
import { createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import { codeOf, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { MONEY } from '../../test/test-store.js';
import { petLicenses } from '../../db/schema/index.js';

// issue 16, licences (decision 0501): the buy flow's options, the licence line in the basket (tax-exempt),
// issuing at checkout with gap-free numbers, renewals and their late fee, and every refusal.
const FEE = `base { ${MONEY} } seniorDiscount { ${MONEY} } exemption { ${MONEY} } lateFee { ${MONEY} } total { ${MONEY} }`;
const OPTIONS = `query ($petId: ID!) { licenseOptions(petId: $petId) { petName proofRequired refusal current { number status termEnd renewalState } terms { termYears termStart termEnd refusal fee { ${FEE} } } } }`;
const ADD = `mutation ($petId: ID!, $termYears: Int!) { addLicenseToBasket(petId: $petId, termYears: $termYears) { count subtotal { ${MONEY} } tax { ${MONEY} } total { ${MONEY} } lines { productName petName problem license { termYears termStart fee { total { ${MONEY} } } } } } }`;
const PETS =
  '{ myPets { id name licenses { number tagNumber status termYears termStart termEnd renewalState certificateUrl } } }';
const TOKENIZE = 'mutation ($input: TestCardInput!) { tokenizeTestCard(input: $input) { token } }';
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number lines { petName license { number tagNumber termYears fee { total { ${MONEY} } } } } } }`;
const ADD_PET = 'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123', country: 'US', postalCode: '98101' };

type Options = {
  current: { termEnd: string };
  terms: Array<{ refusal: string | null; termStart: string; fee: unknown }>;
};
type Pet = { id: string; name: string; licenses: Array<{ number: string; status: string; termYears: number }> };

async function petNamed(client: GraphQLTestClient, name: string) {
  const pets = (await client.request<{ myPets: Pet[] }>(PETS)).body.data!.myPets;
  return pets.find((pet) => pet.name === name)!;
}

async function pay(client: GraphQLTestClient) {
  const basket = await client.request<{ basket: { version: string; total: { amountCents: number } } }>(
    `{ basket { version total { ${MONEY} } } }`,
  );
  const token = await client.request<{ tokenizeTestCard: { token: string } }>(TOKENIZE, { input: CARD });
  return client.request<{ placeOrder: { lines: Array<{ license: { number: string; tagNumber: string } | null }> } }>(
    PLACE,
    {
      input: {
        idempotencyKey: randomUUID(),
        basketVersion: basket.body.data!.basket.version,
        cardToken: token.body.data!.tokenizeTestCard.token,
        expectedTotalCents: basket.body.data!.basket.total.amountCents,
      },
    },
  );
}

describe('licences', () => {
  const testApp = useTestApp();
  const logInAs = (email: string, password = DEMO_PASSWORD) => logInClient(testApp.url, email, password);
  const sql = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);

  it('licenses a dog for two years: options, a tax-exempt basket line, a numbered licence awaiting proof', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const biscuit = await petNamed(owner, 'Biscuit');
    const options = await owner.request<{
      licenseOptions: { proofRequired: boolean; refusal: null; terms: unknown[] };
    }>(OPTIONS, { petId: biscuit.id });
    expect(options.body.errors).toBeUndefined();
    // King County: an unaltered dog is 60.00 a year, terms of 1, 2 and 3 years
    expect(options.body.data!.licenseOptions).toMatchObject({
      proofRequired: true,
      refusal: null,
      terms: [
        { termYears: 1, refusal: null, fee: { total: { amountCents: 6000, currency: 'USD' } } },
        { termYears: 2, refusal: null, fee: { base: { amountCents: 12000 }, total: { amountCents: 12000 } } },
        { termYears: 3, refusal: null, fee: { total: { amountCents: 18000 } } },
      ],
    });
    const added = await owner.request<{ addLicenseToBasket: Record<string, unknown> }>(ADD, {
      petId: biscuit.id,
      termYears: 2,
    });
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data!.addLicenseToBasket).toMatchObject({
      count: 1,
      subtotal: { amountCents: 12000 },
      tax: { amountCents: 0 },
      total: { amountCents: 12000 },
      lines: [{ productName: 'Pet license', petName: 'Biscuit', problem: null, license: { termYears: 2 } }],
    });
    expect(codeOf(await owner.request(ADD, { petId: biscuit.id, termYears: 1 }))).toBe('LICENSE_ALREADY_IN_BASKET');

    const paid = await pay(owner);
    expect(paid.body.errors).toBeUndefined();
    const line = paid.body.data!.placeOrder.lines[0]!.license!;
    expect(line.number).toMatch(new RegExp(`^KC-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(line.tagNumber).toMatch(/^KC\d{6}$/);
    const licensed = await petNamed(owner, 'Biscuit');
    expect(licensed.licenses).toEqual([
      expect.objectContaining({ number: line.number, status: 'PENDING_PROOF', termYears: 2, renewalState: 'NOT_YET' }),
    ]);
    // its certificate: none while the licence waits for its rabies proof; once in force, a PDF for the
    // owner, not found for another owner, refused to a visitor
    const certificateUrl = `${testApp.url}/api/licenses/${line.number}/certificate.pdf`;
    expect((await fetch(certificateUrl, { headers: owner.cookieHeader() })).status).toBe(404);
    await testApp.services.db.update(petLicenses).set({ status: 'ACTIVE' }).where(eq(petLicenses.number, line.number));
    const pdf = await fetch(certificateUrl, { headers: owner.cookieHeader() });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('attachment');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const stranger = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    expect((await fetch(certificateUrl, { headers: stranger.cookieHeader() })).status).toBe(404);
    expect((await fetch(certificateUrl)).status).toBe(401);
    // a licence for the same pet again is refused: its renewal window is not open
    expect(codeOf(await owner.request(ADD, { petId: biscuit.id, termYears: 1 }))).toBe('LICENSE_RENEWAL_NOT_OPEN');
  });

  it('renews from the old expiry inside the window, and charges the late fee after the grace period', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const juniper = await petNamed(owner, DEMO_LICENSED_PET_NAME);
    const [license] = juniper.licenses;
    const options = (petId: string) => owner.request<{ licenseOptions: Options }>(OPTIONS, { petId });
    expect((await options(juniper.id)).body.data!.licenseOptions.terms[0]?.refusal).toBe('LICENSE_RENEWAL_NOT_OPEN');

    await sql('update pet_licenses set term_end = current_date + 20 where number = $1', [license!.number]);
    const open = (await options(juniper.id)).body.data!.licenseOptions;
    expect(open.current).toMatchObject({ number: license!.number, status: 'ACTIVE', renewalState: 'OPEN' });
    expect(open.terms[0]).toMatchObject({
      refusal: null,
      termStart: open.current.termEnd,
      fee: { lateFee: { amountCents: 0 }, total: { amountCents: 3000 } },
    });

    // 31 days ago where Juniper lives (Los Angeles' today, which is UTC's yesterday from 00:00 to 08:00 UTC)
    await sql(
      "update pet_licenses set term_end = (now() at time zone 'America/Los_Angeles')::date - 31 where number = $1",
      [license!.number],
    );
    const late = (await options(juniper.id)).body.data!.licenseOptions;
    expect(late.current).toMatchObject({ status: 'EXPIRED', renewalState: 'LATE' });
    // altered dog 30.00 + late fee 15.00, starting today
    expect(late.terms[0]?.fee).toMatchObject({ lateFee: { amountCents: 1500 }, total: { amountCents: 4500 } });
  });

  it('refuses an owner without a birthdate, another owner’s pet, a visitor and a term not offered', async () => {
    const county = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    const pet = await county.request<{ addPet: { id: string } }>(ADD_PET, { input: dogPayload('Pepper') });
    const petId = pet.body.data!.addPet.id;
    const options = await county.request<{ licenseOptions: { refusal: string } }>(OPTIONS, { petId });
    expect(options.body.data!.licenseOptions.refusal).toBe('LICENSE_OWNER_BIRTHDATE_REQUIRED');
    const before = await sql('select count(*)::int as n from basket_lines');
    expect(codeOf(await county.request(ADD, { petId, termYears: 1 }))).toBe('LICENSE_OWNER_BIRTHDATE_REQUIRED');
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    expect(codeOf(await owner.request(ADD, { petId, termYears: 1 }))).toBe('NOT_FOUND');
    expect(codeOf(await owner.request(OPTIONS, { petId }))).toBe('NOT_FOUND');
    const biscuitOwner = await petNamed(owner, 'Miso');
    expect(codeOf(await owner.request(ADD, { petId: biscuitOwner.id, termYears: 4 }))).toBe('LICENSE_TERM_NOT_OFFERED');
    expect(codeOf(await owner.request(ADD, { petId: 'x', termYears: 1 }))).toBe('NOT_FOUND');
    const visitor = new GraphQLTestClient(testApp.url);
    expect(codeOf(await visitor.request(ADD, { petId, termYears: 1 }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await visitor.request(OPTIONS, { petId }))).toBe('UNAUTHENTICATED');
    expect((await sql('select count(*)::int as n from basket_lines')).rows[0].n).toBe(before.rows[0].n);
  });

  it('refuses a retired pet and a pet past the household limit, and changes nothing', async () => {
    const email = 'licence-household@example.com';
    await createTestOwner(testApp.services, email, TEST_PASSWORD, { birthdate: { year: 1980, month: 1, day: 1 } });
    const client = await logInAs(email, TEST_PASSWORD);
    const addPet = async (name: string) =>
      (await client.request<{ addPet: { id: string } }>(ADD_PET, { input: dogPayload(name) })).body.data!.addPet.id;
    const [first, second, retired] = [await addPet('One'), await addPet('Two'), await addPet('Gone')];
    await sql('update pets set retired_at = now() where id = $1', [retired]);
    expect(codeOf(await client.request(ADD, { petId: retired, termYears: 1 }))).toBe('PET_INACTIVE');
    await sql(
      "update jurisdictions set license_policy = jsonb_set(license_policy, '{maxPetsPerHousehold}', '1') where slug = 'king-county-wa'",
    );
    try {
      expect((await client.request(ADD, { petId: first, termYears: 1 })).body.errors).toBeUndefined();
      const options = await client.request<{ licenseOptions: { refusal: string } }>(OPTIONS, { petId: second });
      expect(options.body.data!.licenseOptions.refusal).toBe('LICENSE_HOUSEHOLD_LIMIT');
      expect(codeOf(await client.request(ADD, { petId: second, termYears: 1 }))).toBe('LICENSE_HOUSEHOLD_LIMIT');
    } finally {
      await sql(
        "update jurisdictions set license_policy = jsonb_set(license_policy, '{maxPetsPerHousehold}', 'null') where slug = 'king-county-wa'",
      );
    }
  });

  it('numbers 20 licences paid at once without a gap', async () => {
    const owners = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const email = `licence-rush-${index}@example.com`;
        await createTestOwner(testApp.services, email, TEST_PASSWORD, { birthdate: { year: 1980, month: 1, day: 1 } });
        const client = await logInAs(email, TEST_PASSWORD);
        const pet = await client.request<{ addPet: { id: string } }>(ADD_PET, { input: dogPayload(`Rush ${index}`) });
        const added = await client.request(ADD, { petId: pet.body.data!.addPet.id, termYears: 1 });
        expect(added.body.errors).toBeUndefined();
        return client;
      }),
    );
    const paid = await Promise.all(owners.map(pay));
    for (const answer of paid) expect(answer.body.errors).toBeUndefined();
    const numbers = (
      await sql('select number from pet_licenses where number like $1 order by number', [
        `KC-${new Date().getUTCFullYear()}-%`,
      ])
    ).rows.map((row) => Number(String(row.number).slice(-6)));
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    expect(numbers.length).toBeGreaterThanOrEqual(21);
  });
});
