import { describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_COUNTY_OWNER_EMAIL,
  DEMO_OWNER_EMAIL,
  DEMO_PASSWORD,
} from '../../seed/demo-accounts.js';
import { schema } from '../../api/schema.js';
import { GraphQLTestClient, logInClient, useTestApp, type GraphQLErrors } from '../../test/test-app.js';

const GUARDIAN_FIELDS = 'id firstName lastName relationship email phones { type number } position';
const LIST = `{ petGuardians { ${GUARDIAN_FIELDS} } }`;
const ADD = `mutation ($input: PetGuardianInput!) { addPetGuardian(input: $input) { ${GUARDIAN_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: PetGuardianInput!) { updatePetGuardian(id: $id, input: $input) { ${GUARDIAN_FIELDS} } }`;
const REMOVE = `mutation ($id: ID!) { removePetGuardian(id: $id) { id position } }`;
const MOVE = `mutation ($id: ID!, $position: Int!) { movePetGuardian(id: $id, position: $position) { id firstName position } }`;

type Guardian = {
  id: string;
  firstName: string;
  lastName: string;
  relationship: string | null;
  email: string | null;
  phones: Array<{ type: string; number: string }>;
  position: number;
};
const guardian = (firstName: string, extra: Record<string, unknown> = {}) => ({
  firstName,
  lastName: 'Okafor',
  relationship: 'Neighbour',
  email: `${firstName.toLowerCase()}@example.com`,
  phones: [{ type: 'M', number: '2065550199' }],
  ...extra,
});

const errorsOf = (body: { errors?: unknown }) => (body.errors ?? []) as GraphQLErrors;

