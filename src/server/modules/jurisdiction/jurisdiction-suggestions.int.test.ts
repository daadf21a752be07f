import { describe, expect, it } from 'vitest';
import { SEATTLE_MAIN_ST, TORONTO_CITY_HALL } from '../../../domain/address/address.fixtures.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { createAccount } from '../account/account.service.js';
import { GraphQLTestClient, LOG_IN, useTestApp } from '../../test/test-app.js';
import { addJurisdictionBoundaries } from './jurisdiction.service.js';

const SUGGEST = `query ($address: AddressInput!) {
  suggestedJurisdictions(address: $address) {
    suggestedJurisdictions { id name color jurisdictionInformation adminHasAccess }
    autoSelectedId
    fallbackJurisdiction { id adminHasAccess }
    home { lng lat }
  }
}`;

type Suggestions = {
  suggestedJurisdictions: {
    suggestedJurisdictions: Array<{
      id: string;
      name: string;
      color: string | null;
      jurisdictionInformation: string | null;
      adminHasAccess: boolean;
    }>;
    autoSelectedId: string | null;
    fallbackJurisdiction: { id: string; adminHasAccess: boolean } | null;
    home: { lng: number; lat: number } | null;
  };
};

const address = (overrides: Record<string, string>) => ({ ...SEATTLE_MAIN_ST, ...overrides });

