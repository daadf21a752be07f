import { describe, expect, it } from 'vitest';
import { DEMO_COUNTY_OWNER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { DEMO_LICENSED_PET_NAME } from '../../seed/demo-pets.js';
import { type GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';

// decision 0504: the licence test seams move a licence's term and verify a service animal, for the
// caller's own pet only, and never in production (404, whoever asks).
const PETS = '{ myPets { id name licenses { number termEnd renewalState } } }';
type Pet = { id: string; name: string; licenses: Array<{ number: string; termEnd: string; renewalState: string }> };

async function juniperOf(client: GraphQLTestClient) {
  const pets = (await client.request<{ myPets: Pet[] }>(PETS)).body.data!.myPets;
  return pets.find((pet) => pet.name === DEMO_LICENSED_PET_NAME)!;
}

function post(url: string, client: GraphQLTestClient | null, body?: unknown, csrf = true) {
  return fetch(url, {
    method: 'POST',
    headers: {
      ...(client?.cookieHeader() ?? {}),
      ...(csrf ? { 'x-pawport-request': '1' } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('licence test seams outside production', () => {
  const testApp = useTestApp();
  const sql = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);

  it("move the caller's own licence term and mark the caller's own pet a service animal", async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const juniper = await juniperOf(owner);
    const termUrl = `${testApp.url}/dev/pets/${juniper.id}/license-term`;
    const moved = await post(termUrl, owner, { termEndInDays: 30 });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const { data } = await moved.json();
    expect(data.number).toBe(juniper.licenses[0]!.number);
    expect((await juniperOf(owner)).licenses[0]).toMatchObject({ termEnd: data.termEnd, renewalState: 'OPEN' });
    expect((await (await post(termUrl, owner, { termEndInDays: -10 })).json()).data.termEnd < data.termEnd).toBe(true);
    expect((await juniperOf(owner)).licenses[0]!.renewalState).toBe('GRACE');

    // bad input, no CSRF header, a visitor, another owner: refused, nothing changed
    const before = (await sql('select term_end::text from pet_licenses where number = $1', [data.number])).rows[0];
    expect((await post(termUrl, owner, { termEndInDays: 'soon' })).status).toBe(400);
    expect((await post(termUrl, owner, { termEndInDays: 5000 })).status).toBe(400);
    expect((await post(termUrl, owner, { termEndInDays: 1 }, false)).status).toBe(403);
    expect((await post(termUrl, null, { termEndInDays: 1 })).status).toBe(401);
    const stranger = await logInClient(testApp.url, DEMO_COUNTY_OWNER_EMAIL, DEMO_PASSWORD);
    expect((await post(termUrl, stranger, { termEndInDays: 1 })).status).toBe(404);
    const animalUrl = `${testApp.url}/dev/pets/${juniper.id}/service-animal`;
    expect((await post(animalUrl, stranger)).status).toBe(404);
    expect((await sql('select term_end::text from pet_licenses where number = $1', [data.number])).rows[0]).toEqual(
      before,
    );
    const flag = () => sql('select service_animal_verified_at from pets where id = $1', [juniper.id]);
    expect((await flag()).rows[0].service_animal_verified_at).toBeNull();

    expect((await post(animalUrl, owner)).status).toBe(200);
    expect((await flag()).rows[0].service_animal_verified_at).not.toBeNull();
  });
});

describe('licence test seams in production', () => {
  const testApp = useTestApp({
    env: {
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      DEMO_DATA_IN_PRODUCTION: 'I-understand',
      PUBLIC_URL: 'https://pets.example.org',
    },
  });
  const sql = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);

  it('answer 404 even to the owner of the pet, and change nothing', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const juniper = await juniperOf(owner);
    const number = juniper.licenses[0]!.number;
    const before = (await sql('select term_end::text from pet_licenses where number = $1', [number])).rows[0];
    const moved = await post(`${testApp.url}/dev/pets/${juniper.id}/license-term`, owner, { termEndInDays: 30 });
    expect(moved.status).toBe(404);
    expect((await moved.json()).error.code).toBe('NOT_FOUND');
    expect((await post(`${testApp.url}/dev/pets/${juniper.id}/service-animal`, owner)).status).toBe(404);
    expect((await sql('select term_end::text from pet_licenses where number = $1', [number])).rows[0]).toEqual(before);
    const flag = await sql('select service_animal_verified_at from pets where id = $1', [juniper.id]);
    expect(flag.rows[0].service_animal_verified_at).toBeNull();
  });
});