describe('pet guardians', () => {
  const testApp = useTestApp();
  const logInAs = (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD);
  const countRows = async () =>
    Number((await testApp.database.pool.query('select count(*)::int as n from pet_guardians')).rows[0].n);
  const snapshot = async () =>
    (await testApp.database.pool.query('select * from pet_guardians order by id')).rows as unknown[];

  it('adds, lists in order, edits, moves and removes the caller’s guardians', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const added: Guardian[] = [];
    for (const name of ['Ada', 'Ben', 'Cy']) {
      const result = await owner.request<{ addPetGuardian: Guardian }>(ADD, { input: guardian(name) });
      expect(result.body.errors).toBeUndefined();
      added.push(result.body.data!.addPetGuardian);
    }
    expect(added.map((g) => [g.firstName, g.position])).toEqual([
      ['Ada', 0],
      ['Ben', 1],
      ['Cy', 2],
    ]);
    const [ada, ben, cy] = added as [Guardian, Guardian, Guardian];

    // relationship and e-mail are optional; the text is trimmed
    const edited = await owner.request<{ updatePetGuardian: Guardian }>(UPDATE, {
      id: ben.id,
      input: guardian(' Benedict ', { relationship: '', email: null, phones: [{ type: 'W', number: '4165550123' }] }),
    });
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data?.updatePetGuardian).toEqual({
      id: ben.id,
      firstName: 'Benedict',
      lastName: 'Okafor',
      relationship: null,
      email: null,
      phones: [{ type: 'W', number: '4165550123' }],
      position: 1,
    });

    // Cy moves to the front: now Cy and Ada feed the wallet card
    const moved = await owner.request<{ movePetGuardian: Guardian[] }>(MOVE, { id: cy.id, position: 0 });
    expect(moved.body.data?.movePetGuardian.map((g) => [g.firstName, g.position])).toEqual([
      ['Cy', 0],
      ['Ada', 1],
      ['Benedict', 2],
    ]);
    const clamped = await owner.request<{ movePetGuardian: Guardian[] }>(MOVE, { id: cy.id, position: 99 });
    expect(clamped.body.data?.movePetGuardian.map((g) => g.firstName)).toEqual(['Ada', 'Benedict', 'Cy']);

    const removed = await owner.request<{ removePetGuardian: Array<{ id: string; position: number }> }>(REMOVE, {
      id: ada.id,
    });
    expect(removed.body.data?.removePetGuardian).toEqual([
      { id: ben.id, position: 0 },
      { id: cy.id, position: 1 },
    ]);
    const list = await owner.request<{ petGuardians: Guardian[] }>(LIST);
    expect(list.body.data?.petGuardians.map((g) => g.firstName)).toEqual(['Benedict', 'Cy']);

    // another owner sees only their own (none)
    const other = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    const theirs = await other.request<{ petGuardians: Guardian[] }>(LIST);
    expect(theirs.body.data?.petGuardians).toEqual([]);
  });

  it('lists every invalid field as a message key and saves nothing', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const before = await countRows();
    const bad = guardian('', {
      lastName: '   ',
      relationship: 'x'.repeat(51),
      email: 'not-an-email',
      phones: [{ type: 'M', number: '12345' }],
    });
    const result = await owner.request(ADD, { input: bad });
    const [error] = errorsOf(result.body);
    expect(error?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(error?.extensions?.details?.fields).toEqual([
      { path: 'firstName', message: 'validation.required' },
      { path: 'lastName', message: 'validation.required' },
      { path: 'relationship', message: 'validation.maxChars|{"numLimit":50}' },
      { path: 'email', message: 'validation.email.invalid' },
      { path: 'phones.0.number', message: 'validation.phone.tenDigits' },
    ]);
    const noPhone = await owner.request(ADD, { input: guardian('Dee', { phones: [] }) });
    expect(errorsOf(noPhone.body)[0]?.extensions?.details?.fields).toEqual([
      { path: 'phones', message: 'validation.phone.required' },
    ]);
    expect(await countRows()).toBe(before);

    // an edit with bad input changes nothing either
    const added = await owner.request<{ addPetGuardian: Guardian }>(ADD, { input: guardian('Eve') });
    const id = added.body.data!.addPetGuardian.id;
    const rows = await snapshot();
    const badEdit = await owner.request(UPDATE, { id, input: { ...guardian('Eve'), email: 'eve@' } });
    expect(errorsOf(badEdit.body)[0]?.extensions?.details?.fields).toEqual([
      { path: 'email', message: 'validation.email.invalid' },
    ]);
    expect(await snapshot()).toEqual(rows);
    await owner.request(REMOVE, { id });
  });

  it('refuses an eleventh guardian with a form-level message', async () => {
    const owner = await logInAs(DEMO_ADMIN_EMAIL); // any logged-in account has its own list
    for (let n = 0; n < 10; n++) {
      const result = await owner.request(ADD, { input: guardian(`G${n}`) });
      expect(result.body.errors).toBeUndefined();
    }
    const eleventh = await owner.request(ADD, { input: guardian('Eleven') });
    expect(errorsOf(eleventh.body)[0]?.extensions?.details?.fields).toEqual([
      { path: '', message: 'validation.petGuardian.tooMany|{"numLimit":10}' },
    ]);
    const list = await owner.request<{ petGuardians: Guardian[] }>(LIST);
    expect(list.body.data?.petGuardians).toHaveLength(10);
  });

  describe('authorization sweep: another owner’s guardian is refused by id, exactly like a missing one', () => {
    // Every root field about guardians, with how to call it on a given id. A new field must be added here.
    const byId: Record<string, (id: string) => [string, Record<string, unknown>]> = {
      updatePetGuardian: (id) => [UPDATE, { id, input: guardian('Mallory') }],
      removePetGuardian: (id) => [REMOVE, { id }],
      movePetGuardian: (id) => [MOVE, { id, position: 0 }],
    };
    const withoutId: Record<string, [string, Record<string, unknown>]> = {
      petGuardians: [LIST, {}],
      addPetGuardian: [ADD, { input: guardian('Visitor') }],
    };

    it('covers every guardian field of the schema', () => {
      const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
        Object.keys(type?.getFields() ?? {}).filter((name) => /guardian/i.test(name)),
      );
      expect(fields.sort()).toEqual([...Object.keys(byId), ...Object.keys(withoutId)].sort());
    });

    it('refuses every field on the first owner’s guardian with NOT_FOUND and changes nothing', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const added = await owner.request<{ addPetGuardian: Guardian }>(ADD, { input: guardian('Private') });
      const id = added.body.data!.addPetGuardian.id;
      const rows = await snapshot();
      const missingId = String(Number(id) + 100_000);

      for (const email of [DEMO_COUNTY_OWNER_EMAIL, DEMO_ADMIN_EMAIL]) {
        const intruder = await logInAs(email);
        const list = await intruder.request<{ petGuardians: Guardian[] }>(LIST);
        expect(list.body.data?.petGuardians.map((g) => g.id)).not.toContain(id);
        for (const [field, call] of Object.entries(byId)) {
          const refused = await intruder.request(...call(id));
          const missing = await intruder.request(...call(missingId));
          expect(
            errorsOf(refused.body).map((e) => e.extensions?.code),
            `${email} ${field}`,
          ).toEqual(['NOT_FOUND']);
          expect(refused.body, `${email} ${field} answers like a missing id`).toEqual(missing.body);
        }
        for (const bogus of ['abc', '-1', '0', '99999999999', '1.5']) {
          const result = await intruder.request(...byId.removePetGuardian!(bogus));
          expect(
            errorsOf(result.body).map((e) => e.extensions?.code),
            bogus,
          ).toEqual(['NOT_FOUND']);
        }
      }
      expect(await snapshot()).toEqual(rows);
      const mine = await owner.request<{ petGuardians: Guardian[] }>(LIST);
      expect(mine.body.data?.petGuardians.map((g) => g.id)).toContain(id);
    });

    it('refuses a visitor every field with UNAUTHENTICATED', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const list = await owner.request<{ petGuardians: Guardian[] }>(LIST);
      const id = list.body.data!.petGuardians[0]!.id;
      const rows = await snapshot();
      const visitor = new GraphQLTestClient(testApp.url);
      const calls = [...Object.values(byId).map((call) => call(id)), ...Object.values(withoutId)];
      for (const [query, variables] of calls) {
        const result = await visitor.request(query, variables);
        expect(
          errorsOf(result.body).map((e) => e.extensions?.code),
          query,
        ).toEqual(['UNAUTHENTICATED']);
        expect(result.body.data ?? null).toBeNull();
      }
      expect(await snapshot()).toEqual(rows);
    });
  });
});
