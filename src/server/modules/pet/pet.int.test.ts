import { describe, expect, it } from 'vitest';
import { approximateBirthdate } from '../../../domain/pet/approximate-age.rules.js';
import { breedIssues } from '../../../domain/pet/breed.rules.js';
import { dogPayload as dog } from '../../../domain/pet/pet-form.fixtures.js';
import { schema } from '../../api/schema.js';
import { findActorWithLoads } from '../../api/session-loads.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_COUNTY_OWNER_EMAIL,
  DEMO_OWNER_EMAIL,
  DEMO_PASSWORD,
} from '../../seed/demo-accounts.js';
import { DEMO_LICENSED_PET_NAME, DEMO_RESTRICTED_BREED_UUID } from '../../seed/demo-pets.js';
import { loadedWithSession } from '../../shared/session-load.js';
import { GraphQLTestClient, logInClient, useTestApp, type GraphQLErrors } from '../../test/test-app.js';
import { createSession } from '../auth/session.functions.js';
import { revokeSession } from '../auth/session-rows.js';
import { findActor } from '../auth/session.service.js';
import { listMyPets, restrictBreeds } from './pet.service.js';
import { petListSessionLoad } from './pet.session-load.js';

const PET_FIELDS = `id name gender birthday { year month day } indoorAnimal dobIsApproximate restrictedBreed
  licenses { number status } hasLicense hasValidNeuterProof breed { name uuid size type } rabiesExpireDate
  temperament active retiredAt
  details { breed breedKnown type gender birthday { year month day } age { months } color neutered
    microchip tattoo markings coat biography notes }`;
const BREEDS = `query ($species: Species) { petBreeds(species: $species) { id uuid name species size type } }`;
const TEMPERAMENT = `{ petTemperamentOptions { value text } }`;
const MY_PETS = `{ myPets { ${PET_FIELDS} } }`;
const PET = `query ($id: ID!) { pet(id: $id) { ${PET_FIELDS} } }`;
const ADD = `mutation ($input: AddPetInput!) { addPet(input: $input) { ${PET_FIELDS} } }`;
const EDIT = `mutation ($input: EditPetInput!) { editPet(input: $input) { ${PET_FIELDS} } }`;
const RETIRE = `mutation ($id: ID!) { retirePet(id: $id) { ${PET_FIELDS} } }`;

// a fixed clock close to the real one (sessions compare it with the database's now())
const NOW = new Date();

type Ymd = { year: number; month: number; day: number };
type Pet = {
  id: string;
  name: string;
  gender: string;
  birthday: Ymd;
  indoorAnimal: boolean | null;
  dobIsApproximate: boolean;
  restrictedBreed: boolean;
  licenses: Array<{ number: string; status: string }>;
  hasLicense: boolean;
  hasValidNeuterProof: boolean;
  breed: { name: string; uuid: string; size: string; type: string } | null;
  rabiesExpireDate: string | null;
  temperament: string[];
  active: boolean;
  retiredAt: string | null;
  details: {
    breed: string | null;
    breedKnown: boolean;
    type: string;
    gender: string;
    birthday: Ymd;
    age: { months: number };
    color: string[];
    neutered: boolean | null;
    microchip: string | null;
    tattoo: string | null;
    markings: string | null;
    coat: string | null;
    biography: string | null;
    notes: string | null;
  };
};
const errorsOf = (body: { errors?: unknown }) => (body.errors ?? []) as GraphQLErrors;
const codesOf = (body: { errors?: unknown }) => errorsOf(body).map((e) => e.extensions?.code);
const fieldsOf = (body: { errors?: unknown }) => errorsOf(body)[0]?.extensions?.details?.fields;

