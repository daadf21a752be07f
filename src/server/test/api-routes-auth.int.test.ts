// QUALITY.md Security, Authorization: the GraphQL root fields declare who may call them
// (api/schema-auth.test.ts); this walks every route under /api/ — the file routes that do not go
// through GraphQL — as a visitor (401), as another owner and as an administrator of another
// jurisdiction (404, the same answer as a missing id), and without the CSRF header (403). A new /api/
// route fails the first test until it is added to ROUTES with how to call it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestAdmin } from './test-accounts.js';
import { DEMO_COUNTY_OWNER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { GraphQLTestClient, logInClient, useTestApp } from './test-app.js';
import { IMAGE_FIXTURES } from './test-images.js';

type Route = {
  /**
   * whose object the route reaches: a pet (another owner gets 404), a rabies proof (only its
   * jurisdiction's administrators: every owner gets 404), a licence (its owner's: another gets 404) or
   * none (any logged-in caller)
   */
  scope: 'pet' | 'proof' | 'license' | 'caller';
  changes: boolean;
  body?: () => { body: BodyInit; headers: Record<string, string> };
};

const dogJpeg = () => new Uint8Array(readFileSync(join(IMAGE_FIXTURES, 'dog.jpg')));

const ROUTES: Record<string, Route> = {
  'POST /api/image-conversions': {
    scope: 'caller',
    changes: true,
    body: () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(readFileSync(join(IMAGE_FIXTURES, 'dog.tiff')))]), 'dog.tiff');
      return { body: form, headers: {} };
    },
  },
  'PUT /api/pets/:petId/photo': {
    scope: 'pet',
    changes: true,
    body: () => ({ body: dogJpeg(), headers: { 'content-type': 'image/jpeg' } }),
  },
  'DELETE /api/pets/:petId/photo': { scope: 'pet', changes: true },
  'GET /api/pets/:petId/photo': { scope: 'pet', changes: false },
  'GET /api/pets/:petId/photo/thumbnail': { scope: 'pet', changes: false },
  'PUT /api/pets/:petId/rabies-proof': {
    scope: 'pet',
    changes: true,
    body: () => {
      const form = new FormData();
      const nextYear = new Date();
      nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
      form.append('datePayload', nextYear.toISOString().slice(0, 10));
      form.append('file', new Blob([dogJpeg()]), 'dog.jpg');
      return { body: form, headers: {} };
    },
  },
  'DELETE /api/pets/:petId/rabies-proof': { scope: 'pet', changes: true },
  'GET /api/pets/:petId/rabies-proof': { scope: 'pet', changes: false },
  'GET /api/rabies-proofs/:proofId/document': { scope: 'proof', changes: false },
  'GET /api/licenses/:number/certificate.pdf': { scope: 'license', changes: false },
  // designed wallet cards (decision 0801): another owner's card is swept in wallet-card.int.test.ts
  'POST /api/wallet-cards': { scope: 'caller', changes: true },
  'GET /api/wallet-cards/:id/:file': { scope: 'caller', changes: false },
  // the staff reports' CSV (decision 0702): admins only, their own jurisdictions (reports.int.test.ts)
  'GET /api/admin/reports/monthly.csv': { scope: 'caller', changes: false },
  // the operator's boundary files (decision 0307): the operator only (boundary-upload.int.test.ts)
  'POST /api/operator/jurisdictions/:id/boundary': { scope: 'caller', changes: true },
};

describe('every /api/ route refuses who may not call it', () => {
  const testApp = useTestApp();
  const logInAs = (email: string, password = DEMO_PASSWORD) => logInClient(testApp.url, email, password);
  const send = async (client: GraphQLTestClient, key: string, id: string, csrf = true) => {
    const [method, path] = key.split(' ') as [string, string];
    const route = ROUTES[key] as Route;
    const { body, headers } = route.body?.() ?? { body: undefined, headers: {} };
    const response = await fetch(
      `${testApp.url}${path.replace(':petId', id).replace(':proofId', id).replace(':number', id)}`,
      {
        method,
        body,
        headers: { ...client.cookieHeader(), ...(csrf ? { 'x-pawport-request': '1' } : {}), ...headers },
      },
    );
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  it('knows every /api/ route the app serves', () => {
    // printRoutes draws a tree: a child's path continues its parent's, one level per 4 characters
    const served = new Set<string>();
    const parents: string[] = [];
    for (const line of testApp.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      const path = (parents[depth - 1] ?? '') + match[2];
      parents[depth] = path;
      if (!path.startsWith('/api/')) continue;
      for (const method of (match[3] ?? '').split(', '))
        if (method && method !== 'HEAD') served.add(`${method} ${path}`);
    }
    expect([...served].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('answers a visitor 401, a change without x-pawport-request 403, another owner 404', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const pets = await owner.request<{ myPets: Array<{ id: string }> }>('{ myPets { id } }');
    const petId = pets.body.data!.myPets[0]!.id;
    const licensed = await owner.request<{ myPets: Array<{ licenses: Array<{ number: string }> }> }>(
      '{ myPets { licenses { number } } }',
    );
    const licenseNumber = licensed.body.data!.myPets.flatMap((pet) => pet.licenses)[0]!.number;
    // the owner's pet has a photo, so a 404 below is a refusal and not "no photo"
    expect((await send(owner, 'PUT /api/pets/:petId/photo', petId)).status).toBe(200);
    // and a rabies proof (issue 16), so a 404 is a refusal and not "no proof"
    const proof = await send(owner, 'PUT /api/pets/:petId/rabies-proof', petId);
    expect(proof.status).toBe(200);
    const proofId = String(proof.body.data.id);
    await createTestAdmin(testApp.services, 'sweep.admin@example.com', DEMO_PASSWORD, ['toronto-on']);
    const intruders = [await logInAs(DEMO_COUNTY_OWNER_EMAIL), await logInAs('sweep.admin@example.com')];
    const visitor = new GraphQLTestClient(testApp.url);
    const photos = async () => [
      ...(await testApp.database.pool.query('select pet_id, etag from pet_photos order by pet_id')).rows,
      ...(await testApp.database.pool.query('select id, status, removed_at from rabies_proofs order by id')).rows,
    ];
    const before = await photos();

    for (const [key, route] of Object.entries(ROUTES)) {
      const asVisitor = await send(visitor, key, petId);
      expect([asVisitor.status, asVisitor.body?.error?.code], `${key} as a visitor`).toEqual([401, 'UNAUTHENTICATED']);
      if (route.changes) {
        const noHeader = await send(owner, key, petId, false);
        expect([noHeader.status, noHeader.body?.error?.code], `${key} without the header`).toEqual([403, 'FORBIDDEN']);
      }
      if (route.scope === 'caller') continue;
      const id = route.scope === 'pet' ? petId : route.scope === 'proof' ? proofId : licenseNumber;
      // the owner of the pet reads its proof by pet, never by proof id (that is the staff's route)
      for (const intruder of route.scope === 'proof' ? [owner, ...intruders] : intruders) {
        const refused = await send(intruder, key, id);
        const missing = await send(intruder, key, String(Number(id) + 100_000));
        expect([refused.status, refused.body?.error?.code], `${key} as another account`).toEqual([404, 'NOT_FOUND']);
        expect(refused, `${key} answers like a missing pet`).toEqual(missing);
      }
    }
    expect(await photos()).toEqual(before);
  });
});
