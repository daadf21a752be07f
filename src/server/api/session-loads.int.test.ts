// The session loads (shared/session-load.ts, decision 1423) through the app: a query asking for a
// load's root field has it read with the session check, and a warm one costs that one statement; a query
// asking for none takes the plain session check.
import { describe, expect, it, vi } from 'vitest';
import { accounts } from '../db/schema/index.js';
import { createSession } from '../modules/auth/session.functions.js';
import { petListSessionLoad } from '../modules/pet/pet.session-load.js';
import { listMyPets } from '../modules/pet/pet.service.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { loadedWithSession } from '../shared/session-load.js';
import { logInClient, useTestApp } from '../test/test-app.js';
import { findActorWithLoads, SESSION_LOADS, sessionLoadsAsked } from './session-loads.js';

describe('session loads', () => {
  const testApp = useTestApp();

  it('are asked for by their root fields only', () => {
    expect(sessionLoadsAsked(new Set(['myPets', 'me']))).toEqual([petListSessionLoad]);
    expect(sessionLoadsAsked(new Set(['me', 'cities']))).toBeNull();
    expect(sessionLoadsAsked(new Set())).toBeNull();
    // every stamp is a column of the session's account (the session check reads it in its own statement)
    for (const load of SESSION_LOADS) expect(load.stamp.table).toBe(accounts);
  });

  it("give the loaded value with the session's actor, and nothing for a token that is no session", async () => {
    const { rows } = await testApp.database.pool.query('select id from accounts where email = $1', [DEMO_OWNER_EMAIL]);
    const accountId = (rows[0] as { id: number }).id;
    const { token } = await createSession(testApp.services, accountId, undefined);
    const found = await findActorWithLoads(testApp.services, token, [petListSessionLoad]);
    expect(found?.actor.email).toBe(DEMO_OWNER_EMAIL);
    const pets = loadedWithSession(found?.loaded, petListSessionLoad);
    expect(pets).toEqual(await listMyPets(testApp.services, { actor: found!.actor }));
    expect(await findActorWithLoads(testApp.services, 'not-a-token', [petListSessionLoad])).toBeNull();
  });

  it('answer a warm myPets query with one statement, the session check', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const query = '{ myPets { id name } }';
    const first = await owner.request<{ myPets: { id: string }[] }>(query);
    expect(first.body.data?.myPets.length).toBeGreaterThan(0);
    const queries = vi.spyOn(testApp.database.pool, 'query');
    try {
      const second = await owner.request(query);
      expect(second.body).toEqual(first.body);
      expect(queries).toHaveBeenCalledTimes(1);
      // the session check's statement with the loads' stamps (session.service.ts)
      expect(queries.mock.calls[0]?.[0]).toMatchObject({ name: 'pawport_find_actor_pets_version' });
    } finally {
      queries.mockRestore();
    }
  });
});
