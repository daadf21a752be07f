import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEATTLE_MAIN_ST, TORONTO_CITY_HALL } from '../../../domain/address/address.fixtures.js';
import { jurisdictionMoves } from '../../db/schema/index.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { enrolTestApp } from '../../test/test-accounts.js';
import { GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { createAccount } from './account.service.js';

const SIGN_UP = 'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }';
const UPDATE = 'mutation ($input: MyDetailsInput!) { updateMyDetails(input: $input) { address { cityName } } }';
const CITY = '{ city { slug } }';
const ADD_PET = 'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }';
const MY_PETS = '{ myPets { name } }';
const MOVE =
  'mutation ($accountId: ID!, $jurisdictionId: ID!, $confirmed: Boolean) { moveOwner(accountId: $accountId, jurisdictionId: $jurisdictionId, confirmed: $confirmed) { jurisdictionId } }';

const KENT = { ...SEATTLE_MAIN_ST, cityName: 'Kent', postalCode: '98032' };
const AUSTIN = {
  civic: '301',
  street: 'W 2nd St',
  cityName: 'Austin',
  province: 'US_TX',
  country: 'US',
  postalCode: '78701',
};
const details = (address: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  firstName: 'Jordan',
  lastName: 'Vale',
  phones: [{ type: 'M', number: '2065550123' }],
  address,
  ...extra,
});