describe('suggested jurisdictions of a home address (spec §2.11, §4; issue 14)', () => {
  const testApp = useTestApp();
  const suggest = async (input: Record<string, string>, client = new GraphQLTestClient(testApp.url)) => {
    const result = await client.request<Suggestions>(SUGGEST, { address: input });
    return { data: result.body.data?.suggestedJurisdictions, errors: result.body.errors };
  };
  const names = (data: Suggestions['suggestedJurisdictions'] | undefined) =>
    data?.suggestedJurisdictions.map((option) => option.name);

  it('chooses King County for a King County home outside Seattle', async () => {
    const { data } = await suggest(address({ cityName: 'Kent', postalCode: '98032' }));
    expect(names(data)).toEqual(['King County, WA']);
    expect(data?.autoSelectedId).toBe(data?.suggestedJurisdictions[0]?.id);
    expect(data?.home?.lat).toBeCloseTo(47.4, 0);
  });

  it('offers Seattle and King County for a Seattle home, and chooses neither', async () => {
    const { data } = await suggest(address({}));
    expect(names(data)?.sort()).toEqual(['King County, WA', 'Seattle, WA']);
    expect(data?.autoSelectedId).toBeNull();
    expect(data?.fallbackJurisdiction).not.toBeNull();
    expect(data?.suggestedJurisdictions[0]?.jurisdictionInformation).toContain('<p>');
  });

  it('chooses Travis County in Austin, but not on the excluded campus', async () => {
    const austin = { civic: '301', street: 'W 2nd St', cityName: 'Austin', province: 'US_TX', country: 'US' };
    const downtown = await suggest({ ...austin, postalCode: '78701' });
    expect(names(downtown.data)).toEqual(['Travis County, TX']);
    expect(downtown.data?.autoSelectedId).not.toBeNull();
    const campus = await suggest({ ...austin, postalCode: '78712' });
    expect(campus.data?.autoSelectedId).toBeNull();
    // no jurisdiction contains it: every US licensing jurisdiction is offered, with "None of the above"
    expect(names(campus.data)).toContain('Travis County, TX');
    expect(campus.data?.fallbackJurisdiction).not.toBeNull();
  });

  it('places Canadian homes by forward sortation area', async () => {
    const { data } = await suggest({ ...TORONTO_CITY_HALL });
    expect(names(data)).toEqual(['Toronto, ON']);
    expect(data?.autoSelectedId).not.toBeNull();
    const ottawa = await suggest({ ...TORONTO_CITY_HALL, cityName: 'Ottawa', postalCode: 'K1P 1J1' });
    expect(names(ottawa.data)).toEqual(['Ottawa, ON']);
    const mississauga = await suggest({ ...TORONTO_CITY_HALL, cityName: 'Mississauga', postalCode: 'L5B 3C1' });
    expect(names(mississauga.data)).toEqual(['Mississauga, ON']);
  });

  it('offers the whole country for a home it cannot place, and refuses a PO Box or a broken address', async () => {
    const unknown = await suggest(address({ cityName: 'Nowhereville', postalCode: '00000' }));
    expect(unknown.data?.home).toBeNull();
    expect(unknown.data?.autoSelectedId).toBeNull();
    expect(names(unknown.data)).toContain('King County, WA');
    const poBox = await suggest(address({ street: 'PO Box 12' }));
    expect(poBox.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const broken = await suggest(address({ postalCode: '1' }));
    expect(broken.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('tells an administrator which jurisdictions they administer (adminHasAccess)', async () => {
    const king = (await testApp.services.jurisdictions.all()).find((city) => city.slug === 'king-county-wa');
    await createAccount(testApp.services, {
      input: {
        email: 'king.admin@pawport.example',
        password: DEMO_PASSWORD,
        firstName: 'Kim',
        lastName: 'Admin',
        locale: 'en_US',
        role: 'ADMIN',
        jurisdictionId: null,
        phones: [],
        tosAccepted: true,
        adminOf: king ? [king.id] : [],
      },
    });
    const admin = new GraphQLTestClient(testApp.url);
    await admin.request(LOG_IN, { email: 'king.admin@pawport.example', password: DEMO_PASSWORD });
    const { data } = await suggest(address({}), admin);
    const access = Object.fromEntries(data?.suggestedJurisdictions.map((o) => [o.name, o.adminHasAccess]) ?? []);
    expect(access).toEqual({ 'King County, WA': true, 'Seattle, WA': false });
    const all = new GraphQLTestClient(testApp.url);
    await all.request(LOG_IN, { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD });
    expect((await suggest(address({}), all)).data?.suggestedJurisdictions.every((o) => o.adminHasAccess)).toBe(true);
  });

  it('serves the boundaries for the map, and refuses a boundary the maps service cannot resolve (spec §8)', async () => {
    const [king] = (await testApp.services.jurisdictions.all()).filter((city) => city.slug === 'king-county-wa');
    const client = new GraphQLTestClient(testApp.url);
    const result = await client.request<{
      jurisdictionBoundaries: Array<{
        includedBoundaries: Array<{ name: string; externalSourceLayer: string; geometry: string | null }>;
      }>;
    }>(
      'query ($ids: [ID!]!) { jurisdictionBoundaries(ids: $ids) { includedBoundaries { name externalSourceLayer geometry } } }',
      {
        ids: [String(king?.id)],
      },
    );
    const [county] = result.body.data?.jurisdictionBoundaries[0]?.includedBoundaries ?? [];
    expect(county?.externalSourceLayer).toBe('ADMINISTRATIVE_AREA_LEVEL_2');
    expect(JSON.parse(county?.geometry ?? '{}').type).toMatch(/Polygon/);
    const jurisdictionId = king?.id ?? 0;
    const add = (externalSourceLayer: string) =>
      addJurisdictionBoundaries(testApp.services, {
        input: [{ jurisdictionId, role: 'INCLUDED', externalSourceLayer, externalSourceId: 'x' }],
      });
    await expect(add('CITY')).rejects.toThrow('Invalid externalSourceLayer: CITY');
    await expect(add('LOCALITY')).rejects.toThrow("Feature layer LOCALITY wasn't found");
  });
});

describe('sign-up joins the jurisdiction of the home address (spec §4; decision 0302)', () => {
  const testApp = useTestApp();
  const SIGN_UP = 'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }';
  const ME = '{ city { slug } }';
  const form = (email: string, address: Record<string, string>, jurisdictionId?: string) => ({
    firstName: 'Avery',
    lastName: 'Moss',
    email,
    password: 'Harbour-Lantern-72!',
    phones: [{ type: 'M', number: '2065550123' }],
    address,
    tosAgreed: true,
    ...(jurisdictionId ? { jurisdictionId } : {}),
  });
  const ids = async () =>
    Object.fromEntries((await testApp.services.jurisdictions.all()).map((city) => [city.slug, String(city.id)]));
  const signUp = async (input: ReturnType<typeof form>, viewing?: string) => {
    const client = new GraphQLTestClient(testApp.url);
    if (viewing) await client.request(ME.replace('city', `city(slug: "${viewing}")`));
    const result = await client.request(SIGN_UP, { input });
    const joined = await client.request<{ city: { slug: string } }>(ME);
    return { errors: result.body.errors, slug: joined.body.data?.city.slug };
  };

  it('joins King County for a Kent home whatever the visitor was viewing', async () => {
    const kent = address({ cityName: 'Kent', postalCode: '98032' });
    expect((await signUp(form('kent@example.com', kent), 'toronto-on')).slug).toBe('king-county-wa');
  });

  it('asks a Seattle visitor viewing Toronto to choose, and takes an offered choice', async () => {
    const seattle = address({});
    const refused = await signUp(form('seattle1@example.com', seattle), 'toronto-on');
    expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(refused.errors?.[0]?.extensions)).toContain('jurisdictionId');
    const { 'seattle-wa': seattleId, 'toronto-on': torontoId } = await ids();
    expect((await signUp(form('seattle2@example.com', seattle, seattleId), 'toronto-on')).slug).toBe('seattle-wa');
    // a tampered id: a jurisdiction the address is not in
    const tampered = await signUp(form('seattle3@example.com', seattle, torontoId));
    expect(JSON.stringify(tampered.errors?.[0]?.extensions)).toContain('jurisdictionId');
  });

  it('keeps the viewed jurisdiction when it contains the home (the chooser preselects it)', async () => {
    expect((await signUp(form('seattle4@example.com', address({})), 'seattle-wa')).slug).toBe('seattle-wa');
    expect((await signUp(form('seattle5@example.com', address({})))).slug).toBe('king-county-wa');
  });
});