/** The edit-pet payload (spec §3) of a pet as read, with changes. */
const editOf = (pet: Pet, extra: Record<string, unknown> = {}) => ({
  petId: pet.id,
  type: pet.details.type,
  gender: pet.details.gender,
  color: pet.details.color,
  indoorAnimal: pet.indoorAnimal,
  birthday: pet.details.birthday,
  microchip: pet.details.microchip,
  tattoo: pet.details.tattoo,
  markings: pet.details.markings,
  coat: pet.details.coat,
  biography: pet.details.biography,
  notes: pet.details.notes,
  name: pet.name,
  breed: pet.details.breed,
  breedKnown: pet.details.breedKnown,
  dobIsApproximate: pet.dobIsApproximate,
  ...extra,
});

describe('pets', () => {
  const testApp = useTestApp({ services: { now: () => NOW } });
  const logInAs = (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD);
  const snapshot = async () => (await testApp.database.pool.query('select * from pets order by id')).rows as unknown[];
  const add = async (client: GraphQLTestClient, input: Record<string, unknown>) => {
    const result = await client.request<{ addPet: Pet }>(ADD, { input });
    expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
    return result.body.data!.addPet;
  };
  const myPets = async (client: GraphQLTestClient) =>
    (await client.request<{ myPets: Pet[] }>(MY_PETS)).body.data!.myPets;

  describe('breeds (spec §7.1 getPetBreeds, decision 0201)', () => {
    it('answers anyone with the species’ breeds, sorted, each a name the breed rule accepts', async () => {
      const visitor = new GraphQLTestClient(testApp.url);
      type Breed = { id: string; uuid: string; name: string; species: string; size: string; type: string };
      const dogs = (await visitor.request<{ petBreeds: Breed[] }>(BREEDS, { species: 'DOG' })).body.data!.petBreeds;
      const cats = (await visitor.request<{ petBreeds: Breed[] }>(BREEDS, { species: 'CAT' })).body.data!.petBreeds;
      const all = (await visitor.request<{ petBreeds: Breed[] }>(BREEDS, {})).body.data!.petBreeds;
      expect(dogs.length).toBeGreaterThan(250);
      expect(cats.length).toBeGreaterThan(60);
      expect(all).toHaveLength(dogs.length + cats.length);
      expect(new Set(all.map((b) => b.uuid)).size).toBe(all.length);
      for (const list of [dogs, cats]) {
        const names = list.map((b) => b.name);
        expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
      }
      for (const breed of all) expect(breedIssues({ breedKnown: true, breed: breed.name }), breed.name).toEqual([]);
      expect(dogs.filter((b) => b.type === 'MIXED').map((b) => [b.name, b.size])).toEqual([
        ['Mixed (Large)', 'LARGE'],
        ['Mixed (Medium)', 'MEDIUM'],
        ['Mixed (Small)', 'SMALL'],
      ]);
      expect(cats.some((b) => b.name === 'Mixed' && b.type === 'MIXED')).toBe(true);
      expect(dogs.find((b) => b.name === 'Labrador Retriever')).toMatchObject({
        species: 'DOG',
        size: 'LARGE',
        type: 'SPORTING',
      });
      expect(dogs.find((b) => b.uuid === DEMO_RESTRICTED_BREED_UUID)?.name).toBe('American Staffordshire Terrier');
    });

    it('lists the temperament options in the caller’s locale', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const options = (
        await owner.request<{ petTemperamentOptions: Array<{ value: string; text: string }> }>(TEMPERAMENT)
      ).body.data!.petTemperamentOptions;
      expect(options.length).toBeGreaterThan(10);
      expect(options[0]).toEqual({ value: 'friendly', text: 'Friendly' });
    });
  });

  it('reads a session with its owner’s pets in ONE statement, exactly as the two reads apart (decision 1423)', async () => {
    const { services } = testApp;
    const account = (await testApp.database.pool.query('select id from accounts where email = $1', [DEMO_OWNER_EMAIL]))
      .rows[0] as { id: number };
    const { token, tokenHash } = await createSession(services, account.id, undefined);
    // the session check with the pet list's session load, as a `myPets` query reads them
    const actorWithPets = async (sessionToken: string) => {
      const found = await findActorWithLoads(services, sessionToken, [petListSessionLoad]);
      return found && { actor: found.actor, pets: loadedWithSession(found.loaded, petListSessionLoad)! };
    };
    const actor = await findActor(services, { input: { token } });
    const together = await actorWithPets(token);
    expect(together?.actor).toEqual(actor);
    expect(together?.pets).toEqual(await listMyPets(services, { actor: actor! }));
    expect(together?.pets.map((pet) => pet.name)).toContain(DEMO_LICENSED_PET_NAME);
    // the same refusals as findActor: not a token, a session idle too long (ended), a revoked one
    expect(await actorWithPets('not-a-token')).toBeNull();
    await testApp.database.pool.query(
      "update sessions set last_seen_at = $2::timestamptz - interval '1 day' where token_hash = $1",
      [tokenHash, NOW],
    );
    expect(await actorWithPets(token)).toBeNull();
    const revoked = await testApp.database.pool.query('select revoked_at from sessions where token_hash = $1', [
      tokenHash,
    ]);
    expect(revoked.rows[0].revoked_at).not.toBeNull();
    const other = await createSession(services, account.id, undefined);
    expect(await actorWithPets(other.token)).not.toBeNull();
    await revokeSession(services.db, other.tokenHash);
    expect(await actorWithPets(other.token)).toBeNull();
  });

  it('shows the demo owner’s seeded pets, the licensed one locked', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const pets = await myPets(owner);
    expect(pets.map((p) => p.name)).toEqual(['Biscuit', DEMO_LICENSED_PET_NAME, 'Miso']);
    const [biscuit, juniper, miso] = pets as [Pet, Pet, Pet];
    expect(biscuit).toMatchObject({
      dobIsApproximate: false,
      birthday: { year: 2019, month: 5, day: 14 },
      hasLicense: false,
    });
    expect(biscuit.breed?.name).toBe('Beagle');
    expect(miso).toMatchObject({
      dobIsApproximate: true,
      indoorAnimal: true,
      details: { type: 'CAT', breedKnown: false },
    });
    expect(juniper).toMatchObject({ hasLicense: true, details: { neutered: true, microchip: '985112003456789' } });
    expect(juniper.licenses).toEqual([{ number: expect.stringMatching(/^KC-\d{4}-000001$/), status: 'ACTIVE' }]);
  });

  it('adds, reads, edits and retires the caller’s pets; an approximate age is stored as today minus the months (UTC)', async () => {
    const owner = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    const pepper = await add(owner, dog('Pepper'));
    expect(pepper).toMatchObject({
      name: 'Pepper',
      gender: 'MALE',
      birthday: { year: 2021, month: 7, day: 4 },
      indoorAnimal: null,
      active: true,
      retiredAt: null,
      hasLicense: false,
      licenses: [],
      temperament: [],
      breed: { name: 'Border Collie', size: 'MEDIUM', type: 'HERDING' },
      details: {
        type: 'DOG',
        gender: 'MALE',
        breed: 'Border Collie',
        breedKnown: true,
        color: ['black', 'white'],
        neutered: null,
      },
    });

    const expected = approximateBirthdate(24, NOW);
    const cat = await add(owner, {
      type: 'C',
      isIndoor: false,
      name: 'Tofu',
      breedKnown: true,
      breed: 'Lab + Siamese',
      gender: 'F',
      birthday: expected,
      dobIsApproximate: true,
      colors: ['cream'],
    });
    expect(cat).toMatchObject({ birthday: expected, dobIsApproximate: true, indoorAnimal: false, breed: null });
    expect(cat.details).toMatchObject({ breed: 'Lab + Siamese', age: { months: 24 } });
    const stored = await testApp.database.pool.query(
      "select to_char(birthday, 'YYYY-MM-DD') as day from pets where id = $1",
      [cat.id],
    );
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(stored.rows[0].day).toBe(`${expected.year}-${pad(expected.month)}-${pad(expected.day)}`);

    const edited = await owner.request<{ editPet: Pet }>(EDIT, {
      input: editOf(pepper, {
        name: 'Pepper Jack',
        neutered: true,
        microchip: ' 985 ',
        biography: 'Herds the\nchildren.',
        temperament: ['playful', 'energetic'],
      }),
    });
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data?.editPet).toMatchObject({
      id: pepper.id,
      name: 'Pepper Jack',
      temperament: ['energetic', 'playful'],
      details: { neutered: true, microchip: '985', biography: 'Herds the\nchildren.' },
    });
    // neutered left out keeps the stored answer; keeping the pet's own name is allowed
    const again = await owner.request<{ editPet: Pet }>(EDIT, { input: editOf(edited.body.data!.editPet) });
    expect(again.body.data?.editPet.details.neutered).toBe(true);
    expect((await owner.request<{ pet: Pet }>(PET, { id: pepper.id })).body.data?.pet.name).toBe('Pepper Jack');

    const retired = await owner.request<{ retirePet: Pet }>(RETIRE, { id: cat.id });
    expect(retired.body.data?.retirePet).toMatchObject({ active: false, retiredAt: NOW.toISOString() });
    const twice = await owner.request<{ retirePet: Pet }>(RETIRE, { id: cat.id });
    expect(twice.body.data?.retirePet.retiredAt).toBe(NOW.toISOString());
    expect((await myPets(owner)).map((p) => [p.name, p.active])).toEqual([
      ['Pepper Jack', true],
      ['Tofu', false],
    ]);
    const editRetired = await owner.request(EDIT, { input: editOf(retired.body.data!.retirePet) });
    expect(codesOf(editRetired.body)).toEqual(['PET_INACTIVE']);
  });

  it('refuses a name another active pet has, an inactive pet’s name (with the support phone) and a duplicate', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const before = await snapshot();
    const taken = await owner.request(ADD, { input: dog(' biscuit ') });
    expect(fieldsOf(taken.body)).toEqual([{ path: 'name', message: 'validation.pet.petNameExists' }]);

    const mrWhiskers = await add(owner, { ...dog('Mr. Whiskers'), type: 'C', isIndoor: true, breed: 'Persian' });
    const duplicate = await owner.request(ADD, { input: { ...dog('mr whiskers'), type: 'C', isIndoor: true } });
    expect(fieldsOf(duplicate.body)).toEqual([{ path: 'name', message: 'validation.pet.nameDuplicate' }]);
    // the same folded name for another species is another pet
    const otherSpecies = await add(owner, dog('Mr Whiskers'));

    await owner.request(RETIRE, { id: mrWhiskers.id });
    const inactive = await owner.request(ADD, { input: { ...dog('MR. WHISKERS'), type: 'C', isIndoor: true } });
    // King County's support phone (the owner's jurisdiction)
    expect(fieldsOf(inactive.body)).toEqual([
      { path: 'name', message: 'validation.pet.nameInactive|{"phone":"(206) 296-3940"}' },
    ]);
    // renaming onto another pet's name is refused too
    const pets = await myPets(owner);
    const miso = pets.find((p) => p.name === 'Miso')!;
    const rename = await owner.request(EDIT, { input: editOf(miso, { name: 'BISCUIT' }) });
    expect(fieldsOf(rename.body)).toEqual([{ path: 'name', message: 'validation.pet.petNameExists' }]);

    const rows = (await snapshot()).length;
    expect(rows).toBe(before.length + 2);
    await owner.request(RETIRE, { id: otherSpecies.id });
  });

  it('keeps a licensed pet’s species, sex, birth data, breed and neutered answer; a restricted breed keeps its breed', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const juniper = (await myPets(owner)).find((p) => p.name === DEMO_LICENSED_PET_NAME)!;
    const rows = await snapshot();
    const locked = await owner.request(EDIT, {
      input: editOf(juniper, {
        type: 'CAT',
        indoorAnimal: true,
        gender: 'MALE',
        birthday: { year: 2019, month: 9, day: 3 },
        breed: 'Boxer',
        neutered: false,
      }),
    });
    expect(codesOf(locked.body)).toEqual(['PET_LOCKED']);
    expect(errorsOf(locked.body)[0]?.extensions?.details?.lockedFields).toEqual([
      'type',
      'gender',
      'birthday',
      'breed',
      'neutered',
    ]);
    expect(await snapshot()).toEqual(rows);
    // the rest stays editable
    const ok = await owner.request<{ editPet: Pet }>(EDIT, {
      input: editOf(juniper, { name: 'Juniper Berry', notes: 'Loves the lake' }),
    });
    expect(ok.body.data?.editPet).toMatchObject({
      name: 'Juniper Berry',
      details: { notes: 'Loves the lake', neutered: true },
    });
    await owner.request(EDIT, { input: editOf(ok.body.data!.editPet, { name: DEMO_LICENSED_PET_NAME }) });

    // King County restricts a breed: the pet shows it, and its breed is locked
    const county = (await testApp.services.jurisdictions.all()).find((city) => city.slug === 'king-county-wa')!;
    const boxer = (await testApp.database.pool.query("select uuid from breeds where name = 'Boxer'")).rows[0]
      .uuid as string;
    await restrictBreeds(testApp.services, { input: { jurisdictionId: county.id, breedUuids: [boxer] } });
    const rocky = await add(owner, dog('Rocky', { breed: 'boxer' }));
    expect(rocky).toMatchObject({ restrictedBreed: true, hasLicense: false, breed: { name: 'Boxer' } });
    const rebreed = await owner.request(EDIT, { input: editOf(rocky, { breed: 'Beagle' }) });
    expect(errorsOf(rebreed.body)[0]?.extensions?.details?.lockedFields).toEqual(['breed']);
    const resex = await owner.request<{ editPet: Pet }>(EDIT, { input: editOf(rocky, { gender: 'FEMALE' }) });
    expect(resex.body.data?.editPet.gender).toBe('FEMALE');
    await owner.request(RETIRE, { id: rocky.id });
  });

  it('answers bad input with every field’s message key and writes nothing', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const rows = await snapshot();
    const bad = await owner.request(ADD, {
      input: {
        type: 'X',
        name: 'Max/Rex',
        breedKnown: true,
        breed: 'K9',
        gender: '',
        birthday: { year: 2023, month: 2, day: 29 },
        dobIsApproximate: false,
        colors: ['plaid'],
      },
    });
    expect(codesOf(bad.body)).toEqual(['VALIDATION_FAILED']);
    expect(fieldsOf(bad.body)).toEqual([
      { path: 'type', message: 'validation.pet.speciesRequired' },
      { path: 'name', message: 'validation.invalidCharacters|{"field":"petName"}' },
      { path: 'breed', message: 'validation.invalidCharacters|{"field":"breed"}' },
      { path: 'gender', message: 'validation.pet.sexRequired' },
      { path: 'birthday.day', message: 'validation.numberBetween|{"minNum":1,"maxNum":28}' },
      { path: 'colors', message: 'validation.invalidValue' },
    ]);
    const cat = await owner.request(ADD, {
      input: { ...dog('Nala'), type: 'C', birthday: { year: 2999, month: 1, day: 1 } },
    });
    expect(fieldsOf(cat.body)).toEqual([
      { path: 'isIndoor', message: 'validation.pet.petCatOptionsRequired|{"name":"Nala"}' },
      { path: 'birthday', message: 'validation.dates.birthdateMustBeInPast' },
    ]);
    const empty = await owner.request(ADD, { input: {} });
    expect(fieldsOf(empty.body)?.map((f) => f.path)).toEqual([
      'type',
      'name',
      'breedKnown',
      'gender',
      'birthday.month',
      'birthday.year',
      'birthday.day',
      'colors',
    ]);
    const biscuit = (await myPets(owner)).find((p) => p.name === 'Biscuit')!;
    const badEdit = await owner.request(EDIT, {
      input: editOf(biscuit, {
        type: 'UNKNOWN',
        color: [],
        coat: 'c'.repeat(256),
        temperament: ['friendly', 'shy', 'calm', 'vocal', 'wary', 'playful', 'anxious'],
      }),
    });
    expect(fieldsOf(badEdit.body)).toEqual([
      { path: 'type', message: 'validation.pet.speciesRequired' },
      { path: 'color', message: 'validation.pet.colorRequired' },
      { path: 'coat', message: 'validation.maxChars|{"numLimit":255}' },
      { path: 'temperament', message: 'validation.temperament.tooMany|{"numLimit":6}' },
    ]);
    const unknownOption = await owner.request(EDIT, { input: editOf(biscuit, { temperament: ['grumpy'] }) });
    expect(fieldsOf(unknownOption.body)).toEqual([{ path: 'temperament', message: 'validation.invalidValue' }]);
    expect(await snapshot()).toEqual(rows);
  });

  describe('authorization sweep: another owner’s pet is refused by id, exactly like a missing one', () => {
    const byId: Record<string, (pet: Pet, id: string) => [string, Record<string, unknown>]> = {
      pet: (_pet, id) => [PET, { id }],
      editPet: (pet, id) => [EDIT, { input: editOf(pet, { petId: id, name: 'Mallory' }) }],
      retirePet: (_pet, id) => [RETIRE, { id }],
    };
    const withoutId: Record<string, [string, Record<string, unknown>]> = {
      myPets: [MY_PETS, {}],
      addPet: [ADD, { input: dog('Visitor') }],
      petTemperamentOptions: [TEMPERAMENT, {}],
    };
    const publicFields = ['petBreeds'];

    it('covers every pet field of the schema', () => {
      const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
        // the smart tracker's fields take a pet too: store/tracker.int.test.ts sweeps another owner's pet there
        // and HomeSafe's (lost, found, the public found page): homesafe.int.test.ts sweeps them; the staff
        // console's (admin…): admin.sweep.int.test.ts
        Object.keys(type?.getFields() ?? {}).filter(
          (name) => /pet/i.test(name) && !/guardian|trackingDevice|^markPet(Lost|Found)$|^foundPet$|^admin/i.test(name),
        ),
      );
      expect(fields.sort()).toEqual([...Object.keys(byId), ...Object.keys(withoutId), ...publicFields].sort());
    });

    it('refuses every field on the demo owner’s pet with NOT_FOUND, as another owner or an administrator', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const biscuit = (await myPets(owner)).find((p) => p.name === 'Biscuit')!;
      const rows = await snapshot();
      const missingId = String(Number(biscuit.id) + 100_000);
      for (const email of [DEMO_COUNTY_OWNER_EMAIL, DEMO_ADMIN_EMAIL]) {
        const intruder = await logInAs(email);
        expect((await myPets(intruder)).map((p) => p.id)).not.toContain(biscuit.id);
        for (const [field, call] of Object.entries(byId)) {
          const refused = await intruder.request(...call(biscuit, biscuit.id));
          const missing = await intruder.request(...call(biscuit, missingId));
          expect(codesOf(refused.body), `${email} ${field}`).toEqual(['NOT_FOUND']);
          expect(refused.body, `${email} ${field} answers like a missing id`).toEqual(missing.body);
        }
        for (const bogus of ['abc', '-1', '0', '99999999999', '1.5']) {
          for (const [field, call] of Object.entries(byId)) {
            expect(codesOf((await intruder.request(...call(biscuit, bogus))).body), `${field} ${bogus}`).toEqual([
              'NOT_FOUND',
            ]);
          }
        }
      }
      expect(await snapshot()).toEqual(rows);
    });

    it('refuses a visitor every owner field with UNAUTHENTICATED', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const biscuit = (await myPets(owner)).find((p) => p.name === 'Biscuit')!;
      const rows = await snapshot();
      const visitor = new GraphQLTestClient(testApp.url);
      const calls = [...Object.values(byId).map((call) => call(biscuit, biscuit.id)), ...Object.values(withoutId)];
      for (const [query, variables] of calls) {
        const result = await visitor.request(query, variables);
        expect(codesOf(result.body), query).toEqual(['UNAUTHENTICATED']);
        expect(result.body.data ?? null).toBeNull();
      }
      expect(await snapshot()).toEqual(rows);
    });
  });
});