describe('moving to another jurisdiction (spec §2.12, §4; decision 0304)', () => {
  const testApp = useTestApp();
  const slugs = async () =>
    Object.fromEntries((await testApp.services.jurisdictions.all()).map((city) => [city.slug, String(city.id)]));

  /** A King County owner (Kent) with one dog. */
  async function kentOwner(email: string) {
    const owner = new GraphQLTestClient(testApp.url);
    const signedUp = await owner.request<{ signUp: { id: string } }>(SIGN_UP, {
      input: { ...details(KENT), email, password: 'Harbour-Lantern-72!', tosAgreed: true },
    });
    const dog = { type: 'D', isIndoor: null, name: 'Pepper', breedKnown: false, breed: null, gender: 'F' };
    await owner.request(ADD_PET, {
      input: { ...dog, birthday: { year: 2020, month: 5, day: 2 }, dobIsApproximate: false, colors: ['black'] },
    });
    return { owner, accountId: signedUp.body.data?.signUp.id ?? '' };
  }
  const cityOf = async (client: GraphQLTestClient) =>
    (await client.request<{ city: { slug: string } }>(CITY)).body.data?.city.slug;

  it('moves an owner whose new home is in Travis County only when they agree, with their pets, and records it', async () => {
    const { owner, accountId } = await kentOwner('mover@example.com');
    const declined = await owner.request(UPDATE, { input: details(AUSTIN) });
    expect(JSON.stringify(declined.body.errors?.[0]?.extensions)).toContain('movingAgreed');
    expect(await cityOf(owner)).toBe('king-county-wa');
    const refusedToo = await owner.request(UPDATE, { input: details(AUSTIN, { movingAgreed: false }) });
    expect(refusedToo.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    // issue 38 D14: after "no", not "please agree" again, but why the new address cannot be kept
    expect(JSON.stringify(refusedToo.body.errors?.[0]?.extensions)).toContain('validation.moving.declined');
    expect(await cityOf(owner)).toBe('king-county-wa');

    const moved = await owner.request(UPDATE, { input: details(AUSTIN, { movingAgreed: true }) });
    expect(moved.body.errors).toBeUndefined();
    expect(await cityOf(owner)).toBe('travis-county-tx');
    expect((await owner.request<{ myPets: Array<{ name: string }> }>(MY_PETS)).body.data?.myPets).toEqual([
      { name: 'Pepper' },
    ]);
    const records = await testApp.services.db
      .select()
      .from(jurisdictionMoves)
      .where(eq(jurisdictionMoves.accountId, Number(accountId)));
    const ids = await slugs();
    expect(records).toMatchObject([
      {
        fromJurisdictionId: Number(ids['king-county-wa']),
        toJurisdictionId: Number(ids['travis-county-tx']),
        movedBy: 'OWNER',
      },
    ]);
  });

  it('moves an owner into the other country with their language there (decision 0021), and back', async () => {
    const { owner } = await kentOwner('across@example.com');
    const LOCALE = '{ myAccount { locale } }';
    const localeOf = async () => (await owner.request<{ myAccount: { locale: string } }>(LOCALE)).body.data?.myAccount;
    await owner.request('mutation { updateProfileSettings(input: { locale: "es_US" }) { locale } }');
    const toronto = await owner.request(UPDATE, { input: details({ ...TORONTO_CITY_HALL }, { movingAgreed: true }) });
    expect(toronto.body.errors).toBeUndefined();
    expect(await cityOf(owner)).toBe('toronto-on');
    // Toronto has no Spanish: its first Canadian locale
    expect(await localeOf()).toEqual({ locale: 'en_CA' });
    const ids = await slugs();
    const back = await owner.request(UPDATE, {
      input: details({ ...SEATTLE_MAIN_ST }, { jurisdictionId: ids['king-county-wa'], movingAgreed: true }),
    });
    expect(back.body.errors).toBeUndefined();
    expect(await cityOf(owner)).toBe('king-county-wa');
    expect(await localeOf()).toEqual({ locale: 'en_US' });
  });

  it('keeps the owner where they are when the new home is still inside, and asks when it is in two', async () => {
    const { owner } = await kentOwner('stayer@example.com');
    // Seattle is inside King County: no move, no question
    const seattle = await owner.request(UPDATE, { input: details({ ...SEATTLE_MAIN_ST }) });
    expect(seattle.body.errors).toBeUndefined();
    expect(await cityOf(owner)).toBe('king-county-wa');
    // choosing Seattle is a move, and needs the agreement
    const ids = await slugs();
    const choose = await owner.request(UPDATE, {
      input: details({ ...SEATTLE_MAIN_ST }, { jurisdictionId: ids['seattle-wa'] }),
    });
    expect(JSON.stringify(choose.body.errors?.[0]?.extensions)).toContain('movingAgreed');
    // a jurisdiction the address is not in is refused, whatever the agreement
    const tampered = await owner.request(UPDATE, {
      input: details({ ...SEATTLE_MAIN_ST }, { jurisdictionId: ids['toronto-on'], movingAgreed: true }),
    });
    expect(JSON.stringify(tampered.body.errors?.[0]?.extensions)).toContain('jurisdictionId');
    expect(await cityOf(owner)).toBe('king-county-wa');
  });

  it('lets an administrator move an owner between jurisdictions they administer, after the confirmation', async () => {
    const { owner, accountId } = await kentOwner('staff-moved@example.com');
    const ids = await slugs();
    const admin = await logInClient(testApp.url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const unconfirmed = await admin.request(MOVE, { accountId, jurisdictionId: ids['seattle-wa'] });
    expect(JSON.stringify(unconfirmed.body.errors?.[0]?.extensions)).toContain('confirmed');
    const moved = await admin.request(MOVE, { accountId, jurisdictionId: ids['seattle-wa'], confirmed: true });
    expect(moved.body.errors).toBeUndefined();
    expect(await cityOf(owner)).toBe('seattle-wa');

    // an administrator of Seattle only: cannot move to Toronto, nor touch a King County owner
    const seattle = await createAccount(testApp.services, {
      input: {
        email: 'seattle.admin@pawport.example',
        password: DEMO_PASSWORD,
        firstName: 'Sam',
        lastName: 'Staff',
        locale: 'en_US',
        role: 'ADMIN',
        jurisdictionId: null,
        phones: [],
        tosAccepted: true,
        adminOf: [Number(ids['seattle-wa'])],
      },
    });
    // staff reach the console with a second factor (decision 0114)
    await enrolTestApp(testApp.services, Number(seattle?.id), 'seattle.admin@pawport.example');
    const seattleAdmin = await logInClient(testApp.url, 'seattle.admin@pawport.example', DEMO_PASSWORD);
    const elsewhere = await seattleAdmin.request(MOVE, {
      accountId,
      jurisdictionId: ids['toronto-on'],
      confirmed: true,
    });
    expect(elsewhere.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await kentOwner('king-only@example.com');
    const notTheirs = await seattleAdmin.request(MOVE, {
      accountId: other.accountId,
      jurisdictionId: ids['seattle-wa'],
      confirmed: true,
    });
    expect(notTheirs.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // an owner and a visitor are refused
    const asOwner = await owner.request(MOVE, { accountId, jurisdictionId: ids['king-county-wa'], confirmed: true });
    expect(asOwner.body.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    const visitor = await new GraphQLTestClient(testApp.url).request(MOVE, {
      accountId,
      jurisdictionId: ids['king-county-wa'],
      confirmed: true,
    });
    expect(visitor.body.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    expect(await cityOf(owner)).toBe('seattle-wa');
  });
});
