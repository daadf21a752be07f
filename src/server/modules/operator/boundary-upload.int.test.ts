// Issue 41 part 2 (decisions 0306, 0307): the operator's boundary upload route — a preview writes nothing,
// a save replaces the jurisdiction's drawn boundary with its audit entry and the chooser uses it at once,
// a 200 MB declared body is refused before it is read, bad files are refused naming ring and point, and
// only the operator may call it.
import { describe, expect, it } from 'vitest';
import { rectangleRing } from '../../../domain/jurisdiction/boundary.fixtures.js';
import { decodeMessage } from '../../../domain/shared/message-format.js';
import { DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { sendPartly } from '../../test/partial-body.js';
import { enrolTestApp } from '../../test/test-accounts.js';
import { CSRF, type FileAnswer, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import {
  BOW_TIE,
  boundaryFile as polygonFile,
  newSpokaneCity,
  suggestedForSpokane,
  wavySquare,
} from '../../test/test-boundaries.js';
import { inviteOperatorByCommand } from './staff-invite.service.js';

const PASSWORD = 'Harbour-Lantern-73!';
const ACCEPT = `mutation ($token: String!, $input: AcceptStaffInviteInput!) {
  acceptStaffInvite(token: $token, input: $input) { id } }`;

describe("the operator's boundary upload (issue 41: 2)", () => {
  const testApp = useTestApp();
  const query = async (sql: string, params: unknown[] = []) => (await testApp.database.pool.query(sql, params)).rows;

  let operatorClient: GraphQLTestClient | null = null;
  const operator = async () => {
    if (!operatorClient) {
      const invite = await inviteOperatorByCommand(testApp.services, {
        input: { email: 'boundary.operator@example.org', locale: 'en_US', origin: 'https://pets.example.org' },
      });
      const token = new URL(invite.url).searchParams.get('token');
      const accepted = await new GraphQLTestClient(testApp.url).request<{ acceptStaffInvite: { id: string } }>(ACCEPT, {
        token,
        input: { firstName: 'Rowan', lastName: 'Mapper', password: PASSWORD },
      });
      expect(accepted.body.errors).toBeUndefined();
      // an operator's session opens the console once the account has a second factor (decision 0114)
      const accountId = Number(accepted.body.data?.acceptStaffInvite.id);
      await enrolTestApp(testApp.services, accountId, 'boundary.operator@example.org');
      operatorClient = await logInClient(testApp.url, 'boundary.operator@example.org', PASSWORD);
    }
    return operatorClient;
  };

  const newCity = (slug: string) => newSpokaneCity(testApp.services, slug);

  const upload = (
    client: GraphQLTestClient,
    cityId: number | string,
    text: string | Uint8Array<ArrayBuffer>,
    { preview = false, name, layer }: { preview?: boolean; name?: string; layer?: string } = {},
  ) => {
    const form = new FormData();
    if (name !== undefined) form.append('name', name);
    if (layer !== undefined) form.append('layer', layer);
    form.append('file', new Blob([text], { type: 'application/geo+json' }), 'boundary.geojson');
    const path = `/api/operator/jurisdictions/${cityId}/boundary${preview ? '?preview=1' : ''}`;
    return client.callRoute('POST', path, { body: form, headers: CSRF });
  };
  const refusalOf = async (answer: FileAnswer) =>
    (await answer.json()).error as { code: string; fields?: Array<{ path: string; message: string }> };
  const boundaryRows = (cityId: number) =>
    query(
      `select name, external_source, external_source_layer, role from jurisdiction_boundaries
       where jurisdiction_id = $1 order by id`,
      [cityId],
    );
  const auditRows = (cityId: number) =>
    query(`select action, actor_name, details from operator_audit_log where jurisdiction_id = $1 order by id`, [
      cityId,
    ]);

  it('previews without writing, then saves: the drawn boundary replaced, audited, and the chooser uses it at once', async () => {
    const client = await operator();
    const city = await newCity('spokane-upload');
    // a boundary drawn before (as from the maps service): the upload replaces it
    await query(
      `insert into jurisdiction_boundaries (jurisdiction_id, role, name, external_source, external_source_id, external_source_layer, geometry)
       values ($1, 'INCLUDED', 'Drawn county', 'TEST', 'x', 'ADMINISTRATIVE_AREA_LEVEL_2', $2)`,
      [city.id, JSON.stringify({ type: 'Polygon', coordinates: [rectangleRing(-118, 47, -117, 48)] })],
    );
    testApp.services.jurisdictions.invalidate();
    const before = await boundaryRows(city.id);

    const previewed = await upload(client, city.id, polygonFile([wavySquare()]), { preview: true });
    expect(previewed.status).toBe(200);
    expect(previewed.headers.get('cache-control')).toBe('private, no-store');
    const preview = (await previewed.json()).data;
    expect(preview).toMatchObject({ vertexCount: 801, saved: false, overlaps: [] });
    expect(preview.mapVertexCount).toBeLessThan(20);
    expect(preview.mapGeometry.type).toBe('Polygon');
    expect(await boundaryRows(city.id)).toEqual(before);
    expect(await auditRows(city.id)).toEqual([]);

    // a save must name the boundary: refused on `name`, nothing written
    const unnamed = await upload(client, city.id, polygonFile([wavySquare()]), { name: ' ' });
    expect(unnamed.status).toBe(400);
    expect((await refusalOf(unnamed)).fields?.map((field) => field.path)).toEqual(['name']);
    expect(await boundaryRows(city.id)).toEqual(before);

    const saved = await upload(client, city.id, polygonFile([wavySquare()]), { name: 'City limits' });
    expect(saved.status).toBe(200);
    const savedAnswer = (await saved.json()).data;
    expect(savedAnswer).toMatchObject({ vertexCount: 801, saved: true });
    expect(await boundaryRows(city.id)).toEqual([
      { name: 'City limits', external_source: 'UPLOAD', external_source_layer: 'LOCALITY', role: 'INCLUDED' },
    ]);
    expect(await auditRows(city.id)).toEqual([
      {
        action: 'BOUNDARY_IMPORTED',
        actor_name: 'Rowan Mapper',
        details: expect.objectContaining({ name: 'City limits', layer: 'LOCALITY', vertexCount: 801, overlaps: [] }),
      },
    ]);
    expect((await suggestedForSpokane(testApp.url))?.autoSelectedId).toBe(String(city.id));

    // a neighbour drawn over it is warned, by name, with what the map draws of the city (the preview shows the
    // overlap), and may still be saved with its layer; the audit entry names the city without its shape
    const neighbour = await newCity('spokane-valley');
    const over = await upload(client, neighbour.id, polygonFile([rectangleRing(-117.5, 47.6, -117.3, 47.8)]), {
      name: 'Valley',
      layer: 'ADMINISTRATIVE_AREA_LEVEL_2',
    });
    expect((await over.json()).data.overlaps).toEqual([
      { jurisdictionId: city.id, name: city.name, mapGeometries: [savedAnswer.mapGeometry] },
    ]);
    expect((await auditRows(neighbour.id))[0]?.details.overlaps).toEqual([
      { jurisdictionId: city.id, name: city.name },
    ]);
    expect(await boundaryRows(neighbour.id)).toEqual([
      {
        name: 'Valley',
        external_source: 'UPLOAD',
        external_source_layer: 'ADMINISTRATIVE_AREA_LEVEL_2',
        role: 'INCLUDED',
      },
    ]);
    const unknownLayer = await upload(client, neighbour.id, polygonFile([wavySquare()]), {
      name: 'X',
      layer: 'PLANET',
    });
    expect((await refusalOf(unknownLayer)).fields?.map((field) => field.path)).toEqual(['layer']);
  });

  it('refuses a ring that crosses itself and projected coordinates, naming the ring and the point', async () => {
    const client = await operator();
    const city = await newCity('spokane-bad');
    const crossing = await upload(client, city.id, polygonFile([BOW_TIE]), { preview: true });
    expect(crossing.status).toBe(400);
    const crossed = await refusalOf(crossing);
    expect(crossed.code).toBe('VALIDATION_FAILED');
    expect(crossed.fields?.[0]?.path).toBe('file');
    expect(decodeMessage(crossed.fields?.[0]?.message ?? '')).toEqual({
      key: 'validation.jurisdiction.boundaryFile.selfIntersection',
      params: expect.objectContaining({
        polygon: 1,
        ring: 1,
        point: expect.any(Number),
        otherPoint: expect.any(Number),
      }),
    });

    // Web Mercator metres (EPSG:3857), as a GIS tool exports them when asked for no other system
    const metres = rectangleRing(-13_100_000, 6_040_000, -13_080_000, 6_060_000);
    const projected = await upload(client, city.id, polygonFile([metres]), { name: 'City limits' });
    expect(projected.status).toBe(400);
    expect(decodeMessage((await refusalOf(projected)).fields?.[0]?.message ?? '')).toEqual({
      key: 'validation.jurisdiction.boundaryFile.projectedCoordinates',
      params: { polygon: 1, ring: 1, point: 1 },
    });
    const notUtf8 = await upload(client, city.id, new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), { preview: true });
    expect(decodeMessage((await refusalOf(notUtf8)).fields?.[0]?.message ?? '').key).toBe(
      'validation.jurisdiction.boundaryFile.invalidJson',
    );
    expect(await boundaryRows(city.id)).toEqual([]);
    expect(await auditRows(city.id)).toEqual([]);
  });

  it('refuses a body declared at 200 MB with 413 before reading it, and a file past 20 MB at the cap', async () => {
    const client = await operator();
    const city = await newCity('spokane-large');
    const partly = await sendPartly(new URL(`/api/operator/jurisdictions/${city.id}/boundary?preview=1`, testApp.url), {
      method: 'POST',
      cookie: client.cookieHeader().cookie as string,
      length: 200_000_000,
      contentType: 'multipart/form-data; boundary=x',
    });
    expect(partly.status).toBe(413);
    expect(JSON.parse(partly.body).error.code).toBe('BOUNDARY_FILE_TOO_LARGE');

    // a body that declares no more than it may but whose file passes 20 MB is cut at the cap
    const tooLong = polygonFile([wavySquare()]).padEnd(20_000_001, ' ');
    const cut = await upload(client, city.id, tooLong, { preview: true });
    expect(cut.status).toBe(413);
    const refusal = await refusalOf(cut);
    expect(refusal.code).toBe('BOUNDARY_FILE_TOO_LARGE');
    expect(decodeMessage(refusal.fields?.[0]?.message ?? '').key).toBe('validation.jurisdiction.boundaryFile.tooLarge');
  });

  it('is the operator’s only: a visitor, an owner and an administrator are refused, nothing read or written', async () => {
    const city = await newCity('spokane-private');
    const file = polygonFile([wavySquare()]);
    const visitor = await upload(new GraphQLTestClient(testApp.url), city.id, file, { name: 'X' });
    expect([visitor.status, (await refusalOf(visitor)).code]).toEqual([401, 'UNAUTHENTICATED']);
    for (const email of [DEMO_OWNER_EMAIL, DEMO_ADMIN_EMAIL]) {
      const client = await logInClient(testApp.url, email, DEMO_PASSWORD);
      const refused = await upload(client, city.id, file, { name: 'X' });
      expect([refused.status, (await refusalOf(refused)).code]).toEqual([403, 'FORBIDDEN']);
    }
    // and the operator without the CSRF header, or of a jurisdiction that does not exist
    const client = await operator();
    const form = new FormData();
    form.append('file', new Blob([file]), 'boundary.geojson');
    const noHeader = await client.callRoute('POST', `/api/operator/jurisdictions/${city.id}/boundary`, { body: form });
    expect(noHeader.status).toBe(403);
    const missing = await upload(client, 999_999, file, { preview: true });
    expect(missing.status).toBe(404);
    expect(await boundaryRows(city.id)).toEqual([]);
  });
});
