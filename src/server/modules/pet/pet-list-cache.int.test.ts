// The owner's pet list comes from a cache checked against `accounts.pets_version` (decision 1423).
// These tests write behind the app's back, in plain SQL as any writer could, and expect the next read to
// show the change: the database triggers (drizzle/0029) move the version on, whoever writes.
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../../seed/demo-accounts.js';
import { DEMO_LICENSED_PET_NAME } from '../../seed/demo-pets.js';
import { findActorWithLoads } from '../../api/session-loads.js';
import { loadedWithSession } from '../../shared/session-load.js';
import { useTwoTestApps } from '../../test/test-app.js';
import { createSession } from '../auth/session.functions.js';
import { petListSessionLoad } from './pet.session-load.js';

describe('the pet list cache (decision 1423)', () => {
  const { first, second } = useTwoTestApps();
  const sql = (text: string, values: unknown[] = []) => first.database.pool.query(text, values);

  async function demoOwner() {
    const { rows } = await sql('select id, jurisdiction_id from accounts where email = $1', [DEMO_OWNER_EMAIL]);
    const account = rows[0] as { id: number; jurisdiction_id: number };
    const { token } = await createSession(first.services, account.id, undefined);
    // the session check with the pet list's session load, as a `myPets` query reads them
    const pets = async (app = first) =>
      loadedWithSession(
        (await findActorWithLoads(app.services, token, [petListSessionLoad]))!.loaded,
        petListSessionLoad,
      )!;
    const version = async () =>
      Number((await sql('select pets_version from accounts where id = $1', [account.id])).rows[0].pets_version);
    return { account, pets, version };
  }

  it('shows a change made behind its back: a pet, a licence, a breed, a restriction', async () => {
    const { account, pets } = await demoOwner();
    const licensed = (await pets()).find((pet) => pet.name === DEMO_LICENSED_PET_NAME)!;
    const withBreed = (await pets()).find((pet) => pet.breedId !== null && !pet.restrictedBreed)!;
    // read once more: the second read is the cached one
    expect(await pets()).toEqual(await pets());

    await sql("update pets set markings = 'white star' where id = $1", [licensed.id]);
    expect((await pets()).find((pet) => pet.id === licensed.id)?.markings).toBe('white star');

    await sql("update pet_licenses set status = 'REVOKED' where pet_id = $1", [licensed.id]);
    const licenses = (await pets()).find((pet) => pet.id === licensed.id)!.licenses;
    expect(licenses.map((license) => license.status)).toEqual(licenses.map(() => 'REVOKED'));

    await sql("update breeds set name = name || ' (renamed)' where id = $1", [withBreed.breedId]);
    expect((await pets()).find((pet) => pet.id === withBreed.id)?.breed?.name).toMatch(/\(renamed\)$/);

    await sql('insert into jurisdiction_restricted_breeds (jurisdiction_id, breed_id) values ($1, $2)', [
      account.jurisdiction_id,
      withBreed.breedId,
    ]);
    expect((await pets()).find((pet) => pet.id === withBreed.id)?.restrictedBreed).toBe(true);
    await sql('delete from jurisdiction_restricted_breeds where jurisdiction_id = $1 and breed_id = $2', [
      account.jurisdiction_id,
      withBreed.breedId,
    ]);
    expect((await pets()).find((pet) => pet.id === withBreed.id)?.restrictedBreed).toBe(false);

    await sql(
      "insert into pets (account_id, species, name, sex, birthday, breed_known, colors) values ($1, 'CAT', 'Pepper', 'F', '2020-01-01', false, '{}')",
      [account.id],
    );
    expect((await pets()).map((pet) => pet.name)).toContain('Pepper');
    await sql("delete from pets where account_id = $1 and name = 'Pepper'", [account.id]);
    expect((await pets()).map((pet) => pet.name)).not.toContain('Pepper');
  });

  it('moves the version with a photo, a rabies proof and a move to another jurisdiction, and nobody else’s', async () => {
    const { account, pets, version } = await demoOwner();
    const [pet] = await pets();
    const others = async () =>
      (await sql('select id, pets_version from accounts where id <> $1 order by id', [account.id])).rows;
    const othersBefore = await others();
    const moves = async (statement: string, values: unknown[]) => {
      const before = await version();
      await sql(statement, values);
      return (await version()) - before;
    };
    const image = Buffer.from('not really a jpeg');
    expect(
      await moves(
        `insert into pet_photos (pet_id, image, thumbnail, content_type, byte_size, width, height, etag)
         values ($1, $2, $2, 'image/jpeg', 17, 1, 1, 'etag-1')`,
        [pet!.id, image],
      ),
    ).toBe(1);
    expect((await pets()).find((one) => one.id === pet!.id)?.photo).not.toBeNull();
    expect(await moves('delete from pet_photos where pet_id = $1', [pet!.id])).toBe(1);
    expect(
      await moves(
        `insert into rabies_proofs (pet_id, expiration_date, kind, content_type, bytes, byte_size, etag)
         values ($1, '2030-01-01', 'image', 'image/jpeg', $2, 17, 'etag-2')`,
        [pet!.id, image],
      ),
    ).toBe(1);
    expect((await pets()).find((one) => one.id === pet!.id)?.rabiesProof?.expirationDate).toBe('2030-01-01');
    expect(await moves('update rabies_proofs set removed_at = now() where pet_id = $1', [pet!.id])).toBe(1);
    const elsewhere = (await sql('select id from jurisdictions where id <> $1 limit 1', [account.jurisdiction_id]))
      .rows[0].id;
    expect(await moves('update accounts set jurisdiction_id = $2 where id = $1', [account.id, elsewhere])).toBe(1);
    expect(await moves("update accounts set first_name = 'Dana' where id = $1", [account.id])).toBe(0);
    expect(await others()).toEqual(othersBefore);
  });

  it('is never stale on another app server: each checks the version its session read gives', async () => {
    const { pets } = await demoOwner();
    const [pet] = await pets(second);
    expect(await pets(second)).toEqual(await pets(first));
    await sql("update pets set coat = 'curly' where id = $1", [pet!.id]);
    expect((await pets(first)).find((one) => one.id === pet!.id)?.coat).toBe('curly');
    expect((await pets(second)).find((one) => one.id === pet!.id)?.coat).toBe('curly');
  });

  it('bumps each account once for a bulk write', async () => {
    const { rows } = await sql(
      `insert into accounts (email, password_hash, first_name, last_name)
       select 'bulk' || n || '@example.com', 'x', 'Bulk', 'Owner' from generate_series(1, 3) n returning id`,
    );
    const ids = rows.map((row: { id: number }) => row.id);
    await sql(
      `insert into pets (account_id, species, name, sex, birthday, breed_known, colors)
       select id, 'DOG', 'Dog ' || n, 'M', '2020-01-01', false, '{}' from unnest($1::int[]) id, generate_series(1, 2) n`,
      [ids],
    );
    const versions = await sql('select pets_version from accounts where id = any($1) order by id', [ids]);
    expect(versions.rows.map((row: { pets_version: string }) => Number(row.pets_version))).toEqual([1, 1, 1]);
  });
});
