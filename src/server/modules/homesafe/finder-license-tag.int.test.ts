// Issue 38 D16b (decision 0805): a finder may type the licence tag number instead of the HomeSafe tag code.
// It leads to the same found page and the same conversation; when HomeSafe cannot reach the pet's family
// (a retired pet, a closed account), to the issuing jurisdiction's animal services — never to anything of
// the owner. Licence tag numbers run in sequence, so their look-ups have a tighter per-IP limit.
import { describe, expect, it } from 'vitest';
import { DEMO_LICENSED_PET_NAME } from '../../seed/demo-pets.js';
import { DEMO_COUNTY_OWNER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { recordLicense } from '../license/license.functions.js';
import { HOMESAFE_LIMITS } from './homesafe-limits.js';

const LOOKUP =
  'query ($code: String!) { finderLookup(code: $code) { foundPet { code codeKind name } animalServices { name phone email } } }';
const FOUND = 'query ($code: String!) { foundPet(code: $code) { code codeKind name photoUrl } }';
const SEND = 'mutation ($code: String!, $input: FinderMessageInput!) { sendFinderMessage(code: $code, input: $input) }';
const MY_PETS = '{ myPets { id name tagCode licenses { tagNumber status } } }';
const CONVERSATIONS = '{ myFoundConversations { petName messages { author body } } }';

type Lookup = {
  finderLookup: {
    foundPet: { code: string; codeKind: string; name: string } | null;
    animalServices: Array<{ name: string; phone: string; email: string | null }>;
  };
};
type MyPets = {
  myPets: Array<{ id: string; name: string; tagCode: string; licenses: Array<{ tagNumber: string | null }> }>;
};

describe('a finder types the licence tag number', () => {
  const testApp = useTestApp();
  const query = (sql: string, params: unknown[] = []) => testApp.database.pool.query(sql, params);
  /** The demo owner, logged in, and their licensed pet (the seed's) with its licence tag number. */
  async function demoLicensedPet() {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const juniper = (await owner.request<MyPets>(MY_PETS)).body.data!.myPets.find(
      (pet) => pet.name === DEMO_LICENSED_PET_NAME,
    )!;
    return { owner, juniper, tagNumber: juniper.licenses[0]!.tagNumber! };
  }

  it('finds the pet’s found page and writes to its family, as with the tag code', async () => {
    const { owner, juniper, tagNumber } = await demoLicensedPet();
    expect(tagNumber).toMatch(/^KC\d{6}$/);
    const visitor = new GraphQLTestClient(testApp.url);

    // typed loosely: lower case, a space
    const typed = `${tagNumber.slice(0, 2).toLowerCase()} ${tagNumber.slice(2)}`;
    const lookup = await visitor.request<Lookup>(LOOKUP, { code: typed });
    expect(lookup.body.data!.finderLookup).toEqual({
      foundPet: { code: tagNumber, codeKind: 'LICENSE_TAG', name: DEMO_LICENSED_PET_NAME },
      animalServices: [],
    });
    // the found page by that number says which code it was, and never the pet's HomeSafe tag code
    const page = await visitor.request<{ foundPet: { code: string; codeKind: string } }>(FOUND, { code: tagNumber });
    expect(page.body.data!.foundPet).toMatchObject({ code: tagNumber, codeKind: 'LICENSE_TAG' });
    const ownerRow = (await query('select email, last_name from accounts where email = $1', [DEMO_OWNER_EMAIL]))
      .rows[0];
    for (const body of [lookup.body, page.body]) {
      const text = JSON.stringify(body);
      expect(text).not.toContain(juniper.tagCode);
      expect(text).not.toContain(ownerRow.email);
      expect(text).not.toContain(ownerRow.last_name);
    }
    // the tag code still answers as before
    const byTagCode = await visitor.request<Lookup>(LOOKUP, { code: juniper.tagCode });
    expect(byTagCode.body.data!.finderLookup.foundPet).toEqual({
      code: juniper.tagCode,
      codeKind: 'TAG_CODE',
      name: DEMO_LICENSED_PET_NAME,
    });

    const sent = await visitor.request(SEND, {
      code: tagNumber,
      input: { message: 'Found Juniper by the library.', email: 'finder@example.com', phone: '' },
    });
    expect(sent.body).toEqual({ data: { sendFinderMessage: true } });
    const conversations = await owner.request<{
      myFoundConversations: Array<{ petName: string; messages: Array<{ body: string }> }>;
    }>(CONVERSATIONS);
    expect(conversations.body.data!.myFoundConversations[0]).toMatchObject({
      petName: DEMO_LICENSED_PET_NAME,
      messages: [{ body: 'Found Juniper by the library.' }],
    });
    const mail = await query(`select to_address from email_outbox where template = 'homesafe-found-message'`);
    expect(mail.rows.map((row) => row.to_address)).toEqual([DEMO_OWNER_EMAIL]);
  });

  it('names the issuing jurisdiction’s animal services when HomeSafe cannot reach the family, and nothing of the owner', async () => {
    const county = await logInClient(testApp.url, DEMO_COUNTY_OWNER_EMAIL, DEMO_PASSWORD);
    const added = await county.request<{ addPet: { id: string } }>(
      'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }',
      {
        input: {
          type: 'C',
          isIndoor: true,
          name: 'Ghost',
          breedKnown: false,
          gender: 'F',
          birthday: { year: 2022, month: 3, day: 9 },
          dobIsApproximate: false,
          colors: ['grey'],
        },
      },
    );
    expect(added.body.errors).toBeUndefined();
    const petId = Number(added.body.data!.addPet.id);
    const [account] = (
      await query('select id, jurisdiction_id from accounts where email = $1', [DEMO_COUNTY_OWNER_EMAIL])
    ).rows;
    const licence = await recordLicense(testApp.services, {
      petId,
      accountId: account.id,
      jurisdictionId: account.jurisdiction_id,
      status: 'ACTIVE',
      termStart: { year: 2026, month: 1, day: 1 },
      termEnd: { year: 2027, month: 1, day: 1 },
    });
    const visitor = new GraphQLTestClient(testApp.url);
    const found = await visitor.request<Lookup>(LOOKUP, { code: licence.tagNumber });
    expect(found.body.data!.finderLookup.foundPet?.name).toBe('Ghost');

    // the pet is retired: HomeSafe no longer reaches its family; King County's animal services can
    await query('update pets set retired_at = now() where id = $1', [petId]);
    const retired = await visitor.request<Lookup>(LOOKUP, { code: licence.tagNumber });
    expect(retired.body.data!.finderLookup).toEqual({
      foundPet: null,
      animalServices: [{ name: 'King County, WA', phone: '2062963940', email: 'petlicensing@kingcounty.example' }],
    });
    const text = JSON.stringify(retired.body);
    expect(text).not.toContain('Ghost');
    expect(text).not.toContain(DEMO_COUNTY_OWNER_EMAIL);
    // Casey County's first name, phone and town (her last name is the county's)
    for (const owners of ['Casey', '4255550177', 'Maple Valley']) expect(text).not.toContain(owners);
    expect((await visitor.request(FOUND, { code: licence.tagNumber })).body).toEqual({ data: { foundPet: null } });
    const send = await visitor.request(SEND, {
      code: licence.tagNumber,
      input: { message: 'Found a grey cat.', email: 'finder@example.com', phone: '' },
    });
    expect(send.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // unknown and malformed numbers answer alike: nothing
    for (const code of ['KC999999', 'KC12', 'hello', ''])
      expect((await visitor.request<Lookup>(LOOKUP, { code })).body.data!.finderLookup).toEqual({
        foundPet: null,
        animalServices: [],
      });
  });

  it('counts licence tag look-ups per IP on their own tighter limit; tag codes go on', async () => {
    const { juniper, tagNumber } = await demoLicensedPet();
    await query('delete from rate_limits');
    const visitor = new GraphQLTestClient(testApp.url);
    const limit = HOMESAFE_LIMITS.licenseTagLookup.limit * testApp.services.rateLimitScale;
    expect(limit).toBeLessThan(HOMESAFE_LIMITS.lookup.limit * testApp.services.rateLimitScale);
    for (let attempt = 0; attempt < limit; attempt++) {
      const answer = await visitor.request<Lookup>(LOOKUP, { code: tagNumber });
      expect(answer.body.data!.finderLookup.foundPet?.name).toBe(DEMO_LICENSED_PET_NAME);
    }
    const over = await visitor.request<Lookup>(LOOKUP, { code: tagNumber });
    expect(over.body.data!.finderLookup).toEqual({ foundPet: null, animalServices: [] });
    const byTagCode = await visitor.request<Lookup>(LOOKUP, { code: juniper.tagCode });
    expect(byTagCode.body.data!.finderLookup.foundPet?.name).toBe(DEMO_LICENSED_PET_NAME);
  });
});
